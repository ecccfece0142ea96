import { spawn, type ChildProcess } from 'node:child_process';

export interface LaunchRequest {
  readonly command: string;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** `pipe` for a shell that reads its commands on stdin (a session); /dev/null otherwise. */
  readonly stdin?: 'ignore' | 'pipe';
}

/**
 * Starts the process behind a shell. It must start it as the leader of its own process group
 * (`detached: true`) with piped stdout and stderr, so the whole tree can be signalled at once.
 * Injectable so embedders (and tests) can wrap, sandbox or refuse what is launched.
 */
export type Launcher = (request: LaunchRequest) => ChildProcess;

export const BASH_PATH = '/bin/bash';

export const spawnBash: Launcher = ({ command, cwd, env, stdin = 'ignore' }) =>
  spawn(BASH_PATH, ['-c', command], { cwd, env, detached: true, stdio: [stdin, 'pipe', 'pipe'] });
