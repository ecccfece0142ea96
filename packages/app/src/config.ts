import { statSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
// The defaults alone, not the packages' tools: the MCP server answers initialize before it loads those.
import { DEFAULT_MAX_OUTPUT_SIZE, DEFAULT_TIMEOUT_MS } from '@agent-toolkit/tool-core/constants';
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_OUTPUT_LIMITS } from '@agent-toolkit/shell-manager/output-limits';
import type { RunnerOptions, Toolkit } from './create-toolkit.js';
import { UsageError } from './usage-error.js';

/** How the server and the CLI run tools: one place for every option, from flags or environment. */
export interface ToolkitConfig {
  /** Where commands run: the directory the process started in by default. */
  readonly workingDir: string;
  /** Directories commands may run in; anywhere when empty. */
  readonly allowedRoots: readonly string[];
  /** Default command timeout in milliseconds. */
  readonly timeout: number;
  /** Characters of output returned before truncation. */
  readonly maxOutputSize: number;
  /** Bytes a stream's output file may hold (the whole output past what memory keeps). */
  readonly maxOutputFileBytes: number;
  /** Validate and describe commands, run nothing. */
  readonly dryRun: boolean;
  /** How often a long foreground command reports progress to an MCP client that asked for it. */
  readonly progressIntervalMs: number;
  /** `Bash(...)` permission rules. */
  readonly permissions: { allow: string[]; deny: string[]; ask: string[] };
  /** Secret-looking environment variables handed to commands anyway. */
  readonly envAllow: readonly string[];
  /** Run commands under bubblewrap. */
  readonly sandbox: { enabled: boolean; allowWrite: string[]; network: boolean };
  /** Contain every shell in its own PID namespace where bubblewrap can (on by default). */
  readonly containment: boolean;
  /** Contained commands keep the host's root (capabilities and all): for apt and the like. */
  readonly hostRoot: boolean;
  /** Where shells run: here, unless a container is named or is to be started. */
  readonly runner: RunnerOptions | undefined;
  /** Whether the MCP server runs foreground commands in one persistent shell (`cd` and exports carry over). */
  readonly persistent: boolean;
}

/** The option flags of every command that runs tools, as `node:util` parseArgs takes them. */
export const CONFIG_FLAGS = {
  cwd: { type: 'string' },
  'allowed-root': { type: 'string', multiple: true },
  timeout: { type: 'string' },
  'max-output': { type: 'string' },
  'max-output-file': { type: 'string' },
  'dry-run': { type: 'boolean' },
  allow: { type: 'string', multiple: true },
  deny: { type: 'string', multiple: true },
  ask: { type: 'string', multiple: true },
  'env-allow': { type: 'string', multiple: true },
  sandbox: { type: 'boolean' },
  'sandbox-write': { type: 'string', multiple: true },
  'sandbox-network': { type: 'boolean' },
  'no-containment': { type: 'boolean' },
  'host-root': { type: 'boolean' },
  container: { type: 'string' },
  'container-image': { type: 'string' },
  'container-rootfs': { type: 'string' },
  'container-engine': { type: 'string' },
  'container-network': { type: 'string' },
  'container-memory': { type: 'string' },
  'container-pids': { type: 'string' },
} as const;

/** Flags only the MCP server has. */
export const SERVER_FLAGS = {
  'progress-interval': { type: 'string' },
  'no-persist': { type: 'boolean' },
  http: { type: 'string' },
  'token-file': { type: 'string' },
  'allowed-host': { type: 'string', multiple: true },
  // Only to refuse it by name: a token on the command line is readable by every user in /proc.
  token: { type: 'string' },
} as const;

export interface ConfigFlags {
  cwd?: string | undefined;
  'allowed-root'?: string[] | undefined;
  timeout?: string | undefined;
  'max-output'?: string | undefined;
  'max-output-file'?: string | undefined;
  'dry-run'?: boolean | undefined;
  'progress-interval'?: string | undefined;
  allow?: string[] | undefined;
  deny?: string[] | undefined;
  ask?: string[] | undefined;
  'env-allow'?: string[] | undefined;
  sandbox?: boolean | undefined;
  'sandbox-write'?: string[] | undefined;
  'sandbox-network'?: boolean | undefined;
  'no-containment'?: boolean | undefined;
  'host-root'?: boolean | undefined;
  container?: string | undefined;
  'container-image'?: string | undefined;
  'container-rootfs'?: string | undefined;
  'container-engine'?: string | undefined;
  'container-network'?: string | undefined;
  'container-memory'?: string | undefined;
  'container-pids'?: string | undefined;
  'no-persist'?: boolean | undefined;
  http?: string | undefined;
  'token-file'?: string | undefined;
  'allowed-host'?: string[] | undefined;
  token?: string | undefined;
}

export const CONFIG_HELP = `  --cwd DIR                 working directory (env AGENT_TOOLKIT_CWD; default: the current directory)
  --allowed-root DIR        a directory commands may run in, repeatable (env AGENT_TOOLKIT_ALLOWED_ROOTS, '${delimiter}'-separated)
  --timeout MS              default command timeout, 1000..600000 (env AGENT_TOOLKIT_TIMEOUT; default ${DEFAULT_TIMEOUT_MS})
  --max-output CHARS        output returned before truncation (env AGENT_TOOLKIT_MAX_OUTPUT; default ${DEFAULT_MAX_OUTPUT_SIZE})
  --max-output-file BYTES   cap on each stream's output file (env AGENT_TOOLKIT_MAX_OUTPUT_FILE; default ${DEFAULT_MAX_FILE_BYTES}, 1 GiB)
  --dry-run                 describe commands instead of running them (env AGENT_TOOLKIT_DRY_RUN=1)
  --deny RULE               refuse commands matching Bash(<prefix>:*) or Bash(<command>), repeatable
  --ask RULE                ask for confirmation (a failed result saying so), repeatable
  --allow RULE              allow, repeatable (danger rules still deny)
  --env-allow NAME          hand this secret-looking variable to commands anyway, repeatable
  --sandbox                 run commands under bubblewrap: read-only but for the working directory and a private /tmp
  --sandbox-write PATH      another writable path in the sandbox, repeatable
  --sandbox-network         let sandboxed commands use the network
  --no-containment          run shells in process groups only, not each in namespaces of their own
  --host-root               contained commands keep the host's root and its capabilities (apt, mount); off by default
  --container NAME          run shells inside this running container (through podman/docker exec)
  --container-image IMAGE   start a container from IMAGE for the shells (removed on exit), the working directory mounted
  --container-rootfs DIR    the same from a root directory (podman; DIR:O for a throwaway overlay)
  --container-engine CLI    podman (default) or docker
  --container-network NET   the started container's network (default none)
  --container-memory SIZE   the started container's memory limit (e.g. 2g)
  --container-pids N        the started container's process limit`;

export const SERVER_HELP = `  --progress-interval MS    progress notification period for MCP clients (env AGENT_TOOLKIT_PROGRESS_INTERVAL; default 1000)
  --no-persist              run each foreground command in a fresh shell (env AGENT_TOOLKIT_PERSIST=0)
  --http HOST:PORT          serve MCP over streamable HTTP at http://HOST:PORT/mcp instead of stdio
  --token-file FILE         the bearer token every HTTP request must carry (mode 600; or env AGENT_TOOLKIT_TOKEN)
  --allowed-host NAME       a Host header the HTTP server accepts besides its address, repeatable`;

export function resolveConfig(flags: ConfigFlags, env: NodeJS.ProcessEnv = process.env): ToolkitConfig {
  const roots = flags['allowed-root'] ?? env.AGENT_TOOLKIT_ALLOWED_ROOTS?.split(delimiter).filter(Boolean) ?? [];
  const workingDir = directory('--cwd', resolve(flags.cwd ?? env.AGENT_TOOLKIT_CWD ?? process.cwd()));
  return {
    workingDir,
    allowedRoots: roots.map((root) => resolve(root)),
    timeout: integer('--timeout', flags.timeout ?? env.AGENT_TOOLKIT_TIMEOUT, DEFAULT_TIMEOUT_MS, 1000, 600_000),
    maxOutputSize: integer('--max-output', flags['max-output'] ?? env.AGENT_TOOLKIT_MAX_OUTPUT, DEFAULT_MAX_OUTPUT_SIZE, 1, Number.MAX_SAFE_INTEGER),
    maxOutputFileBytes: integer('--max-output-file', flags['max-output-file'] ?? env.AGENT_TOOLKIT_MAX_OUTPUT_FILE, DEFAULT_MAX_FILE_BYTES, 1024, Number.MAX_SAFE_INTEGER),
    dryRun: flags['dry-run'] ?? ['1', 'true', 'yes'].includes(env.AGENT_TOOLKIT_DRY_RUN?.toLowerCase() ?? ''),
    progressIntervalMs: integer('--progress-interval', flags['progress-interval'] ?? env.AGENT_TOOLKIT_PROGRESS_INTERVAL, 1000, 10, 60_000),
    permissions: { allow: flags.allow ?? [], deny: flags.deny ?? [], ask: flags.ask ?? [] },
    envAllow: flags['env-allow'] ?? [],
    persistent: !(flags['no-persist'] ?? env.AGENT_TOOLKIT_PERSIST === '0'),
    containment: !(flags['no-containment'] ?? false),
    hostRoot: flags['host-root'] ?? false,
    runner: runnerOf(flags, workingDir),
    sandbox: { enabled: flags.sandbox ?? false, allowWrite: (flags['sandbox-write'] ?? []).map((path) => resolve(path)), network: flags['sandbox-network'] ?? false },
  };
}

// A container named, or one to start from an image or a root directory: one of the three at most.
function runnerOf(flags: ConfigFlags, workingDir: string): RunnerOptions | undefined {
  const given = (['container', 'container-image', 'container-rootfs'] as const).filter((name) => flags[name] !== undefined);
  if (given.length > 1) throw new UsageError(`--${given.join(' and --')}: give one of them`);
  const startOnly = (['container-network', 'container-memory', 'container-pids'] as const).filter((name) => flags[name] !== undefined);
  if (given.length === 0) {
    const stray = [...(flags['container-engine'] === undefined ? [] : ['container-engine']), ...startOnly];
    if (stray.length > 0) throw new UsageError(`--${stray[0]}: needs --container, --container-image or --container-rootfs`);
    return undefined;
  }
  if (flags.sandbox) throw new UsageError(`--sandbox and --${given[0]}: give one of them (the container is the sandbox)`);
  const engine = flags['container-engine'] ?? 'podman';
  if (flags.container !== undefined) {
    if (startOnly.length > 0) throw new UsageError(`--${startOnly[0]}: only for a container the server starts (--container-image or --container-rootfs)`);
    return { container: flags.container, engine };
  }
  const pids = flags['container-pids'] === undefined ? undefined : integer('--container-pids', flags['container-pids'], 0, 1, 1_000_000);
  return {
    engine,
    ...(flags['container-image'] !== undefined ? { image: flags['container-image'] } : { rootfs: flags['container-rootfs']! }),
    mounts: [workingDir],
    ...(flags['container-network'] !== undefined ? { network: flags['container-network'] } : {}),
    ...(flags['container-memory'] !== undefined ? { memory: flags['container-memory'] } : {}),
    ...(pids !== undefined ? { pids } : {}),
  };
}

// Checked at start: a server that cannot run any command must not start.
function directory(name: string, path: string): string {
  if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`${name}: ${path} is not a directory`);
  return path;
}

function integer(name: string, text: string | undefined, fallback: number, minimum: number, maximum: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum || value > maximum) {
    throw new UsageError(`${name}: expected an integer from ${minimum} to ${maximum}, got ${JSON.stringify(text)}`);
  }
  return value;
}

/**
 * The toolkit a configuration asks for; one it cannot make (no bwrap, a malformed rule) is a usage
 * error. `persistentShell`: whether this caller (the MCP server) runs foreground calls in one shell.
 */
export async function createConfiguredToolkit(config: ToolkitConfig, { persistentShell = false, prewarm = false } = {}): Promise<Toolkit> {
  // Loaded here, not with this module: the MCP server answers initialize before the tools, the
  // policy and its parser are loaded.
  const { createToolkit } = await import('./create-toolkit.js');
  try {
    return await createToolkit({
      prewarm,
      allowedRoots: config.allowedRoots,
      permissions: config.permissions,
      envAllow: config.envAllow,
      sandbox: config.sandbox,
      containment: config.containment,
      hostRoot: config.hostRoot,
      ...(config.runner ? { runner: config.runner } : {}),
      shellOptions: { outputLimits: { ...DEFAULT_OUTPUT_LIMITS, maxFileBytes: config.maxOutputFileBytes } },
      describe: { persistentShell, timeoutMs: config.timeout, maxOutputSize: config.maxOutputSize },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
