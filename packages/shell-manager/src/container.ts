import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { onExit } from 'signal-exit';
import { registerContainment } from './containment.js';
import { BASH_PATH, type LaunchRequest, type Launcher } from './launcher.js';
import { withoutMarkers } from './markers.js';
import { WAIT_CALLS } from './process-tree.js';

/**
 * Where the processes of one launch run when they are not this host's: inside a container, reached
 * through its engine's CLI. Killing the engine's `exec` client does not reach them, so every signal
 * goes in through the engine too.
 */
export interface RemoteTree {
  /** A directory, on the shells' side, for files private to them (a session's saved state). */
  readonly privateDir: string;
  /** Sends `signal` to the tree: the shell's process group and what left it by descent. */
  signal(signal: NodeJS.Signals): Promise<void>;
  /** Whether a process of the tree is alive (zombies run nothing and do not count). */
  alive(): Promise<boolean>;
  /**
   * SIGTERM to the tree's processes but its leader (the session shell), or all of them with
   * `withLeader`; SIGKILL after `graceMs` to those left.
   */
  endLeftovers(graceMs: number, withLeader?: boolean): Promise<void>;
  /** Deletes a file on the shells' side. */
  removeFile(path: string): Promise<void>;
  /**
   * Whether a process of the tree waits for input (as `readingInput` tells from this host's /proc):
   * reads its stdin, or with `terminal` the terminal one of them has; undefined where it cannot be
   * told there.
   */
  readingInput(terminal: boolean): Promise<boolean | undefined>;
}

const remoteTrees = new WeakMap<ChildProcess, RemoteTree>();

/** Where `child`'s processes really run, when that is not here. */
export function remoteTreeOf(child: ChildProcess): RemoteTree | undefined {
  return remoteTrees.get(child);
}

export interface ContainerRunnerOptions {
  /** The running container commands run in: its name or id. */
  readonly container: string;
  /** The engine's CLI: `podman` (the default) or `docker`, or a path to one. */
  readonly engine?: string;
}

// The process group, and every process that left it by descent, as `members` (from the container's
// own /proc; no ps needed). Zombies are left out: they run nothing.
const TREE =
  `tree() { local -A in=(); local -a pid=() pp=() pg=() st=(); local f s n i=0 grown=1; ` +
  `for f in /proc/[0-9]*/stat; do read -r s 2>/dev/null < "$f" || continue; pid[i]=\${s%% *}; s=\${s##*) }; st[i]=\${s%% *}; s=\${s#* }; pp[i]=\${s%% *}; s=\${s#* }; pg[i]=\${s%% *}; i=$((i + 1)); done; ` +
  `for n in "\${!pid[@]}"; do [ "\${pg[n]}" = "$1" ] && in[\${pid[n]}]=1; done; ` +
  `while [ $grown = 1 ]; do grown=0; for n in "\${!pid[@]}"; do if [ -z "\${in[\${pid[n]}]}" ] && [ -n "\${in[\${pp[n]}]}" ]; then in[\${pid[n]}]=1; grown=1; fi; done; done; ` +
  `members=(); for n in "\${!pid[@]}"; do [ -n "\${in[\${pid[n]}]}" ] && [ "\${st[n]}" != Z ] && members+=("\${pid[n]}"); done; }; `;

/** `$1` the signal, then process groups: each tree gets the signal. */
const SIGNAL_TREES = `${TREE}sig=$1; shift; for g; do tree "$g"; [ \${#members[@]} = 0 ] || kill -s "$sig" "\${members[@]}" 2>/dev/null; done; exit 0`;
/** Exits 0 while the tree of group `$1` has a living process. */
const TREE_ALIVE = `${TREE}tree "$1"; [ \${#members[@]} -gt 0 ]`;
/** The tree of group `$1` but its leader (all of it when `$3` is 1): SIGTERM, then SIGKILL after `$2` seconds to those left. */
const END_LEFTOVERS =
  `${TREE}others() { tree "$1"; local m; left=(); for m in "\${members[@]}"; do [ "$m" = "$1" ] && [ "$3" != 1 ] || left+=("$m"); done; }; ` +
  `others "$1"; [ \${#left[@]} = 0 ] && exit 0; kill -TERM "\${left[@]}" 2>/dev/null; sleep "$2"; others "$1"; [ \${#left[@]} = 0 ] || kill -KILL "\${left[@]}" 2>/dev/null; exit 0`;

/**
 * Exits 0 while a process of the tree of group `$1` waits for input, 1 when none does, 2 when it
 * cannot be told: `readingInput` (process-tree.ts) in bash, from the container's /proc. The input is
 * the group leader's stdin, or with `$2` 1 the first terminal in the tree (as `/dev/tty` too); `$3`
 * is WAIT_CALLS as `machine/reads/polls/selects` words, the one for `$HOSTTYPE` used. Files are
 * compared by device and inode (`-ef`), an epoll's watched file by the inode its fdinfo gives.
 */
const READING_INPUT =
  `${TREE}tree "$1"; r=; p=; s=; for a in $3; do [ "\${a%%/*}" = "$HOSTTYPE" ] && IFS=/ read -r _ r p s <<< "$a"; done; [ -n "$r" ] || exit 2; ` +
  `ip=$1; if [ "$2" = 1 ]; then ip=; for m in "\${members[@]}"; do if [[ -c /proc/$m/fd/0 && ! /proc/$m/fd/0 -ef /dev/null ]]; then ip=$m; break; fi; done; [ -n "$ip" ] || exit 2; fi; ` +
  `in=/proc/$ip/fd/0; ino=; while read -r k v; do [ "$k" = ino: ] && ino=$v; done < /proc/$ip/fdinfo/0; ` +
  `for m in "\${members[@]}"; do read -r st < /proc/$m/stat || continue; st=\${st##*) }; [ "\${st%% *}" = S ] || continue; ` +
  `read -r call a b _ < /proc/$m/syscall || continue; fd=$((a)); ` +
  `if [[ ,$r, == *,$call,* ]]; then [[ /proc/$m/fd/$fd -ef $in || ( $2 = 1 && /proc/$m/fd/$fd -ef /dev/tty ) ]] && exit 0; ` +
  `elif [[ ,$p, == *,$call,* && -n $ino ]]; then while read -r line; do [[ $line =~ ^tfd:[[:space:]]*[0-9]+[[:space:]]+events:[[:space:]]*([0-9a-f]+).*ino:([0-9a-f]+) ]] && ` +
  `(( 16#\${BASH_REMATCH[2]} == ino && (16#\${BASH_REMATCH[1]} & 1) )) && exit 0; done < /proc/$m/fdinfo/$fd; ` +
  `elif [[ ,$s, == *,$call,* && $fd == 1 && $((b)) != 0 && /proc/$m/fd/0 -ef $in ]]; then exit 0; fi; done 2>/dev/null; exit 1`;
const MACHINES_WAIT_CALLS = Object.entries(WAIT_CALLS).map(([machine, calls]) => `${machine}/${calls!.reads}/${calls!.polls}/${calls!.selects}`).join(' ');

/**
 * Bash that sets `__at_l` to the living processes of this shell's process group but itself, from
 * its side's /proc (zombies run nothing): what a one-off's wrapper or a session's shell left.
 */
export const GROUP_OTHERS =
  '__at_l=(); for __at_f in /proc/[0-9]*/stat; do builtin read -r __at_s 2>/dev/null < "$__at_f" || continue; ' +
  '__at_p=${__at_s%% *}; __at_s=${__at_s##*) }; __at_z=${__at_s%% *}; __at_s=${__at_s#* }; __at_s=${__at_s#* }; ' +
  '[ "$__at_z" != Z ] && [ "${__at_s%% *}" = $$ ] && [ "$__at_p" != $$ ] && __at_l+=("$__at_p"); done; ';

/**
 * A one-off command's wrapper: it tells its pid (the process group: the engine's exec makes its
 * process a session leader) as `\0__AT_<nonce>_<pid>\0` on stderr, runs the command, then reports
 * `= <status> <left>` the same way, with how many processes the command left in its group, gives
 * those SIGTERM and, after the grace (`$3` ms), SIGKILL, and exits with the command's status. A
 * SIGTERM or SIGINT to the group is only noted: the command gets it too and the wrapper must report.
 */
const ONE_OFF =
  `printf '\\0__AT_%s_%d\\0' "$2" "$$" >&2; trap : TERM INT HUP; ${BASH_PATH} --norc --noprofile -c "$1"; s=$?; ` +
  `left() { ${GROUP_OTHERS}}; left; printf '\\0__AT_%s_= %d %d\\0' "$2" "$s" "\${#__at_l[@]}" >&2; ` +
  `if [ \${#__at_l[@]} -gt 0 ]; then kill -TERM "\${__at_l[@]}" 2>/dev/null; w=0; while [ \${#__at_l[@]} -gt 0 ] && [ $w -lt "$3" ]; do sleep 0.05; w=$((w + 50)); left; done; ` +
  `[ \${#__at_l[@]} = 0 ] || kill -KILL "\${__at_l[@]}" 2>/dev/null; fi; exit "$s"`;
/** A session's shell: it tells its pid the same way, then becomes the session's bash. */
const SESSION = `printf '\\0__AT_%s_%d\\0' "$2" "$$" >&2; exec ${BASH_PATH} --norc --noprofile -c "$1"`;

// How long a one-off command's wrapper gives what the command left before SIGKILL.
const LEFTOVER_GRACE_MS = 500;

/**
 * A launcher that runs every shell inside a running container through the engine's CLI
 * (`podman exec` or `docker exec`): a one-off command is one exec, a session's shell one long-lived
 * `exec -i ... bash` on a pipe. Its whole tree is signalled inside the container (see `RemoteTree`).
 * The container keeps its own environment: only what the toolkit sets differently from this
 * process's environment (the unattended defaults, a call's own variables) is passed with `--env`.
 * The working directory must exist in the container (a workspace mounted at the same path).
 */
export function createContainerLauncher({ container, engine = 'podman' }: ContainerRunnerOptions): Launcher {
  const privateDir = `/tmp/.agent-toolkit-${process.pid}-${randomBytes(4).toString('hex')}`;
  return ({ command, cwd, env, stdin = 'ignore', session = false }: LaunchRequest): ChildProcess => {
    const nonce = randomBytes(8).toString('hex');
    const passed = Object.entries(env).flatMap(([name, value]) => (value === undefined || process.env[name] === value ? [] : ['--env', `${name}=${value}`]));
    const args = ['exec', ...(stdin === 'pipe' ? ['-i'] : []), '--workdir', cwd, ...passed, container, BASH_PATH, '--norc', '--noprofile', '-c', session ? SESSION : ONE_OFF, 'agent-toolkit', command, nonce, String(LEFTOVER_GRACE_MS)];
    const child = spawn(engine, args, { detached: true, stdio: [stdin, 'pipe', 'pipe'] });
    let group: (value: number | undefined) => void = () => undefined;
    const pgid = new Promise<number | undefined>((resolve) => (group = resolve));
    let report: (value: number | undefined) => void = () => undefined;
    const ended = new Promise<number | undefined>((resolve) => (report = resolve));
    let othersLeft = 0;
    child.stderr = withoutMarkers(child.stderr!, Buffer.from(`\0__AT_${nonce}_`), session ? 1 : 2, (value) => {
      if (!value.startsWith('= ')) return group(Number(value));
      const [status, left] = value.slice(2).split(' ').map(Number);
      othersLeft = left ?? 0;
      reported = true;
      report(status);
    });
    let reported = false;
    child.once('exit', () => {
      group(undefined);
      // A one-off whose client ended before its wrapper reported (the client was killed): what runs
      // inside would run on unseen.
      if (!session && !reported) void pgid.then((id) => (id === undefined ? undefined : execIn(engine, container, SIGNAL_TREES, ['KILL', String(id)])));
      report(undefined);
      untrackRemote(engine, container, pgid);
    });
    child.once('error', () => {
      group(undefined);
      report(undefined);
    });
    trackRemote(engine, container, pgid);
    const inContainer = async (script: string, ...scriptArgs: string[]) => execIn(engine, container, script, scriptArgs);
    const withGroup = async <T>(action: (group: number) => Promise<T>, otherwise: T): Promise<T> => {
      const id = await pgid;
      return id === undefined ? otherwise : action(id);
    };
    remoteTrees.set(child, {
      privateDir,
      signal: (signal) => withGroup(async (id) => void (await inContainer(SIGNAL_TREES, signal, String(id))), undefined),
      alive: () => withGroup(async (id) => (await inContainer(TREE_ALIVE, String(id))) === 0, false),
      endLeftovers: (graceMs, withLeader = false) => withGroup(async (id) => void (await inContainer(END_LEFTOVERS, String(id), String(graceMs / 1000), withLeader ? '1' : '0')), undefined),
      // The private directory goes with its last file.
      removeFile: async (path) => void (await execIn(engine, container, `rm -f -- "$1"; rmdir -- ${privateDir} 2>/dev/null`, [path])),
      readingInput: (terminal) =>
        withGroup(async (id) => {
          const status = await inContainer(READING_INPUT, String(id), terminal ? '1' : '0', MACHINES_WAIT_CALLS);
          return status === 0 ? true : status === 1 ? false : undefined;
        }, undefined),
    });
    // A one-off's wrapper reports its status and deals with what the command left itself.
    registerContainment(child, {
      ended: session ? Promise.resolve(undefined) : ended,
      othersLeft: () => othersLeft,
      terminateOthers: () => undefined,
      commandProcesses: () => [],
      release: () => undefined,
    });
    return child;
  };
}

// The engine's arguments for running a bash script in the container.
const scriptArgs = (container: string, script: string, args: readonly string[]): string[] => ['exec', container, BASH_PATH, '--norc', '--noprofile', '-c', script, 'agent-toolkit', ...args];

/** Runs a bash script in the container; resolves with its exit status. */
function execIn(engine: string, container: string, script: string, args: readonly string[]): Promise<number | null> {
  return ControlShell.of(engine, container).run(script, args);
}

/** Runs a bash script in the container through an engine exec of its own. */
function execOnce(engine: string, container: string, script: string, args: readonly string[]): Promise<number | null> {
  return runEngine(engine, scriptArgs(container, script, args));
}

/** Runs the engine's CLI; resolves with its exit status (null when it could not run). */
function runEngine(engine: string, args: readonly string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(engine, args, { stdio: 'ignore' });
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
}

// The control shell's loop. Requests on stdin: an id, a script, the number of its arguments and the
// arguments, each ended by a NUL; each runs in a subshell of its own, concurrently, with stdio of
// /dev/null. Replies on stdout: `<id> <status>` lines (short writes: a pipe never interleaves them).
const CONTROL_LOOP =
  'exec 3>&1; while IFS= read -r -d "" __id && IFS= read -r -d "" __script && IFS= read -r -d "" __n; do __args=(); ' +
  'for ((__i = 0; __i < __n; __i++)); do IFS= read -r -d "" __a || exit 0; __args+=("$__a"); done; ' +
  '{ (set -- "${__args[@]}"; eval "$__script") </dev/null >/dev/null 2>&1; printf "%s %d\\n" "$__id" $? >&3; } & done';

// A control shell with nothing to do ends after this long; the next request starts another.
const CONTROL_IDLE_MS = 5000;

/**
 * A bash kept running in the container that runs the tree scripts (signal, look, end leftovers,
 * remove a file) on request: an engine exec costs a few tenths of a second of CPU, a request here a
 * fork. One per engine and container. It keeps this process running only while a request is
 * pending, and ends when idle or when this process does (its stdin closes). A request it cannot
 * answer (it failed to start, or ended first) runs through an exec of its own.
 */
class ControlShell {
  static readonly #shells = new Map<string, ControlShell>();

  static of(engine: string, container: string): ControlShell {
    const key = `${engine}\0${container}`;
    let shell = ControlShell.#shells.get(key);
    if (!shell) ControlShell.#shells.set(key, (shell = new ControlShell(engine, container)));
    return shell;
  }

  readonly #engine: string;
  readonly #container: string;
  #current: Connection | undefined;
  #nextId = 0;
  #idle: NodeJS.Timeout | undefined;

  private constructor(engine: string, container: string) {
    this.#engine = engine;
    this.#container = container;
  }

  run(script: string, args: readonly string[]): Promise<number | null> {
    clearTimeout(this.#idle);
    const { child, pending } = (this.#current ??= this.#start());
    return new Promise((resolve) => {
      const id = this.#nextId++;
      pending.set(id, { script, args, resolve });
      child.stdin!.write([String(id), script, String(args.length), ...args].map((field) => `${field}\0`).join(''));
      hold(child, true);
    });
  }

  #start(): Connection {
    // Out of this process's group, as the shells are: a terminal's Ctrl-C is not for it.
    const child = spawn(this.#engine, ['exec', '-i', this.#container, BASH_PATH, '--norc', '--noprofile', '-c', CONTROL_LOOP], { detached: true, stdio: ['pipe', 'pipe', 'ignore'] });
    const connection: Connection = { child, pending: new Map() };
    const { pending } = connection;
    let partial = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        const [id, status] = line.split(' ').map(Number);
        pending.get(id!)?.resolve(status!);
        pending.delete(id!);
      }
      if (pending.size === 0) this.#rest(connection);
    });
    child.stdin!.on('error', () => undefined);
    // Once its output is read to the end: what it did not answer goes through execs of their own.
    const ended = () => {
      if (this.#current === connection) this.#current = undefined;
      const unanswered = [...pending.values()];
      pending.clear();
      for (const { script, args, resolve } of unanswered) void execOnce(this.#engine, this.#container, script, args).then(resolve);
    };
    child.once('close', ended);
    child.once('error', ended);
    return connection;
  }

  // Nothing pending: this process may end without it, and it ends itself after a while.
  #rest(connection: Connection): void {
    hold(connection.child, false);
    if (this.#current !== connection) return;
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => {
      if (this.#current === connection) this.#current = undefined;
      connection.child.stdin!.end();
    }, CONTROL_IDLE_MS).unref();
  }
}

// One control shell's engine client, with the requests it has not answered yet, by id.
interface Connection {
  readonly child: ChildProcess;
  readonly pending: Map<number, Request>;
}

interface Request {
  readonly script: string;
  readonly args: readonly string[];
  readonly resolve: (status: number | null) => void;
}

// Whether a child and its pipes keep this process running.
function hold(child: ChildProcess, held: boolean): void {
  for (const handle of [child, child.stdin, child.stdout] as unknown as { ref(): void; unref(): void }[]) {
    if (held) handle.ref();
    else handle.unref();
  }
}

// Between looks at a stopping tree in the container.
const LOOK_INTERVAL_MS = 20;

/**
 * Ends a remote tree: SIGTERM now, SIGKILL after the grace, and resolves once the engine's client
 * has `exited` and nothing of the tree is left in the container (or a second past the grace).
 */
export async function stopRemoteTree(remote: RemoteTree, exited: Promise<unknown>, graceMs: number): Promise<void> {
  const escalation = setTimeout(() => void remote.signal('SIGKILL'), graceMs);
  await remote.signal('SIGTERM');
  await exited;
  const deadline = Date.now() + graceMs + 1000;
  while ((await remote.alive()) && Date.now() < deadline) await delay(LOOK_INTERVAL_MS);
  clearTimeout(escalation);
}

// Trees in containers still running, by engine and container: killed from the exit hook if this
// process ends first (ending the exec clients would leave them running).
const liveRemote = new Map<string, { engine: string; container: string; groups: Set<Promise<number | undefined>> }>();
const settledGroups = new WeakMap<Promise<number | undefined>, number | undefined>();
let remoteHookInstalled = false;

function trackRemote(engine: string, container: string, pgid: Promise<number | undefined>): void {
  const key = `${engine}\0${container}`;
  const entry = liveRemote.get(key) ?? { engine, container, groups: new Set() };
  entry.groups.add(pgid);
  liveRemote.set(key, entry);
  void pgid.then((id) => settledGroups.set(pgid, id));
  if (remoteHookInstalled) return;
  remoteHookInstalled = true;
  onExit(() => {
    for (const { engine: cli, container: name, groups } of liveRemote.values()) {
      const ids = [...groups].map((group) => settledGroups.get(group)).filter((id) => id !== undefined);
      if (ids.length > 0) spawnSync(cli, scriptArgs(name, SIGNAL_TREES, ['KILL', ...ids.map(String)]), { stdio: 'ignore', timeout: 5000 });
    }
  });
}

function untrackRemote(engine: string, container: string, pgid: Promise<number | undefined>): void {
  liveRemote.get(`${engine}\0${container}`)?.groups.delete(pgid);
}

/** A container the toolkit starts for its shells (and removes at `close`). */
export interface ContainerSpec {
  /** The engine's CLI: `podman` (the default) or `docker`. */
  readonly engine?: string;
  /** The image to run; or `rootfs`. */
  readonly image?: string;
  /** A directory to run as the container's root instead of an image; `:O` (podman) makes it a throwaway overlay. */
  readonly rootfs?: string;
  /** Directories mounted at the same path inside (the workspace the commands run in). */
  readonly mounts?: readonly string[];
  /** `--network` (`none` by default: no network). */
  readonly network?: string;
  /** `--memory`, e.g. `2g`. */
  readonly memory?: string;
  /** `--pids-limit`. */
  readonly pids?: number;
  readonly name?: string;
}

export interface StartedContainer {
  readonly engine: string;
  readonly name: string;
  /** Removes the container and everything still running in it. */
  remove(): Promise<void>;
}

// A removal can fail on a loaded machine (podman's locks): tried again, this many times in all.
const REMOVAL_ATTEMPTS = 3;

/**
 * Starts a container to run shells in: `--init` (orphans are reaped), no network unless asked for,
 * the given limits, the mounts at the same paths; it sleeps until removed. Throws the engine's
 * message when it cannot start.
 */
export function startContainer(spec: ContainerSpec): StartedContainer {
  const { engine = 'podman', image, rootfs, mounts = [], network = 'none', memory, pids } = spec;
  if ((image === undefined) === (rootfs === undefined)) throw new Error('startContainer: give exactly one of image and rootfs');
  const name = spec.name ?? `agent-toolkit-${process.pid}-${randomBytes(4).toString('hex')}`;
  const args = [
    'run', '-d', '--init', '--name', name, '--network', network,
    ...(memory ? ['--memory', memory] : []),
    ...(pids ? ['--pids-limit', String(pids)] : []),
    ...mounts.flatMap((path) => ['-v', `${path}:${path}`]),
    ...(rootfs ? ['--rootfs', rootfs] : [image!]),
    'sleep', 'infinity',
  ];
  const started = spawnSync(engine, args, { encoding: 'utf8', timeout: 60_000 });
  if (started.status !== 0) throw new Error(`${engine} run failed: ${(started.stderr || started.error?.message || `exit ${started.status}`).trim()}`);
  // Until the engine says it is done, REMOVAL_ATTEMPTS times at most.
  const removal = ['rm', '-f', '-t', '0', name];
  const removeOnce = async () => (await runEngine(engine, removal)) === 0;
  let removed: Promise<void> | undefined;
  const remove = () =>
    (removed ??= (async () => {
      for (let attempt = 0; attempt < REMOVAL_ATTEMPTS && !(await removeOnce()); attempt++);
      endWatcher();
    })());
  // Not left behind when this process is killed outright either (an MCP client sends SIGKILL to a
  // server that takes more than 4 s to stop, as one on a loaded machine can): a watcher in a
  // session of its own waits for this process to end, then removes it. Ended once removed.
  const watcher = spawn('sh', ['-c', 'while kill -0 "$1" 2>/dev/null; do sleep 1; done; exec "$2" rm -f -t 0 "$3"', 'sh', String(process.pid), engine, name], { detached: true, stdio: 'ignore' });
  watcher.unref();
  watcher.once('error', () => undefined);
  const endWatcher = () => {
    try {
      if (watcher.pid) process.kill(-watcher.pid, 'SIGKILL');
    } catch {
      // already ended
    }
  };
  // Not left behind when this process ends without close().
  const stopHook = onExit(() => {
    for (let attempt = 0; attempt < REMOVAL_ATTEMPTS && spawnSync(engine, removal, { stdio: 'ignore', timeout: 10_000 }).status !== 0; attempt++);
    endWatcher();
  });
  return {
    engine,
    name,
    remove: async () => {
      stopHook();
      await remove();
    },
  };
}
