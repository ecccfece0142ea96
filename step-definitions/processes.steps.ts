import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import { createContext } from '@agent-toolkit/tool-core';
import { launchedProcesses } from './support/launches.js';
import { liveProcess, processesRunning, processesOfLaunch } from './support/proc.js';
import { eventually, unescapeGherkin } from './support/values.js';
import type { ToolWorld } from './support/world.js';

Given('an execution context whose working directory is a file', function (this: ToolWorld) {
  const file = join(this.tempDir, 'not-a-directory');
  writeFileSync(file, '');
  this.context = createContext({ workingDir: file });
});

Given('the context allows {int} characters of output', function (this: ToolWorld, maxOutputSize: number) {
  this.context = createContext({ ...this.context, maxOutputSize });
});

Given('the Bash call can be cancelled', function (this: ToolWorld) {
  this.notes.controller = new AbortController();
  this.context = createContext({ ...this.context, signal: (this.notes.controller as AbortController).signal });
});

When('I run {string} with Bash and cancel it after {int} ms', async function (this: ToolWorld, command: string, ms: number) {
  setTimeout(() => (this.notes.controller as AbortController).abort(), ms);
  await this.execute('Bash', { command });
});

When('I start {string} in the background with Bash, waiting until {string}, and cancel the call after {int} ms', async function (this: ToolWorld, command: string, until: string, ms: number) {
  setTimeout(() => (this.notes.controller as AbortController).abort(), ms);
  await this.execute('Bash', { command, run_in_background: true, wait_ms: 20_000, until });
});

When('the toolkit is closed', async function (this: ToolWorld) {
  await this.toolkit.close();
});

Then("the output should be the scenario's directory", function (this: ToolWorld) {
  assert.equal(this.output.trim(), this.tempDir);
});

Then('the output should start with {string}', function (this: ToolWorld, text: string) {
  assert.ok(this.output.startsWith(unescapeGherkin(text)), `output starts otherwise:\n${this.output.slice(0, 200)}`);
});

Then('the output should end with {string}', function (this: ToolWorld, text: string) {
  assert.ok(this.output.endsWith(unescapeGherkin(text)), `output ends otherwise:\n${this.output.slice(-200)}`);
});

// Every process of the scenario's last launched command, wherever it went: none alive once the tree is gone (within a grace).
Then('no process of the command should be left', async function (this: ToolWorld) {
  const launched = launchedProcesses.at(-1);
  assert.ok(launched, 'no command was launched');
  await eventually(() => processesOfLaunch(launched.mark).length === 0, `every process of ${launched.pid} (${launched.command}) to end`, 2000);
});

// At once, no waiting: what returned said the tree was gone.
Then('no process of the command should be alive now', function (this: ToolWorld) {
  const launched = launchedProcesses.at(-1);
  assert.ok(launched, 'no command was launched');
  assert.deepEqual(processesOfLaunch(launched.mark).map((entry) => entry.pid), [], `processes of ${launched.command} still alive`);
});

// Pids while they run: a process still exiting (freeing its memory) has no environment to read in
// /proc any more, only its stat, which says whether it is gone or a zombie.
When('the processes of the command are noted', function (this: ToolWorld) {
  const launched = launchedProcesses.at(-1);
  assert.ok(launched, 'no command was launched');
  this.notes.notedPids = processesOfLaunch(launched.mark).map((entry) => entry.pid);
  assert.ok((this.notes.notedPids as number[]).length > 0, 'no process of the command is running');
});

Then('none of the noted processes should be alive now', function (this: ToolWorld) {
  assert.deepEqual((this.notes.notedPids as number[]).filter((pid) => liveProcess(pid) !== undefined), [], 'noted processes not yet gone (nor zombies)');
});

Then('no process running {string} should be left', async function (this: ToolWorld, text: string) {
  await eventually(() => processesRunning(text).length === 0, `no process running "${text}"`, 2000);
});
