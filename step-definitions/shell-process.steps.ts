import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { ShellProcess, ShellStatus } from '@agent-toolkit/shell-manager';
import { unescapeGherkin } from './support/values.js';
import type { ToolWorld } from './support/world.js';

type ProcessWorld = ToolWorld & { process?: ShellProcess; returned?: unknown; transitions?: string[][] };

function newShell(world: ToolWorld, command: string): ShellProcess {
  return new ShellProcess({ id: `shell_${command.replace(/\W+/g, '_')}`, command, workingDir: world.tempDir, launcher: world.launcher });
}

Given('a ShellProcess with stdout_buffer={string}', function (this: ProcessWorld, text: string) {
  this.process = newShell(this, 'true');
  this.process.appendOutput('stdout', unescapeGherkin(text));
});

Given('last_read_stdout={int} \\(after {string})', function (this: ProcessWorld, position: number, before: string) {
  assert.equal(unescapeGherkin(before).length, position);
  this.process!.lastReadStdout = position;
});

Given('a ShellProcess with stdout and stderr buffers', function (this: ProcessWorld) {
  this.process = newShell(this, 'true');
  this.process.appendOutput('stdout', 'compiled 3 files\n');
  this.process.appendOutput('stderr', 'warning: unused variable\n');
});

When('I call get_new_output\\()', function (this: ProcessWorld) {
  this.returned = this.process!.getNewOutput();
});

When('I call get_new_output\\(include_stderr=True)', function (this: ProcessWorld) {
  this.returned = this.process!.getNewOutput(true);
});

When('I call get_new_output\\(include_stderr=False)', function (this: ProcessWorld) {
  this.returned = this.process!.getNewOutput(false);
});

Then('the result should be {string}', function (this: ProcessWorld, expected: string) {
  assert.equal(this.returned, unescapeGherkin(expected));
});

Then('last_read_stdout should be updated to {int}', function (this: ProcessWorld, position: number) {
  assert.equal(this.process!.lastReadStdout, position);
});

Then('the result should contain stdout content', function (this: ProcessWorld) {
  assert.ok(String(this.returned).includes('compiled 3 files'));
});

Then('the result should contain {string}', function (this: ProcessWorld, text: string) {
  assert.ok(String(this.returned).includes(text), `${JSON.stringify(this.returned)} lacks ${text}`);
});

Then('the result should contain stderr content', function (this: ProcessWorld) {
  assert.match(String(this.returned), /\[stderr\]\nwarning: unused variable\n/);
});

Given('a new ShellProcess', function (this: ProcessWorld) {
  this.process = newShell(this, 'exit 0');
  assert.equal(this.process.status, ShellStatus.PENDING);
});

// Drives one real process per trigger and records each status change it goes through.
When('I observe the status through execution', async function (this: ProcessWorld) {
  const transitions: string[][] = [];
  const observe = async (shell: ShellProcess, trigger: string, act: (shell: ShellProcess) => Promise<unknown>) => {
    const before = shell.status;
    await act(shell);
    transitions.push([before.toUpperCase(), shell.status.toUpperCase(), trigger]);
  };
  await observe(this.process!, 'process started', async (shell) => this.track(shell.start()));
  await observe(this.process!, 'exit_code == 0', (shell) => shell.wait());
  await observe(this.track(newShell(this, 'exit 3').start()), 'exit_code != 0', (shell) => shell.wait());
  await observe(this.track(newShell(this, 'sleep 30').start()), 'wait timeout exceeded', (shell) => shell.wait(200));
  await observe(this.track(newShell(this, 'sleep 31').start()), 'kill() called', (shell) => shell.kill());
  this.transitions = transitions;
});

Then('status should transition:', function (this: ProcessWorld, table: DataTable) {
  const expected = table.hashes().map((row) => [row.from, row.to, row.trigger]);
  assert.deepEqual(this.transitions, expected);
});

Given('a ShellProcess that started at t={int} and completed at t={int}', function (this: ProcessWorld, start: number, end: number) {
  this.process = newShell(this, 'true');
  // Timestamps set directly: waiting five real seconds would test the clock, not the arithmetic.
  this.process.startedAt = start;
  this.process.completedAt = end;
});

When('I access duration_ms', function (this: ProcessWorld) {
  this.returned = this.process!.durationMs;
});

Then('the result should be approximately {int}', function (this: ProcessWorld, expected: number) {
  assert.ok(Math.abs(Number(this.returned) - expected) < 1, `${this.returned} is not about ${expected}`);
});
