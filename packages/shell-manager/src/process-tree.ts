import treeKill from 'tree-kill';

/** Signals a process group; false when no process of it is left. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
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

const liveGroups = new Set<number>();
let exitHookInstalled = false;

/** Remembers a group to kill if this process exits first, so no shell outlives its owner. */
export function trackGroup(pgid: number): void {
  liveGroups.add(pgid);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const group of liveGroups) signalGroup(group, 'SIGKILL');
  });
}

export function untrackGroup(pgid: number): void {
  liveGroups.delete(pgid);
}
