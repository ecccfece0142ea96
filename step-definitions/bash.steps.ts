import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createContext } from '@agent-toolkit/tool-core';
import { launchedCommands } from './support/launches.js';
import { eventually, processExists, tableParams } from './support/values.js';
import type { ToolWorld } from './support/world.js';

const LARGE_OUTPUT_COMMAND = 'yes 0123456789 | head -c 50000';
// The dry-run scenario's command removes this path; it must still be there afterwards.
const DRY_RUN_WITNESS = '/tmp/test';
const SAFE_RM_FILE = '/tmp/test_file.txt';

/** Creates `path` unless it exists, and has the scenario remove it afterwards if it did. */
function ensureDirectory(world: ToolWorld, path: string): void {
  // mkdirSync returns the first directory it had to create: removing that removes them all.
  const created = mkdirSync(path, { recursive: true });
  if (created) world.createdPaths.push(created);
}

Given('an execution context', function (this: ToolWorld) {
  assert.ok(existsSync(this.context.workingDir));
});

Given('an execution context with working_dir={string}', function (this: ToolWorld, workingDir: string) {
  ensureDirectory(this, workingDir);
  this.context = createContext({ workingDir });
});

Given('an execution context with the missing working directory {string}', function (this: ToolWorld, workingDir: string) {
  assert.ok(!existsSync(workingDir), `${workingDir} exists`);
  this.context = createContext({ workingDir });
});

Given('an execution context with dry_run=true', function (this: ToolWorld) {
  ensureDirectory(this, DRY_RUN_WITNESS);
  writeFileSync(join(DRY_RUN_WITNESS, 'witness.txt'), 'must survive a dry run');
  this.context = createContext({ workingDir: this.tempDir, dryRun: true });
});

Given('a directory with files', function (this: ToolWorld) {
  for (const name of ['README.md', 'index.ts', 'notes.txt']) writeFileSync(join(this.tempDir, name), name);
  mkdirSync(join(this.tempDir, 'src'));
});

Given('an execution context with a temp file', function (this: ToolWorld) {
  writeFileSync(SAFE_RM_FILE, 'remove me');
  this.createdPaths.push(SAFE_RM_FILE);
});

Given('an execution context with a git repository', function (this: ToolWorld) {
  execFileSync('git', ['init', '--quiet', this.tempDir]);
});

Given('an execution context with package.json', function (this: ToolWorld) {
  writeFileSync(join(this.tempDir, 'package.json'), JSON.stringify({ name: 'scenario', version: '1.0.0', private: true }));
});

When('I execute BashTool with command={string}', async function (this: ToolWorld, command: string) {
  await this.execute('Bash', { command });
});

When('I execute BashTool with:', async function (this: ToolWorld, table: DataTable) {
  await this.execute('Bash', tableParams(table, (value) => this.substitute(value)));
  this.shellId = this.result?.metadata.bash_id as string | undefined;
});

When('I execute BashTool with command that produces {int} characters', async function (this: ToolWorld, count: number) {
  assert.equal(count, 50_000, 'the command below writes exactly 50000 characters');
  await this.execute('Bash', { command: LARGE_OUTPUT_COMMAND });
});

Then('the error should indicate the command failed', function (this: ToolWorld) {
  const { error, metadata } = this.checkedResult();
  assert.match(String(error), /failed with exit code 1/);
  assert.equal(metadata.exit_code, 1);
});

Then('the output should list the files', function (this: ToolWorld) {
  for (const name of readdirSync(this.tempDir)) assert.ok(this.output.includes(name), `ls output lacks ${name}:\n${this.output}`);
});

Then('the output should be truncated at {int} characters', function (this: ToolWorld, limit: number) {
  const full = '0123456789\n'.repeat(5000).slice(0, 50_000);
  const marker = /\n\n\[Output truncated: (\d+) of 50000 characters omitted, 4546 lines in all; full output: stdout (\S+)\]\n\n/.exec(this.output);
  assert.ok(marker, `no truncation marker in the output`);
  const [head, tail] = this.output.split(marker[0]);
  assert.equal(head!.length + tail!.length, limit);
  assert.equal(Number(marker[1]), 50_000 - limit);
  assert.ok(full.startsWith(head!) && full.endsWith(tail!), 'kept text is not the head and tail of the real output');
  assert.equal(readFileSync(marker[2]!, 'utf8'), full, 'the saved file does not hold the whole output');
});

Then('the command should NOT be executed', function (this: ToolWorld) {
  assert.ok(existsSync(join(DRY_RUN_WITNESS, 'witness.txt')), `${DRY_RUN_WITNESS} was removed: the dry run executed the command`);
  assert.ok(!launchedCommands.some((command) => command.includes('rm -rf /tmp/test')), 'a process was launched for the dry run');
});

Then('the result should NOT be blocked for security', function (this: ToolWorld) {
  const result = this.checkedResult();
  assert.notEqual(result.metadata.blocked, true, `blocked: ${result.error}`);
  assert.ok(!String(result.error ?? '').includes('blocked'), `blocked: ${result.error}`);
  assert.ok(!existsSync(SAFE_RM_FILE), `the command did not run: ${SAFE_RM_FILE} is still there`);
});

Then('the output should contain git status information', function (this: ToolWorld) {
  assert.match(this.output, /On branch \S+/);
  assert.match(this.output, /No commits yet|nothing to commit/);
});

Then('the output should contain a version number', function (this: ToolWorld) {
  const npmVersion = execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim();
  assert.match(this.output, /\d+\.\d+\.\d+/);
  assert.ok(this.output.includes(npmVersion), `expected npm ${npmVersion}, got ${this.output}`);
});

Then('the output should contain a bash_id', function (this: ToolWorld) {
  const id = this.checkedResult().metadata.bash_id;
  assert.match(String(id), /^shell_[a-z0-9]+$/);
  assert.ok(this.output.includes(String(id)), `output does not name ${id}`);
});

Then('the execution should complete in less than {int} second(s)', function (this: ToolWorld, seconds: number) {
  assert.ok(this.elapsedMs < seconds * 1000, `took ${this.elapsedMs.toFixed(0)} ms`);
});

Then('a background shell should be running', async function (this: ToolWorld) {
  const shell = this.shell(this.checkedResult().metadata.bash_id as string);
  assert.ok(shell.isRunning, `status is ${shell.status}`);
  const pid = shell.process?.pid;
  assert.ok(pid && processExists(pid), 'the shell has no live process');
  // Between fork and exec the child still shows Node's command line.
  await eventually(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('sleep'), 'the live process to be the command', 1000);
});
