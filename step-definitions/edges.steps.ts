import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { OutputBuffer } from '@agent-toolkit/shell-manager';
import { launchedProcesses, markOfLaunch } from './support/launches.js';
import { commandLine, processesOfLaunch } from './support/proc.js';
import { startBackground } from './support/shells.js';
import { eventually } from './support/values.js';
import type { ToolWorld } from './support/world.js';

Then('the output should be exactly {int} characters of {string}', function (this: ToolWorld, count: number, character: string) {
  assert.equal(this.output, character.repeat(count));
});

Given('a background shell whose child ignores SIGTERM: {string}', async function (this: ToolWorld, command: string) {
  await startBackground(this, command);
});

Given('the process {string} of that shell is running', async function (this: ToolWorld, text: string) {
  const mark = markOfLaunch(this.shell().process!.pid!);
  await eventually(() => processesOfLaunch(mark).some((entry) => commandLine(entry.pid) === text), `${text} to run`);
});

// No waiting: KillShell promised the tree is gone when it returned.
Then('at once no process of that shell should be alive', function (this: ToolWorld) {
  const mark = markOfLaunch(this.shell().process!.pid!);
  const alive = processesOfLaunch(mark).map((entry) => `${entry.pid} ${commandLine(entry.pid)}`);
  assert.deepEqual(alive, []);
});

When('the shell finishes and I execute BashOutputTool again', async function (this: ToolWorld) {
  this.notes.firstRead = this.output;
  await this.shell().wait();
  await this.execute('BashOutput', { bash_id: this.shellId });
});

// Only the output part of each read, before the status line.
Then('the two reads together should be {string}', function (this: ToolWorld, expected: string) {
  const body = (read: string) => read.slice(0, read.lastIndexOf('\n\nStatus: ')).replace('(no new output)', '');
  assert.equal(body(String(this.notes.firstRead)) + body(this.output), expected.replaceAll('\\n', '\n'));
});

// No waiting: close() promised every shell is gone when it returned.
Then('at once no process of the last launched command should be alive', function (this: ToolWorld) {
  const launched = launchedProcesses.at(-1)!;
  const alive = processesOfLaunch(launched.mark).map((entry) => `${entry.pid} ${commandLine(entry.pid)}`);
  assert.deepEqual(alive, []);
});

// A chunk that does not start on a 4-byte boundary of its memory, as a slice of a larger read can.
When('{string} arrives in an output buffer as a slice starting at byte {int} of its memory', function (this: ToolWorld, text: string, offset: number) {
  const memory = Buffer.alloc(offset + Buffer.byteLength(text.replaceAll('\\n', '\n')));
  memory.write(text.replaceAll('\\n', '\n'), offset);
  const buffer = new OutputBuffer('edges-offset');
  buffer.append(memory.subarray(offset));
  buffer.end();
  this.notes.bufferSize = buffer.size;
});

Then('the buffer should count {int} lines and {int} characters', function (this: ToolWorld, lines: number, chars: number) {
  assert.deepEqual(this.notes.bufferSize, { chars, lines });
});
