import { EventEmitter } from 'node:events';
import { appendFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { spawn, type ChildProcess } from 'node:child_process';
import { spawnBash, type Launcher } from '@agent-toolkit/shell-manager';
import { MARK_VARIABLE } from './proc.js';

/**
 * What the test run launched. Scenarios that send a dangerous or destructive command anywhere
 * run with `refusingLauncher`, which launches nothing at all; the rest launch for real through
 * `recordingLauncher`. Nothing guesses from the command's text which is which.
 */

/** Every process the tests launched, so the run can prove none outlived it. */
export const launchedPids = new Set<number>();
/** Commands launched for real, in order. */
export const launchedCommands: string[] = [];
/** The process (and process group) each launched command got, and the mark its tree carries, latest last. */
export const launchedProcesses: { command: string; pid: number; mark: string }[] = [];
/** Every launch's mark starts with this: the whole run's processes, found from /proc. */
export const RUN_MARK = `run${process.pid}-`;
let launches = 0;
/** Commands a refusing launcher was asked to launch, in order. */
export const refusedCommands: string[] = [];

/** Where every launch and refusal is also written, one JSON line each (the policy-off drill reads it). */
const LAUNCH_LOG = process.env.AGENT_TOOLKIT_TEST_LAUNCH_LOG;

export function logLaunch(entry: { kind: 'launched' | 'refused' | 'sent'; command: string; scenario?: string | undefined }): void {
  if (LAUNCH_LOG) appendFileSync(LAUNCH_LOG, `${JSON.stringify({ ...entry, pid: process.pid })}\n`);
}

const REFUSAL = 'test launcher: this scenario launches nothing';

/** A launcher that records the request and refuses it: nothing can run behind it, whatever the policy says. */
export const refusingLauncher: Launcher = (request) => {
  refusedCommands.push(request.command);
  logLaunch({ kind: 'refused', command: request.command });
  throw new Error(`${REFUSAL} (refused: ${request.command})`);
};

/**
 * Puts a recorder in front of a real launcher: every command and pid is remembered, and the
 * process gets a mark in its environment that its descendants inherit (see proc.ts).
 */
export const recordingLauncher = (inner: Launcher): Launcher => (request) => {
  const mark = `${RUN_MARK}${++launches}`;
  const child: ChildProcess = inner({ ...request, env: { ...request.env, [MARK_VARIABLE]: mark } });
  launchedCommands.push(request.command);
  logLaunch({ kind: 'launched', command: request.command });
  if (child.pid) {
    launchedPids.add(child.pid);
    launchedProcesses.push({ command: request.command, pid: child.pid, mark });
  }
  return child;
};

/** The mark of the launch that got `pid`. */
export function markOfLaunch(pid: number): string {
  const launched = launchedProcesses.find((entry) => entry.pid === pid);
  if (!launched) throw new Error(`process ${pid} was not launched by the tests`);
  return launched.mark;
}

/**
 * A launcher whose every command is really `cat > FILE`: the command is recorded as asked for, but
 * what runs keeps what it is given on stdin in FILE, so nothing typed into it can run.
 */
export const capturingStdin = (inner: Launcher, file: string): Launcher => (request) => inner({ ...request, command: `cat > '${file.replaceAll("'", "'\\''")}'` });

/** bash, launched for real and recorded. */
export const recordedBash: Launcher = recordingLauncher(spawnBash);

/**
 * A launcher whose shells never report their end, as a process stuck in the kernel (D state) would
 * not: the real process starts (and dies when signalled), but no exit, close or end of output
 * ever reaches the toolkit.
 */
export function unendingLauncher(inner: Launcher): Launcher {
  return (request) => {
    const child = inner(request);
    child.stdout?.resume();
    child.stderr?.resume();
    const stuck = new EventEmitter() as ChildProcess;
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    Object.assign(stuck, { pid: child.pid, stdin: null, stdout, stderr, stdio: [null, stdout, stderr], kill: () => true });
    return stuck;
  };
}

/**
 * A launcher whose first session shell cannot start (its program does not exist: spawn reports
 * ENOENT as an error event, as it would for EAGAIN under a process limit); later shells are real.
 */
export function firstShellFailsLauncher(inner: Launcher, session: boolean): Launcher {
  let failed = false;
  return (request) => {
    if (Boolean(request.session) !== session || failed) return inner(request);
    failed = true;
    return spawn('/nonexistent/agent-toolkit-test-shell', [], { cwd: request.cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  };
}
