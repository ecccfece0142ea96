import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ToolResult } from '@agent-toolkit/tool-core';
import { firstOutput, startBackground } from './support/shells.js';
import { eventually, processExists } from './support/values.js';
import type { ToolWorld } from './support/world.js';

const WORKFLOW_COMMAND = 'echo "building"; sleep 0.5; echo "build finished: 3 targets"';

// The numbered sub-steps of the integration scenarios' "When I:" lists, each a real action.
const SUB_STEPS: [RegExp, (world: ToolWorld) => Promise<unknown>][] = [
  [/^Execute BashTool with run_in_background=true$/, (world) => world.execute('Bash', { command: WORKFLOW_COMMAND, run_in_background: true })],
  [/^Note the returned bash_id$/, async (world) => (world.shellId = world.result!.metadata.bash_id as string)],
  [/^(?:Execute BashOutputTool to check progress|Verify shell is running via BashOutputTool)$/, (world) => world.execute('BashOutput', { bash_id: world.shellId })],
  [/^Wait for completion$/, (world) => world.shell().wait(10_000)],
  [/^Execute BashOutputTool to get final output$/, (world) => world.execute('BashOutput', { bash_id: world.shellId })],
  [/^Execute KillShellTool to terminate$/, (world) => world.execute('KillShell', { shell_id: world.shellId })],
  [/^Verify shell is stopped via BashOutputTool$/, (world) => world.execute('BashOutput', { bash_id: world.shellId })],
];

When('I:', async function (this: ToolWorld, steps: string) {
  for (const line of steps.split('\n').map((text) => text.trim()).filter(Boolean)) {
    const text = line.replace(/^\d+\.\s*/, '');
    const handler = SUB_STEPS.find(([pattern]) => pattern.test(text));
    if (!handler) throw new Error(`no handler for the sub-step "${text}"`);
    await handler[1](this);
  }
});

Then('all steps should succeed', function (this: ToolWorld) {
  this.checkedResult();
  assert.ok(this.results.length >= 3);
  for (const result of this.results) assert.ok(result.success, `a step failed: ${result.error}`);
});

Then('the final output should contain command results', function (this: ToolWorld) {
  const everything = this.results.slice(1).map((result) => String(result.output)).join('\n');
  assert.match(everything, /^building$/m);
  assert.match(this.output, /^build finished: 3 targets$/m);
  assert.equal(this.result!.metadata.status, 'completed');
});

Then('the shell should transition from running to killed', function (this: ToolWorld) {
  const [, before, kill, after] = this.results as [ToolResult, ToolResult, ToolResult, ToolResult];
  this.checkedResult();
  assert.equal(before.metadata.status, 'running');
  assert.ok(kill.success && kill.metadata.already_stopped === false, `kill: ${kill.error ?? kill.output}`);
  assert.equal(after.metadata.status, 'killed');
  assert.equal(after.metadata.is_running, false);
  assert.ok(!processExists(this.shell().process!.pid!), 'the killed process is still there');
});

When('I start {int} background shells concurrently', async function (this: ToolWorld, count: number) {
  const results = await Promise.all(
    Array.from({ length: count }, (_, index) => this.toolkit.executor.execute('Bash', this.context, { command: `echo "shell-${index}"; sleep 5`, run_in_background: true })),
  );
  this.results.push(...results);
  this.notes.ids = results.map((result) => result.metadata.bash_id);
});

Then('all shells should have unique IDs', function (this: ToolWorld) {
  const ids = this.notes.ids as string[];
  assert.ok(this.results.every((result) => result.success));
  assert.equal(new Set(ids).size, ids.length);
});

Then('all shells should be tracked by ShellManager', function (this: ToolWorld) {
  for (const id of this.notes.ids as string[]) assert.ok(this.shells.getShell(id)?.isRunning, `${id} is not tracked and running`);
});

Then('I should be able to get output from each independently', async function (this: ToolWorld) {
  const ids = this.notes.ids as string[];
  for (const [index, id] of ids.entries()) {
    await firstOutput(this.shells.getShell(id)!);
    const result = await this.execute('BashOutput', { bash_id: id });
    assert.match(String(result.output), new RegExp(`^shell-${index}$`, 'm'));
    assert.doesNotMatch(String(result.output), new RegExp(`^shell-(?!${index}$)\\d+$`, 'm'));
  }
});

Given('shell A running normally', async function (this: ToolWorld) {
  const shell = await startBackground(this, 'for i in $(seq 1 200); do echo "A $i"; sleep 0.05; done');
  await firstOutput(shell);
  this.notes.shellA = shell.id;
});

Given('shell B that will timeout', function (this: ToolWorld) {
  this.notes.shellB = { command: 'echo "B started"; sleep 30', timeout: 1000 };
});

When('shell B times out', async function (this: ToolWorld) {
  this.notes.linesBefore = this.shell(this.notes.shellA as string).stdoutBuffer.split('\n').length;
  const result = await this.execute('Bash', this.notes.shellB as Record<string, unknown>);
  this.checkedResult();
  assert.equal(result.success, false);
  assert.equal(result.metadata.timed_out, true, `B did not time out: ${result.error}`);
});

Then('shell A should continue running', async function (this: ToolWorld) {
  const shell = this.shell(this.notes.shellA as string);
  assert.ok(shell.isRunning && processExists(shell.process!.pid!), `A is ${shell.status}`);
  const lines = shell.stdoutBuffer.split('\n').length;
  await eventually(() => shell.stdoutBuffer.split('\n').length > lines, 'shell A to write after B timed out');
});

Then('shell A output should be unaffected', function (this: ToolWorld) {
  const lines = this.shell(this.notes.shellA as string).stdoutBuffer.trimEnd().split('\n');
  assert.ok(lines.length > (this.notes.linesBefore as number), 'A wrote nothing while B ran');
  lines.forEach((line, index) => assert.equal(line, `A ${index + 1}`));
});
