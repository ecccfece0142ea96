import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { markOfLaunch } from './support/launches.js';
import { liveProcess, processesOfLaunch } from './support/proc.js';
import type { ToolWorld } from './support/world.js';

When('I execute KillShellTool with shell_id={string}', async function (this: ToolWorld, id: string) {
  await this.execute('KillShell', { shell_id: this.substitute(id) });
});

Then('the shell status should be {string}', function (this: ToolWorld, status: string) {
  assert.equal(this.notes.statusWhenReturned ?? this.shell().status, status);
});

Then('the shell should no longer be running', function (this: ToolWorld) {
  const shell = this.shell();
  assert.equal(shell.isRunning, false);
  const pid = shell.process!.pid!;
  assert.equal(liveProcess(pid), undefined, `process ${pid} is still alive`);
  const mark = markOfLaunch(pid);
  assert.deepEqual(processesOfLaunch(mark), [], `processes of shell ${pid} are still alive`);
});
