import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { BASH_PATH, bashArgs, type Launcher } from './launcher.js';

/** What a sandboxed command may touch besides reading the filesystem. */
export interface SandboxOptions {
  /** Paths writable besides the command's working directory and a private /tmp. */
  readonly allowWrite?: readonly string[];
  /** Whether the command may use the network (it gets no network namespace of its own). */
  readonly network?: boolean;
  /** The bubblewrap binary; found on PATH by default. */
  readonly bwrapPath?: string;
}

export class SandboxUnavailableError extends Error {
  override readonly name = 'SandboxUnavailableError';
}

/** The bubblewrap binary on PATH, if there is one. */
export function findBubblewrap(path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, 'bwrap');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** The bubblewrap arguments for one command: read-only root, writable cwd and allowed paths, private /tmp. */
export function bubblewrapArgs(command: string, cwd: string, { allowWrite = [], network = false }: SandboxOptions): string[] {
  const writable = [cwd, ...allowWrite.map((path) => resolve(path))];
  return [
    '--ro-bind', '/', '/',
    '--dev', '/dev',
    '--proc', '/proc',
    '--tmpfs', '/tmp',
    ...writable.flatMap((path) => ['--bind', path, path]),
    ...(network ? [] : ['--unshare-net']),
    '--die-with-parent',
    '--chdir', cwd,
    '--', BASH_PATH, ...bashArgs(command),
  ];
}

/**
 * A launcher that runs every command under bubblewrap. Enabling it without a working bwrap is an
 * error, never a silent fallback to running unsandboxed.
 */
export function createSandboxLauncher(options: SandboxOptions = {}): Launcher {
  const bwrap = options.bwrapPath ?? findBubblewrap();
  if (!bwrap || !existsSync(bwrap)) {
    throw new SandboxUnavailableError('sandbox: bubblewrap (bwrap) is not installed; install it (apt-get install bubblewrap) or disable the sandbox');
  }
  const missing = (options.allowWrite ?? []).filter((path) => !existsSync(path));
  if (missing.length > 0) throw new SandboxUnavailableError(`sandbox: allowWrite paths do not exist: ${missing.join(', ')}`);
  const probe = spawnSync(bwrap, ['--ro-bind', '/', '/', '--', '/bin/true'], { encoding: 'utf8', timeout: 10_000 });
  if (probe.status !== 0) {
    throw new SandboxUnavailableError(`sandbox: bubblewrap cannot create a sandbox here: ${(probe.stderr || probe.error?.message || `exit ${probe.status}`).trim()}`);
  }
  return ({ command, cwd, env, stdin = 'ignore' }) =>
    spawn(bwrap, bubblewrapArgs(command, cwd, options), { cwd, env, detached: true, stdio: [stdin, 'pipe', 'pipe'] });
}
