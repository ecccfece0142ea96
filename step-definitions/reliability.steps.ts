import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Given, Then, When } from '@cucumber/cucumber';
import { ShellProcess } from '@agent-toolkit/shell-manager';
import { processesRunning } from './support/proc.js';
import { eventually, processExists, unescapeGherkin } from './support/values.js';
import type { ToolWorld } from './support/world.js';

type ReliabilityWorld = ToolWorld & { process?: ShellProcess; returned?: unknown; ownerExited?: boolean };

const OWNER = fileURLToPath(new URL('./support/fixtures/owner.mjs', import.meta.url));

function seq(count: number): string {
  return Array.from({ length: count }, (_, index) => `${index + 1}\n`).join('');
}

Then('the shell should hold at most {int} characters of stdout in memory', function (this: ToolWorld, limit: number) {
  const held = this.shell().stdoutBuffer.length;
  assert.ok(held <= limit, `holds ${held} characters`);
  assert.ok(this.shell().output.bytes.stdout > 3_000_000, 'the command did not print what it should have');
});

Then('the file in metadata stdout_file should hold the output of {string}', function (this: ToolWorld, command: string) {
  const count = Number(/^seq 1 (\d+)$/.exec(command)?.[1]);
  const file = String(this.checkedResult().metadata.stdout_file);
  assert.equal(readFileSync(file, 'utf8'), seq(count));
});

Then('the output should name the file in metadata stdout_file', function (this: ToolWorld) {
  assert.ok(this.output.includes(`full output: stdout ${this.result!.metadata.stdout_file}`), this.output.slice(0, 300));
});

Given('a ShellProcess that keeps {int} head bytes and {int} tail bytes', function (this: ReliabilityWorld, headBytes: number, tailBytes: number) {
  this.process = new ShellProcess({ id: `shell_spill_${Date.now()}`, command: 'true', workingDir: this.tempDir, launcher: this.launcher, outputLimits: { headBytes, tailBytes, spillDir: this.tempDir } });
});

When('{int} bytes of {string} are written to its stdout', function (this: ReliabilityWorld, count: number, text: string) {
  for (let written = 0; written < count; written += text.length) this.process!.appendOutput('stdout', text);
});

Then('the result should start with {string}', function (this: ReliabilityWorld, text: string) {
  assert.ok(String(this.returned).startsWith(unescapeGherkin(text)), JSON.stringify(this.returned));
});

Then('the result should end with {string}', function (this: ReliabilityWorld, text: string) {
  assert.ok(String(this.returned).endsWith(unescapeGherkin(text)), JSON.stringify(this.returned));
});

Then('the spill file should hold all {int} bytes', async function (this: ReliabilityWorld, count: number) {
  const { stdout } = this.process!.output.save();
  assert.equal(readFileSync(stdout!, 'utf8'), '0123456789'.repeat(count / 10));
});

Then('the output should survive a JSON round trip', function (this: ToolWorld) {
  assert.equal(JSON.parse(JSON.stringify({ output: this.output })).output, this.output);
  assert.equal(Buffer.from(this.output, 'utf8').toString('utf8'), this.output, 'the output has lone surrogates');
});

When("something outside kills the shell's process with SIGKILL", async function (this: ToolWorld) {
  const shell = this.shell();
  process.kill(shell.process!.pid!, 'SIGKILL');
  await shell.wait(5000);
});

// Starts the owner fixture, waits for its shells (and `started`), then ends it with `signal` (or
// lets it exit): whether it ended within 5 s is noted.
async function runOwner(world: ReliabilityWorld, args: string[], env: NodeJS.ProcessEnv, signal: NodeJS.Signals | undefined, started = () => true): Promise<void> {
  const owner = spawn(process.execPath, [OWNER, ...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
  world.cleanups.push(async () => void owner.kill('SIGKILL'));
  const exited = once(owner, 'exit');
  let printed = '';
  owner.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  await eventually(() => printed.includes('ready'), 'the program to start its shells', 10_000);
  await eventually(started, 'the jobs to start', 5000);
  if (signal) owner.kill(signal);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  world.ownerExited = owner.exitCode !== null || owner.signalCode !== null;
  assert.ok(!processExists(owner.pid!) || world.ownerExited);
}

When(/^a program starts shells "sleep (\d+)1", "sleep \d+2" and a leftover "sleep \d+3", then (exits|is sent SIGTERM|is sent SIGINT|is sent SIGHUP)$/, async function (this: ReliabilityWorld, marker: string, ending: string) {
  const signal = ending === 'exits' ? undefined : (ending.replace('is sent ', '') as NodeJS.Signals);
  const { runner } = this.runner;
  const env = runner ? { ...process.env, AGENT_TOOLKIT_TEST_RUNNER: JSON.stringify(runner) } : process.env;
  await runOwner(this, [marker, this.tempDir, signal ? 'wait' : 'exit'], env, signal);
});

When('a program whose shells are in process groups only starts in the background {string} and, in a terminal, {string}, then is sent SIGTERM', async function (this: ReliabilityWorld, plain: string, inTerminal: string) {
  const background = JSON.stringify([{ command: plain }, { command: inTerminal, tty: true }]);
  // (Its jobs started: what is to be ended is there.)
  const jobsRunning = () => [plain, inTerminal].every((command) => processesRunning(command.match(/sleep \d+/)![0]).length > 0);
  await runOwner(this, ['0', this.tempDir, 'wait'], { ...process.env, OWNER_BACKGROUND: background }, 'SIGTERM', jobsRunning);
});

Then('the program should have ended', function (this: ReliabilityWorld) {
  assert.equal(this.ownerExited, true);
});

Given("the shell's stdout spill file exists", function (this: ReliabilityWorld) {
  const file = this.shell().output.spillFiles.stdout;
  assert.ok(file && existsSync(file), 'no spill file');
  this.notes.spillFile = file;
});

When('the shell finished more than an hour ago and old shells are cleaned up', function (this: ReliabilityWorld) {
  // The clock cannot be waited out for an hour: the completion time is moved back.
  this.shell().completedAt = Date.now() - 2 * 3600 * 1000;
  assert.equal(this.shells.cleanupCompleted(3600), 1);
});

Then("the shell's stdout spill file should be gone", function (this: ReliabilityWorld) {
  assert.equal(existsSync(String(this.notes.spillFile)), false);
});
