import type { ChildProcess } from 'node:child_process';
import { spawnBash, type Launcher } from '@agent-toolkit/shell-manager';

// The specification's dangerous table, kept apart from the policy on purpose: if the policy
// ever lets one of these through, the test refuses to launch it instead of running it.
const DESTRUCTIVE = [
  /\brm\b[^;&|]*\s["']?\/+\.?\*?["']?(?:\s|$|[;&|])/, // rm ... /  or /*
  /\bmkfs/,
  /\bdd\b.*\bof=\/dev\//,
  />\s*\/dev\/(?:sd|hd|vd|xvd|nvme|mmcblk)/,
  /\bchmod\b.*-R.*\s\/(?:\s|$|\*)/,
  /\bchown\b.*-R.*\s\/(?:\s|$|\*)/,
  /\bmv\s+\/\s/,
  /:\s*\(\s*\)\s*\{/,
];

export function isDestructive(command: string): boolean {
  return DESTRUCTIVE.some((pattern) => pattern.test(command));
}

/** Every process the tests launch, so the run can prove none outlived it. */
export const launchedPids = new Set<number>();
export const launchedCommands: string[] = [];
/** The process (and process group) each launched command got, latest last. */
export const launchedProcesses: { command: string; pid: number }[] = [];

/** Puts the test guard in front of a launcher: refuses destructive commands (without saying "blocked") and records the rest. */
export const guardLauncher = (inner: Launcher): Launcher => (request) => {
  if (isDestructive(request.command)) {
    throw new Error(`test guard: refusing to launch a destructive command in a test run: ${request.command}`);
  }
  const child: ChildProcess = inner(request);
  launchedCommands.push(request.command);
  if (child.pid) {
    launchedPids.add(child.pid);
    launchedProcesses.push({ command: request.command, pid: child.pid });
  }
  return child;
};

export const guardedLauncher: Launcher = guardLauncher(spawnBash);
