import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { CommandOutput, type OutputStream } from './command-output.js';
import { containmentOf, statusOfContained } from './containment.js';
import { drainOutput, settlesWithin } from './drain.js';
import { spawnBash, type Launcher } from './launcher.js';
import type { OutputLimits } from './output-buffer.js';
import { fileNamePart, processPrivateDir } from './private-dir.js';
import { allGone, descendantsOf, stopLeftovers, stopTree, trackGroup } from './process-tree.js';
import { ShellStatus } from './shell-status.js';

/** How one command ended: the same fields a ShellProcess ends with. */
export interface CommandRun {
  readonly command: string;
  readonly status: ShellStatus;
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly error: Error | null;
  readonly durationMs: number | null;
  /** Whether jobs the command left in the background were stopped when it finished. */
  readonly leftoversStopped: boolean;
  readonly output: CommandOutput;
}

export interface SessionRunOptions {
  /** Past this the command's tree (and so the session shell) is ended; the next run starts a fresh one. */
  readonly timeoutMs?: number;
  /** Aborting it ends the command the same way. */
  readonly signal?: AbortSignal | undefined;
  readonly outputLimits?: OutputLimits;
  readonly onOutput?: ((stream: OutputStream, chunk: Buffer) => void) | undefined;
}

export interface ShellSessionOptions {
  readonly id: string;
  readonly workingDir: string;
  readonly env?: NodeJS.ProcessEnv | undefined;
  readonly launcher?: Launcher | undefined;
  readonly killGraceMs?: number | undefined;
}

interface PendingRun {
  readonly command: string;
  readonly output: CommandOutput;
  readonly started: number;
  readonly onOutput: SessionRunOptions['onOutput'];
  status: ShellStatus;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  done: Record<OutputStream, boolean>;
  finish(): void;
}

const BOOTSTRAP = 'exec /bin/bash --noprofile --norc -s';

/**
 * One bash process that runs foreground commands one after another, so `cd`, exported variables
 * and functions carry over from call to call. Each command's output ends at a sentinel with a
 * per-session nonce. A command that times out, is cancelled or exits the shell ends the shell;
 * its state (directory, exports, functions) is saved by a trap and the next command gets a new
 * shell that restores it.
 */
export class ShellSession {
  readonly id: string;
  readonly #options: ShellSessionOptions;
  readonly #nonce = randomBytes(8).toString('hex');
  /** Starts every sentinel the shell writes after a command: `\0__AT_<nonce>_<value>\0`. */
  readonly #marker = Buffer.from(`\0__AT_${this.#nonce}_`);
  readonly #killGraceMs: number;
  readonly #statePath: string;
  #process: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();
  #cwd: string;
  #current: PendingRun | undefined;
  #carry: Record<OutputStream, Buffer> = { stdout: Buffer.alloc(0), stderr: Buffer.alloc(0) };
  #queue: Promise<unknown> = Promise.resolve();
  #closed = false;
  #runs = 0;

  constructor(options: ShellSessionOptions) {
    this.id = options.id;
    this.#options = options;
    this.#cwd = options.workingDir;
    this.#killGraceMs = options.killGraceMs ?? 500;
    this.#statePath = join(processPrivateDir(), `session-${this.#nonce}.state`);
  }

  /** The directory the session is in, as of the last command. */
  get workingDir(): string {
    return this.#cwd;
  }

  /** Whether a session shell is running now (one is started on the next run if not). */
  get isAlive(): boolean {
    return this.#process !== undefined;
  }

  /** Runs `command` after the ones before it; throws what the launcher throws. */
  run(command: string, options: SessionRunOptions = {}): Promise<CommandRun> {
    const next = this.#queue.then(() => this.#run(command, options));
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #run(command: string, { timeoutMs, signal, outputLimits, onOutput }: SessionRunOptions): Promise<CommandRun> {
    if (this.#closed) throw new Error(`Session ${this.id} is closed`);
    const child = this.#process ?? this.#start();
    const run = await new Promise<PendingRun>((resolve) => {
      const pending: PendingRun = {
        command,
        // Unique within the process: the session, its nonce, and the run's number.
        output: new CommandOutput(`session-${fileNamePart(this.id)}-${this.#nonce}-${++this.#runs}`, outputLimits),
        started: Date.now(),
        onOutput,
        status: ShellStatus.RUNNING,
        exitCode: null,
        signal: null,
        done: { stdout: false, stderr: false },
        finish: () => resolve(pending),
      };
      this.#current = pending;
      const stop = (status: ShellStatus) => () => {
        if (this.#current !== pending) return;
        pending.status = status;
        void this.#stopShell(child);
      };
      const timer = timeoutMs === undefined ? undefined : setTimeout(stop(ShellStatus.TIMEOUT), timeoutMs);
      const abort = stop(ShellStatus.KILLED);
      signal?.addEventListener('abort', abort, { once: true });
      if (signal?.aborted) abort();
      const cleanUp = pending.finish;
      pending.finish = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
        cleanUp();
      };
      child.stdin!.write(`eval ${ansiQuote(command)} < /dev/null\nprintf '\\0__AT_${this.#nonce}_%d\\0' "$?"; printf '\\0__AT_${this.#nonce}_%s\\0' "$PWD" >&2\n`);
    });
    run.output.end();
    return {
      command,
      status: run.status,
      exitCode: run.exitCode,
      signal: run.signal,
      error: null,
      durationMs: Date.now() - run.started,
      leftoversStopped: false,
      output: run.output,
    };
  }

  #start(): ChildProcess {
    const { env = process.env, launcher = spawnBash } = this.#options;
    const child = launcher({ command: BOOTSTRAP, cwd: this.#cwd, env, stdin: 'pipe' });
    if (child.pid) trackGroup(child.pid);
    this.#process = child;
    this.#carry = { stdout: Buffer.alloc(0), stderr: Buffer.alloc(0) };
    child.stdin!.on('error', () => undefined);
    child.stdout!.on('data', (chunk: Buffer) => this.#receive('stdout', chunk));
    child.stderr!.on('data', (chunk: Buffer) => this.#receive('stderr', chunk));
    this.#exited = new Promise((resolve) => child.once('exit', resolve)).then(() => undefined);
    child.once('exit', (code, signal) => void drainOutput(child, DRAIN_MS).then(() => this.#shellExited(child, code, signal)));
    child.once('error', () => undefined);
    // Save the state on the way out (exit, SIGTERM) and restore it when a shell starts again.
    const state = shellQuote(this.#statePath);
    child.stdin!.write(
      // umask 077: the state holds every exported variable, secrets included.
      `__at_save() { ( umask 077; { export -p; declare -f; printf 'cd -- %q\\n' "$PWD"; } > ${state} ); }\n` +
        `trap '__at_save' EXIT\ntrap '__at_save; exit 143' TERM\n` +
        `if [ -f ${state} ]; then . ${state} 2>/dev/null; fi\n`,
    );
    return child;
  }

  // Splits what the shell writes at the sentinel: before it is the command's, the sentinel ends it.
  #receive(stream: OutputStream, chunk: Buffer): void {
    const run = this.#current;
    const data = this.#carry[stream].length > 0 ? Buffer.concat([this.#carry[stream], chunk]) : chunk;
    this.#carry[stream] = EMPTY;
    const marker = this.#marker;
    const at = data.indexOf(marker);
    const end = at === -1 ? -1 : data.indexOf(0, at + marker.length);
    const upTo = at === -1 ? data.length - partialMarker(data, marker) : at;
    if (at !== -1 && end === -1) this.#carry[stream] = data.subarray(at);
    else if (at === -1) this.#carry[stream] = data.subarray(upTo);
    if (!run || run.done[stream]) return;
    const own = data.subarray(0, upTo);
    if (own.length > 0) {
      run.output.stream(stream).append(own);
      run.onOutput?.(stream, own);
    }
    if (end === -1) return;
    const value = data.toString('utf8', at + marker.length, end);
    if (stream === 'stdout') run.exitCode = Number(value);
    else this.#cwd = value;
    run.done[stream] = true;
    if (run.done.stdout && run.done.stderr) this.#settle(run);
  }

  #settle(run: PendingRun): void {
    if (this.#current !== run) return;
    this.#current = undefined;
    if (run.status === ShellStatus.RUNNING) run.status = run.exitCode === 0 ? ShellStatus.COMPLETED : ShellStatus.FAILED;
    run.finish();
  }

  #shellExited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (child.pid) stopLeftovers(child.pid, this.#killGraceMs);
    if (this.#process === child) this.#process = undefined;
    const run = this.#current;
    if (!run) return;
    const status = containmentOf(child) ? statusOfContained(code, signal) : { exitCode: code, signal };
    run.exitCode = status.exitCode;
    run.signal = status.signal;
    this.#settle(run);
  }

  // Ends the session shell and whatever it started; jobs it left in its group too when it is already gone.
  async #stopShell(child: ChildProcess): Promise<void> {
    if (child.pid !== undefined) await stopTree(child.pid, this.#exited, this.#killGraceMs, containmentOf(child) !== undefined);
  }

  /** Ends the session shell and everything it runs. */
  async close(): Promise<void> {
    this.#closed = true;
    const child = this.#process;
    if (child) {
      // A contained shell's namespace (its init, its jobs) ends after bwrap does: wait for all of it.
      const members = containmentOf(child) && child.pid !== undefined ? descendantsOf(child.pid).map((entry) => entry.pid) : [];
      if (!this.#current) {
        // An idle shell ends at the end of its input (a signal would wait for input that never comes).
        child.stdin!.end();
        await settlesWithin(this.#exited, this.#killGraceMs);
      }
      await this.#stopShell(child);
      if (child.pid !== undefined) await allGone(child.pid, members, this.#killGraceMs);
    }
    rmSync(this.#statePath, { force: true }); // written on the way out, needed by no one now
  }
}

const EMPTY = Buffer.alloc(0);
const DRAIN_MS = 100;

// Bytes at the end of `data` that could be the start of `marker` arriving in the next chunk.
function partialMarker(data: Buffer, marker: Buffer): number {
  const from = Math.max(0, data.length - marker.length + 1);
  for (let start = data.indexOf(0, from); start !== -1; start = data.indexOf(0, start + 1)) {
    if (marker.subarray(0, data.length - start).equals(data.subarray(start))) return data.length - start;
  }
  return 0;
}

/** `$'...'` quoting: any text, newlines and quotes included, as one bash word. */
export function ansiQuote(text: string): string {
  const escaped = text.replace(/[\\'\x00-\x1f\x7f]/g, (char) => {
    if (char === '\\' || char === "'") return `\\${char}`;
    return `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return `$'${escaped}'`;
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
