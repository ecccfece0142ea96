import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Given, Then, When } from '@cucumber/cucumber';
import { containerExists, containerProcesses, inContainer, testContainer, wrappedEngine } from './support/container.js';
import { liveProcess, processesRunning } from './support/proc.js';
import { startBackground } from './support/shells.js';
import { eventually } from './support/values.js';
import type { ToolWorld } from './support/world.js';

const CONTAINER_OWNER = fileURLToPath(new URL('./support/fixtures/container-exit-owner.mjs', import.meta.url));

Given('shells run in the test container', function (this: ToolWorld) {
  const { container } = testContainer(this);
  assert.deepEqual(this.toolkit.runner, { kind: 'container', engine: testContainer(this).engine, container, started: false });
});

// The engine behind a wrapper that notes each call: a command's launch (its wrapper's markers), a
// control shell (its loop's variables) or else the engine's subcommand, with the call's pid.
Given('shells run in the test container through an engine that records its calls', async function (this: ToolWorld) {
  const { engine, container } = testContainer(this);
  const log = join(this.tempDir, 'engine-calls');
  const recording = wrappedEngine(engine, join(this.tempDir, 'recording-engine'), `case "$*" in *__script*) kind=control;; *__AT_*) kind=command;; *) kind="$1";; esac\necho "$kind $$" >> '${log}'`);
  this.notes.engineCalls = log;
  await this.replaceToolkit({ policy: this.toolkit.policy, runner: { container, engine: recording } });
});

function engineCalls(world: ToolWorld): { kind: string; pid: number }[] {
  return readFileSync(world.notes.engineCalls as string, 'utf8').trim().split('\n').map((line) => {
    const [kind, pid] = line.split(' ');
    return { kind: kind!, pid: Number(pid) };
  });
}

When('background shells running {string}, {string} and {string} are each killed with KillShell', async function (this: ToolWorld, first: string, second: string, third: string) {
  const ids: string[] = [];
  for (const command of [first, second, third]) {
    await startBackground(this, command);
    ids.push(this.shellId!);
    await eventually(() => containerProcesses(testContainer(this), command).length > 0, `a process running ${command} in the container`);
  }
  for (const id of ids) {
    const result = await this.execute('KillShell', { shell_id: id });
    assert.equal(result.success, true, result.error ?? undefined);
  }
});

Then('the engine should have been called for {int} commands and {int} control shell, and nothing else', function (this: ToolWorld, commands: number, controls: number) {
  const kinds = engineCalls(this).map(({ kind }) => kind);
  assert.deepEqual({ commands: kinds.filter((kind) => kind === 'command').length, controls: kinds.filter((kind) => kind === 'control').length, others: kinds.filter((kind) => kind !== 'command' && kind !== 'control') }, { commands, controls, others: [] });
});

Then('within {int} ms the control shell\'s engine process should have ended', async function (this: ToolWorld, ms: number) {
  const [control] = engineCalls(this).filter(({ kind }) => kind === 'control');
  assert.ok(control, 'no control shell was started');
  await eventually(() => liveProcess(control.pid) === undefined, `the control shell's engine process ${control.pid} to end`, ms);
});

// The engine client of the control shell, a process this toolkit started, ends as if killed from
// outside; the toolkit has seen it go (its pipes closed) before the step ends.
When("the control shell's engine process is killed", async function (this: ToolWorld) {
  const [control] = engineCalls(this).filter(({ kind }) => kind === 'control');
  assert.ok(control, 'no control shell was started');
  process.kill(control.pid, 'SIGKILL');
  await eventually(() => liveProcess(control.pid) === undefined, `the control shell's engine process ${control.pid} to end`);
  await new Promise((resolve) => setTimeout(resolve, 200));
});

Given('the container has a process running {string}', async function (this: ToolWorld, text: string) {
  await eventually(() => containerProcesses(testContainer(this), text).length > 0, `a process running ${text} in the container`);
});

Then('the container should have no process running {string}', function (this: ToolWorld, text: string) {
  assert.deepEqual(containerProcesses(testContainer(this), text), []);
});

Then('within {int} ms the container should have no process running {string}', async function (this: ToolWorld, ms: number, text: string) {
  await eventually(() => containerProcesses(testContainer(this), text).length === 0, `no process running ${text} in the container`, ms);
});

// A variable this process has (when its toolkit is made) and the toolkit leaves as it is.
Given('this process has the variable {word} set to {string} when its toolkit is made', async function (this: ToolWorld, name: string, value: string) {
  const before = process.env[name];
  process.env[name] = value;
  this.cleanups.push(async () => {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  });
  await this.replaceToolkit({ policy: this.toolkit.policy });
});

Then('the file {string} should exist in the container', function (this: ToolWorld, path: string) {
  assert.ok(inContainer(testContainer(this), `test -e '${path}'`).ok, `${path} is not in the container`);
});

Then('the file {string} should not exist on the host', function (this: ToolWorld, path: string) {
  assert.equal(existsSync(path), false);
});

Then("the session's state file in the container should be readable by its owner only", function (this: ToolWorld) {
  // This process's own (scenarios may run in parallel workers, each with its directory).
  const { stdout } = inContainer(testContainer(this), `stat -c "%a %n" /tmp/.agent-toolkit-${process.pid}-*/session-*.state /tmp/.agent-toolkit-${process.pid}-* 2>/dev/null`);
  const lines = stdout.trim().split('\n').filter(Boolean);
  assert.ok(lines.some((line) => /^600 .*session-.*\.state$/.test(line)), stdout);
  assert.ok(lines.filter((line) => !line.endsWith('.state')).every((line) => line.startsWith('700 ')), stdout);
});

Then('no private file of the toolkit should be left in the container', function (this: ToolWorld) {
  const { stdout } = inContainer(testContainer(this), `ls -d /tmp/.agent-toolkit-${process.pid}-* 2>/dev/null`);
  assert.equal(stdout.trim(), '');
});

When('a toolkit starts a container of its own from an overlay of the root directory, with {int} MiB and {int} processes', async function (this: ToolWorld, memoryMiB: number, pids: number) {
  const { engine } = testContainer(this);
  // The engine, with a removal that takes half a second (close() must wait for it, not start it)
  // and fails the first time, as podman's can on a loaded machine (close() must try again).
  const failedOnce = join(this.tempDir, 'removal-failed-once');
  const slowRemoval = wrappedEngine(engine, join(this.tempDir, 'engine'), `if [ "$1" = rm ]; then sleep 0.5; [ -e '${failedOnce}' ] || { : > '${failedOnce}'; exit 125; }; fi`);
  const toolkit = await this.makeToolkit({ policy: this.toolkit.policy, runner: { engine: slowRemoval, rootfs: '/:O', mounts: [this.tempDir], memory: `${memoryMiB}m`, pids } });
  this.notes.started = toolkit;
  assert.equal(toolkit.runner.kind, 'container');
  this.notes.startedName = toolkit.runner.kind === 'container' ? toolkit.runner.container : undefined;
  this.cleanups.push(() => toolkit.close());
  const run = await toolkit.shells.runOnce("tr '\\0' ' ' < /proc/1/cmdline; echo; ls /sys/class/net; pwd", this.tempDir);
  this.notes.startedOutput = run.output.all();
});

Then('its commands should run under the container\'s init, with no network but loopback, in the mounted directory', function (this: ToolWorld) {
  const [init, ...rest] = String(this.notes.startedOutput).trim().split('\n');
  assert.match(init!, /podman-init|docker-init|tini/, String(this.notes.startedOutput));
  assert.deepEqual(rest.slice(0, -1), ['lo']);
  assert.equal(rest.at(-1), this.tempDir);
});

// The engine's exec client of the scenario's background shell (a process this run started) dies at once.
When("the background shell's exec client is killed with SIGKILL", function (this: ToolWorld) {
  const client = this.toolkit.shells.getShell(this.shellId!)?.process?.pid;
  assert.ok(client, 'no exec client');
  process.kill(client, 'SIGKILL');
});

When('that toolkit is closed', async function (this: ToolWorld) {
  await (this.notes.started as { close(): Promise<void> }).close();
});

Then('the engine should report its memory limit as {int} MiB and its process limit as {int}', function (this: ToolWorld, memoryMiB: number, pids: number) {
  const { engine } = testContainer(this);
  const limits = spawnSync(engine, ['inspect', '--format', '{{.HostConfig.Memory}} {{.HostConfig.PidsLimit}}', this.notes.startedName as string], { encoding: 'utf8' }).stdout.trim();
  assert.equal(limits, `${memoryMiB * 1024 * 1024} ${pids}`);
});

Then('the engine should report its network as {string}', function (this: ToolWorld, network: string) {
  const { engine } = testContainer(this);
  const mode = spawnSync(engine, ['inspect', '--format', '{{.HostConfig.NetworkMode}}', this.notes.startedName as string], { encoding: 'utf8' }).stdout.trim();
  assert.equal(mode, network);
});

Then('the container it started should be gone', function (this: ToolWorld) {
  const name = this.notes.startedName as string;
  assert.ok(name.startsWith('agent-toolkit-'), name);
  assert.equal(containerExists(testContainer(this).engine, name), false);
});

// The watcher that removes it if this process is killed outright names it: ended with the container.
Then('no process naming the container it started should be left', async function (this: ToolWorld) {
  const name = this.notes.startedName as string;
  await eventually(() => processesRunning(name).length === 0, `no process naming ${name}`, 2000);
});

Given('a toolkit whose runner names the container {string}', async function (this: ToolWorld, container: string) {
  await this.replaceToolkit({ policy: this.toolkit.policy, runner: { container, engine: testContainer(this).engine } });
});

When('a toolkit is made to start a container of its own from the root directory {string}', async function (this: ToolWorld, rootfs: string) {
  const { engine } = testContainer(this);
  try {
    const toolkit = await this.makeToolkit({ policy: this.toolkit.policy, runner: { engine, rootfs } });
    this.cleanups.push(() => toolkit.close());
    this.notes.startError = undefined;
  } catch (error) {
    this.notes.startError = (error as Error).message;
  }
});

Then('making it should fail with {string} and the engine\'s own words about {string}', function (this: ToolWorld, start: string, subject: string) {
  const message = String(this.notes.startError);
  assert.ok(message.startsWith(start), message);
  assert.ok(message.slice(start.length).includes(subject), `the engine's message should name ${subject}: ${message}`);
});

// The engine's calls as a recording wrapper noted them (their subcommands), and the container the
// program named. An engine that cannot remove it fails every `rm` (the container is removed after the step).
When(/^a program starts a container of its own through an engine that records its calls( and cannot remove it)?, then exits without removing it$/, async function (this: ToolWorld, cannotRemove: string | undefined) {
  const log = join(this.tempDir, 'engine-subcommands');
  const { engine: real } = testContainer(this);
  const engine = wrappedEngine(real, join(this.tempDir, 'recording-engine'), `echo "$1" >> '${log}'${cannotRemove ? '\n[ "$1" != rm ] || exit 1' : ''}`);
  // SIGKILL: a program stuck in its exit hook handles SIGTERM only once the hook returns.
  const owner = spawnSync(process.execPath, [CONTAINER_OWNER, engine], { encoding: 'utf8', timeout: 20_000, killSignal: 'SIGKILL' });
  this.notes.startedName = owner.stdout.trim();
  this.notes.engineSubcommands = log;
  this.cleanups.push(async () => void spawnSync(real, ['rm', '-f', '-t', '0', this.notes.startedName as string], { timeout: 30_000 }));
  assert.equal(owner.status, 0, `the program did not exit by itself: ${owner.signal ?? owner.stderr}`);
});

Then('the engine should have been asked to remove the container once, and it should be gone', function (this: ToolWorld) {
  assert.deepEqual(engineSubcommands(this), ['run', 'rm']);
  assert.equal(containerExists(testContainer(this).engine, this.notes.startedName as string), false);
});

Then('the engine should have been asked to remove the container {int} times', function (this: ToolWorld, times: number) {
  assert.deepEqual(engineSubcommands(this), ['run', ...Array<string>(times).fill('rm')]);
});

function engineSubcommands(world: ToolWorld): string[] {
  return readFileSync(world.notes.engineSubcommands as string, 'utf8').trim().split('\n');
}
