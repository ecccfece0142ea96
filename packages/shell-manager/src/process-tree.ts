import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { machine } from 'node:os';
import { onExit } from 'signal-exit';
import treeKill from 'tree-kill';

/** Signals a process group; false when no process of it is left. */
export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

export interface ProcessEntry {
  readonly pid: number;
  readonly ppid: number;
  readonly pgid: number;
  readonly zombie: boolean;
}

let table: { at: number; entries: ProcessEntry[] } | undefined;
// Whether the table was scanned in the synchronous run now going on (cleared at its end).
let scannedThisTurn = false;

// The process table from /proc, shared by the calls of the same moment: killAll stops 500 shells
// in one synchronous run, which a scan serves whole however long the run takes (one scan, not
// 500), and by calls within `maxAgeMs` of it. Undefined where there is no procfs.
function processTable(maxAgeMs = 5): ProcessEntry[] | undefined {
  const now = performance.now();
  if (table && maxAgeMs > 0 && (scannedThisTurn || now - table.at < maxAgeMs)) return table.entries;
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const entries: ProcessEntry[] = [];
  for (const name of names) {
    if (!Number.isInteger(Number(name))) continue; // not a pid (self, sys, ...)
    try {
      const [state, ppid, pgid] = statFields(name, 3);
      entries.push({ pid: Number(name), ppid: Number(ppid), pgid: Number(pgid), zombie: state === 'Z' });
    } catch {
      // gone meanwhile
    }
  }
  table = { at: performance.now(), entries }; // from when the scan ended: a scan of a busy /proc takes longer than the reuse window
  scannedThisTurn = true;
  queueMicrotask(() => (scannedThisTurn = false));
  return entries;
}

/** Descendants of `pid`, through their parents, as the process table has them now. */
export function descendantsOf(pid: number, entries: ProcessEntry[] = processTable() ?? []): ProcessEntry[] {
  const children = childrenIn(entries);
  const found: ProcessEntry[] = [];
  const pending = [...(children.get(pid) ?? [])];
  while (pending.length > 0) {
    const next = pending.pop()!;
    found.push(next);
    pending.push(...(children.get(next.pid) ?? []));
  }
  return found;
}

// Children by parent, once per table: killAll asks the same table about every shell.
const childrenByTable = new WeakMap<ProcessEntry[], Map<number, ProcessEntry[]>>();

function childrenIn(entries: ProcessEntry[]): Map<number, ProcessEntry[]> {
  let children = childrenByTable.get(entries);
  if (children) return children;
  children = new Map();
  for (const entry of entries) {
    const siblings = children.get(entry.ppid);
    if (siblings) siblings.push(entry);
    else children.set(entry.ppid, [entry]);
  }
  childrenByTable.set(entries, children);
  return children;
}

/** The process table as of now (no reuse of a scan of a few milliseconds ago). */
export function freshProcessTable(): ProcessEntry[] {
  return processTable(0) ?? [];
}

/**
 * The last pid the kernel handed out in this PID namespace (a thread's id counts too); undefined
 * where it cannot be read. Unchanged across a stretch of time, it says no process was created then.
 */
export function lastPidAllocated(): number | undefined {
  try {
    return Number(readFileSync('/proc/sys/kernel/ns_last_pid', 'latin1'));
  } catch {
    return undefined;
  }
}

// The most pids handed out meanwhile that are read one by one rather than with a scan of /proc.
const CREATED_READ_LIMIT = 256;

/** Pids handed out after `after`, up to `last` (`lastPidAllocated` before and after). */
export interface PidsCreated {
  readonly after: number;
  readonly last: number;
}

/**
 * The living members of process group `pgid`, from a fresh scan; or, given `created` (from before
 * the group could gain any to now), from the pids handed out meanwhile: as many reads as processes
 * (and threads) were created, where a scan reads every process of the machine (~10 ms with 400 of
 * them). A scan still where the pids wrapped or many were made.
 */
export function groupMembers(pgid: number, created?: PidsCreated): number[] {
  if (created === undefined || created.last < created.after || created.last - created.after > CREATED_READ_LIMIT)
    return freshProcessTable().filter((entry) => entry.pgid === pgid && !entry.zombie).map((entry) => entry.pid);
  const members: number[] = [];
  for (let pid = created.after + 1; pid <= created.last; pid++) {
    try {
      // (A thread's id reads as its process does, and a signal to it goes to its process.)
      const [state, , group] = statFields(pid, 3);
      if (Number(group) === pgid && state !== 'Z') members.push(pid);
    } catch {
      // not a process now
    }
  }
  return members;
}

/** Descendants of `pid` that are not in its process group. */
function escapedDescendants(pid: number, entries: ProcessEntry[]): number[] {
  return descendantsOf(pid, entries)
    .filter((entry) => entry.pgid !== pid)
    .map((entry) => entry.pid);
}

/**
 * Signals every process of a shell: descendants that left its process group (found through
 * their parents while the tree is intact, from /proc, or with tree-kill where there is none),
 * then the group itself, unless `group` is false.
 */
export function signalTree(pid: number, signal: NodeJS.Signals, group = true): Promise<void> {
  const entries = processTable();
  if (!entries) {
    return new Promise((resolve) => {
      treeKill(pid, signal, () => {
        signalGroup(pid, signal);
        resolve();
      });
    });
  }
  signalWithin(entries, pid, signal, group);
  return Promise.resolve();
}

// signalTree with the process table at hand.
function signalWithin(entries: ProcessEntry[], pid: number, signal: NodeJS.Signals, group = true): void {
  for (const escaped of escapedDescendants(pid, entries)) signalProcess(escaped, signal);
  if (group) signalGroup(pid, signal);
}

/**
 * Whether a process group still has a living member. Members that already died and wait to be
 * reaped by init (zombies orphaned when the shell died first) do not count: they run nothing.
 */
export function groupHasLiveMembers(pgid: number): boolean {
  const group = { pgid, pids: [] };
  return stillThere(group, undefined) && stillThere(group, processTable(1));
}

// How long a stop waits, past the kill grace, for the last members of the group to be reaped.
const GROUP_EXIT_WAIT_MS = 1000;

/**
 * Ends a shell's whole tree: SIGTERM now, SIGKILL after the grace, and resolves once the shell
 * has `exited` and no member of its group is left (a shell already gone still has its jobs ended).
 * A contained shell's group is bwrap alone: it gets only the SIGKILL, which ends the namespace (a
 * SIGTERM would end it at once, without the grace); the namespace's init (which ignores SIGTERM)
 * is gone only once everything in the namespace is.
 */
export async function stopTree(pid: number, exited: Promise<unknown>, graceMs: number, contained = false): Promise<void> {
  const members = contained ? descendantsOf(pid).map((entry) => entry.pid) : [];
  const escalation = setTimeout(() => void signalTree(pid, 'SIGKILL'), graceMs);
  await signalTree(pid, 'SIGTERM', !contained);
  await exited;
  await allGone(pid, members, graceMs + GROUP_EXIT_WAIT_MS);
  clearTimeout(escalation);
}

interface GoneWaiter {
  readonly pgid: number;
  readonly pids: readonly number[];
  readonly deadline: number;
  readonly resolve: () => void;
}

const goneWaiters = new Set<GoneWaiter>();
let goneTimer: NodeJS.Timeout | undefined;

/**
 * Resolves once no member of group `pgid` and none of `pids` is alive, or after `timeoutMs`.
 * Every wait of the moment shares one poll: a signal 0 per group and pid, and one /proc scan per
 * round only while some still answer (zombies do), so stopping 500 shells costs one scan a round,
 * not 500.
 */
export function allGone(pgid: number, pids: readonly number[], timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const waiter = { pgid, pids, deadline: Date.now() + timeoutMs, resolve };
    if (!stillThere(waiter, undefined)) return resolve();
    goneWaiters.add(waiter);
    goneTimer ??= setTimeout(pollGone, 5);
  });
}

function pollGone(): void {
  goneTimer = undefined;
  const now = Date.now();
  // Scanned once, and only when some waiter's group or pids still answer.
  let entries: ProcessEntry[] | undefined;
  for (const waiter of goneWaiters) {
    if (stillThere(waiter, undefined) && stillThere(waiter, (entries ??= processTable(1))) && now <= waiter.deadline) continue;
    goneWaiters.delete(waiter);
    waiter.resolve();
  }
  if (goneWaiters.size > 0) goneTimer = setTimeout(pollGone, 5);
}

// Without a table: whether the group or a pid still answers a signal 0. With one: whether one of
// them is alive in it (not a zombie); no procfs counts as alive.
function stillThere({ pgid, pids }: { readonly pgid: number; readonly pids: readonly number[] }, entries: ProcessEntry[] | undefined): boolean {
  if (!entries) return signalGroup(pgid, 0) || pids.some((pid) => signalProcess(pid, 0));
  const watched = new Set(pids);
  return entries.some((entry) => !entry.zombie && (entry.pgid === pgid || watched.has(entry.pid)));
}

/** Whether a process runs the program file `path` (a copy of a shell it forked runs the shell). */
export function runsProgram(path: string): (pid: number) => boolean {
  const program = fileId(path);
  return (pid) => program !== undefined && fileId(`/proc/${pid}/exe`) === program;
}

// A file as its device and inode, through links (undefined if it is gone).
function fileId(path: string): string | undefined {
  try {
    const { dev, ino } = statSync(path);
    return `${dev}:${ino}`;
  } catch {
    return undefined;
  }
}

// The first `count` fields of /proc/<pid>/stat after the command's name (which may hold spaces and
// parentheses): the state first, then the parent and the group.
function statFields(pid: number | string, count: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ', count);
}

// Whether the kernel keeps each task's list of children (CONFIG_PROC_CHILDREN, as distributions' do).
const CHILDREN_LISTED = existsSync(`/proc/${process.pid}/task/${process.pid}/children`);

/**
 * `pid` and the processes under it, from each one's lists of children (`/proc/<pid>/task/<tid>/children`):
 * a few reads for a command's tree where a scan reads every process of the machine; the scan
 * where the kernel keeps no such lists.
 */
export function treeMembers(pid: number): number[] {
  if (!CHILDREN_LISTED) return [pid, ...descendantsOf(pid, freshProcessTable()).map((entry) => entry.pid)];
  const members = [pid];
  for (let index = 0; index < members.length; index++) {
    try {
      for (const task of readdirSync(`/proc/${members[index]}/task`)) members.push(...readFileSync(`/proc/${members[index]}/task/${task}/children`, 'latin1').split(' ').filter(Boolean).map(Number));
    } catch {
      // gone meanwhile, with its children
    }
  }
  return members;
}

/**
 * The system calls a process waiting on its input sits in, by machine (`uname -m`): a read (read,
 * readv); an event loop's wait (epoll_wait, epoll_pwait, epoll_pwait2), as Node's, libuv's,
 * Python's asyncio; a select (select, pselect6), as GNU readline's at a terminal (Python's REPL).
 */
export const WAIT_CALLS: Readonly<
  Partial<Record<string, { reads: readonly number[]; polls: readonly number[]; selects: readonly number[]; relays: readonly number[] }>>
> = {
  // relays: poll(2) and ppoll(2), where `script` waits for the terminal and its input.
  x86_64: { reads: [0, 19], polls: [232, 281, 441], selects: [23, 270], relays: [7, 271] },
  aarch64: { reads: [63, 65], polls: [22, 441], selects: [72], relays: [73] },
};

// An epoll instance's watched files (`/proc/<pid>/fdinfo/<epfd>`): the events asked for and the file's inode, in hex.
const WATCHED = /^tfd:\s*\d+\s+events:\s*([0-9a-f]+)\b.*\bino:([0-9a-f]+)/gm;
const EPOLLIN = 0x1;

/** A file a command reads its input from: its link in `/proc/<pid>/fd` and its inode. */
export interface InputFile {
  readonly link: string;
  readonly inode: number;
  /** Another link a process may read it through: a terminal is `/dev/tty` to its session's processes. */
  readonly alias?: string;
}

/** What process `pid` has as file descriptor `fd`: `pipe:[inode]`, `socket:[inode]`, a terminal's path... */
export function fileOf(pid: number, fd: number): InputFile | undefined {
  try {
    return { link: readlinkSync(`/proc/${pid}/fd/${fd}`), inode: statSync(`/proc/${pid}/fd/${fd}`).ino };
  } catch {
    return undefined; // gone, or not ours to read
  }
}

/** The terminal (`/dev/pts/N`) one of `pids` has as its stdin, if one has. */
export function terminalOf(pids: readonly number[]): InputFile | undefined {
  for (const pid of pids) {
    const input = fileOf(pid, 0);
    // (A password prompt, getpass, sudo, ssh, reads the terminal it opened as /dev/tty.)
    if (input?.link.startsWith('/dev/pts/')) return { ...input, alias: '/dev/tty' };
  }
  return undefined;
}

/**
 * Whether one of `pids` is blocked reading `input` (the pipe, or socket pair, Node gives a child as
 * its stdin; or its terminal), or waiting in an event loop that watches it for reading (Node's
 * readline, an asyncio prompt), or in a select of its stdin alone (readline at a terminal): a
 * command waiting for input, as a person sees a prompt wait. The call it sits in and its first two
 * arguments (the file descriptor read, the epoll instance waited on, or a select's count of
 * descriptors and its read set) are in `/proc/<pid>/syscall`, read only for a process asleep (the
 * kernel waits for a running one to stop before it says, milliseconds on a busy machine). Where
 * the numbers are not known (another architecture), none is.
 */
export function readingInput(pids: readonly number[], input: InputFile): boolean {
  const calls = WAIT_CALLS[machine()];
  return calls !== undefined && pids.some((pid) => {
    try {
      if (statFields(pid, 1)[0] !== 'S') return false;
      const [call = '', first = '', second = ''] = readFileSync(`/proc/${pid}/syscall`, 'latin1').split(' ');
      const fd = Number.parseInt(first, 16);
      if (calls.reads.includes(Number(call))) return [input.link, input.alias].includes(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (calls.polls.includes(Number(call))) return watchesForReading(readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'latin1'), input.inode);
      // A select of descriptors below 1 (its first argument) for reading (a set given): its stdin alone.
      return calls.selects.includes(Number(call)) && fd === 1 && Number.parseInt(second, 16) !== 0 && readlinkSync(`/proc/${pid}/fd/0`) === input.link;
    } catch {
      return false; // gone, or not ours to read
    }
  });
}

/**
 * Whether the terminal's relay among `pids` (util-linux's `script`, which copies what the terminal
 * shows to the output) is asleep in its poll: it has copied all it was given. A relay still busy
 * may hold a prompt that a reader already blocked on its terminal wrote.
 */
export function relayIdle(pids: readonly number[]): boolean {
  const calls = WAIT_CALLS[machine()];
  return pids.every((pid) => {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'latin1').trim() !== 'script') return true;
      if (statFields(pid, 1)[0] !== 'S') return false;
      const call = Number(readFileSync(`/proc/${pid}/syscall`, 'latin1').split(' ')[0]);
      return calls === undefined || calls.relays.includes(call);
    } catch {
      return true; // gone
    }
  });
}

// Whether an epoll instance (its fdinfo) waits for the file of `inode` to have something to read.
function watchesForReading(fdinfo: string, inode: number): boolean {
  for (const [, events = '0', watched = ''] of fdinfo.matchAll(WATCHED)) {
    if (Number.parseInt(watched, 16) === inode && (Number.parseInt(events, 16) & EPOLLIN) !== 0) return true;
  }
  return false;
}

/** Signals one process; false when it is gone. */
export function signalProcess(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

const liveGroups = new Set<number>();
// Installed with the first group tracked (one hook kills them all).
let exitHook: (() => void) | undefined;

/**
 * Remembers a group to kill if this process exits first (normally, or on SIGINT, SIGTERM, SIGHUP),
 * so no shell outlives its owner. signal-exit re-raises the signal afterwards, so the process still
 * ends as it would have, unless the application handles the signal itself.
 */
export function trackGroup(pgid: number): void {
  liveGroups.add(pgid);
  exitHook ??= onExit(() => {
    // With what left a group while its tree stands: a job run under `setsid`, a terminal's session.
    // (Synchronously, with one scan for every group: the process is exiting.)
    const entries = liveGroups.size > 0 ? freshProcessTable() : [];
    for (const group of liveGroups) signalWithin(entries, group, 'SIGKILL');
  });
}

export function untrackGroup(pgid: number): void {
  liveGroups.delete(pgid);
}

/**
 * Ends what a finished shell left in its group (`server &`): SIGTERM now, SIGKILL after the grace.
 * Returns whether anything was left. Daemons that really detached (setsid) are not in the group.
 */
export function stopLeftovers(pgid: number, graceMs: number): boolean {
  if (!signalGroup(pgid, 'SIGTERM')) {
    untrackGroup(pgid);
    return false;
  }
  setTimeout(() => {
    signalGroup(pgid, 'SIGKILL');
    untrackGroup(pgid);
  }, graceMs).unref();
  return true;
}
