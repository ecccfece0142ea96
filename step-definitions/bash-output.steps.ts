import assert from 'node:assert/strict';
import { once } from 'node:events';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createContext } from '@agent-toolkit/tool-core';
import { firstOutput, startBackground } from './support/shells.js';
import { tableParams } from './support/values.js';
import type { ToolWorld } from './support/world.js';

const CONTINUOUS_OUTPUT = 'for i in $(seq 1 2000); do echo "line $i"; sleep 0.02; done';

Given('a background shell running {string}', async function (this: ToolWorld, command: string) {
  await firstOutput(await startBackground(this, command), 1000).catch(() => undefined);
});

Given('a background shell running a long command', async function (this: ToolWorld) {
  await startBackground(this, 'sleep 300');
});

Given('a background shell', async function (this: ToolWorld) {
  await startBackground(this, 'sleep 30');
});

Given('a background shell that ran {string} and completed', async function (this: ToolWorld, command: string) {
  await (await startBackground(this, command)).wait();
});

Given(/^a background shell that (?:already )?completed$/, async function (this: ToolWorld) {
  await (await startBackground(this, 'echo finished')).wait();
});

Given('a background shell producing continuous output', async function (this: ToolWorld) {
  await firstOutput(await startBackground(this, CONTINUOUS_OUTPUT));
});

Given('a background shell that produced output with "error" and "info" lines', async function (this: ToolWorld) {
  const command = 'echo "info: starting"; echo "error: disk full"; echo "info: retrying"; echo "error: gave up" >&2';
  await (await startBackground(this, command)).wait();
});

Given('no shell exists with id {string}', function (this: ToolWorld, id: string) {
  assert.equal(this.shells.getShell(id), undefined);
});

When('I execute BashOutputTool with bash_id={string}', async function (this: ToolWorld, id: string) {
  await this.execute('BashOutput', { bash_id: this.substitute(id) });
});

When('I execute BashOutputTool with:', async function (this: ToolWorld, table: DataTable) {
  await this.execute('BashOutput', tableParams(table, (value) => this.substitute(value)));
});

When('I note the output', function (this: ToolWorld) {
  this.notes.firstOutput = this.output;
});

When('I execute BashOutputTool again with bash_id={string}', async function (this: ToolWorld, id: string) {
  // Let the shell write at least one more line, so "new output" has something to be.
  const shell = this.shell(this.substitute(id));
  await once(shell, 'output', { signal: AbortSignal.timeout(5000) });
  await this.execute('BashOutput', { bash_id: this.substitute(id) });
});

function lineNumbers(output: string): number[] {
  return [...output.matchAll(/^line (\d+)$/gm)].map((match) => Number(match[1]));
}

Then('the second result should only contain NEW output', function (this: ToolWorld) {
  const first = lineNumbers(String(this.notes.firstOutput));
  const second = lineNumbers(this.output);
  assert.ok(first.length > 0 && second.length > 0, `first read ${first.length} lines, second ${second.length}`);
  assert.equal(second[0], first.at(-1)! + 1, 'the second read does not start right after the first');
  second.forEach((line, index) => assert.equal(line, second[0]! + index, 'lines missing or repeated'));
});

Then('the second result should NOT contain output from first read', function (this: ToolWorld) {
  const first = new Set(lineNumbers(String(this.notes.firstOutput)));
  const repeated = lineNumbers(this.output).filter((line) => first.has(line));
  assert.deepEqual(repeated, []);
});

Then('the output should contain {string} lines', function (this: ToolWorld, word: string) {
  const lines = this.output.split('\n').filter((line) => line.includes(word));
  assert.ok(lines.length >= 2, `expected the ${word} lines of stdout and stderr:\n${this.output}`);
});

Then('the output should NOT contain {string} lines', function (this: ToolWorld, word: string) {
  const lines = this.output.split('\n').filter((line) => line.includes(word));
  assert.deepEqual(lines, []);
});

Given('a background shell just started with {string}', async function (this: ToolWorld, command: string) {
  await startBackground(this, command);
});

Given('the BashOutput call can be cancelled', function (this: ToolWorld) {
  this.notes.controller = new AbortController();
});

When('I wait for its output with wait_ms {int} and cancel the call after {int} ms', async function (this: ToolWorld, waitMs: number, ms: number) {
  const controller = this.notes.controller as AbortController;
  setTimeout(() => controller.abort(), ms);
  await this.execute('BashOutput', { bash_id: this.shellId, wait_ms: waitMs }, createContext({ ...this.context, signal: controller.signal }));
});

Then('the execution should have taken between {int} and {int} ms', function (this: ToolWorld, low: number, high: number) {
  assert.ok(this.elapsedMs >= low && this.elapsedMs <= high, `took ${Math.round(this.elapsedMs)} ms`);
});
