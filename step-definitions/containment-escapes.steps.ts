import assert from 'node:assert/strict';
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Given, Then, When } from '@cucumber/cucumber';
import { processesRunning } from './support/proc.js';
import { eventually } from './support/values.js';
import type { ToolWorld } from './support/world.js';

type EscapesWorld = ToolWorld & { hostTerminal?: string; childRun?: SpawnSyncReturns<string> };

const onlyProcess = async (text: string): Promise<number> => {
  // The command's own process, not bwrap's or the wrapper's (their command lines hold it too).
  const own = () => processesRunning(text).filter((pid) => text.startsWith(readFileSync(`/proc/${pid}/comm`, 'latin1').trim()));
  await eventually(() => own().length > 0, `a process running ${text}`);
  return own()[0]!;
};

Then("the process running {string} should have no effective capability, read from the host's \\/proc", async function (this: ToolWorld, text: string) {
  const status = readFileSync(`/proc/${await onlyProcess(text)}/status`, 'latin1');
  assert.match(status, /^CapEff:\s*0000000000000000$/m);
});

Then("the process running {string} should have user, IPC and UTS namespaces other than the host's", async function (this: ToolWorld, text: string) {
  const pid = await onlyProcess(text);
  for (const kind of ['user', 'ipc', 'uts']) assert.notEqual(readlinkSync(`/proc/${pid}/ns/${kind}`), readlinkSync(`/proc/self/ns/${kind}`), kind);
});

// A pseudo-terminal pair held open by a process of the test's: the stand-in for a person's terminal.
Given('a terminal opened by the host', async function (this: EscapesWorld) {
  const script = 'import os, pty, time\nm, s = pty.openpty()\nprint(os.ttyname(s), flush=True)\ntime.sleep(4705)';
  const holder = spawn('python3', ['-c', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  this.cleanups.push(async () => void holder.kill('SIGKILL'));
  const [line] = (await new Promise<Buffer>((resolve) => holder.stdout.once('data', resolve))).toString().split('\n');
  this.hostTerminal = line!;
  assert.ok(existsSync(this.hostTerminal), `${this.hostTerminal} is not on the host`);
});

When("I execute BashTool with a command that looks for the host's terminal", async function (this: EscapesWorld) {
  await this.execute('Bash', { command: `test -e ${this.hostTerminal} && echo reachable || echo unreachable` });
});

// pidfd_open(2) and pidfd_getfd(2) have the same numbers on x86-64 and arm64.
const FORGE = `my ($target, $fd) = @ARGV;
my $pidfd = syscall(434, $target + 0, 0);
die "pidfd_open: $!\\n" if $pidfd < 0;
my $stolen = syscall(438, $pidfd, $fd + 0, 0);
die "pidfd_getfd: $!\\n" if $stolen < 0;
open(my $fh, ">&=", $stolen) or die "fdopen: $!\\n";
syswrite($fh, "0 0\\n");
print "forged\\n";
`;

Given('a script that takes a process\'s descriptor with pidfd_getfd and writes "0 0" on it', function (this: ToolWorld) {
  writeFileSync(join(this.tempDir, 'forge.pl'), FORGE);
});

// A program of its own that inherits descriptor 3 (a canary file, no close-on-exec) and runs one command.
const runWithLeakedDescriptor = (world: EscapesWorld, command: string, session: boolean) => {
  const canary = join(world.tempDir, 'canary');
  writeFileSync(canary, 'canary-4704\n');
  const fd = openSync(canary, 'r');
  const context = session ? `{ workingDir: ${JSON.stringify(world.tempDir)}, sessionId: 'leak' }` : `{ workingDir: ${JSON.stringify(world.tempDir)} }`;
  const script = [
    "import { createToolkit } from '@agent-toolkit/app';",
    "import { createContext } from '@agent-toolkit/tool-core';",
    'const toolkit = await createToolkit();',
    `const result = await toolkit.executor.execute('Bash', createContext(${context}), { command: ${JSON.stringify(command)} });`,
    'process.stdout.write(String(result.output ?? result.error));',
    'await toolkit.close();',
  ].join('\n');
  const repository = fileURLToPath(new URL('..', import.meta.url));
  world.sent(command);
  world.childRun = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repository, stdio: ['ignore', 'pipe', 'pipe', fd], encoding: 'utf8', timeout: 30_000 });
  closeSync(fd);
};

When('a process that holds a canary file open on descriptor 3, inherited, runs {string} with Bash', function (this: EscapesWorld, command: string) {
  runWithLeakedDescriptor(this, command, false);
});

When('a process that holds a canary file open on descriptor 3, inherited, runs {string} with Bash in a session', function (this: EscapesWorld, command: string) {
  runWithLeakedDescriptor(this, command, true);
});

Then('its output should contain {string}', function (this: EscapesWorld, text: string) {
  assert.equal(this.childRun!.status, 0, this.childRun!.stderr);
  assert.ok(this.childRun!.stdout.includes(text), this.childRun!.stdout);
});

Then('its output should not contain {string}', function (this: EscapesWorld, text: string) {
  assert.equal(this.childRun!.status, 0, this.childRun!.stderr);
  assert.ok(!this.childRun!.stdout.includes(text), this.childRun!.stdout);
});

Given("a toolkit whose contained commands keep the host's root", async function (this: ToolWorld) {
  await this.replaceToolkit({ policy: this.toolkit.policy, hostRoot: true });
});

Then("the toolkit's shells should be contained with the host's root", function (this: ToolWorld) {
  assert.deepEqual(this.toolkit.containment, { enabled: true, isolation: 'host-root' });
});
