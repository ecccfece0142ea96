import { readdirSync, readFileSync } from 'node:fs';

/**
 * The test oracle for "is anything left": read from /proc, never from the package under test.
 * Every process the tests launch carries a mark in its environment, which every descendant
 * inherits, so a process is found even after it left the group (setsid) or lost its parent.
 */
export const MARK_VARIABLE = 'AGENT_TOOLKIT_TEST_MARK';

export interface ProcEntry {
  readonly pid: number;
  readonly ppid: number;
  readonly pgid: number;
  readonly state: string;
  readonly comm: string;
}

function readEntry(pid: string): ProcEntry | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const [state, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ', 3);
    return { pid: Number(pid), ppid: Number(ppid), pgid: Number(pgid), state: state!, comm };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** Every process in /proc, zombies included. */
export function processTable(): ProcEntry[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readEntry)
    .filter((entry): entry is ProcEntry => entry !== undefined);
}

/** The process, unless it is gone or only a zombie waiting to be reaped. */
export function liveProcess(pid: number): ProcEntry | undefined {
  const entry = readEntry(String(pid));
  return entry && entry.state !== 'Z' ? entry : undefined;
}

/** A variable of the process's environment as it started, from /proc. */
export function environVariable(pid: number, name: string): string | undefined {
  try {
    const environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
    const found = environ.split('\0').find((variable) => variable.startsWith(`${name}=`));
    return found?.slice(name.length + 1);
  } catch {
    return undefined;
  }
}

const markOf = (pid: number) => environVariable(pid, MARK_VARIABLE);

/** Live processes whose mark satisfies `matches`: a launch and all its descendants, wherever they went. */
export function markedProcesses(matches: (mark: string) => boolean): (ProcEntry & { mark: string })[] {
  const found: (ProcEntry & { mark: string })[] = [];
  for (const entry of processTable()) {
    if (entry.state === 'Z' || entry.pid === process.pid) continue;
    const mark = markOf(entry.pid);
    if (mark !== undefined && matches(mark)) found.push({ ...entry, mark });
  }
  return found;
}

/** Live processes of one launch (its mark), wherever they went. */
export function processesOfLaunch(mark: string): (ProcEntry & { mark: string })[] {
  return markedProcesses((found) => found === mark);
}

/** The command line of a live process, arguments joined by spaces; undefined once it is gone. */
export function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trimEnd() || undefined;
  } catch {
    return undefined;
  }
}

/** Live processes whose command line contains `text`. */
export function processesRunning(text: string): number[] {
  return processTable()
    .filter((entry) => entry.state !== 'Z' && commandLine(entry.pid)?.includes(text))
    .map((entry) => entry.pid);
}
