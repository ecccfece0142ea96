import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ConfirmationAnswer } from '@agent-toolkit/tool-core';
import { startBackground } from './support/shells.js';
import { eventually } from './support/values.js';
import type { ToolWorld } from './support/world.js';

// `\n` and `\u0003` as written in a feature file, turned into the characters.
const typed = (text: string): string => text.replace(/\\n/g, '\n').replace(/\\u0003/g, '\u0003');

When('I send the background shell the input {string}', async function (this: ToolWorld, input: string) {
  await this.execute('BashInput', { bash_id: this.shellId, input: typed(input) });
});

// More than a pipe holds (64 KiB): the write waits for the command to read, as typing ahead does.
When('I send the background shell {int} lines of {int} characters and then Ctrl-C', async function (this: ToolWorld, lines: number, width: number) {
  await this.execute('BashInput', { bash_id: this.shellId, input: `${'x'.repeat(width - 1)}\n`.repeat(lines) + '\u0003' });
});

When('I send the background shell {int} bytes of input and close its stdin', async function (this: ToolWorld, bytes: number) {
  await this.execute('BashInput', { bash_id: this.shellId, input: 'y'.repeat(bytes), close_stdin: true });
});

When('I send the background shell the input {string} and close its stdin', async function (this: ToolWorld, input: string) {
  await this.execute('BashInput', { bash_id: this.shellId, input: typed(input), close_stdin: true });
});

Given('a background shell whose stdin was closed', async function (this: ToolWorld) {
  await startBackground(this, 'sleep 365');
  const closed = await this.execute('BashInput', { bash_id: this.shellId, input: '', close_stdin: true });
  if (!closed.success) throw new Error(closed.error ?? 'could not close stdin');
  this.checkedResult();
});

When('I execute the tool {string} with {string}', async function (this: ToolWorld, tool: string, json: string) {
  await this.execute(tool, JSON.parse(this.substitute(json)) as Record<string, unknown>);
});

// What BashInput types is judged: every command of the scenario is really `cat > FILE` (see
// capturingStdin), so the file shows what was written and nothing typed can run.
Given('background commands that only keep what they are given on stdin', async function (this: ToolWorld) {
  this.stdinCapture = join(this.tempDir, 'stdin-captured');
  await this.replaceToolkit({ policy: this.toolkit.policy });
});

When('a background shell runs {string}', async function (this: ToolWorld, command: string) {
  await startBackground(this, command);
  await eventually(() => existsSync(this.stdinCapture!), 'the capturing cat to start');
});

When('a background shell runs {string} in a terminal', async function (this: ToolWorld, command: string) {
  await startBackground(this, command, true);
  await eventually(() => existsSync(this.stdinCapture!), 'the capturing cat to start');
});

When('BashInput writes {string} to it', async function (this: ToolWorld, input: string) {
  await this.execute('BashInput', { bash_id: this.shellId, input: typed(input) });
});

Then('the input should be refused by the rule {string}', function (this: ToolWorld, rule: string) {
  const result = this.result!;
  assert.equal(result.success, false, 'the input was written');
  assert.equal(result.metadata.rule, rule, result.error ?? undefined);
  assert.ok(result.metadata.blocked === true || result.metadata.confirmation_required === true, 'the refusal says blocked or confirmation required');
  this.checkedResult();
});

// Read from the file the command really wrote: the oracle does not ask the tool what it wrote.
Then('its stdin should have received exactly {string}', async function (this: ToolWorld, expected: string) {
  const want = typed(expected);
  const received = () => readFileSync(this.stdinCapture!, 'utf8');
  await eventually(() => received().length >= want.length, `${JSON.stringify(want)} in the captured stdin`).catch(() => undefined);
  assert.equal(received(), want);
});

Given('the person answers {string} when a tool asks', function (this: ToolWorld, answer: ConfirmationAnswer) {
  this.asked = [];
  this.context = { ...this.context, confirm: async (request) => (this.asked!.push(`${request.tool}: ${request.rule}`), answer) };
});

Then('the person should have been asked {string}', function (this: ToolWorld, asked: string) {
  assert.deepEqual(this.asked, [asked]);
});

Then('the person should not have been asked', function (this: ToolWorld) {
  assert.deepEqual(this.asked, []);
});

// BashOutput's text is the output, a blank line, then the status line.
Then('the output should end its text with the line {string} and then the prompt {string}', function (this: ToolWorld, line: string, prompt: string) {
  const text = this.output.slice(0, this.output.lastIndexOf('\n\nStatus: '));
  assert.ok(text.endsWith(`\n${line}\n${prompt}`), `the text ends otherwise: ${JSON.stringify(text.slice(-80))}`);
});
