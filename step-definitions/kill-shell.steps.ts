import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { groupHasLiveMembers } from '@agent-toolkit/shell-manager';
import { processExists } from './support/values.js';
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
  assert.ok(!processExists(pid), `process ${pid} is still there (or not reaped)`);
  assert.ok(!groupHasLiveMembers(pid), `process group ${pid} still has live members`);
});
