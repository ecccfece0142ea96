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

/**
 * Signals every process of a shell: descendants that left its process group (found through
 * their parents while the tree is intact) first, then the group itself.
 */
export function signalTree(pid: number, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    treeKill(pid, signal, () => {
      signalGroup(pid, signal);
      resolve();
    });
  });
}

/**
 * Whether a process group still has a living member. Members that already died and wait to be
 * reaped by init (zombies orphaned when the shell died first) do not count: they run nothing.
 */
export function groupHasLiveMembers(pgid: number): boolean {
  if (!signalGroup(pgid, 0)) return false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return true; // no procfs: the group exists, so assume it lives
  }
  return entries.some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(group) === pgid && state !== 'Z';
    } catch {
      return false;
    }
  });
}

/** Resolves once no member of a process group is alive, or after `timeoutMs`. */
export async function groupGone(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (groupHasLiveMembers(pgid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return true;
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
