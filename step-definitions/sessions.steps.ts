import assert from 'node:assert/strict';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import type { CommandRun, ShellSession } from '@agent-toolkit/shell-manager';
import { createContext, type ToolResult } from '@agent-toolkit/tool-core';
import { launchedCommands, launchedProcesses } from './support/launches.js';
import { commandLine, processesOfLaunch, processesRunning } from './support/proc.js';
import { eventually, unescapeGherkin } from './support/values.js';
import type { ToolWorld } from './support/world.js';

// A fresh context for the session: a cancellation signal of an earlier call does not carry over.
Given(/^the calls belong to the session "(.+)"$/, function (this: ToolWorld, sessionId: string) {
  this.context = createContext({ ...this.context, sessionId, signal: undefined });
});

Given("a file {string} in the scenario's directory that exports VENV=active and defines deactivate\\()", function (this: ToolWorld, name: string) {
  writeFileSync(join(this.tempDir, name), 'export VENV=active\ndeactivate() { unset VENV; echo deactivated; }\n');
});

// As an agent writes a file: the text in a quoted heredoc, so the shell reads every byte of it as written.
const heredoc = (lines: number, line: string, command: string) => `cat <<'EOF' | ${command}\n${`${line}\n`.repeat(lines)}EOF`;

When('I execute BashTool with a heredoc of {int} lines of {string} piped to {string}', async function (this: ToolWorld, lines: number, line: string, command: string) {
  await this.execute('Bash', { command: heredoc(lines, line, command) });
});

// The same, with a line after it, in the foreground or the background (with tty, or not).
When(/^I execute BashTool( in the background| in the background with tty)? with a heredoc of (\d+) lines of "([^"]*)" piped to "([^"]*)" and then "(.*)"$/, async function (this: ToolWorld, where: string | undefined, lines: string, line: string, command: string, after: string) {
  const background = where ? { run_in_background: true, ...(where.endsWith('tty') ? { tty: true } : {}) } : {};
  await this.execute('Bash', { command: `${heredoc(Number(lines), line, command)}\n${unescapeGherkin(after)}`, ...background });
  this.shellId = this.result?.metadata.bash_id as string | undefined;
});

// A command of several lines, as an agent writes a script into one call.
When('I execute BashTool with the lines:', async function (this: ToolWorld, command: string) {
  await this.execute('Bash', { command });
});

Then('the output should be {string}', function (this: ToolWorld, expected: string) {
  assert.equal(this.output, unescapeGherkin(expected.replaceAll('{tempDir}', this.tempDir)));
});

When("something outside kills the session's shell with SIGKILL", async function (this: ToolWorld) {
  const session = launchedProcesses.filter((launched) => launched.command.startsWith('exec /bin/bash')).at(-1);
  assert.ok(session, 'no session shell was launched');
  process.kill(session.pid, 'SIGKILL');
  // Noticed once the shell's exit reaches us (through a container engine's client on a loaded
  // machine, more than 50 ms later: seen once).
  await eventually(() => !this.shells.session(this.context.sessionId!).isAlive, 'the crash to be noticed', 3000);
});

Then('the session shell should have been started {int} time(s)', function (this: ToolWorld, times: number) {
  const started = launchedCommands.slice(this.launchesAtStart).filter((command) => command.startsWith('exec /bin/bash'));
  assert.equal(started.length, times, `session shells launched: ${started.length}`);
});

interface TimedResult {
  result: ToolResult;
  elapsedMs: number;
}

async function timedCall(world: ToolWorld, command: string, timeout?: number): Promise<TimedResult> {
  const started = performance.now();
  world.sent(command);
  const result = await world.toolkit.executor.execute('Bash', world.context, timeout === undefined ? { command } : { command, timeout });
  return { result, elapsedMs: performance.now() - started };
}

When('a session call runs {string} while a second call with a {int} ms timeout runs {string}', async function (this: ToolWorld, first: string, timeout: number, second: string) {
  const firstCall = timedCall(this, first);
  await new Promise((resolve) => setTimeout(resolve, 100)); // the first holds the session
  const [firstResult, secondResult] = await Promise.all([firstCall, timedCall(this, second, timeout)]);
  this.notes.calls = [firstResult, secondResult];
});

// The second call runs in a shell of its own (the session's is busy): what of that shell is alive
// the moment its call returns, read from /proc.
When('a session call runs {string} while a second call runs {string}', async function (this: ToolWorld, first: string, second: string) {
  const firstCall = timedCall(this, first);
  await new Promise((resolve) => setTimeout(resolve, 100)); // the first holds the session
  const launchesBefore = launchedProcesses.length;
  const secondResult = await timedCall(this, second);
  const helper = launchedProcesses.slice(launchesBefore);
  this.notes.helperAliveAtReturn = helper.flatMap((launch) => processesOfLaunch(launch.mark).map((entry) => `${entry.pid} ${commandLine(entry.pid)}`));
  this.notes.helperLaunches = helper.length;
  this.notes.calls = [await firstCall, secondResult];
});

Then("the second call's shell should have been gone when it returned", function (this: ToolWorld) {
  assert.equal(this.notes.helperLaunches, 1, 'the second call ran in a shell of its own');
  assert.deepEqual(this.notes.helperAliveAtReturn, []);
});

function nthCall(world: ToolWorld, which: string): TimedResult {
  return (world.notes.calls as TimedResult[])[which === 'first' ? 0 : 1]!;
}

Then(/^the (first|second) call's output should be "(.*)"$/, function (this: ToolWorld, which: string, expected: string) {
  const { result } = nthCall(this, which);
  assert.ok(result.success, `the ${which} call failed: ${result.error}`);
  assert.equal(result.output, unescapeGherkin(expected));
});

Then('the second call should have taken less than {int} ms', function (this: ToolWorld, ms: number) {
  const { elapsedMs } = nthCall(this, 'second');
  assert.ok(elapsedMs < ms, `the second call took ${Math.round(elapsedMs)} ms`);
});

When('a session call runs {string} while the toolkit is closed', async function (this: ToolWorld, command: string) {
  const call = timedCall(this, command);
  await eventually(() => processesRunning(command).length > 0, `a process running "${command}"`, 5000);
  await this.toolkit.close();
  const { result } = await call;
  this.result = result;
  this.results.push(result);
});

// The caller keeps the session object the manager gave it (`shells.session(id)`), then uses it after a close.
Given('the caller holds the session {string}', function (this: ToolWorld, sessionId: string) {
  this.notes.held = this.shells.session(sessionId, this.tempDir);
});

When('the caller runs {string} in the session it holds', async function (this: ToolWorld, command: string) {
  this.notes.launchesBefore = launchedCommands.length;
  this.notes.heldRun = await (this.notes.held as ShellSession).run(command).then(
    (run) => ({ run }),
    (error: Error) => ({ error }),
  );
});

When('the caller runs {string} in the session it holds, with a timeout of {int} ms and a cancellation after {int} ms', async function (this: ToolWorld, command: string, timeoutMs: number, cancelMs: number) {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), cancelMs);
  this.notes.heldRun = await (this.notes.held as ShellSession).run(command, { timeoutMs, signal: controller.signal }).then(
    (run) => ({ run }),
    (error: Error) => ({ error }),
  );
});

Then('that run should have ended with status {string}', function (this: ToolWorld, status: string) {
  const outcome = this.notes.heldRun as { run?: CommandRun; error?: Error };
  assert.equal(outcome.run?.status, status, outcome.error?.message);
});

Then('that run should be refused with {string}, and no shell launched for it', function (this: ToolWorld, message: string) {
  const outcome = this.notes.heldRun as { run?: CommandRun; error?: Error };
  assert.ok(outcome.error, `the held session ran it: ${JSON.stringify(outcome.run?.exitCode)}`);
  assert.ok(outcome.error.message.includes(message), outcome.error.message);
  assert.equal(launchedCommands.length, this.notes.launchesBefore, 'a shell was launched for the held session');
});

// The call runs while its session is closed under it (a server shutting down), not cancelled by its
// caller: closed once the command has printed `text` (a container's shell may take a while to start).
When('I run {string} with Bash and close its session {string} once it printed {string}', async function (this: ToolWorld, command: string, sessionId: string, text: string) {
  let printed = '';
  const onOutput = (chunk: string) => {
    printed += chunk;
    if (printed.includes(text)) void this.shells.closeSession(sessionId);
  };
  this.context = createContext({ ...this.context, onOutput });
  await this.execute('Bash', { command });
});

When('the session {string} is closed', async function (this: ToolWorld, sessionId: string) {
  this.notes.closed = await this.shells.closeSession(sessionId);
});

Then(/^closing it should have said (it existed|there was none)$/, function (this: ToolWorld, said: string) {
  assert.equal(this.notes.closed, said === 'it existed');
});

// The directory the calls come from (the context's), the session kept: one of the scenario's temp dir.
Given(/^the calls come from the directory "([^"]*)" of the scenario(, which does not exist)?$/, function (this: ToolWorld, name: string, missing: string | undefined) {
  const workingDir = join(this.tempDir, name);
  if (!missing) mkdirSync(workingDir);
  assert.equal(existsSync(workingDir), !missing);
  this.context = { ...this.context, workingDir };
});

When("the scenario's directory {string} is removed", function (this: ToolWorld, name: string) {
  rmSync(join(this.tempDir, name), { recursive: true });
});

When('{int} times a call leaves {string} running and the next call runs {string}', async function (this: ToolWorld, times: number, job: string, next: string) {
  this.notes.nextOutputs = [];
  for (let round = 0; round < times; round++) {
    await this.execute('Bash', { command: `${job} & echo started` });
    assert.match(this.output, /were stopped when it finished/);
    await this.execute('Bash', { command: next });
    (this.notes.nextOutputs as string[]).push(this.output);
  }
});

Then('every one of those next calls should have said exactly {string}', function (this: ToolWorld, expected: string) {
  const outputs = this.notes.nextOutputs as string[];
  assert.deepEqual(outputs.filter((output) => output !== unescapeGherkin(expected)), [], `${outputs.length} calls`);
});
