import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CommandOutput, type OutputStream } from './command-output.js';
import { containmentOf, namespacePid, statusOfContained } from './containment.js';
import { guardOf } from './sandbox-guard.js';
import { closeInheritedFds } from './isolation.js';
import { GROUP_OTHERS, remoteTreeOf, stopRemoteTree, type RemoteTree } from './container.js';
import { drainOutput, settlesWithin } from './drain.js';
import { cutAtMarker, EMPTY } from './markers.js';
import { BASH_PATH, endForReading, shellQuote, spawnBash, type Launcher } from './launcher.js';
import type { OutputLimits } from './output-limits.js';
import { fileNamePart, processPrivateDir } from './private-dir.js';
import { allGone, descendantsOf, freshProcessTable, groupMembers, lastPidAllocated, runsProgram, signalProcess, stopLeftovers, stopTree, trackGroup, untrackGroup, type PidsCreated } from './process-tree.js';
import { ShellStatus } from './shell-status.js';
import { callStarted } from './calls-in-flight.js';

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

/** How a foreground command runs, in a session or a fresh shell (`ShellManager.runOnce`). */
export interface RunOptions {
  /** Past this (counted from when the command starts, not from when it was queued) the command's tree, and so the session shell, is ended; the next run starts a fresh one. */
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
  /** How long a stopped shell may take to end before its run is given up on (it is SIGKILLed then). */
  readonly stopAllowanceMs?: number | undefined;
  /** The state file of the session this shell runs a parallel call for (it is that session's, not removed here). */
  readonly statePath?: string | undefined;
}

interface PendingRun {
  readonly command: string;
  readonly output: CommandOutput;
  readonly started: number;
  readonly onOutput: RunOptions['onOutput'];
  status: ShellStatus;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  error: Error | null;
  leftoversStopped: boolean;
  /** An uncontained shell's: the namespace's last pid as the command was sent (see #stopLeftovers). */
  pidsBefore: number | undefined;
  done: Record<OutputStream, boolean>;
  finish(): void;
}

const BOOTSTRAP = `exec ${BASH_PATH} --noprofile --norc -s`;
/**
 * The `set -o` options a restarted shell gets back with the state (xtrace, verbose and the
 * like stay off: they would trace or echo the session's own lines).
 */
const SAVED_SET_OPTIONS = 'errexit nounset pipefail noclobber noglob allexport physical';
/**
 * Gives a restarted shell the shopt settings ($BASHOPTS, what is on) and the set -o options
 * ($SHELLOPTS) the state was saved with. The save only prints the two variables (names of
 * letters and `_`): listing the options with `shopt -p` costs ~0.1 ms a call.
 */
const RESTORE_OPTIONS =
  `__at_options() { builtin local IFS=: __at_o; for __at_o in $BASHOPTS; do [[ :$1: == *:$__at_o:* ]] || builtin shopt -u "$__at_o"; done; [[ -z $1 ]] || builtin shopt -s $1; ` +
  `for __at_o in ${SAVED_SET_OPTIONS}; do if [[ :$2: == *:$__at_o:* ]]; then builtin set -o "$__at_o"; else builtin set +o "$__at_o"; fi; done; } 2>/dev/null`;
/** The session's own copies of the pipes: sentinels reach them whatever the command did to fds 1 and 2. */
const STDOUT_FD = 61;
const STDERR_FD = 62;
/** What ends a command: its sentinels, and stderr back where the session's goes. */
const AFTER_COMMAND = `{ __at_end "$?" "$-"; } 2>/dev/null || builtin exit 1;exec 2>&${STDERR_FD}`;

// bash reads the script on its stdin a byte at a time (a pipe cannot be read back, and what it
// runs may read the rest), ~1.7 us a byte here. So the shell reads one line, which sets it up and
// ends in a loop (LOOP) that runs this for each command, parsed once: `__at_read` takes the
// command's length, then the command itself with one read of that many bytes. The command is
// evaluated on line 1, so bash numbers its lines from 1, as `bash -c` does (`line 2: x: command
// not found`, `$LINENO`), however many came before. A length marked `r` asks for the session's
// state to be read again first (a call alongside finished last). `__at_x` turns xtrace and
// verbose on just for the command, if the last one left them on; `__at_end` turns them off
// before anything of ours runs (verbose echoes each line as bash reads it: the plumbing's too).
// Aliases expand in the command only, as a terminal's do (unless it turned that off: `__at_a`
// empty): around it, the shell's own lines and functions are parsed with none. A shell left no
// file descriptor to spare (`ulimit -n 3`) cannot redirect around `__at_end`: it exits 1 then.
// `$?` is the last command's, as at a prompt: `__at_end` keeps it (`__at_status`), and the command
// runs in a branch of an `if` on `__at_x`, which returns it (a status tested by `if` neither
// trips `set -e` nor runs an ERR trap); the state keeps it, so a new shell's first command sees
// the status the last one ended with (its EXIT trap saves it). (`$_` cannot follow: after
// `eval` it is eval's own last argument, the command's text; it is left empty, not `__at_x`.)
const PLUMBING =
  `__at_read || builtin eval "$__at_restore";[[ -z $__at_a ]] || builtin shopt -s expand_aliases;if __at_x ''; then builtin eval "$__at_c"; else builtin eval "$__at_c"; fi </dev/null;${AFTER_COMMAND}`;

// The session's loop. A `break` or `continue` in a command (at a prompt: "only meaningful in a
// loop") would end or go round it, past the end of the plumbing: a command that did not get
// there (`__at_end` unsets `__at_c`) is ended at the top of the loop (status 0, as that of
// `break`), and a loop left is started again.
const LOOP = `while :; do if [[ -n \${__at_c+x} ]]; then ${AFTER_COMMAND}; fi; ${PLUMBING}; done; builtin eval "$__at_loop"`;

/**
 * One bash process that runs foreground commands one after another, so `cd`, exported variables
 * and functions carry over from call to call. Each command's output ends at a sentinel with a
 * per-session nonce, written with `builtin printf` to the session's own copies of the pipes (a
 * command that redirects, closes or shadows anything cannot lose it), with xtrace off. After every
 * command the state (directory, exports, functions) is saved, so a shell that dies any way at all
 * is followed by one that restores the state as of the last command; a command's `exec`
 * redirections last for that call only, and jobs it left running are stopped when it ends, as
 * for a one-off command.
 */
export class ShellSession {
  readonly id: string;
  readonly #options: ShellSessionOptions;
  readonly #nonce = randomBytes(8).toString('hex');
  /** Starts every sentinel the shell writes after a command: `\0__AT_<nonce>_<value>\0`. */
  readonly #marker = Buffer.from(`\0__AT_${this.#nonce}_`);
  readonly #killGraceMs: number;
  readonly #stopAllowanceMs: number;
  #statePath: string;
  #process: ChildProcess | undefined;
  #contained = false;
  /** Where the shell runs when not here (a container): signals and files go through it. */
  #remote: RemoteTree | undefined;
  #exited: Promise<void> = Promise.resolve();
  #cwd: string;
  /** Said in the next run's output: the session's directory was gone when its shell (re)started. */
  #startNote: string | undefined;
  #current: PendingRun | undefined;
  #carry: Record<OutputStream, Buffer> = { stdout: EMPTY, stderr: EMPTY };
  /** Jobs an earlier call left, given SIGTERM and within their grace: not the next call's. */
  readonly #ending = new Set<number>();
  /** Whether the shell's group held nothing besides it when last looked at (so for a new shell). */
  #groupEmpty = true;
  #closed = false;
  #runs = 0;
  /** Calls running in this shell now (one at most: the rest run alongside). */
  #active = 0;
  /** Shells running calls that arrived while another ran. */
  readonly #alongside = new Set<ShellSession>();
  #parallelRuns = 0;
  /** A call alongside finished after this shell's last: its state is the session's now. */
  #reload = false;
  readonly #ownsState: boolean;
  /** A parallel call's shell: it saves the session's state after its command only. */
  readonly #helper: boolean;

  constructor(options: ShellSessionOptions) {
    this.id = options.id;
    this.#options = options;
    this.#cwd = options.workingDir;
    this.#killGraceMs = options.killGraceMs ?? 500;
    this.#stopAllowanceMs = options.stopAllowanceMs ?? 10_000;
    this.#helper = options.statePath !== undefined;
    this.#ownsState = !this.#helper;
    this.#statePath = options.statePath ?? join(processPrivateDir(), `session-${this.#nonce}.state`);
  }

  /** The directory the session is in, as of the last command. */
  get workingDir(): string {
    return this.#cwd;
  }

  /** Whether a session shell is running now (one is started on the next run if not). */
  get isAlive(): boolean {
    return this.#process !== undefined;
  }

  /**
   * Runs `command` in the session's shell; throws what the launcher throws. A call that arrives
   * while another runs does not wait: it runs in a shell of its own that starts from the session's
   * state as of the last finished command, and the session's state afterwards is that of the call
   * that finished last.
   */
  async run(command: string, options: RunOptions = {}): Promise<CommandRun> {
    if (this.#closed) throw new Error(`Session ${this.id} is closed`);
    // bash's read drops a NUL without counting it: the rest of the stream would be read out of step.
    if (command.includes('\0')) throw new Error('command: must not contain a NUL byte (bash cannot hold one)');
    if (this.#active > 0) return this.#runAlongside(command, options);
    this.#active++;
    const ended = callStarted();
    try {
      return await this.#run(command, options);
    } finally {
      ended();
      this.#active--;
    }
  }

  async #runAlongside(command: string, options: RunOptions): Promise<CommandRun> {
    const { id, workingDir: _, statePath: __, ...rest } = this.#options;
    const helper = new ShellSession({ ...rest, id: `${id}+${++this.#parallelRuns}`, workingDir: this.#cwd, statePath: this.#statePath });
    this.#alongside.add(helper);
    try {
      const run = await helper.run(command, options);
      // Finished last so far: its state (already saved) is the session's; this shell reloads it.
      this.#cwd = helper.workingDir;
      this.#reload = true;
      return run;
    } finally {
      this.#alongside.delete(helper);
      await helper.close();
    }
  }

  async #run(command: string, { timeoutMs, signal, outputLimits, onOutput }: RunOptions): Promise<CommandRun> {
    const output = new CommandOutput(`session-${fileNamePart(this.id)}-${this.#nonce}-${++this.#runs}`, outputLimits);
    const child = this.#process ?? this.#start();
    if (this.#startNote) {
      output.stream('stderr').append(Buffer.from(this.#startNote));
      this.#startNote = undefined;
    }
    const run = await new Promise<PendingRun>((resolve) => {
      const pending: PendingRun = {
        command,
        // Unique within the process: the session, its nonce, and the run's number.
        output,
        started: Date.now(),
        onOutput,
        status: ShellStatus.RUNNING,
        exitCode: null,
        signal: null,
        error: null,
        leftoversStopped: false,
        pidsBefore: undefined,
        done: { stdout: false, stderr: false },
        finish: () => resolve(pending),
      };
      this.#current = pending;
      let giveUp: NodeJS.Timeout | undefined;
      const stop = (status: ShellStatus) => () => {
        if (this.#current !== pending || giveUp) return;
        pending.status = status;
        void this.#stopShell(child);
        // A shell that does not end even then is let go of: the call settles, the next gets a new shell.
        giveUp = setTimeout(() => this.#abandon(child, pending), this.#killGraceMs + this.#stopAllowanceMs);
      };
      const timer = timeoutMs === undefined ? undefined : setTimeout(stop(ShellStatus.TIMEOUT), timeoutMs);
      const abort = stop(ShellStatus.KILLED);
      signal?.addEventListener('abort', abort, { once: true });
      if (signal?.aborted) abort();
      const cleanUp = pending.finish;
      pending.finish = () => {
        clearTimeout(timer);
        clearTimeout(giveUp);
        signal?.removeEventListener('abort', abort);
        cleanUp();
      };
      if (this.#process !== child) return;
      const text = Buffer.from(command);
      const length = `${this.#reload ? 'r' : ''}${text.length}${text.length === command.length ? '' : 'b'}`;
      this.#reload = false;
      if (!this.#contained && !this.#remote) pending.pidsBefore = lastPidAllocated();
      child.stdin!.write(Buffer.concat([Buffer.from(`${length}\n`), text]));
    });
    // What the sandbox undid is said with the command that did it.
    for (const note of guardOf(child)?.check() ?? []) run.output.stream('stderr').append(Buffer.from(`[sandbox] ${note}\n`));
    run.output.end();
    return {
      command,
      status: run.status,
      exitCode: run.exitCode,
      signal: run.signal,
      error: run.error,
      durationMs: Date.now() - run.started,
      leftoversStopped: run.leftoversStopped,
      output: run.output,
    };
  }

  // Functions shadowing `builtin` and `exec` go (`exec` is only permanent as the command word),
  // the session's own variables stay out of the commands' environment under `set -a`,
  // jobs the command left are disowned (they are being stopped: bash's notice of a SIGKILL'd one
  // would land in a later call's stderr),
  // the sentinels: the status with how many processes besides the namespace's init and the shell
  // are left (contained), and the directory; and the state is saved. The session's own shell saves
  // after its sentinels, so the call returns while it saves (the next command waits for the save
  // in the pipe); a parallel call's shell saves first, so that its state is there when it is done.
  // A command that closed the session's copies of the pipes, or disabled printf, leaves no way to
  // write a sentinel: the shell exits with the command's status (its exit trap saves the state)
  // rather than go silent.
  #endFunction(): string {
    const nonce = this.#nonce;
    const count = this.#remote ? withDefaultGlobbing(REMOTE_LEFTOVERS) : this.#contained ? withDefaultGlobbing(CONTAINED_LEFTOVERS) : '__at_left=-1; ';
    return (
      `__at_end() { __at_flags=$2 __at_status=$1; unset -f builtin; builtin set +xv; if [[ :$BASHOPTS: == *:expand_aliases:* ]]; then __at_a=1; builtin shopt -u expand_aliases; else __at_a=; fi; builtin unset -f exec; builtin unset __at_c; ${this.#helper ? '__at_save; ' : ''}${count}` +
      `[[ $__at_left == 0 ]] || builtin disown -a; [[ $2 != *a* ]] || builtin export -n __at_flags __at_a __at_left __at_status; { builtin printf '\\0__AT_${nonce}_%d %d\\0' "$1" "$__at_left" >&${STDOUT_FD} && builtin printf '\\0__AT_${nonce}_%s\\0' "$PWD" >&${STDERR_FD}; } || builtin exit "$1"; ${this.#helper ? '' : '__at_save; '}exec 1>&${STDOUT_FD}; }; ` +
      // (With xtrace turned on, its own `return` is traced: to /dev/null, a redirection only that case pays.)
      `__at_x() { [[ $__at_flags != *v* ]] || builtin set -v; if [[ $__at_flags == *x* ]]; then { builtin set -x; builtin return "\${__at_status:-0}"; } 2>/dev/null; fi; builtin return "\${__at_status:-0}"; }; ` +
      // No timeout from the user's TMOUT; not exported by `set -a`. A length ending in `b` counts
      // bytes of text that is not all ASCII: read in the C locale, where a character is a byte
      // (switching locales costs ~30 us from a UTF-8 one, so ASCII, a byte a character in every
      // locale, is read without). It fails when the state is to be read again; at the end of its
      // input the shell exits, with the last command's status.
      `__at_read() { builtin local IFS= TMOUT= __at_n __at_r=; builtin read -r __at_n || builtin exit "\${__at_status:-0}"; [[ $__at_n != r* ]] || __at_r=1 __at_n=\${__at_n#r}; [[ $__at_n != *b ]] || builtin local LC_ALL=C; builtin read -r -N "\${__at_n%b}" __at_c && builtin export -n __at_c; [[ -z $__at_r ]]; }`
    );
  }

  #start(): ChildProcess {
    const { env = process.env, launcher = spawnBash } = this.#options;
    const cwd = existingDirectory(this.#cwd);
    if (cwd !== this.#cwd) {
      this.#startNote = `[The session's directory ${this.#cwd} no longer exists; the shell started in ${cwd}]\n`;
      this.#cwd = cwd;
    }
    const child = launcher({ command: BOOTSTRAP, cwd, env, stdin: 'pipe', session: true });
    endForReading(child.stdout, child.stderr);
    if (child.pid) trackGroup(child.pid);
    this.#process = child;
    this.#remote = remoteTreeOf(child);
    this.#contained = containmentOf(child) !== undefined && !this.#remote;
    // A shell elsewhere keeps its state file on its own side (made there, private, by the shell).
    if (this.#remote && this.#ownsState) this.#statePath = `${this.#remote.privateDir}/session-${this.#nonce}.state`;
    this.#carry = { stdout: EMPTY, stderr: EMPTY };
    this.#groupEmpty = true;
    child.stdin!.on('error', () => undefined);
    child.stdout!.on('data', (chunk: Buffer) => this.#receive('stdout', chunk));
    child.stderr!.on('data', (chunk: Buffer) => this.#receive('stderr', chunk));
    const exited = new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.once('error', () => resolve());
    });
    this.#exited = exited;
    child.once('exit', (code, signal) => void drainOutput(child, DRAIN_MS).then(() => this.#shellExited(child, code, signal)));
    // Not started at all (the launcher's binary or directory is missing): the run fails now.
    child.once('error', (error) => this.#shellFailed(child, error));
    // The state file exists before the shell writes it, private: it holds every exported variable.
    // It is overwritten in place, not truncated (truncating a file on ext4 costs ~0.2 ms a call):
    // `return` ends what is sourced, before whatever an older, longer state left after it. The
    // `cd` comes last; where that directory is gone, `cd -P .` makes $PWD (set from the exports)
    // the real directory again.
    const makeState = this.#remote ? `( builtin umask 077 && mkdir -p ${shellQuote(this.#remote.privateDir)} && : >> ${shellQuote(this.#statePath)} )` : '';
    if (!this.#remote) writeFileSync(this.#statePath, '', { mode: 0o600, flag: 'a' });
    // A parallel call's shell saves after its command only: on its way out it would overwrite
    // the state of a call that finished after it.
    const traps = this.#helper ? '' : `trap '__at_status=$?; __at_save 2>/dev/null' EXIT; trap '__at_save 2>/dev/null; exit 143' TERM`;
    // Read-only: a command that assigned or unset them would leave the shell deaf to the next one.
    // A file-size limit (`ulimit -f 0`) would kill the shell with SIGXFSZ as it saves the state:
    // handled, the write fails instead (a trap, unlike an ignored signal, is not the commands').
    // One line, with no newline in it (see PLUMBING).
    const setup = [
      closeInheritedFds(2),
      makeState,
      `exec ${STDOUT_FD}>&1 ${STDERR_FD}>&2`,
      '__at_flags= __at_a=1',
      `builtin declare -r __at_loop=${shellQuote(LOOP)} __at_restore=${shellQuote(this.#restore())}`,
      RESTORE_OPTIONS,
      'trap : XFSZ',
      'builtin eval "$__at_restore"',
      traps,
      LOOP,
    ];
    child.stdin!.write(`${setup.filter(Boolean).join('; ')}\n`);
    return child;
  }

  // The saved state, then this shell's own functions (the saved copies are not the ones to run).
  #restore(): string {
    const state = shellQuote(this.#statePath);
    return (
      `if [ -s ${state} ]; then . ${state} 2>/dev/null; fi; ` +
      `__at_save() { { builtin export -p; builtin declare -f; builtin alias -p; builtin umask -p; builtin printf '__at_status=%s\\n__at_options "%s" "%s"\\nbuiltin shopt -u expand_aliases\\n__at_a=%s\\nbuiltin cd -- %q 2>/dev/null || builtin cd -P .\\nreturn\\n' "\${__at_status:-0}" "$BASHOPTS" "$SHELLOPTS" "$__at_a" "$PWD"; } 1<> ${state}; }; ` +
      this.#endFunction()
    );
  }

  // Splits what the shell writes at the sentinel: before it is the command's, the sentinel ends it.
  #receive(stream: OutputStream, chunk: Buffer): void {
    const run = this.#current;
    const data = this.#carry[stream].length > 0 ? Buffer.concat([this.#carry[stream], chunk]) : chunk;
    this.#carry[stream] = EMPTY;
    // What follows a sentinel in the same chunk is a leftover job's, ended with it (#stopLeftovers).
    const { before: own, value, carry } = cutAtMarker(data, this.#marker);
    this.#carry[stream] = carry;
    if (!run || run.done[stream]) return;
    if (own.length > 0) {
      run.output.stream(stream).append(own);
      run.onOutput?.(stream, own);
    }
    if (value === undefined) return;
    if (stream === 'stdout') {
      const [status, left] = value.split(' ').map(Number);
      run.exitCode = status!;
      run.leftoversStopped = left !== 0 && this.#stopLeftovers(run);
    } else this.#cwd = value;
    run.done[stream] = true;
    if (run.done.stdout && run.done.stderr) this.#settle(run);
  }

  // Jobs the command left running (`server &`) get SIGTERM now and SIGKILL after the grace: their
  // output would otherwise land in whichever call runs next. Contained: everything in the namespace
  // besides its init and the shell; otherwise the shell's process group (setsid escapes it).
  #stopLeftovers(run: PendingRun): boolean {
    const pid = this.#process?.pid;
    if (pid === undefined) return false;
    // Elsewhere, the shell gave them SIGTERM itself; the SIGKILL after the grace goes in from here.
    if (this.#remote) return void this.#remote.endLeftovers(this.#killGraceMs), true;
    // No process created anywhere in the namespace while the command ran (`cd`, `echo`): none can
    // be left in the group, and the /proc scan (~1 ms, more on a busy machine) is spared. Joining
    // the group takes being the shell's descendant, so any leftover was created meanwhile.
    // Unless jobs found earlier were still there then: they may have started more since.
    const after = this.#groupEmpty ? run.pidsBefore : undefined;
    const last = after === undefined ? undefined : lastPidAllocated();
    if (last !== undefined && last === after) return false;
    const members = this.#leftovers(pid, after === undefined || last === undefined ? undefined : { after, last });
    this.#groupEmpty = members.length === 0;
    const left = members.filter((member) => !this.#ending.has(member));
    if (left.length === 0) return false;
    // A copy of this shell (a job just forked, before it execs its program; a subshell) gets
    // SIGKILL: a SIGTERM ran the session's traps in a job not yet exec'd, and bash said
    // "wait_for: No record of process N" in a later call's output. Programs get SIGTERM and the grace.
    const runsBash = runsProgram(BASH_PATH);
    for (const member of left) {
      signalProcess(member, runsBash(member) ? 'SIGKILL' : 'SIGTERM');
      this.#ending.add(member);
    }
    setTimeout(() => {
      // Only what is still ours (a pid reused meanwhile is not): a job a subshell left is no longer
      // the shell's child, but still in its group.
      const ours = new Set(this.#leftovers(pid));
      for (const member of left) {
        if (ours.has(member)) signalProcess(member, 'SIGKILL');
        this.#ending.delete(member);
      }
    }, this.#killGraceMs).unref();
    return true;
  }

  // What runs besides the shell: contained, everything in its namespace but init and the shell;
  // otherwise the shell's process group.
  // (`created`: the pids handed out while the command ran, when no job was left before it.)
  #leftovers(pid: number, created?: PidsCreated): number[] {
    if (this.#contained) return descendantsOf(pid, freshProcessTable()).filter((entry) => (namespacePid(entry.pid) ?? 0) > 2).map((entry) => entry.pid);
    return groupMembers(pid, created).filter((member) => member !== pid);
  }

  #settle(run: PendingRun): void {
    if (this.#current !== run) return;
    this.#current = undefined;
    if (run.status === ShellStatus.RUNNING) run.status = run.exitCode === 0 ? ShellStatus.COMPLETED : ShellStatus.FAILED;
    run.finish();
  }

  #shellExited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    // The group of an uncontained shell may hold jobs it left; a contained one's namespace is gone.
    const remote = remoteTreeOf(child);
    // Elsewhere the shell itself may live on after its client (killed from outside): it goes too.
    if (remote) void remote.endLeftovers(this.#killGraceMs, true);
    else if (child.pid && !this.#contained) stopLeftovers(child.pid, this.#killGraceMs);
    if (this.#process === child) this.#process = undefined;
    const run = this.#current;
    if (!run) return;
    // The shell reports a signal as 128+N (its TERM trap exits 143), as bwrap does for its child.
    const status = statusOfContained(code, signal);
    run.exitCode = status.exitCode;
    run.signal = status.signal;
    this.#settle(run);
  }

  #shellFailed(child: ChildProcess, error: Error): void {
    if (child.pid) untrackGroup(child.pid);
    if (this.#process === child) this.#process = undefined;
    const run = this.#current;
    if (!run) return;
    run.error = error;
    run.output.stream('stderr').append(Buffer.from(`${error.message}\n`));
    run.status = ShellStatus.FAILED;
    this.#settle(run);
  }

  // The shell did not end in time after being stopped: it gets SIGKILL and is no longer the session's.
  #abandon(child: ChildProcess, run: PendingRun): void {
    if (child.pid !== undefined) signalProcess(child.pid, 'SIGKILL');
    void remoteTreeOf(child)?.signal('SIGKILL');
    if (this.#process === child) this.#process = undefined;
    run.signal = 'SIGKILL';
    this.#settle(run);
  }

  // Ends the session shell and whatever it started; jobs it left in its group too when it is already gone.
  async #stopShell(child: ChildProcess): Promise<void> {
    const remote = remoteTreeOf(child);
    if (remote) return stopRemoteTree(remote, this.#exited, this.#killGraceMs);
    if (child.pid !== undefined) await stopTree(child.pid, this.#exited, this.#killGraceMs, containmentOf(child) !== undefined);
  }

  /** Ends the session shell and everything it runs; a command still running is reported as killed. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all([...this.#alongside].map((helper) => helper.close()));
    const child = this.#process;
    if (child) {
      // A contained shell's namespace (its init, its jobs) ends after bwrap does: wait for all of it.
      const members = this.#contained && child.pid !== undefined ? descendantsOf(child.pid).map((entry) => entry.pid) : [];
      if (this.#current) this.#current.status = ShellStatus.KILLED;
      else {
        // An idle shell ends at the end of its input (a signal would wait for input that never comes).
        child.stdin!.end();
        await settlesWithin(this.#exited, this.#killGraceMs);
      }
      await this.#stopShell(child);
      if (child.pid !== undefined) await allGone(child.pid, members, this.#killGraceMs);
    }
    // Written on the way out, needed by no one now.
    if (this.#ownsState && this.#remote) await this.#remote.removeFile(this.#statePath);
    else if (this.#ownsState) rmSync(this.#statePath, { force: true });
  }
}

// The directory itself if it still exists, else its nearest ancestor that does (`/` at worst).
function existingDirectory(path: string): string {
  for (let candidate = path; ; candidate = dirname(candidate)) {
    try {
      if (statSync(candidate).isDirectory()) return candidate;
    } catch {
      // gone: try its parent
    }
    if (dirname(candidate) === candidate) return candidate;
  }
}

// A contained shell counts what the command left in its namespace: every process but init and itself.
const CONTAINED_LEFTOVERS = '__at_p=(/proc/[0-9]*); __at_left=$((${#__at_p[@]} - 2)); builtin unset __at_p; ';
// A shell elsewhere counts (and gives SIGTERM to) what the command left in its group itself, from
// its own side's /proc.
// (Copies of the shell, jobs not yet exec'd and subshells, get SIGKILL, as on the local path: see #stopLeftovers.)
const REMOTE_LEFTOVERS =
  `${GROUP_OTHERS}for __at_p in "\${__at_l[@]}"; do if [[ /proc/$__at_p/exe -ef /proc/$$/exe ]]; then builtin kill -KILL "$__at_p" || :; else builtin kill -TERM "$__at_p" || :; fi 2>/dev/null; done; ` +
  `__at_left=\${#__at_l[@]}; builtin unset __at_l __at_f __at_s __at_p __at_z; `;
/**
 * `code` with the session's globs read as bash does by default, then the user's settings back: a
 * command's `set -f` left `/proc/[0-9]*` unexpanded, and a GLOBIGNORE naming some of /proc hid
 * processes, so what the command left running was counted as nothing and never stopped. Restoring
 * a GLOBIGNORE turns dotglob on; it is set back as it was after that. Every status that may be
 * non-zero is tested, so that a command's `set -e` does not end the shell here.
 */
function withDefaultGlobbing(code: string): string {
  return (
    // (Most commands leave both as they were: one test.)
    `if [[ $- != *f* && -z \${GLOBIGNORE+set} ]]; then ${code}else ` +
    `__at_g=$-; __at_i=\${GLOBIGNORE-$'\\1'}; __at_d=1; builtin shopt -q dotglob && __at_d=0; builtin set +f; GLOBIGNORE=; ${code}` +
    `if [[ $__at_i == $'\\1' ]]; then builtin unset GLOBIGNORE; else GLOBIGNORE=$__at_i; fi; ` +
    `if [[ $__at_d == 0 ]]; then builtin shopt -s dotglob; else builtin shopt -u dotglob; fi; [[ $__at_g != *f* ]] || builtin set -f; builtin unset __at_g __at_i __at_d; fi; `
  );
}
const DRAIN_MS = 100;

