import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Given, Then, When } from '@cucumber/cucumber';
import { createToolkit } from '@agent-toolkit/app';
import type { Toolkit } from '@agent-toolkit/app';
import { defaultLauncher, ShellManager } from '@agent-toolkit/shell-manager';
import { createContext } from '@agent-toolkit/tool-core';
import { CLI_BIN, childEnv } from './support/app-process.js';
import { commandLine, environVariable, liveProcess, processesRunning, processTable } from './support/proc.js';
import { eventually } from './support/values.js';
import type { ToolWorld } from './support/world.js';

// What a waiting shell's command line holds (containment.ts): a shell started ahead of its command.
const WAITING = "IFS= read -r -d '' dir";

// Shells this worker's toolkits and programs keep waiting, told apart from those of the other
// workers' MCP servers by a variable that every process this worker starts inherits.
const OWNER_VARIABLE = 'AGENT_TOOLKIT_TEST_PREWARM_OWNER';
process.env[OWNER_VARIABLE] = String(process.pid);
const waitingShells = () => processesRunning(WAITING).filter((pid) => environVariable(pid, OWNER_VARIABLE) === String(process.pid));

type PrewarmWorld = ToolWorld & { prewarmed?: Toolkit; plain?: Toolkit };

// When the process started, in clock ticks since boot: field 22 of /proc/<pid>/stat.
function startTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
}

function bootTicksNow(): number {
  const uptimeSeconds = Number(readFileSync('/proc/uptime', 'latin1').split(' ')[0]);
  // USER_HZ is 100 on Linux; uptime has two decimals, so this is a whole tick (79959.10 * 100 is
  // 7995910.000000001 in floating point, which made a start in the same tick look earlier).
  return Math.round(uptimeSeconds * 100);
}

// These toolkits launch without the scenario's recording launcher (it gives every launch an
// environment of its own, which no shell started ahead can have); their processes are checked
// from /proc by command line instead.
Given(/^a toolkit that starts shells ahead of their commands( in process groups only)?, whose first command has run$/, async function (this: PrewarmWorld, groupsOnly?: string) {
  this.notes.containment = !groupsOnly;
  this.prewarmed = await createToolkit({ prewarm: true, containment: !groupsOnly, policy: this.toolkit.policy });
  this.cleanups.push(() => this.prewarmed!.close());
  const first = await this.prewarmed.executor.execute('Bash', this.context, { command: 'true' });
  assert.ok(first.success, first.error ?? undefined);
  await eventually(() => waitingShells().length > 0, 'a shell waiting for its command');
  await new Promise((resolve) => setTimeout(resolve, 50)); // /proc counts start times in 10 ms ticks
});

async function startInBackground(world: PrewarmWorld, command: string): Promise<void> {
  world.notes.callTicks = bootTicksNow();
  world.result = await world.prewarmed!.executor.execute('Bash', world.context, { command, run_in_background: true });
  assert.ok(world.result.success, world.result.error ?? undefined);
  world.shellId = world.result.metadata.bash_id as string;
}

When('it starts {string} in the background', async function (this: PrewarmWorld, command: string) {
  await startInBackground(this, command);
});

// A comment makes up the length: what runs is the command alone.
When('it starts {string} padded to {int} bytes in the background', async function (this: PrewarmWorld, command: string, bytes: number) {
  const padded = `${command} #`.padEnd(bytes, 'x');
  assert.equal(Buffer.byteLength(padded), bytes);
  await startInBackground(this, padded);
});

Then(/^that shell's process should have started (before|at or after) the call$/, function (this: PrewarmWorld, when: string) {
  const pid = this.prewarmed!.shells.getShell(this.shellId!)!.process!.pid!;
  const before = startTicks(pid) < (this.notes.callTicks as number);
  assert.equal(before, when === 'before', `process ${pid} started at tick ${startTicks(pid)}, the call at ${this.notes.callTicks}`);
});

When('it kills that shell with KillShell', async function (this: PrewarmWorld) {
  this.result = await this.prewarmed!.executor.execute('KillShell', this.context, { shell_id: this.shellId });
  assert.ok(this.result.success, this.result.error ?? undefined);
});

When('it runs {string} in the foreground', async function (this: PrewarmWorld, command: string) {
  this.notes.callTicks = bootTicksNow();
  this.result = await this.prewarmed!.executor.execute('Bash', this.context, { command });
});

// The command prints its own shell's start (field 22 of /proc/$$/stat: the same clock inside a
// PID namespace as outside), then its command line: a shell exec'd anew for the call would keep
// the start of the process it replaced, but not the waiting shell's command line.
Then('the shell that ran it should have started before the call, and be the shell that waited', function (this: PrewarmWorld) {
  assert.ok(this.result?.success, this.result?.error ?? undefined);
  const [tick = '', commandLine = ''] = String(this.result!.output).split('\n');
  const started = Number(tick);
  assert.ok(Number.isInteger(started) && started > 0, `not a start time: ${JSON.stringify(this.result!.output)}`);
  assert.ok(started < (this.notes.callTicks as number), `the command's shell started at tick ${started}, the call at ${this.notes.callTicks}`);
  assert.ok(commandLine.includes(WAITING), `the command's shell is not the one that waited: ${commandLine}`);
});

Then(/^what "(.*)" prints should be what a toolkit without shells started ahead prints$/, async function (this: PrewarmWorld, command: string) {
  this.plain ??= await createToolkit({ containment: this.notes.containment as boolean, policy: this.toolkit.policy });
  this.cleanups.push(() => this.plain!.close());
  const prewarmed = await this.prewarmed!.executor.execute('Bash', this.context, { command });
  const plain = await this.plain.executor.execute('Bash', this.context, { command });
  assert.ok(prewarmed.success && plain.success, `${prewarmed.error} ${plain.error}`);
  assert.equal(prewarmed.output, plain.output);
});

When('it runs {string} in the foreground in a directory that is gone', async function (this: PrewarmWorld, command: string) {
  this.result = await this.prewarmed!.executor.execute('Bash', createContext({ ...this.context, workingDir: `${this.tempDir}/gone` }), { command });
});

When('the prewarming toolkit is closed', async function (this: PrewarmWorld) {
  await this.prewarmed!.close();
});

Then('no shell should be waiting for a command', async function (this: PrewarmWorld) {
  await eventually(() => waitingShells().length === 0, 'no shell waiting for its command', 2000);
});

const PREWARMED_PROGRAM = fileURLToPath(new URL('./support/fixtures/prewarmed-program.mjs', import.meta.url));

// The program's own ending is the evidence: it must exit by itself, its shells waiting or not.
When(/^a program runs "echo done-by-itself" with a toolkit that starts shells ahead(, in process groups only)? and just ends$/, async function (this: PrewarmWorld, groupsOnly?: string) {
  const program = spawn(process.execPath, [PREWARMED_PROGRAM, this.tempDir, groupsOnly ? 'groups' : 'contained'], { stdio: ['ignore', 'pipe', 'inherit'] });
  this.cleanups.push(async () => void program.kill('SIGKILL'));
  let printed = '';
  program.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = once(program, 'exit').then(() => true);
  // 5 s to end from when its work is done (its output), however long a loaded machine took to get there.
  await Promise.race([exited, eventually(() => printed.includes('done-by-itself'), 'the program to print its output', 15_000).catch(() => undefined)]);
  const ended = await Promise.race([exited, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))]);
  this.notes.programEnded = ended;
  this.notes.programPrinted = printed;
});

Then('the program should have printed its output and ended by itself', function (this: PrewarmWorld) {
  assert.ok(String(this.notes.programPrinted).includes('done-by-itself'), String(this.notes.programPrinted));
  assert.equal(this.notes.programEnded, true, 'the program is still running 5 s after its work was done');
});

// The CLI runs one command and ends: a shell started ahead would only be closed again.
When('the CLI runs {string} and the processes under it are read while it runs', async function (this: PrewarmWorld, command: string) {
  const cli = spawn(process.execPath, [CLI_BIN, 'run', '--', command], { cwd: this.tempDir, env: childEnv(), stdio: 'ignore' });
  const exited = once(cli, 'exit');
  await eventually(() => commandLinesUnder(cli.pid!).some((line) => line.includes(command)), `${command} running under the CLI`);
  this.notes.underCli = commandLinesUnder(cli.pid!);
  await exited;
});

// The command lines of every live process descending from `ancestor`, read from /proc.
function commandLinesUnder(ancestor: number): string[] {
  const table = processTable();
  const parents = new Map(table.map((entry) => [entry.pid, entry.ppid]));
  const descends = (pid: number) => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) if (at === ancestor) return true;
    return false;
  };
  return table.filter((entry) => entry.state !== 'Z' && descends(entry.pid)).map((entry) => commandLine(entry.pid) ?? '');
}

Then('a shell waiting for its next command should be running under the server', async function (this: PrewarmWorld & { serverPid?: number }) {
  await eventually(() => commandLinesUnder(this.serverPid!).some((line) => line.includes(WAITING)), 'a shell waiting for its command under the server');
});

Then('none of them should be a shell waiting for its command', function (this: PrewarmWorld) {
  const lines = this.notes.underCli as string[];
  assert.ok(lines.length > 0);
  assert.deepEqual(lines.filter((line) => line.includes(WAITING)), [], lines.join('\n'));
});

// A shell manager on shell-manager's own default launcher (`prewarm` as given), closed with it after `use`.
async function withDefaultLauncher<T>(prewarm: boolean | undefined, use: (shells: ShellManager) => Promise<T>): Promise<T> {
  const { launcher } = defaultLauncher(true, undefined, prewarm);
  const shells = new ShellManager({ launcher });
  try {
    return await use(shells);
  } finally {
    await shells.close();
    (launcher as { dispose?: () => void }).dispose?.();
  }
}

// The shell manager's own API, below the Bash tool (which refuses a missing directory before it
// launches anything): a shell started ahead is not handed a command whose directory is gone.
async function startInGoneDirectory(prewarm: boolean, directory: string, command: string): Promise<{ status: string; exitCode: number | null; error: string | undefined; waitingKept?: boolean }> {
  return withDefaultLauncher(prewarm, async (shells) => {
    // This launcher's own waiting shells: those that appear once its first shell has run.
    const before = new Set(waitingShells());
    let waiting: number[] = [];
    if (prewarm) {
      await shells.createShell('true', directory.replace(/\/gone$/, '')).wait(5_000);
      await eventually(() => (waiting = waitingShells().filter((pid) => !before.has(pid))).length > 0, 'a shell waiting for its command');
    }
    const shell = shells.createShell(command, directory);
    await shell.wait(5_000);
    const result = { status: shell.status, exitCode: shell.exitCode, error: shell.error?.message };
    // The waiting shell was not handed the command: it still waits, read from /proc.
    return prewarm ? { ...result, waitingKept: waiting.every((pid) => waitingShells().includes(pid)) } : result;
  });
}

// shell-manager's own default: a launcher not asked for shells started ahead starts none.
When("the shell manager's default launcher runs {string}", async function (this: PrewarmWorld, command: string) {
  // undefined: the launcher's default, not asked either way.
  this.notes.waitingAfter = await withDefaultLauncher(undefined, async (shells) => {
    await shells.createShell(command, this.tempDir).wait(5_000);
    // A launcher that starts shells ahead starts the next one in the turn after a command ends.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return waitingShells();
  });
});

Then('no shell should have been started ahead of a next command', function (this: PrewarmWorld) {
  assert.deepEqual(this.notes.waitingAfter, []);
});

When('a shell manager that starts shells ahead starts {string} in a directory that is gone', async function (this: PrewarmWorld, command: string) {
  this.notes.goneWithPrewarm = await startInGoneDirectory(true, `${this.tempDir}/gone`, command);
  this.notes.goneWithout = await startInGoneDirectory(false, `${this.tempDir}/gone`, command);
});

Then('the shell should fail to start as it does without shells started ahead', function (this: PrewarmWorld) {
  const without = this.notes.goneWithout as { error: string | undefined };
  const { waitingKept, ...withPrewarm } = this.notes.goneWithPrewarm as { waitingKept: boolean };
  assert.match(without.error ?? '', /ENOENT/);
  assert.deepEqual(withPrewarm, without);
  assert.equal(waitingKept, true, "the launcher's waiting shell was handed the command");
});

// Both waiting shells up (each a chain of processes: the one this process started heads it), then
// one of them ended from outside.
When('one of the two shells waiting for a command is killed from outside', async function (this: PrewarmWorld) {
  const heads = () => waitingShells().filter((pid) => liveProcess(pid)?.ppid === process.pid);
  await eventually(() => heads().length === 2, 'two shells waiting for their command');
  process.kill(heads()[0]!, 'SIGKILL');
  await eventually(() => heads().length === 1, 'one shell waiting for its command');
  await new Promise((resolve) => setTimeout(resolve, 100)); // its exit reaches the toolkit
});
