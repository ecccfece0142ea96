import { spawn, type ChildProcess } from 'node:child_process';

export interface LaunchRequest {
  readonly command: string;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
}

/**
 * Starts the process behind a shell. It must start it as the leader of its own process group
 * (`detached: true`) with piped stdout and stderr, so the whole tree can be signalled at once.
 * Injectable so embedders (and tests) can wrap, sandbox or refuse what is launched.
 */
export type Launcher = (request: LaunchRequest) => ChildProcess;

export const BASH_PATH = '/bin/bash';

export const spawnBash: Launcher = ({ command, cwd, env }) =>
  spawn(BASH_PATH, ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
