import { readdirSync, readFileSync } from 'node:fs';
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

// The process table from /proc, shared by the calls of the same moment (killAll stops a hundred
// shells at once: one scan, not a hundred). Undefined where there is no procfs.
function processTable(maxAgeMs = 5): ProcessEntry[] | undefined {
  const now = performance.now();
  if (table && now - table.at < maxAgeMs) return table.entries;
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
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      const [state, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ', 3);
      entries.push({ pid: Number(name), ppid: Number(ppid), pgid: Number(pgid), zombie: state === 'Z' });
    } catch {
      // gone meanwhile
    }
  }
  table = { at: performance.now(), entries }; // from when the scan ended: a scan of a busy /proc takes longer than the reuse window
  return entries;
}

/** Descendants of `pid`, through their parents, as the process table has them now. */
export function descendantsOf(pid: number, entries: ProcessEntry[] = processTable() ?? []): ProcessEntry[] {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of entries) {
    const siblings = children.get(entry.ppid);
    if (siblings) siblings.push(entry);
    else children.set(entry.ppid, [entry]);
  }
  const found: ProcessEntry[] = [];
  const pending = [...(children.get(pid) ?? [])];
  while (pending.length > 0) {
    const next = pending.pop()!;
    found.push(next);
    pending.push(...(children.get(next.pid) ?? []));
  }
  return found;
}

/** The process table as of now (no reuse of a scan of a few milliseconds ago). */
export function freshProcessTable(): ProcessEntry[] {
  return processTable(0) ?? [];
}

/** The living members of process group `pgid`, from a fresh scan. */
export function groupMembers(pgid: number): number[] {
  return freshProcessTable().filter((entry) => entry.pgid === pgid && !entry.zombie).map((entry) => entry.pid);
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
  for (const escaped of escapedDescendants(pid, entries)) signalProcess(escaped, signal);
  if (group) signalGroup(pid, signal);
  return Promise.resolve();
}

/**
 * Whether a process group still has a living member. Members that already died and wait to be
 * reaped by init (zombies orphaned when the shell died first) do not count: they run nothing.
 */
export function groupHasLiveMembers(pgid: number): boolean {
  if (!signalGroup(pgid, 0)) return false;
  // Nearly current: stops polling together share one scan (a hundred at once would otherwise
  // each read all of /proc every few milliseconds).
  const entries = processTable(1);
  return entries ? entries.some((entry) => entry.pgid === pgid && !entry.zombie) : true;
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

/** Resolves once no member of group `pgid` and none of `pids` is alive, or after `timeoutMs`. */
export async function allGone(pgid: number, pids: readonly number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((groupHasLiveMembers(pgid) || anyAlive(pids)) && Date.now() <= deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

// Cheap first (a signal 0 per pid), the process table only while some still answer (zombies do).
function anyAlive(pids: readonly number[]): boolean {
  const answering = pids.filter((pid) => signalProcess(pid, 0));
  if (answering.length === 0) return false;
  const alive = new Set((processTable() ?? []).filter((entry) => !entry.zombie).map((entry) => entry.pid));
  return answering.some((pid) => alive.has(pid));
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
let exitHookInstalled = false;

/**
 * Remembers a group to kill if this process exits first (normally, or on SIGINT, SIGTERM, SIGHUP),
 * so no shell outlives its owner. signal-exit re-raises the signal afterwards, so the process still
 * ends as it would have, unless the application handles the signal itself.
 */
export function trackGroup(pgid: number): void {
  liveGroups.add(pgid);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  onExit(() => {
    for (const group of liveGroups) signalGroup(group, 'SIGKILL');
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
