import assert from 'node:assert/strict';
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Given, Then, When } from '@cucumber/cucumber';
import { createToolkit } from '@agent-toolkit/app';
import { defaultLauncher, ShellManager } from '@agent-toolkit/shell-manager';
import { firstShellFailsLauncher, launchedProcesses, unendingLauncher } from './support/launches.js';
import { liveProcess, processesRunning } from './support/proc.js';
import { eventually } from './support/values.js';
import type { ToolWorld } from './support/world.js';

const ESCAPING_OWNER = fileURLToPath(new URL('./support/fixtures/escaping-owner.mjs', import.meta.url));

type ContainmentWorld = ToolWorld & {
  outsideDir?: string;
  homeDir?: string;
  socketPath?: string;
  socketConnections?: number;
  gitConfig?: string;
  fallbackRun?: SpawnSyncReturns<string>;
};

// Every visible process's command line, one per line, as a command inside the shell sees them.
const LIST_PROCESSES = `for p in /proc/[0-9]*; do printf '%s: ' "\${p#/proc/}"; tr '\\0' ' ' < "$p/cmdline"; echo; done 2>/dev/null; echo listed`;

Then("the toolkit's shells should be contained", function (this: ToolWorld) {
  assert.deepEqual(this.toolkit.containment, { enabled: true, isolation: 'user' });
});

Then("the shell-manager package's default launcher, asked with no arguments, should contain its shells too", function () {
  assert.deepEqual(defaultLauncher().containment, { enabled: true, isolation: 'user' });
});

Then("the toolkit's shells should not be contained", function (this: ToolWorld) {
  assert.equal(this.toolkit.containment.enabled, false);
});

Given("the toolkit's shells are contained", function (this: ToolWorld) {
  assert.equal(this.toolkit.containment.enabled, true, this.toolkit.containment.reason);
});

Given('a toolkit whose kill grace is {int} ms', async function (this: ToolWorld, killGraceMs: number) {
  await this.replaceToolkit({ policy: this.toolkit.policy, shellOptions: { killGraceMs } });
});

Given('a toolkit whose shells never report their end, as a process stuck in the kernel', async function (this: ToolWorld) {
  await this.toolkit.close();
  this.toolkit = await createToolkit({ policy: this.toolkit.policy, wrapLauncher: (inner) => unendingLauncher(this.wrapLauncher(inner)) });
});

Given(/^a toolkit whose first (session|one-off) shell cannot start$/, async function (this: ToolWorld, kind: string) {
  await this.toolkit.close();
  this.toolkit = await createToolkit({ policy: this.toolkit.policy, wrapLauncher: (inner) => this.wrapLauncher(firstShellFailsLauncher(inner, kind === 'session')) });
});

// Read from /proc: the launched process's group is its own pid, and not the group the test run is in
// (a terminal's Ctrl-C, or any signal to the host's group, must not reach the shells).
Then('the last launched process should lead a process group of its own', function (this: ToolWorld) {
  const launched = launchedProcesses.at(-1)!;
  const entry = liveProcess(launched.pid);
  assert.ok(entry, `process ${launched.pid} (${launched.command}) is gone`);
  assert.equal(entry.pgid, launched.pid, `process ${launched.pid} is in the group ${entry.pgid}`);
  assert.notEqual(entry.pgid, liveProcess(process.pid)?.pgid, "it is in the test run's own group");
});

Given("a toolkit given a shell manager of the caller's", async function (this: ToolWorld) {
  await this.replaceToolkit({ policy: this.toolkit.policy, shells: new ShellManager() });
});

Then("the toolkit's shells should not be claimed contained, because {string}", function (this: ToolWorld, reason: string) {
  assert.deepEqual(this.toolkit.containment, { enabled: false, reason });
});

// (Naming a container starts nothing until a shell is wanted: no engine or container is needed here.)
Given('a toolkit whose runner names the container {string} of the engine {string}, nothing started', async function (this: ToolWorld, container: string, engine: string) {
  await this.replaceToolkit({ policy: this.toolkit.policy, runner: { container, engine } });
});

Given('a toolkit with containment turned off', async function (this: ToolWorld) {
  await this.replaceToolkit({ policy: this.toolkit.policy, containment: false });
});

Given('a toolkit with containment turned off and a kill grace of {int} ms', async function (this: ToolWorld, killGraceMs: number) {
  await this.replaceToolkit({ policy: this.toolkit.policy, containment: false, shellOptions: { killGraceMs } });
});

// The oracle: the test runner's own pid and command line, which only a command outside its namespace can see.
const runnerVisible = (output: string): boolean => new RegExp(`^${process.pid}: .*cucumber`, 'm').test(output);

Then('a command should see only the processes of its own shell', async function (this: ToolWorld) {
  await this.execute('Bash', { command: LIST_PROCESSES });
  assert.ok(this.output.includes('listed'), this.output);
  assert.equal(runnerVisible(this.output), false, `the command sees the test runner:\n${this.output}`);
});

Then('a command should see processes outside its own shell', async function (this: ToolWorld) {
  await this.execute('Bash', { command: LIST_PROCESSES });
  assert.equal(runnerVisible(this.output), true, `the command does not see the test runner:\n${this.output}`);
});

Given('processes running {string} and {string} have left the shell\'s process group', async function (this: ToolWorld, first: string, second: string) {
  const group = this.shell().process!.pid!;
  // The sleeps themselves, not the shells whose command lines mention them.
  const sleeping = (text: string) => processesRunning(text).filter((pid) => liveProcess(pid)?.comm === 'sleep');
  for (const text of [first, second]) {
    await eventually(() => sleeping(text).length > 0, `a process running "${text}"`, 5000);
    for (const pid of sleeping(text)) assert.notEqual(liveProcess(pid)?.pgid, group, `${text} is still in the shell's group`);
  }
});

Then('a process running {string} should exist', async function (this: ToolWorld, text: string) {
  await eventually(() => processesRunning(text).length > 0, `a process running "${text}"`, 5000);
});

When(/^a (sandboxed )?program starts a background shell, a session job and daemons that left their groups with marker (\d+), then is sent SIGKILL$/, async function (this: ToolWorld, sandboxed: string | undefined, marker: string) {
  const owner = spawn(process.execPath, [ESCAPING_OWNER, marker, this.tempDir, sandboxed ? 'sandboxed' : 'contained'], { stdio: ['ignore', 'pipe', 'inherit'] });
  this.cleanups.push(async () => void owner.kill('SIGKILL'));
  let printed = '';
  owner.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  await eventually(() => printed.includes('ready'), 'the program to start its shells', 10_000);
  // (A sandboxed shell's start took more than 5 s on a machine running four suites at once.)
  for (const index of [1, 2, 3, 4, 5, 6]) await eventually(() => processesRunning(`sleep ${marker}${index}`).length > 0, `sleep ${marker}${index} to run`, 10_000);
  const exited = once(owner, 'exit');
  owner.kill('SIGKILL');
  await exited;
});

Given('a home directory with credentials outside the sandbox', function (this: ContainmentWorld) {
  this.homeDir = mkdtempSync(join('/var/tmp', 'agent-toolkit-home-'));
  this.createdPaths.push(this.homeDir);
  mkdirSync(join(this.homeDir, '.ssh'));
  writeFileSync(join(this.homeDir, '.ssh', 'id_ed25519'), 'canary-ssh-key\n', { mode: 0o600 });
  writeFileSync(join(this.homeDir, '.npmrc'), '//registry.npmjs.org/:_authToken=canary-npm-token\n', { mode: 0o600 });
});

Given('a toolkit with the sandbox enabled and that home', async function (this: ContainmentWorld) {
  await this.replaceToolkit({ policy: this.toolkit.policy, sandbox: { enabled: true, home: this.homeDir! } });
});

When('I execute BashTool with a command that reads the home\'s credentials', async function (this: ContainmentWorld) {
  await this.execute('Bash', { command: `cat "${this.homeDir}/.ssh/id_ed25519"; cat "${this.homeDir}/.npmrc"; ls -a "${this.homeDir}"; echo done` });
  // The home itself stays readable: only the credentials are hidden.
  assert.ok(this.output.includes('.ssh'), this.output);
});

When('I execute BashTool with a command that writes through every \\/proc\\/*\\/root into that directory', async function (this: ContainmentWorld) {
  const dir = this.outsideDir!;
  await this.execute('Bash', {
    command: `n=0; for p in /proc/[0-9]*; do n=$((n+1)); echo escaped > "$p/root${dir}/via-\${p#/proc/}" 2>/dev/null; echo escaped > "$p/cwd/${'../'.repeat(20)}${dir}/cwd-\${p#/proc/}" 2>/dev/null; done; echo "visible: $n"`,
  });
});

Then('fewer than {int} processes should have been visible', function (this: ToolWorld, limit: number) {
  const visible = Number(/visible: (\d+)/.exec(this.output)?.[1]);
  assert.ok(visible > 0 && visible < limit, `${visible} processes visible`);
});

Given('a Unix socket listener in that directory', async function (this: ContainmentWorld) {
  this.socketConnections = 0;
  this.socketPath = join(this.outsideDir!, 'host.sock');
  const listener: Server = createServer((socket) => {
    this.socketConnections!++;
    socket.end('hello\n');
  });
  await new Promise<void>((resolve) => listener.listen(this.socketPath, resolve));
  this.cleanups.push(() => new Promise((resolve) => listener.close(resolve)));
});

When('I execute BashTool with a command that connects to the Unix socket', async function (this: ContainmentWorld) {
  const script = `require('net').connect(${JSON.stringify(this.socketPath)}).on('data', (d) => { process.stdout.write(String(d)); process.exit(0); }).on('error', (e) => { console.error(e.code); process.exit(1); })`;
  await this.execute('Bash', { command: `${JSON.stringify(process.execPath)} -e ${JSON.stringify(script)}`, timeout: 10_000 });
});

Then('the Unix socket listener should have had no connection', function (this: ContainmentWorld) {
  assert.equal(this.socketConnections, 0);
});

Given("the scenario's directory is a git work tree", function (this: ContainmentWorld) {
  mkdirSync(join(this.tempDir, '.git', 'hooks'), { recursive: true });
  this.gitConfig = '[core]\n\trepositoryformatversion = 0\n';
  writeFileSync(join(this.tempDir, '.git', 'config'), this.gitConfig);
});

Then('the git hook {string} should not exist', function (this: ContainmentWorld, name: string) {
  assert.equal(existsSync(join(this.tempDir, '.git', 'hooks', name)), false);
});

Then('the git config should be unchanged', function (this: ContainmentWorld) {
  assert.equal(readFileSync(join(this.tempDir, '.git', 'config'), 'utf8'), this.gitConfig);
});

// A process of its own whose PATH holds no bwrap: what createToolkit says on stderr, twice over.
When('a process with no bubblewrap on its PATH creates two toolkits', function (this: ContainmentWorld) {
  const script = "import { createToolkit } from '@agent-toolkit/app'; for (let i = 0; i < 2; i++) await (await createToolkit()).close();";
  const repository = fileURLToPath(new URL('..', import.meta.url));
  this.fallbackRun = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repository, env: { ...process.env, PATH: join(this.tempDir, 'no-bwrap-here') }, encoding: 'utf8', timeout: 30_000 });
});

Then('its standard error should say {string} exactly once', function (this: ContainmentWorld, text: string) {
  const run = this.fallbackRun!;
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stderr.split(text).length - 1, 1, run.stderr);
});
