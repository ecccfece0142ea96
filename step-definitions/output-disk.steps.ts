import assert from 'node:assert/strict';
import { closeSync, existsSync, openSync, readdirSync, readSync, rmSync, statSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Given, Then, When } from '@cucumber/cucumber';
import { spillBudget, type ShellProcess } from '@agent-toolkit/shell-manager';
import { createContext } from '@agent-toolkit/tool-core';
import { startBackground } from './support/shells.js';
import { launchedProcesses } from './support/launches.js';
import { eventually, processExists } from './support/values.js';
import type { ToolWorld } from './support/world.js';

const MiB = 1024 * 1024;
// The note a capped file ends with is short: the cap plus this much is all a file may hold.
const NOTE_ALLOWANCE = 256;

function stdoutFile(shell: ShellProcess): string {
  // Found on disk by its name, not asked of the buffer: the file the shell's stream spilled to.
  const path = shell.output.spillFiles.stdout;
  assert.ok(path, `shell ${shell.id} never spilled its stdout: ${JSON.stringify({ bytes: shell.output.bytes, errors: shell.output.spillErrors, caps: shell.output.spillCaps })}`);
  return path;
}

function lastBytes(path: string, count: number): string {
  const size = statSync(path).size;
  const buffer = Buffer.alloc(Math.min(count, size));
  const fd = openSync(path, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, size - buffer.length);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

Given(/^a toolkit whose output files hold at most (\d+) MiB per stream(?: and (\d+) MiB in all)?$/, async function (this: ToolWorld, perStream: string, inAll?: string) {
  await this.replaceToolkit({ shellOptions: { outputLimits: { headBytes: 64 * 1024, tailBytes: 1024 * 1024, maxFileBytes: Number(perStream) * MiB } } });
  if (inAll) {
    const before = spillBudget.limit;
    spillBudget.limit = spillBudget.used + Number(inAll) * MiB;
    this.cleanups.push(async () => void (spillBudget.limit = before));
  }
  this.notes.rssAtStart = process.memoryUsage().rss;
});

Given('a toolkit that keeps finished shells {int} ms after they were read, and at most {int} finished shell(s) unread', async function (this: ToolWorld, read: number, unread: number) {
  await this.replaceToolkit({ shellOptions: { readShellRetentionMs: read, maxUnreadFinishedShells: unread } });
});

Given('another background shell that ran {string} and completed', async function (this: ToolWorld, command: string) {
  const first = this.shellId;
  const other = await startBackground(this, command);
  await other.wait();
  this.notes.otherShell = other;
  this.notes.otherFile = stdoutFile(other);
  this.shellId = first;
  this.notes.firstFile = stdoutFile(this.shell());
});

When(/^(\d+) (seconds|milliseconds) pass$/, async function (this: ToolWorld, amount: string, unit: string) {
  await new Promise((resolve) => setTimeout(resolve, Number(amount) * (unit === 'seconds' ? 1000 : 1)));
});

Then("the shell's stdout file should hold at most {int} MiB and end with {string}", function (this: ToolWorld, mib: number, text: string) {
  const path = stdoutFile(this.shell());
  this.notes.stdoutFile = path;
  assert.ok(statSync(path).size <= mib * MiB + NOTE_ALLOWANCE, `${path} holds ${statSync(path).size} bytes`);
  assert.ok(lastBytes(path, NOTE_ALLOWANCE).includes(text), `${path} ends with ${JSON.stringify(lastBytes(path, NOTE_ALLOWANCE))}`);
  assert.ok(this.shell().output.bytes.stdout > 2 * mib * MiB, 'the command wrote too little for the cap to matter');
});

Then('this process should have grown by less than {int} MB since the shell started', function (this: ToolWorld, mb: number) {
  const grown = (process.memoryUsage().rss - (this.notes.rssAtStart as number)) / 1e6;
  assert.ok(grown < mb, `grew by ${grown.toFixed(0)} MB`);
});

Then("the shell's stdout file should not exist", function (this: ToolWorld) {
  const path = this.notes.stdoutFile as string;
  assert.ok(path, 'no file was noted');
  assert.equal(existsSync(path), false, `${path} is still there`);
});

When('{int} background shells run {string} until their files stop growing', async function (this: ToolWorld, count: number, command: string) {
  const shells: ShellProcess[] = [];
  for (let index = 0; index < count; index++) shells.push(await startBackground(this, command));
  const sizes = () => shells.map((shell) => (shell.output.spillFiles.stdout ? statSync(shell.output.spillFiles.stdout).size : -1)).join();
  // Stopped: the same sizes for half a second (a loaded machine stalls a writer for a moment).
  let last = '';
  let changedAt = Date.now();
  await eventually(() => {
    const now = sizes();
    if (now !== last || now.includes('-1')) changedAt = Date.now();
    last = now;
    return Date.now() - changedAt >= 500;
  }, 'the files to stop growing', 15_000);
  this.notes.shells = shells;
});

Then('their stdout files together should hold at most {int} MiB', function (this: ToolWorld, mib: number) {
  const shells = this.notes.shells as ShellProcess[];
  const total = shells.reduce((sum, shell) => sum + statSync(stdoutFile(shell)).size, 0);
  assert.ok(total <= mib * MiB + shells.length * NOTE_ALLOWANCE, `the files hold ${total} bytes`);
});

Then('one stdout file should end with {string}', function (this: ToolWorld, text: string) {
  const shells = this.notes.shells as ShellProcess[];
  const ends = shells.map((shell) => lastBytes(stdoutFile(shell), NOTE_ALLOWANCE));
  assert.ok(ends.some((end) => end.includes(text)), JSON.stringify(ends));
});

Then('the file in metadata stdout_file should hold {int} {string} bytes and the note', function (this: ToolWorld, count: number, byte: string) {
  const path = String(this.checkedResult().metadata.stdout_file);
  const size = statSync(path).size;
  assert.ok(size > count && size <= count + NOTE_ALLOWANCE, `${path} holds ${size} bytes`);
  const end = lastBytes(path, NOTE_ALLOWANCE);
  const note = end.indexOf('\n[agent-toolkit: output not saved past this point');
  assert.ok(note > 0, `no note at the end: ${JSON.stringify(end)}`);
  assert.equal(end.slice(0, note), byte.repeat(note), 'the file does not hold the output up to the note');
});

When('the toolkit is closed and replaced by one with the same limits', async function (this: ToolWorld) {
  await this.replaceToolkit({ shellOptions: { outputLimits: this.shells.outputLimits } });
});

Then('the file in metadata stdout_file should hold exactly {int} bytes', function (this: ToolWorld, count: number) {
  const path = String(this.checkedResult().metadata.stdout_file);
  assert.equal(statSync(path).size, count, `${path}: ${lastBytes(path, NOTE_ALLOWANCE)}`);
});

// Someone else (a cleaner of /tmp, the command itself) deletes the file before the toolkit does.
When("the shell's stdout file is deleted by someone else", function (this: ToolWorld) {
  const path = stdoutFile(this.shell());
  this.notes.stdoutFile = path;
  rmSync(path);
  assert.equal(existsSync(path), false);
});

Then("the first shell's stdout file should not exist", function (this: ToolWorld) {
  const path = this.notes.firstFile as string;
  assert.ok(path);
  assert.equal(existsSync(path), false, `${path} is still there`);
});

Then('the other shell should still be listed with its stdout file', function (this: ToolWorld) {
  const other = this.notes.otherShell as ShellProcess;
  assert.ok(this.shells.listShells().includes(other), 'the unread shell was forgotten too early');
  assert.ok(existsSync(this.notes.otherFile as string));
});

When('a third background shell runs {string} and completes', async function (this: ToolWorld, command: string) {
  const first = this.shellId;
  await (await startBackground(this, command)).wait();
  this.shellId = first;
});

Then('the first shell should no longer be listed and its stdout file should not exist', function (this: ToolWorld) {
  const path = this.notes.firstFile as string;
  assert.equal(this.shells.getShell(this.shellId!), undefined, 'the oldest unread shell was kept');
  assert.equal(existsSync(path), false, `${path} is still there`);
});

interface Footprint {
  readonly fds: number;
  readonly heapMb: number;
}

// The heap after a full collection (the flag is set at run time: the suite runs without --expose-gc),
// and the descriptors once the last call's shell is gone: a call returns when its command ends,
// and its bwrap lets go of its pipes a moment later (on a loaded machine, later still).
async function footprint(oneOff: boolean): Promise<Footprint> {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  const lastShell = oneOff ? launchedProcesses.at(-1)?.pid : undefined; // a session's shell lives on
  if (lastShell !== undefined) await eventually(() => !processExists(lastShell), `the last call's shell ${lastShell} to end`, 5000);
  await new Promise((resolve) => setTimeout(resolve, 20)); // its pipes' close events
  return { fds: readdirSync('/proc/self/fd').length, heapMb: process.memoryUsage().heapUsed / MiB };
}

When('{int} session calls and {int} one-off calls run one after another, every {int}th printing 2 MB', { timeout: 180_000 }, async function (this: ToolWorld, sessionCalls: number, oneOffCalls: number, every: number) {
  const sessionContext = createContext({ ...this.context, sessionId: 'thousands' });
  const oneOffContext = createContext({ ...this.context, sessionId: undefined });
  const marks: Record<string, { warm: Footprint; end: Footprint }> = {};
  for (const [kind, calls, context] of [['session', sessionCalls, sessionContext], ['one-off', oneOffCalls, oneOffContext]] as const) {
    let warm: Footprint | undefined;
    for (let call = 1; call <= calls; call++) {
      const command = call % every === 0 ? 'seq 1 300000' : `echo ${call}`;
      const result = await this.toolkit.executor.execute('Bash', context, { command });
      assert.ok(result.success, `${kind} call ${call}: ${result.error}`);
      // The executor's record of its last 1000 calls is bounded by design (a scenario of its own
      // checks the bound): cleared before each measure, so that filling it is not read as growth.
      if (call === every) {
        this.toolkit.executor.clearExecutions();
        warm = await footprint(kind === 'one-off');
      }
    }
    this.toolkit.executor.clearExecutions();
    marks[kind] = { warm: warm!, end: await footprint(kind === 'one-off') };
  }
  this.notes.marks = marks;
});

Then('after each kind of call the open descriptors should be as many as after its first {int} calls', function (this: ToolWorld, _calls: number) {
  for (const [kind, { warm, end }] of Object.entries(this.notes.marks as Record<string, { warm: Footprint; end: Footprint }>)) {
    assert.ok(end.fds <= warm.fds, `${kind}: ${warm.fds} descriptors open after warming up, ${end.fds} at the end`);
  }
});

Then('after each kind of call the heap should have grown by less than {int} MB past its first {int} calls', function (this: ToolWorld, mb: number, _calls: number) {
  for (const [kind, { warm, end }] of Object.entries(this.notes.marks as Record<string, { warm: Footprint; end: Footprint }>)) {
    assert.ok(end.heapMb - warm.heapMb < mb, `${kind}: heap ${warm.heapMb.toFixed(1)} MB after warming up, ${end.heapMb.toFixed(1)} MB at the end`);
  }
});

// A read in the very millisecond the shell finished (Date.now held there for the call) reads it to
// its end as much as a later one.
When('I read it with BashOutputTool in the millisecond it finished', async function (this: ToolWorld) {
  const finished = this.shell().completedAt;
  assert.notEqual(finished, null, 'the shell has not finished');
  const now = Date.now;
  Date.now = () => finished!;
  try {
    await this.execute('BashOutput', { bash_id: this.shellId });
  } finally {
    Date.now = now;
  }
  assert.equal(this.shell().lastReadAt, finished);
});
