import { existsSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { findBubblewrap, probeNamespace, spawnContained } from './containment.js';
import { emptyFile } from './isolation.js';
import type { Launcher } from './launcher.js';
import { registerGuard, sandboxGuard } from './sandbox-guard.js';
import { sandboxFilter } from './seccomp.js';

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
  // Keys and cloud or registry logins.
  '.ssh', '.aws', '.config/gcloud', '.docker', '.npmrc', '.netrc', '.kube', '.gnupg', '.git-credentials', '.config/gh', '.azure', '.pypirc',
  '.oci', '.s3cfg', '.boto', '.config/rclone', '.config/hub', '.config/op', '.gem/credentials', '.m2/settings-security.xml',
  '.cargo/credentials', '.cargo/credentials.toml', '.terraform.d/credentials.tfrc.json', '.vault-token', '.pgpass',
  // Coding agents' own logins.
  '.claude/.credentials.json', '.codex/auth.json', '.gemini/oauth_creds.json', '.config/openai', '.config/github-copilot',
  // Keyrings, password stores, the account's own secrets file.
  '.local/share/keyrings', '.password-store', '.env',
  // Shell and REPL histories (passwords typed on a command line stay there).
  '.bash_history', '.zsh_history', '.python_history', '.node_repl_history', '.psql_history', '.mysql_history', '.sqlite_history',
];

/** Files of the system that hold secrets (password hashes), hidden in every sandbox. */
const SYSTEM_SECRETS = ['/etc/shadow', '/etc/gshadow', '/etc/shadow-', '/etc/gshadow-'];

export class SandboxUnavailableError extends Error {
  override readonly name = 'SandboxUnavailableError';
}

/**
 * What a sandboxed command sees: a read-only root, writable cwd and allowed paths, a private /tmp,
 * no credentials, no capabilities even as root, and no network unless allowed. Every shell also
 * gets its own PID namespace and /proc (see containment.ts), and a guard on what would run later
 * outside the sandbox (see sandbox-guard.ts).
 */
export function sandboxMountArgs(cwd: string, options: SandboxOptions): string[] {
  const { network = false, home = homedir() } = options;
  const writable = writablePaths(cwd, options);
  return [
    '--ro-bind', '/', '/',
    '--tmpfs', '/tmp',
    ...runtimeDirArgs(),
    ...otherHomes(home, writable).flatMap((path) => ['--tmpfs', path]),
    ...writable.flatMap((path) => ['--bind', path, path]),
    ...[...hiddenPaths(options), ...SYSTEM_SECRETS].flatMap((path) => {
      const kind = kindOf(path);
      if (kind === 'directory') return ['--tmpfs', path];
      return kind === 'file' ? ['--ro-bind', emptyFile(), path] : [];
    }),
    '--cap-drop', 'ALL',
    ...(network ? [] : ['--unshare-net']),
  ];
}

function writablePaths(cwd: string, { allowWrite = [] }: SandboxOptions): string[] {
  return [cwd, ...allowWrite.map((path) => resolve(path))];
}

function hiddenPaths({ allowCredentials = [], home = homedir() }: SandboxOptions): string[] {
  const allowed = new Set(allowCredentials);
  return CREDENTIAL_PATHS.filter((path) => !allowed.has(path)).map((path) => join(home, path));
}

// /run and the session's runtime folder hold the host's sockets and keys (D-Bus, the keyring, agents):
// a tmpfs of their own, but for the resolver's configuration /etc/resolv.conf may point into.
function runtimeDirArgs(): string[] {
  const runtime = process.env.XDG_RUNTIME_DIR;
  const extra = runtime && !runtime.startsWith('/run/') && kindOf(runtime) === 'directory' ? ['--tmpfs', runtime] : [];
  const resolver = kindOf('/run/systemd/resolve') === 'directory' ? ['--ro-bind', '/run/systemd/resolve', '/run/systemd/resolve'] : [];
  return kindOf('/run') === 'directory' ? ['--tmpfs', '/run', ...resolver, ...extra] : extra;
}

// Every other account's home, and root's, unless the command works in it.
function otherHomes(home: string, writable: readonly string[]): string[] {
  const homes = [...safeList('/home').map((name) => join('/home', name)), '/root'];
  const inside = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);
  const worked = (dir: string) => inside(home, dir) || writable.some((path) => inside(path, dir) || inside(dir, path));
  return homes.filter((dir) => !worked(dir) && kindOf(dir) === 'directory');
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
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
  // Without a user namespace the sandbox still drops every capability (its arguments say so).
  const isolation = probeNamespace(bwrap, sandboxMountArgs('/', options)) === undefined ? 'user' : 'host-root';
  const failure = isolation === 'user' ? undefined : probeNamespace(bwrap, sandboxMountArgs('/', options), isolation);
  if (failure !== undefined) throw new SandboxUnavailableError(`sandbox: bubblewrap cannot create a sandbox here: ${failure}`);
  // Foreign architectures, io_uring and (unless allowed) host Unix sockets: refused where the architecture is known.
  const filter = sandboxFilter({ unixSockets: options.unixSockets ?? false });
  return ({ env, ...request }) => {
    const { SSH_AUTH_SOCK: _agent, ...withoutAgent } = env;
    const sandboxed = { ...request, env: options.unixSockets ? env : withoutAgent };
    const guard = sandboxGuard(writablePaths(request.cwd, options), options.home ?? homedir(), env.PATH, new Set(hiddenPaths(options)));
    const args = [...sandboxMountArgs(request.cwd, options), ...guard.args];
    const child = spawnContained(bwrap, args, sandboxed, { seccomp: filter, isolation });
    registerGuard(child, guard);
    return child;
  };
}
