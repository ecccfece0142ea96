import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ToolWorld } from './support/world.js';

const callOutput = (call: number, times: number) => `call-${call}\n`.repeat(times);

When('{int} session calls each print their own number {int} times', async function (this: ToolWorld, calls: number, times: number) {
  for (let call = 1; call <= calls; call++) {
    await this.execute('Bash', { command: `for n in $(seq ${times}); do echo call-${call}; done` });
    assert.ok(this.checkedResult().success, String(this.result?.error));
  }
  this.notes.calls = { calls, times };
});

Then("each call's stdout_file should hold exactly that call's output", function (this: ToolWorld) {
  const { calls, times } = this.notes.calls as { calls: number; times: number };
  const files = this.results.map((result) => String(result.metadata.stdout_file));
  assert.equal(new Set(files).size, calls, 'two calls share a file');
  files.forEach((file, index) => assert.equal(readFileSync(file, 'utf8'), callOutput(index + 1, times), file));
});

// Found by name in the temp directory, not asked of the package: agent-toolkit-<pid>-*.
function privateFolders(): string[] {
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith(`agent-toolkit-${process.pid}-`))
    .map((name) => join(tmpdir(), name));
}

Then("the process's private folder should hold a session state file readable by its owner only", function (this: ToolWorld) {
  const states = privateFolders().flatMap((folder) => readdirSync(folder).filter((name) => name.endsWith('.state')).map((name) => join(folder, name)));
  const canaries = states.filter((file) => readFileSync(file, 'utf8').includes('STATE_CANARY'));
  assert.equal(canaries.length, 1, `state files: ${states.join(', ')}`);
  assert.equal(statSync(canaries[0]!).mode & 0o077, 0, `mode ${(statSync(canaries[0]!).mode & 0o777).toString(8)}`);
  for (const folder of privateFolders()) assert.equal(statSync(folder).mode & 0o077, 0, `${folder} is open to others`);
});

Then('no file named by a result of the scenario should exist', function (this: ToolWorld) {
  const named = this.results.flatMap((result) => [result.metadata.stdout_file, result.metadata.stderr_file]).filter((file): file is string => typeof file === 'string');
  assert.ok(named.length >= 2, 'the scenario saved no output');
  assert.deepEqual(named.filter((file) => existsSync(file)), []);
});

Then("the process's private folder should hold no file", function () {
  assert.ok(privateFolders().length > 0, 'no private folder was made, so nothing was checked');
  assert.deepEqual(privateFolders().flatMap((folder) => readdirSync(folder)), []);
});

// A folder under a regular file: creating it fails (ENOTDIR), as a full disk or EMFILE would.
Given('a toolkit whose spill folder cannot be created', async function (this: ToolWorld) {
  const file = join(this.tempDir, 'not-a-folder');
  writeFileSync(file, '');
  await this.replaceToolkit({ shellOptions: { outputLimits: { headBytes: 64 * 1024, tailBytes: 1024 * 1024, spillDir: join(file, 'spill') } } });
});

When('the file in metadata stdout_file is deleted', function (this: ToolWorld) {
  rmSync(String(this.checkedResult().metadata.stdout_file));
});
