import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { parseValue } from './support/values.js';
import type { ToolWorld } from './support/world.js';

Then('the result should be successful', function (this: ToolWorld) {
  const result = this.checkedResult();
  assert.ok(result.success, `expected success, got error: ${result.error}\n${result.output}`);
});

Then('the result should be failed', function (this: ToolWorld) {
  const result = this.checkedResult();
  assert.equal(result.success, false, `expected a failure, got success: ${result.output}`);
});

Then('the output should contain {string}', function (this: ToolWorld, text: string) {
  assert.ok(this.output.includes(text), `output does not contain ${JSON.stringify(text)}:\n${this.output}`);
});

Then('the output should NOT contain {string}', function (this: ToolWorld, text: string) {
  assert.ok(!this.output.includes(text), `output contains ${JSON.stringify(text)}:\n${this.output}`);
});

Then('the error should be shorter than {int} characters', function (this: ToolWorld, length: number) {
  const { error } = this.checkedResult();
  assert.ok(typeof error === 'string' && error.length < length, `the error is ${error?.length ?? 'not there: no'} characters long`);
});

Then('the error should contain {string}', function (this: ToolWorld, text: string) {
  const { error } = this.checkedResult();
  assert.ok(error?.includes(text), `error does not contain ${JSON.stringify(text)}: ${error}`);
});

Then(/^(?:the result )?metadata should contain (\w+)=(.+)$/, function (this: ToolWorld, key: string, value: string) {
  assert.deepEqual(this.checkedResult().metadata[key], parseValue(value), `metadata: ${JSON.stringify(this.result?.metadata)}`);
});

Then(/^metadata should contain (\w+)$/, function (this: ToolWorld, key: string) {
  const { metadata } = this.checkedResult();
  assert.ok(metadata[key] !== undefined && metadata[key] !== null, `metadata has no ${key} (or it is null): ${JSON.stringify(metadata)}`);
});

Then(/^metadata should not contain (\w+)$/, function (this: ToolWorld, key: string) {
  const { metadata } = this.checkedResult();
  assert.equal(metadata[key], undefined, `metadata has ${key}: ${JSON.stringify(metadata)}`);
});

Then('metadata should contain bash_id matching {string}', function (this: ToolWorld, glob: string) {
  const pattern = new RegExp(`^${glob.replaceAll('*', '.+')}$`);
  assert.match(String(this.checkedResult().metadata.bash_id), pattern);
});
