import { existsSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { findBubblewrap, probeNamespace, spawnContained } from './containment.js';
import type { Launcher } from './launcher.js';
import { unixSocketFilter } from './seccomp.js';

/** What a sandboxed command may touch besides reading the filesystem. */
export interface SandboxOptions {
  /** Paths writable besides the command's working directory and a private /tmp. */
  readonly allowWrite?: readonly string[];
  /** Whether the command may use the network (it gets no network namespace of its own). */
  readonly network?: boolean;
  /** Whether the command may connect to the host's Unix sockets (and gets SSH_AUTH_SOCK). */
  readonly unixSockets?: boolean;
  /** Credential paths (as in CREDENTIAL_PATHS, relative to the home directory) left readable. */
  readonly allowCredentials?: readonly string[];
  /** The bubblewrap binary; found on PATH by default. */
  readonly bwrapPath?: string;
  /** The home directory whose credentials are hidden; this user's by default. */
  readonly home?: string;
}

/** Credentials under the home directory a sandboxed command cannot read unless allowed. */
export const CREDENTIAL_PATHS: readonly string[] = [
  '.ssh', '.aws', '.config/gcloud', '.docker', '.npmrc', '.netrc', '.kube', '.gnupg', '.git-credentials', '.config/gh', '.azure', '.pypirc',
];

export class SandboxUnavailableError extends Error {
  override readonly name = 'SandboxUnavailableError';
}

/**
 * What a sandboxed command sees: a read-only root, writable cwd and allowed paths (their `.git`
 * hooks and config read-only: they run later outside the sandbox), a private /tmp, no
 * credentials, no capabilities even as root, and no network unless allowed. Every shell also
 * gets its own PID namespace and /proc (see containment.ts).
 */
export function sandboxMountArgs(cwd: string, { allowWrite = [], network = false, allowCredentials = [], home = homedir() }: SandboxOptions): string[] {
  const writable = [cwd, ...allowWrite.map((path) => resolve(path))];
  const allowed = new Set(allowCredentials);
  const hidden = CREDENTIAL_PATHS.filter((path) => !allowed.has(path)).map((path) => join(home, path));
  const gitGuarded = writable.flatMap((path) => [join(path, '.git', 'hooks'), join(path, '.git', 'config')]);
  return [
    '--ro-bind', '/', '/',
    '--dev', '/dev',
    '--tmpfs', '/tmp',
    ...writable.flatMap((path) => ['--bind', path, path]),
    ...hidden.flatMap((path) => {
      const kind = kindOf(path);
      if (kind === 'directory') return ['--tmpfs', path];
      return kind === 'file' ? ['--ro-bind', '/dev/null', path] : [];
    }),
    ...gitGuarded.filter((path) => kindOf(path) !== undefined).flatMap((path) => ['--ro-bind', path, path]),
    '--cap-drop', 'ALL',
    '--unshare-ipc',
    ...(network ? [] : ['--unshare-net']),
  ];
}

function kindOf(path: string): 'directory' | 'file' | undefined {
  try {
    return statSync(path).isDirectory() ? 'directory' : 'file';
  } catch {
    return undefined;
  }
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
  const failure = probeNamespace(bwrap, sandboxMountArgs('/', options));
  if (failure !== undefined) throw new SandboxUnavailableError(`sandbox: bubblewrap cannot create a sandbox here: ${failure}`);
  // Host Unix sockets: a seccomp filter refuses socket(AF_UNIX) where the architecture is known.
  const filter = options.unixSockets ? undefined : unixSocketFilter();
  return ({ env, ...request }) => {
    const { SSH_AUTH_SOCK: _agent, ...withoutAgent } = env;
    return spawnContained(bwrap, sandboxMountArgs(request.cwd, options), { ...request, env: options.unixSockets ? env : withoutAgent }, filter);
  };
}
