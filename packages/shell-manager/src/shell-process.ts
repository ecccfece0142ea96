import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { StringDecoder } from 'node:string_decoder';
import { CommandOutput, OUTPUT_STREAMS, type OutputStream } from './command-output.js';
import { drainOutput, settlesWithin } from './drain.js';
import { formatOutput } from './format-output.js';
import type { OutputLimits } from './output-limits.js';
import { endForReading, inTerminal, LONGEST_ARGUMENT_BYTES, readCommandFromStdin, spawnBash, type Launcher } from './launcher.js';
import { containmentOf, statusOfContained, stopContainedLeftovers, type Containment } from './containment.js';
import { guardOf } from './sandbox-guard.js';
import { remoteTreeOf, stopRemoteTree } from './container.js';
import { fileOf, readingInput, relayIdle, signalGroup, signalProcess, stopLeftovers, stopTree, terminalOf, trackGroup, treeMembers, untrackGroup, type InputFile } from './process-tree.js';
import { ShellStatus } from './shell-status.js';
import { callsInFlight } from './calls-in-flight.js';

export type { OutputStream } from './command-output.js';

export interface ShellProcessOptions {
  readonly id: string;
  readonly command: string;
  readonly workingDir: string;
  readonly env?: NodeJS.ProcessEnv | undefined;
  readonly launcher?: Launcher | undefined;
  /** How long a stopped process has between SIGTERM and SIGKILL. */
  readonly killGraceMs?: number | undefined;
  /** How long output is still read after the shell exits while a child it left holds the pipes. */
  readonly drainMs?: number | undefined;
  /** What of each stream stays in memory; the rest goes to a spill file. */
  readonly outputLimits?: OutputLimits | undefined;
  /** Give the command a stdin pipe to `write` to (a background command); /dev/null otherwise. */
  readonly input?: boolean | undefined;
  /** A call waits for this command (a foreground one-off): its reads never give way to calls. */
  readonly foreground?: boolean | undefined;
  /**
   * Run it in a pseudo-terminal of its own (`inTerminal`), with a stdin pipe (as `input`): what is
   * written is typed at the terminal, what it shows comes out on stdout.
   */
  readonly terminal?: boolean | undefined;
}

export interface ShellProcessEvents {
  output: [stream: OutputStream, chunk: Buffer];
  exit: [exitCode: number | null, signal: NodeJS.Signals | null];
}

const STOPPED = new Set<ShellStatus>([ShellStatus.KILLED, ShellStatus.TIMEOUT]);

/** What `waitForOutput` waits for. */
export interface WaitOptions {
  readonly timeoutMs: number;
  /** A line of new output this accepts ends the wait; without it any new output does. */
  readonly until?: ((line: string) => boolean) | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** Why a wait ended: a line matched, new output came, the shell ended, it waits for input, or time ran out. */
export type WaitResult = 'matched' | 'output' | 'exited' | 'input' | 'timeout';

// How long after input is typed at a terminal a reader it has not reached yet is not taken for
// one waiting for more.
const TYPED_SETTLE_MS = 100;
// How often a wait looks whether the command now waits for input (a read of /proc per process).
const INPUT_POLL_MS = 100;
// How often a running sandboxed shell's guard looks for what to undo.
const GUARD_CHECK_MS = 500;
// How long a terminal's prompt may take from the terminal to `script`'s output.
const TERMINAL_SETTLE_MS = 15;

// How long writing input waits for the command to take it (its pipe full, it reading nothing)
// before the call returns, the rest queued.
const INPUT_FLUSH_WAIT_MS = 1000;

// How often (5 ms apart) an interrupt looks for a contained command that has not started yet.
// libuv reads a pipe 64 KiB at a time; a read this large found the pipe (nearly) full.
// How long bwrap may take to exit once its wrapper has nothing left to wait for.
const NAMESPACE_EXIT_WAIT_MS = 1000;
const FULL_READ_BYTES = 32 * 1024;
// While calls wait, a flooding background stream is read once a millisecond (32-64 MB/s).
const FLOOD_YIELD_MS = 1;
const INTERRUPT_ATTEMPTS = 40;

// The text after the last newline: the line still being written.
const lastLine = (text: string): string => text.slice(text.lastIndexOf('\n') + 1);

/**
 * One command running in its own bash process group. Output arrives by events into two buffers,
 * read incrementally; `wait`, `kill` and `terminate` end the whole process tree and reap it.
 */
export class ShellProcess extends EventEmitter<ShellProcessEvents> {
  readonly id: string;
  readonly command: string;
  readonly workingDir: string;
  process: ChildProcess | null = null;
  status: ShellStatus = ShellStatus.PENDING;
  exitCode: number | null = null;
  /** The signal that ended the shell, if one did. */
  signal: NodeJS.Signals | null = null;
  /** Why the shell could not be started, if it could not. */
  error: Error | null = null;
  /** Byte offsets up to which each stream has been read. */
  lastReadStdout = 0;
  lastReadStderr = 0;
  readonly createdAt = Date.now();
  /** When output was last read (`readNew`, `getNewOutput`), if ever. */
  lastReadAt: number | null = null;
  startedAt: number | null = null;
  completedAt: number | null = null;

  readonly #env: NodeJS.ProcessEnv;
  readonly #launcher: Launcher;
  readonly #killGraceMs: number;
  readonly #drainMs: number;
  /** Both streams, bounded in memory, with spill files. */
  readonly output: CommandOutput;
  readonly #finished: Promise<void>;
  #finish!: () => void;
  /** The launched process has exited and been reaped (a contained command finishes before bwrap does). */
  #reaped: Promise<unknown> = Promise.resolve();
  #containment: Containment | undefined;
  /** Whether the shell left processes behind in its group (`cmd &`), which were then stopped. */
  leftoversStopped = false;

  readonly #input: boolean;
  readonly #terminal: boolean;
  /** Whether what the command reads is looked at: it has input (here, or in a container). */
  #inputWatched = false;
  /** What it reads its input from: its stdin pipe, or its terminal once `script` made it. */
  #inputFile: InputFile | undefined;
  /** When input was last typed at its terminal. */
  #typedAt = Number.NEGATIVE_INFINITY;
  /** How many reads of the pipes to their end are going on (#pipesRead): no pause for a flood meanwhile. */
  #drains = 0;
  readonly #foreground: boolean;
  #guardTimer: NodeJS.Timeout | undefined;

  constructor({ id, command, workingDir, env = process.env, launcher = spawnBash, killGraceMs = 500, drainMs = 100, outputLimits, input = false, foreground = false, terminal = false }: ShellProcessOptions) {
    super();
    this.id = id;
    this.command = command;
    this.workingDir = workingDir;
    this.#env = env;
    this.#launcher = launcher;
    this.#killGraceMs = killGraceMs;
    this.#drainMs = drainMs;
    this.output = new CommandOutput(id, outputLimits);
    this.#input = input || terminal;
    this.#terminal = terminal;
    this.#foreground = foreground;
    this.#finished = new Promise((resolve) => (this.#finish = resolve));
  }

  /** Launches the command; throws what the launcher throws. */
  start(): this {
    if (this.status !== ShellStatus.PENDING) throw new Error(`Shell ${this.id} was already started`);
    // Too long to be an argument: written on stdin ahead of what is typed (readCommandFromStdin).
    const bytes = Buffer.byteLength(this.command);
    const long = bytes > LONGEST_ARGUMENT_BYTES;
    if (long && this.#terminal) throw new Error(`command: at most ${LONGEST_ARGUMENT_BYTES} bytes with tty (a terminal's command is an argument of script), ${bytes} given`);
    const command = long ? readCommandFromStdin(this.#input) : this.#terminal ? inTerminal(this.command) : this.command;
    const child = this.#launcher({ command, cwd: this.workingDir, env: this.#env, stdin: this.#input || long ? 'pipe' : 'ignore' });
    child.stdin?.on('error', () => undefined); // a command that exits or closes its stdin first
    if (long) this.#sendCommand(child);
    endForReading(child.stdout, child.stderr);
    this.process = child;
    this.startedAt = Date.now();
    this.status = ShellStatus.RUNNING;
    if (child.pid) trackGroup(child.pid);
    this.#inputWatched = this.#input && child.pid !== undefined;
    if (this.#inputWatched && !this.#terminal && !remoteTreeOf(child)) this.#inputFile = fileOf(child.pid!, 0);
    this.#reaped = new Promise((resolve) => {
      child.once('exit', resolve);
      child.once('error', resolve);
    });
    this.#pipe(child, 'stdout');
    this.#pipe(child, 'stderr');
    child.once('error', (error) => {
      this.error = error;
      this.appendOutput('stderr', `${error.message}\n`);
      this.#complete(null, null);
    });
    const containment = containmentOf(child);
    this.#containment = containment;
    // A sandboxed command that runs on: what it planted is undone while it runs, not only at its end.
    if (guardOf(child)) this.#guardTimer = setInterval(() => this.#checkGuard(), GUARD_CHECK_MS).unref();
    // A contained command has ended when its wrapper says so: bwrap lives on until released.
    containment?.ended.then((code) => {
      if (code !== undefined) void drainOutput(child, this.#drainMs).then(() => this.#complete(code, null));
    });
    if (containment) child.once('exit', () => untrackGroup(child.pid!));
    child.once('exit', (code, signal) =>
      void drainOutput(child, this.#drainMs).then(() => this.#complete(code, signal)),
    );
    return this;
  }

  // Writes the command ahead of any input (faster than bash reads it, a byte a read: the pipe is
  // not empty while it reads, so it is not seen waiting for input). Without input its stdin ends there.
  #sendCommand(child: ChildProcess): void {
    child.stdin?.write(`${this.command}\0`);
    if (!this.#input) child.stdin?.end();
  }

  #pipe(child: ChildProcess, stream: OutputStream): void {
    const source = child[stream];
    const buffer = this.output.stream(stream);
    source?.on('data', (chunk: Buffer) => {
      buffer.append(chunk);
      this.emit('output', stream, chunk);
      // A full read means more is waiting: one read per turn of the event loop, so a flood
      // does not hold the loop while other shells and calls wait for theirs; a background one
      // waits longer while calls are waiting (see calls-in-flight.ts).
      if (chunk.length >= FULL_READ_BYTES && this.#drains === 0) {
        source.pause();
        if (!this.#foreground && callsInFlight() > 0) setTimeout(() => source.resume(), FLOOD_YIELD_MS);
        else setImmediate(() => source.resume());
      }
    });
    source?.once('end', () => buffer.end());
  }

  #complete(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.completedAt !== null) return;
    clearInterval(this.#guardTimer);
    this.#checkGuard();
    this.output.end();
    const status = this.#containment ? statusOfContained(code, signal) : { exitCode: code, signal };
    this.exitCode = status.exitCode;
    this.signal = status.signal;
    this.completedAt = Date.now();
    if (!STOPPED.has(this.status)) this.status = this.exitCode === 0 ? ShellStatus.COMPLETED : ShellStatus.FAILED;
    // A shell's process group ends with it: jobs it left running would otherwise be orphans nobody can kill.
    if (this.#containment) {
      this.leftoversStopped = stopContainedLeftovers(this.#containment, this.#killGraceMs);
      this.#killNamespaceAfter(this.leftoversStopped ? this.#killGraceMs + NAMESPACE_EXIT_WAIT_MS : NAMESPACE_EXIT_WAIT_MS);
    } else if (this.process?.pid) this.leftoversStopped = stopLeftovers(this.process.pid, this.#killGraceMs);
    this.emit('exit', code, signal);
    this.#finish();
  }

  #checkGuard(): void {
    const guard = this.process && guardOf(this.process);
    for (const note of guard?.check() ?? []) this.appendOutput('stderr', `[sandbox] ${note}\n`);
  }

  /** Adds output as if the process had written it. */
  appendOutput(stream: OutputStream, data: string | Buffer): void {
    const chunk = typeof data === 'string' ? Buffer.from(data) : data;
    if (chunk.length === 0) return;
    this.output.stream(stream).append(chunk);
    this.emit('output', stream, chunk);
  }

  /** Everything of stdout still held (head, and tail after a marker once it outgrew memory). */
  get stdoutBuffer(): string {
    return this.output.stream('stdout').read(0).text;
  }

  get stderrBuffer(): string {
    return this.output.stream('stderr').read(0).text;
  }

  /** Output not read yet, per stream; marks it read. */
  readNew(): { stdout: string; stderr: string } {
    this.lastReadAt = Date.now();
    const stdout = this.output.stream('stdout').read(this.lastReadStdout);
    const stderr = this.output.stream('stderr').read(this.lastReadStderr);
    this.lastReadStdout = stdout.next;
    this.lastReadStderr = stderr.next;
    return { stdout: stdout.text, stderr: stderr.text };
  }

  /** Output since the last read: stdout, then stderr under `[stderr]` unless excluded. */
  getNewOutput(includeStderr = true): string {
    if (!includeStderr) {
      this.lastReadAt = Date.now();
      const stdout = this.output.stream('stdout').read(this.lastReadStdout);
      this.lastReadStdout = stdout.next;
      return stdout.text;
    }
    const { stdout, stderr } = this.readNew();
    return formatOutput(stdout, stderr);
  }

  getAllOutput(): string {
    return this.output.all();
  }

  /**
   * Waits, without polling, until output not read yet has a line `until` accepts (any output not
   * read yet when there is no `until`), the shell ends, `timeoutMs` passes or `signal` aborts;
   * says which. Nothing is consumed: read the output afterwards. A line still being written (a
   * prompt without a newline) counts as a line.
   */
  waitForOutput({ timeoutMs, until, signal }: WaitOptions): Promise<WaitResult> {
    const unread = OUTPUT_STREAMS.map((stream) => this.output.stream(stream).read(stream === 'stdout' ? this.lastReadStdout : this.lastReadStderr).text);
    if (until && unread.some((text) => text.split('\n').some(until))) return Promise.resolve('matched');
    if (!this.isRunning) return Promise.resolve('exited');
    if (!until && unread.some((text) => text.length > 0)) return Promise.resolve('output');
    return new Promise((resolve) => {
      // What each stream has of its current line, for a match that spans chunks.
      const partial: Record<OutputStream, string> = { stdout: lastLine(unread[0]!), stderr: lastLine(unread[1]!) };
      const decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };
      const finish = (result: WaitResult) => {
        clearTimeout(timer);
        clearInterval(inputPoll);
        this.off('output', onOutput);
        this.off('exit', onExit);
        signal?.removeEventListener('abort', onAbort);
        resolve(result);
      };
      const onOutput = (stream: OutputStream, chunk: Buffer) => {
        if (!until) return finish('output');
        const lines = (partial[stream] + decoders[stream].write(chunk)).split('\n');
        partial[stream] = lines.at(-1)!;
        if (lines.some(until)) finish('matched');
      };
      const onExit = () => finish('exited');
      const onAbort = () => finish('timeout');
      const timer = setTimeout(finish, timeoutMs, 'timeout');
      // Blocked on a read of its stdin, it writes nothing more until answered: what it wrote
      // before comes first (a match in it, or any output without until, ends the wait for that).
      const checkInput = () =>
        void this.#readingStdin().then(async (waiting) => {
          if (!waiting) return;
          await this.#pipesRead();
          finish('input');
        });
      const inputPoll = this.#inputWatched ? setInterval(checkInput, INPUT_POLL_MS) : undefined;
      this.on('output', onOutput);
      this.once('exit', onExit);
      signal?.addEventListener('abort', onAbort, { once: true });
      checkInput();
    });
  }

  /** Whether the command's stdin can still be written to. */
  get acceptsInput(): boolean {
    const stdin = this.process?.stdin;
    return this.isRunning && stdin !== null && stdin !== undefined && stdin.writable;
  }

  /**
   * Whether a process of the command is blocked reading its input (its stdin, or its terminal),
   * or waiting in an event loop that watches it for reading: it waits for input (`write`),
   * as a person sees a prompt wait. Resolves once what it wrote before that read is in the output
   * (it may still be in the pipe). Undefined where that cannot be told: its stdin is closed, or
   * its container's machine is not one whose system calls are known.
   */
  async waitsForInput(): Promise<boolean | undefined> {
    const waiting = await this.#readingStdin();
    if (waiting) await this.#pipesRead();
    return waiting;
  }

  // Resolves once what the command wrote before now is in the output: the pipes are read in the
  // event loop's next turn, a flood's pause (#pipe) lifted first. (A command waiting for input
  // writes nothing more until answered: what is left is at most what the pipes hold.)
  #pipesRead(): Promise<void> {
    this.#drains++;
    for (const stream of [this.process?.stdout, this.process?.stderr]) if (stream?.isPaused()) stream.resume();
    return new Promise((resolve) =>
      setImmediate(() =>
        setImmediate(() => {
          this.#drains--;
          resolve();
        }),
      ),
    );
  }

  async #readingStdin(): Promise<boolean | undefined> {
    const pid = this.process?.pid;
    if (pid === undefined || !this.#inputWatched || !this.acceptsInput) return undefined;
    // What was just typed is on its way through `script` and the terminal: a reader still
    // blocked then is about to get it, not waiting for more (a pipe wakes its reader at once; in a
    // container, the look goes through the engine after the input does).
    if (performance.now() - this.#typedAt < TYPED_SETTLE_MS) return false;
    const remote = remoteTreeOf(this.process!);
    if (remote) return remote.readingInput(this.#terminal);
    const members = treeMembers(pid);
    if (this.#terminal) this.#inputFile ??= terminalOf(members);
    if (this.#inputFile === undefined) return undefined;
    if (!readingInput(members, this.#inputFile)) return false;
    if (!this.#terminal) return true;
    // A terminal has two more hops than a pipe: the kernel's pass of the prompt to the terminal's
    // master side, and `script` copying it out. It waits once both are done.
    await new Promise((resolve) => setTimeout(resolve, TERMINAL_SETTLE_MS));
    return relayIdle(members) && readingInput(treeMembers(pid), this.#inputFile);
  }

  /**
   * Writes `input` to the command's stdin, as typed at a terminal: each Ctrl-C (U+0003) in it is
   * SIGINT to the command's processes instead, in order: what comes before one is in its stdin's
   * pipe before the signal. Returns the bytes taken, and how many of the last part's are still
   * queued here (`pending`: more than the pipe holds, which the command did not read within
   * INPUT_FLUSH_WAIT_MS; they follow, in order, as it reads). Throws when the shell takes no input
   * (finished, started without a stdin pipe, or its stdin closed).
   */
  async write(input: string): Promise<{ bytes: number; pending: number; interrupts: number }> {
    const stdin = this.process?.stdin;
    if (!this.acceptsInput || !stdin) throw new Error(`Shell ${this.id} takes no input: ${this.isRunning ? 'its stdin is closed' : `it is ${this.status}`}`);
    // At a terminal, Ctrl-C is typed like the rest: its line discipline makes it the SIGINT.
    const parts = this.#terminal ? [input] : input.split('\u0003');
    let bytes = 0;
    for (const [index, part] of parts.entries()) {
      if (index > 0) await this.#interrupt();
      if (part.length === 0) continue;
      const chunk = Buffer.from(part);
      bytes += chunk.length;
      if (this.#terminal) this.#typedAt = performance.now();
      // Before a Ctrl-C, all of it reaches the command first; after the last part, a command that
      // does not read holds up the rest of its input (queued here), not the call.
      const last = index === parts.length - 1;
      await new Promise<void>((resolve) => {
        const timer = last ? setTimeout(resolve, INPUT_FLUSH_WAIT_MS) : undefined;
        stdin.write(chunk, () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    // (The settling starts once the terminal's side has it all.)
    if (this.#terminal) this.#typedAt = performance.now();
    return { bytes, pending: stdin.writableLength, interrupts: input.split('\u0003').length - 1 };
  }

  /** Closes the command's stdin: it reads end of file. */
  closeInput(): void {
    this.process?.stdin?.end();
  }

  // Ctrl-C at a terminal: SIGINT to the command's processes (the namespace's, or its group). A
  // contained command that has not started yet (its wrapper is still setting up) is waited for.
  async #interrupt(): Promise<void> {
    const pid = this.process?.pid;
    if (pid === undefined) return;
    const remote = remoteTreeOf(this.process!);
    if (remote) return remote.signal('SIGINT');
    if (!this.#containment) {
      signalGroup(pid, 'SIGINT');
      return;
    }
    for (let attempt = 0; attempt < INTERRUPT_ATTEMPTS && this.isRunning; attempt++) {
      const members = this.#containment.commandProcesses();
      if (members.length > 0) {
        for (const member of members) signalProcess(member, 'SIGINT');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Whether output is waiting to be read. Output arrives by events, so there is nothing to pull. */
  readOutput(): boolean {
    const { stdout, stderr } = this.output.bytes;
    return stdout > this.lastReadStdout || stderr > this.lastReadStderr;
  }

  /**
   * Waits for the shell to finish and returns its exit code (null when a signal ended it).
   * Past `timeoutMs` the shell's tree is ended and its status becomes TIMEOUT.
   */
  async wait(timeoutMs?: number): Promise<number | null> {
    if (timeoutMs === undefined || this.completedAt !== null) {
      await this.#finished;
      return this.exitCode;
    }
    const finishedInTime = await settlesWithin(this.#finished, timeoutMs);
    if (!finishedInTime) await this.#stop(ShellStatus.TIMEOUT, this.#killGraceMs);
    return this.exitCode;
  }

  /** Ends the shell's whole tree (SIGTERM, SIGKILL after a short grace) and waits until it is reaped. */
  kill(): Promise<void> {
    return this.#stop(ShellStatus.KILLED, this.#killGraceMs);
  }

  /** Like `kill`, with a longer grace for the tree to shut down cleanly. */
  terminate(graceMs = 5000): Promise<void> {
    return this.#stop(ShellStatus.KILLED, graceMs);
  }

  // The wrapper's report ends the call; bwrap's own exit is the kernel's word that nothing of the
  // command is left. A namespace still there once its grace is over is ended with bwrap (its init
  // dies with it, and the kernel kills everything inside).
  #killNamespaceAfter(ms: number): void {
    const child = this.process;
    if (!child || !this.lingers) return;
    const timer = setTimeout(() => this.#killNamespace(), ms).unref();
    child.once('exit', () => clearTimeout(timer));
  }

  #killNamespace(): Promise<void> {
    if (!this.lingers) return Promise.resolve();
    this.process!.kill('SIGKILL');
    return this.#reaped.then(() => undefined);
  }

  /** Whether a contained command's namespace is still there after its command ended (what it left running). */
  get lingers(): boolean {
    const child = this.process;
    const alive = child !== null && child.exitCode === null && child.signalCode === null;
    return this.#containment !== undefined && this.completedAt !== null && alive;
  }

  async #stop(status: ShellStatus, graceMs: number): Promise<void> {
    const pid = this.process?.pid;
    if (pid === undefined) return;
    if (this.completedAt !== null) return this.#killNamespace();
    if (this.isRunning) this.status = status;
    const remote = remoteTreeOf(this.process!);
    if (remote) return stopRemoteTree(remote, Promise.all([this.#finished, this.#reaped]), graceMs);
    // Stopped means gone: bwrap too, reaped, not only the command it reported on.
    await stopTree(pid, Promise.all([this.#finished, this.#reaped]), graceMs, this.#containment !== undefined);
  }

  get isRunning(): boolean {
    return this.status === ShellStatus.RUNNING;
  }

  /** Milliseconds from start to completion, or to now while running; null before start. */
  get durationMs(): number | null {
    if (this.startedAt === null) return null;
    return (this.completedAt ?? Date.now()) - this.startedAt;
  }
}


