import { rmSync } from 'node:fs';
import { customAlphabet } from 'nanoid';
import type { CommandOutput } from './command-output.js';
import type { Launcher } from './launcher.js';
import { spillBudget } from './output-buffer.js';
import { DEFAULT_OUTPUT_LIMITS, type OutputLimits } from './output-limits.js';
import { createShellEnv } from './shell-env.js';
import { callStarted } from './calls-in-flight.js';
import { ShellProcess } from './shell-process.js';
import { ShellSession, type CommandRun, type RunOptions } from './shell-session.js';

const SWEEP_INTERVAL_MS = 60_000;
const shellSuffix = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 12);

export interface ShellManagerOptions {
  /** Starts each shell's process; `spawnBash` by default. */
  readonly launcher?: Launcher;
  /** Environment of every shell unless `createShell` is given one; `createShellEnv()` by default. */
  readonly env?: NodeJS.ProcessEnv;
  readonly killGraceMs?: number;
  readonly drainMs?: number;
  /** What of each shell's output stays in memory (the rest spills to a file, up to a cap). */
  readonly outputLimits?: OutputLimits;
  /**
   * How long a finished background shell is kept once its output was read to the end (10 minutes
   * by default); then it is forgotten with its files (BashOutput says it is not found).
   */
  readonly readShellRetentionMs?: number;
  /**
   * How many finished background shells whose output was not read to the end are kept (100 by
   * default); past that the oldest is forgotten with its files. `cleanupCompleted` forgets by age.
   */
  readonly maxUnreadFinishedShells?: number;
}

/** Per-shell choices that differ from the manager's. */
export interface CreateShellOptions {
  readonly env?: NodeJS.ProcessEnv;
  readonly outputLimits?: OutputLimits;
  /** Give the command a stdin pipe that `ShellProcess.write` writes to. */
  readonly input?: boolean;
  /** A foreground command's shell (`runOnce`): its end is its caller's result, not news for `onShellFinished`. */
  readonly foreground?: boolean;
  /** Run it in a pseudo-terminal of its own, written to as typed at it (`ShellProcessOptions.terminal`). */
  readonly terminal?: boolean;
}

/**
 * Every shell an agent started, by id. `ShellManager.instance()` is the process-wide one;
 * `new ShellManager()` gives an isolated one (a server per client, a test per scenario).
 */
export class ShellManager {
  static #instance: ShellManager | undefined;
  readonly #shells = new Map<string, ShellProcess>();
  readonly #sessions = new Map<string, ShellSession>();
  /** Files of finished foreground commands that results point at (paths only: the output itself is let go). */
  readonly #retainedFiles = new Set<string>();
  /** What the retained files count against the process's budget for output files. */
  #retainedBytes = 0;
  readonly #options: ShellManagerOptions;
  readonly #env: NodeJS.ProcessEnv;
  #sweeper: NodeJS.Timeout | undefined;
  readonly #finishedListeners = new Set<(shell: ShellProcess) => void>();

  constructor(options: ShellManagerOptions = {}) {
    this.#options = options;
    this.#env = options.env ?? createShellEnv();
  }

  /** What of each shell's output stays in memory, where spill files go and how large they may grow. */
  get outputLimits(): OutputLimits {
    return this.#options.outputLimits ?? DEFAULT_OUTPUT_LIMITS;
  }

  static instance(): ShellManager {
    ShellManager.#instance ??= new ShellManager();
    return ShellManager.#instance;
  }

  /** Whether the process-wide manager exists (it is made on first use). */
  static hasInstance(): boolean {
    return ShellManager.#instance !== undefined;
  }

  /** Kills every shell of the process-wide manager and forgets it; the next `instance()` is fresh. */
  static async reset(): Promise<void> {
    const current = ShellManager.#instance;
    ShellManager.#instance = undefined;
    await current?.close();
  }

  /** Starts `command` in `workingDir` and tracks it; throws when it cannot be launched. */
  createShell(command: string, workingDir: string = process.cwd(), { env, outputLimits, input, foreground = false, terminal }: CreateShellOptions = {}): ShellProcess {
    const shell = new ShellProcess({
      id: `shell_${shellSuffix()}`,
      command,
      workingDir,
      env: env ?? this.#env,
      launcher: this.#options.launcher,
      killGraceMs: this.#options.killGraceMs,
      drainMs: this.#options.drainMs,
      outputLimits: outputLimits ?? this.#options.outputLimits,
      input,
      foreground,
      terminal,
    });
    shell.start();
    if (!foreground) shell.once('exit', () => this.#finishedListeners.forEach((listener) => listener(shell)));
    this.#forgetExpired();
    this.#shells.set(shell.id, shell);
    // Between calls too: a host nobody calls any more still lets go of expired shells' files.
    this.#sweeper ??= setInterval(() => this.#forgetExpired(), SWEEP_INTERVAL_MS).unref();
    return shell;
  }

  /**
   * Runs a foreground command in a fresh shell to its end, as `runInSession` does in a session's:
   * the same options (timeout from the start, cancellation, output limits, live output) and the
   * same result. The shell is not kept: a result names the files it saved.
   */
  async runOnce(command: string, workingDir: string, { timeoutMs, signal, outputLimits, onOutput }: RunOptions = {}): Promise<CommandRun> {
    const shell = this.createShell(command, workingDir, { outputLimits, foreground: true });
    const ended = callStarted();
    const cancel = () => void shell.kill();
    signal?.addEventListener('abort', cancel); // removed below, whatever happens
    if (signal?.aborted) cancel();
    if (onOutput) shell.on('output', onOutput);
    try {
      await shell.wait(timeoutMs);
    } finally {
      ended();
      if (onOutput) shell.off('output', onOutput);
      signal?.removeEventListener('abort', cancel);
      this.#shells.delete(shell.id);
    }
    return shell;
  }

  /** Calls `listener` when a background shell finishes (not a foreground `runOnce`); returns the unsubscribe. */
  onShellFinished(listener: (shell: ShellProcess) => void): () => void {
    this.#finishedListeners.add(listener);
    return () => this.#finishedListeners.delete(listener);
  }

  /** The persistent shell of a session: made (in `workingDir`) on first use, kept until closed. */
  session(sessionId: string, workingDir: string = process.cwd()): ShellSession {
    let session = this.#sessions.get(sessionId);
    if (!session) {
      session = new ShellSession({ id: sessionId, workingDir, env: this.#env, launcher: this.#options.launcher, killGraceMs: this.#options.killGraceMs });
      this.#sessions.set(sessionId, session);
    }
    return session;
  }

  /** The directory a session is in as of its last command; undefined when there is no such session. */
  sessionWorkingDir(sessionId: string): string | undefined {
    return this.#sessions.get(sessionId)?.workingDir;
  }

  /** Runs a foreground command in a session's persistent shell: `cd`, exports and functions carry over. */
  runInSession(sessionId: string, command: string, workingDir: string, options: RunOptions = {}): Promise<CommandRun> {
    return this.session(sessionId, workingDir).run(command, options);
  }

  /** Ends a session's shell and forgets it; false when there was none. */
  async closeSession(sessionId: string): Promise<boolean> {
    const session = this.#sessions.get(sessionId);
    if (!session) return false;
    this.#sessions.delete(sessionId);
    await session.close();
    return true;
  }

  listSessions(): ShellSession[] {
    return [...this.#sessions.values()];
  }

  /** Tracks a shell made elsewhere (started or not). */
  add(shell: ShellProcess): void {
    this.#shells.set(shell.id, shell);
  }

  getShell(id: string): ShellProcess | undefined {
    this.#forgetExpired();
    return this.#shells.get(id);
  }

  // Finished shells read to the end go with their files once their retention passed, and the
  // oldest unread ones past the count: a long-running server would otherwise hold every shell's
  // output (up to a megabyte per stream) for good.
  #forgetExpired(): void {
    const now = Date.now();
    const { readShellRetentionMs = 10 * 60_000, maxUnreadFinishedShells = 100 } = this.#options;
    const unread: ShellProcess[] = [];
    for (const shell of this.#shells.values()) {
      if (shell.completedAt === null) continue;
      const readToEnd = shell.lastReadAt !== null && shell.lastReadAt >= shell.completedAt && !shell.readOutput();
      if (!readToEnd) unread.push(shell);
      else if (now >= shell.lastReadAt! + readShellRetentionMs) this.#forget(shell);
    }
    unread.sort((a, b) => a.completedAt! - b.completedAt!);
    for (const shell of unread.slice(0, Math.max(0, unread.length - maxUnreadFinishedShells))) this.#forget(shell);
  }

  #forget(shell: ShellProcess): void {
    shell.output.removeFiles();
    this.#shells.delete(shell.id);
  }

  /** Stops tracking a shell (it is not killed). */
  remove(id: string): boolean {
    return this.#shells.delete(id);
  }

  listShells(): ShellProcess[] {
    this.#forgetExpired();
    return [...this.#shells.values()];
  }

  listRunning(): ShellProcess[] {
    return this.listShells().filter((shell) => shell.isRunning);
  }

  /** Forgets shells that finished more than `maxAgeSeconds` ago, and their spill files; returns how many. */
  cleanupCompleted(maxAgeSeconds = 3600): number {
    const cutoff = Date.now() - maxAgeSeconds * 1000;
    let removed = 0;
    for (const shell of this.#shells.values()) {
      if (shell.completedAt !== null && shell.completedAt <= cutoff) {
        this.#forget(shell);
        removed++;
      }
    }
    return removed;
  }

  /** Keeps an output's saved files until `close()`: a foreground result names them. */
  retainFiles(output: CommandOutput): void {
    for (const path of Object.values(output.spillFiles)) this.#retainedFiles.add(path);
    this.#retainedBytes += output.spillFileBytes;
  }

  /** Kills everything (as `killAll`), then deletes every file the shells wrote (their status stays readable). */
  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#sweeper = undefined;
    await this.killAll();
    for (const shell of this.#shells.values()) shell.output.removeFiles();
    for (const path of this.#retainedFiles) rmSync(path, { force: true });
    this.#retainedFiles.clear();
    // Deleted files give their bytes back: a process that closes toolkits keeps its budget.
    spillBudget.used -= this.#retainedBytes;
    this.#retainedBytes = 0;
  }

  /** Kills every running shell and closes every session; returns how many shells were running. */
  async killAll(): Promise<number> {
    const running = this.listRunning();
    // Ended commands whose namespace is still there (what they left running, in its grace) end too.
    const lingering = [...this.#shells.values()].filter((shell) => shell.lingers);
    const sessions = [...this.#sessions.keys()];
    await Promise.all([...[...running, ...lingering].map((shell) => shell.kill()), ...sessions.map((id) => this.closeSession(id))]);
    return running.length;
  }
}
