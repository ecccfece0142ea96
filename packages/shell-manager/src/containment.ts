import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants as fsConstants, readFileSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { constants } from 'node:os';
import type { Socket } from 'node:net';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { BASH_PATH, bashArgs, endForReading, spawnBash, type LaunchRequest, type Launcher } from './launcher.js';
import { closeInheritedFds, namespaceArgs, wrapperBash, type Isolation } from './isolation.js';
import { descendantsOf, freshProcessTable } from './process-tree.js';

/**
 * What a contained launch adds to its child process: the shell runs in its own PID namespace
 * under bubblewrap, whose init the kernel ends with everything in it when bwrap (or its owner,
 * through PR_SET_PDEATHSIG) dies. setsid, double forks and daemons cannot leave it.
 */
export interface Containment {
  /**
   * The command's exit status, as soon as its shell ended (bwrap's init still holds whatever the
   * command left running); undefined if the namespace ended first.
   */
  readonly ended: Promise<number | undefined>;
  /** How many processes the command left in the namespace when it ended (besides init and the wrapper). */
  othersLeft(): number;
  /** SIGTERM to every process left in the namespace (from inside it). */
  terminateOthers(): void;
  /** The command's processes now (everything in the namespace but its init and the wrapper). */
  commandProcesses(): number[];
  /** Lets the namespace end: the kernel kills whatever is still in it. */
  release(): void;
}

const containments = new WeakMap<ChildProcess, Containment>();

/** How the launcher contained `child`, if it did. */
export function containmentOf(child: ChildProcess): Containment | undefined {
  return containments.get(child);
}

/** Notes how a launcher contained `child` (a launcher of this package's own). */
export function registerContainment(child: ChildProcess, containment: Containment): void {
  containments.set(child, containment);
}

/**
 * Runs the command as a child with stdout and stderr from fds 4 and 5 (bwrap and its init hold
 * 1 and 2 until the namespace ends, which would keep the streams open), reports its status on fd 3
 * (closed for the command) with how many processes it left in the namespace, and stays while any
 * are left, until released (EOF on fd 3): until then what the command left running can be given
 * SIGTERM ("term" on fd 3) and a grace period before the kernel kills it. The wrapper counts and
 * signals from the namespace's own /proc, so the host never scans its /proc for a command's end,
 * and it ends by itself once nothing is left, which ends bwrap. Init is pid 1 in the namespace and
 * the wrapper pid 2 (checked: outside a namespace it signals nothing). A TERM is only noted: the
 * command gets it too and the wrapper must still report.
 */
const wrapper = (shell: string) =>
  `exec 2>/dev/null; trap : TERM INT HUP; ${closeInheritedFds(5)}; ${shell}; s=$?; exec 4>&- 5>&-; ` +
  // Living processes besides init and the wrapper (zombies run nothing), and SIGTERM for each.
  `others() { n=0; for p in /proc/[0-9]*; do p=\${p#/proc/}; [ "$p" -gt 2 ] || continue; read -r st < "/proc/$p/stat" || continue; ` +
  `st=\${st##*) }; [ "\${st%% *}" = Z ] || n=$((n + 1)); done; }; ` +
  `terminate() { [ $$ = 2 ] || return; for p in /proc/[0-9]*; do p=\${p#/proc/}; [ "$p" -gt 2 ] && kill -TERM "$p"; done; }; ` +
  `others; printf '%d %d\n' "$s" "$n" >&3; ` +
  // Read times out (status > 128) to count again; EOF (status 1) is the release.
  `while [ "$n" -gt 0 ]; do if read -t 0.05 -r request <&3; then [ "$request" = term ] && terminate; elif [ $? -le 128 ]; then break; fi; others; done; exit "$s"`;
const WRAPPER = wrapper(`${BASH_PATH} --norc --noprofile -c "$1" 1>&4 2>&5 3>&- 4>&- 5>&-`);

/**
 * A shell started ahead of its command: it reads the request on fd 3 (directory, command and
 * whether stdin stays, each NUL-terminated) and runs the command itself, so that a call costs
 * neither a fork of this (possibly large) process nor a bash's start. EOF before a request ends it
 * quietly. It runs the command as `bash -c` would, with two differences: a syntax error is
 * reported as `eval:` rather than `-c:`, and the last command is forked rather than exec'd.
 */
const RUN_REQUEST =
  `IFS= read -r -d '' dir <&3 && IFS= read -r -d '' command <&3 && IFS= read -r -d '' input <&3 || exit 125; exec 3<&-; ` +
  // The command sees OLDPWD as a shell started in its directory would: as it came, or unset.
  `had=\${OLDPWD+1} old=$OLDPWD; cd -- "$dir" || exit 126; if [ "$had" ]; then OLDPWD=$old; else unset OLDPWD; fi; ` +
  `[ "$input" = 1 ] || exec 0</dev/null; unset dir input had old; eval "unset command; $command"`;
/** Contained: the wrapper's shell (given RUN_REQUEST as $1) is started with it and waits as it does. */
const WAITING_WRAPPER = wrapper(`${BASH_PATH} --norc --noprofile -c "$1" ${BASH_PATH} 1>&4 2>&5 4>&- 5>&-`);

/** The host's filesystem as it is; /proc, /dev and the kernel's settings are the namespace's own (see isolation.ts). */
export const HOST_FILESYSTEM_ARGS: readonly string[] = ['--dev-bind', '/', '/'];

export interface ContainedSpawn {
  /** A seccomp program (classic BPF) for the command and everything it starts. */
  readonly seccomp?: Buffer | undefined;
  /** Start a shell that waits for its request (see RUN_REQUEST). */
  readonly waiting?: boolean;
  readonly isolation?: Isolation;
}

/**
 * Starts `request` under bubblewrap with `mountArgs` deciding what it sees. A session shell (stdin
 * piped) is the namespace's main process itself; a command runs under the reporting wrapper.
 */
export function spawnContained(
  bwrap: string,
  mountArgs: readonly string[],
  request: LaunchRequest,
  spawnOptions: ContainedSpawn = {},
): ChildProcess {
  const { command, cwd, env, stdin = 'ignore', session = false } = request;
  const { seccomp, waiting = false, isolation = 'user' } = spawnOptions;
  const program = session ? BASH_PATH : wrapperBash();
  const wrapped = waiting ? [WAITING_WRAPPER, 'agent-toolkit', RUN_REQUEST] : [WRAPPER, 'agent-toolkit', command];
  const shell = session ? bashArgs(command) : ['--norc', '--noprofile', '-c', ...wrapped];
  // The seccomp program, if any, is read from the first fd after the ones the shell uses.
  const seccompFd = session ? 3 : 6;
  const filterArgs = seccomp ? ['--seccomp', String(seccompFd)] : [];
  // The wrapper's copy is bound where it is (a sandbox's /tmp is its own).
  const wrapperArgs = program === BASH_PATH ? [] : ['--ro-bind', program, program];
  const args = [...mountArgs, ...namespaceArgs(isolation), ...wrapperArgs, ...filterArgs, '--chdir', cwd, '--', program, ...shell];
  const streams: ('pipe' | 'ignore')[] = session ? [stdin, 'pipe', 'pipe'] : [stdin, 'ignore', 'pipe', 'pipe', 'pipe', 'pipe'];
  const child = spawn(bwrap, args, { cwd, env, detached: true, stdio: seccomp ? [...streams, 'pipe'] : streams });
  if (seccomp) {
    const input = (child.stdio as unknown as Writable[])[seccompFd];
    input?.on('error', () => undefined);
    input?.end(seccomp);
  }
  if (session) {
    containments.set(child, { ended: Promise.resolve(undefined), othersLeft: () => 0, terminateOthers: () => undefined, commandProcesses: () => [], release: () => undefined });
    return child;
  }
  const stdio = child.stdio as unknown as (Readable | null)[];
  // A spawn that failed (EMFILE, a missing bwrap) has no streams: its 'error' event says why.
  if (!stdio[5] || !stdio[4] || !stdio[2] || !stdio[3]) return child;
  // The command's own stderr, before it is merged with bwrap's: see endForReading.
  endForReading(stdio[5]);
  child.stdout = stdio[4];
  child.stderr = withDiagnostics(stdio[5], stdio[2]);
  containments.set(child, commandContainment(child));
  return child;
}

// The command's stderr with what bwrap itself says (why it could not start the command) in it.
function withDiagnostics(stderr: Readable, diagnostics: Readable): Readable {
  const merged = new PassThrough();
  const forward = (chunk: Buffer) => {
    if (!merged.writableEnded) merged.write(chunk);
  };
  stderr.on('data', forward);
  diagnostics.on('data', forward);
  stderr.once('end', () => merged.end());
  stderr.once('error', () => merged.end());
  diagnostics.on('error', () => undefined);
  merged.on('close', () => stderr.destroy());
  return merged;
}

function commandContainment(child: ChildProcess): Containment {
  const channel = child.stdio[3] as Socket;
  channel.on('error', () => undefined);
  let othersLeft = 0;
  const ended = new Promise<number | undefined>((resolve) => {
    let text = '';
    channel.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (!text.includes('\n')) return;
      const [status, others] = text.split(' ').map((field) => Number.parseInt(field, 10));
      othersLeft = others ?? 0;
      resolve(status);
    });
    channel.once('close', () => resolve(undefined));
    child.once('exit', () => resolve(undefined));
  });
  return {
    ended,
    othersLeft: () => othersLeft,
    terminateOthers: () => {
      if (!channel.destroyed) channel.write('term\n');
    },
    // The namespace's init is its pid 1, the wrapper its pid 2: everything else is the command's.
    commandProcesses: () =>
      child.pid === undefined
        ? []
        : descendantsOf(child.pid, freshProcessTable())
            .map((entry) => entry.pid)
            .filter((descendant) => (namespacePid(descendant) ?? 0) > 2),
    release: () => channel.destroy(),
  };
}

/** The process's pid inside its innermost namespace (the last NSpid field), if it can be read. */
export function namespacePid(pid: number): number | undefined {
  try {
    const line = /^NSpid:\s*(.*)$/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1];
    return line === undefined ? undefined : Number(line.trim().split(/\s+/).at(-1));
  } catch {
    return undefined;
  }
}

/**
 * bwrap passes on a status of 128+N for a command killed by signal N, as bash does for its
 * children: the status and signal a contained shell is reported with.
 */
export function statusOfContained(code: number | null, signal: NodeJS.Signals | null): { exitCode: number | null; signal: NodeJS.Signals | null } {
  if (signal !== null || code === null || code <= 128) return { exitCode: code, signal };
  const name = code - 128 <= LAST_CLASSIC_SIGNAL ? SIGNAL_NAMES.get(code - 128) : undefined;
  return name ? { exitCode: null, signal: name } : { exitCode: code, signal };
}

// SIGHUP..SIGTERM: the signals that end a process by default and that commands are killed with.
const LAST_CLASSIC_SIGNAL = 15;
const SIGNAL_NAMES = new Map(Object.entries(constants.signals).map(([name, number]) => [number, name as NodeJS.Signals]));

/** Whether bubblewrap can make a shell's namespaces here (and run its wrapper); the reason if not. */
export function probeNamespace(
  bwrap: string,
  mountArgs: readonly string[] = HOST_FILESYSTEM_ARGS,
  isolation: Isolation = 'user',
): string | undefined {
  try {
    const program = wrapperBash();
    const args = [...mountArgs, ...namespaceArgs(isolation), '--ro-bind', program, program, '--', program, '-c', 'true'];
    const probe = spawnSync(bwrap, args, { encoding: 'utf8', timeout: 10_000 });
    if (probe.status === 0) return undefined;
    return (probe.stderr || probe.error?.message || `exit ${probe.status}`).trim();
  } catch (error) {
    return (error as Error).message; // a host that refuses to start processes at all
  }
}

/** The bubblewrap binary on PATH, if there is one. */
export function findBubblewrap(path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, 'bwrap');
    try {
      accessSync(candidate, fsConstants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** A launcher that contains every shell in namespaces of its own, with the host's filesystem. */
export function createContainedLauncher(bwrap: string, isolation: Isolation = 'user'): Launcher {
  return (request) => spawnContained(bwrap, HOST_FILESYSTEM_ARGS, request, { isolation });
}

/** A launcher that can let go of what it holds (a shell started ahead of its command). */
export interface DisposableLauncher extends Launcher {
  dispose(): void;
}

// How long a running command may keep the next waiting shell from being started.
const REFILL_WAIT_MS = 50;
// Shells kept waiting: two, so that a call that follows another at once finds one that has
// finished starting (a bwrap takes ~10 ms), not one still starting.
const WAITING_SHELLS = 2;
// Commands are read byte by byte from the socket: past this a fresh shell is quicker.
const MAX_PREWARMED_COMMAND_BYTES = 16 * 1024;

/**
 * A launcher that keeps one shell started ahead of its command, spawned while nothing waits on it:
 * with `bwrap`, a namespace, its init, the wrapper and the command's shell waiting under it;
 * without, the command's shell in a process group of its own. A one-off command then costs
 * writing its request (see RUN_REQUEST): not a bwrap start, not a bash start, and not a fork of
 * this (possibly large) process: the call no longer pays for the host's heap either. The next
 * shell is started as soon as one is taken. Requests the waiting shell cannot serve (a session,
 * another environment, a directory that is gone, a very long command) start a shell as before.
 * Nothing is started before the first command; `dispose` ends the waiting shell.
 */
export function createPrewarmedLauncher(bwrap?: string, isolation: Isolation = 'user'): DisposableLauncher {
  // Without bubblewrap: a bash in a process group of its own, as `spawnBash` starts, waiting.
  const spawnWaiting = (env: NodeJS.ProcessEnv): ChildProcess =>
    bwrap
      ? spawnContained(bwrap, HOST_FILESYSTEM_ARGS, { command: '', cwd: '/', env, stdin: 'pipe' }, { waiting: true, isolation })
      : spawn(BASH_PATH, ['--norc', '--noprofile', '-c', RUN_REQUEST], { cwd: '/', env, detached: true, stdio: ['pipe', 'pipe', 'pipe', 'pipe'] });
  const spawnNow: Launcher = bwrap ? createContainedLauncher(bwrap, isolation) : spawnBash;
  type Waiting = { readonly child: ChildProcess; readonly env: NodeJS.ProcessEnv };
  // Oldest first: the one most likely to have finished starting.
  let waiting: Waiting[] = [];
  let disposed = false;
  // A waiting shell holds nothing up: the host may exit while one waits (its wrapper then reads
  // EOF and ends), until it is taken.
  const holdLoop = (child: ChildProcess, hold: boolean) => {
    for (const handle of [child, ...child.stdio]) (handle as { ref?: () => void; unref?: () => void } | null)?.[hold ? 'ref' : 'unref']?.();
  };
  // EOF on its channel ends a waiting wrapper wherever it is (a SIGKILL to bwrap just after its
  // start can come before its namespace's init asked to die with it).
  const release = (entry: Waiting) => {
    entry.child.stdin?.destroy();
    (entry.child.stdio[3] as Socket | undefined)?.destroy();
  };
  const warm = (env: NodeJS.ProcessEnv) => {
    while (!disposed && waiting.length < WAITING_SHELLS) {
      const child = spawnWaiting(env);
      child.stdin!.on('error', () => undefined);
      // The channel of a shell in a process group only is closed by the shell once it has read its
      // request (a reset then, when it is killed): nothing of it is read here.
      (child.stdio[3] as Socket).on('error', () => undefined);
      child.once('error', () => undefined);
      holdLoop(child, false);
      const entry = { child, env };
      // A waiting shell that ends by itself (killed from outside) is not handed out.
      child.once('exit', () => (waiting = waiting.filter((other) => other !== entry)));
      waiting.push(entry);
    }
  };
  const launcher = (request: LaunchRequest): ChildProcess => {
    const { command, cwd, env, stdin = 'ignore', session = false } = request;
    const taken = waiting.find((entry) => entry.child.exitCode === null);
    const fits = taken !== undefined && !session && taken.env === env && Buffer.byteLength(command) <= MAX_PREWARMED_COMMAND_BYTES && !command.includes('\0') && isDirectory(cwd);
    if (!fits) {
      // Another environment: the next waiting shells have this one.
      if (!session && taken?.env !== env) {
        waiting.forEach(release);
        waiting = [];
        setImmediate(() => warm(env));
      }
      return spawnNow(request);
    }
    waiting = waiting.filter((entry) => entry !== taken);
    const { child } = taken;
    holdLoop(child, true);
    const channel = child.stdio[3] as Socket;
    channel.write(`${cwd}\0${command}\0${stdin === 'pipe' ? 1 : 0}\0`);
    if (!bwrap) channel.end(); // only a contained wrapper reports on it
    if (stdin !== 'pipe') child.stdin!.end();
    // The next shell starts once this command is done, or after a moment if it runs on: forking
    // this process now would hold up reading the command's output and returning its result.
    let refilled = false;
    const refill = () => {
      if (refilled) return;
      refilled = true;
      clearTimeout(fallback);
      setImmediate(() => warm(env));
    };
    const fallback = setTimeout(refill, REFILL_WAIT_MS).unref();
    child.once('exit', refill);
    return child;
  };
  return Object.assign(launcher, {
    dispose: () => {
      disposed = true;
      waiting.forEach(release);
      waiting = [];
    },
  });
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Whether shells are contained in namespaces, and why not when they are not. */
export interface ContainmentState {
  readonly enabled: boolean;
  readonly reason?: string;
  /** How far contained shells are kept from the host (see Isolation). */
  readonly isolation?: Isolation;
  /** What is lost where the isolation asked for could not be had. */
  readonly warning?: string;
}

const probes = new Map<string, string | undefined>();
function probeOnce(bwrap: string, isolation: Isolation): string | undefined {
  const key = `${isolation}:${bwrap}`;
  if (!probes.has(key)) probes.set(key, probeNamespace(bwrap, HOST_FILESYSTEM_ARGS, isolation));
  return probes.get(key);
}

/**
 * The launcher shells start through by default: contained in namespaces where bubblewrap can make
 * them (a user namespace too unless `isolation` is `host-root`; where it cannot be made, the shells
 * keep the host's root and `warning` says so), process groups (what ends with SIGKILL of the owner
 * is then up to the exit hook) otherwise. Probes run once per bwrap binary and process. `prewarm`
 * keeps a contained shell started ahead of its command (see `createPrewarmedLauncher`).
 */
export function defaultLauncher(
  contain = true,
  bwrap = findBubblewrap(),
  prewarm = false,
  isolation: Isolation = 'user',
): { launcher: Launcher; containment: ContainmentState } {
  const uncontained = (): Launcher => (prewarm ? createPrewarmedLauncher() : spawnBash);
  if (!contain) return { launcher: uncontained(), containment: { enabled: false, reason: 'turned off' } };
  if (!bwrap) return { launcher: uncontained(), containment: { enabled: false, reason: 'bubblewrap (bwrap) is not installed' } };
  let chosen = isolation;
  let warning: string | undefined;
  const userFailure = isolation === 'user' ? probeOnce(bwrap, 'user') : undefined;
  if (userFailure !== undefined) {
    chosen = 'host-root';
    warning = `no user namespace (${userFailure}): a command run as root keeps root's capabilities`;
  }
  const failure = probeOnce(bwrap, chosen);
  if (failure !== undefined) return { launcher: uncontained(), containment: { enabled: false, reason: `bubblewrap cannot create a PID namespace here: ${failure}` } };
  const launcher = prewarm ? createPrewarmedLauncher(bwrap, chosen) : createContainedLauncher(bwrap, chosen);
  return { launcher, containment: { enabled: true, isolation: chosen, ...(warning ? { warning } : {}) } };
}

/**
 * What a contained command left running gets SIGTERM now; after the grace the namespace is
 * released and the kernel kills the rest. Returns whether anything was left.
 */
export function stopContainedLeftovers(containment: Containment, graceMs: number): boolean {
  if (containment.othersLeft() === 0) {
    containment.release();
    return false;
  }
  containment.terminateOthers();
  setTimeout(() => containment.release(), graceMs).unref();
  return true;
}
