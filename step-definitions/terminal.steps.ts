import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Then } from '@cucumber/cucumber';
import type { ToolWorld } from './support/world.js';

// The text a terminal shows, as the scenario spells it (no trailing newline): the output's, from its start.
Then('the output should read:', function (this: ToolWorld, expected: string) {
  assert.equal(this.output.replace(/\n$/, ''), expected);
});

Then('the output should hold no carriage return, backspace, bell or escape', function (this: ToolWorld) {
  assert.doesNotMatch(this.output, /[\r\b\x07\x1b]/, JSON.stringify(this.output.slice(0, 300)));
});

// Each character below a space, and DEL, as two hex digits: what a terminal would not print, read from the text itself.
Then("the output's control characters, in order, should be {string}", function (this: ToolWorld, expected: string) {
  const controls = [...this.output].filter((character) => character < ' ' || character === '\x7f');
  assert.equal(controls.map((character) => character.charCodeAt(0).toString(16).padStart(2, '0')).join(' '), expected);
});

// Read from disk: every byte the command wrote, control characters included.
Then('the file in metadata stdout_file should hold {int} carriage returns', function (this: ToolWorld, count: number) {
  const file = String(this.checkedResult().metadata.stdout_file);
  const returns = readFileSync(file).filter((byte) => byte === 0x0d).length;
  assert.equal(returns, count);
});

Then('the output should be {int} characters long', function (this: ToolWorld, length: number) {
  assert.equal(this.output.length, length);
});
