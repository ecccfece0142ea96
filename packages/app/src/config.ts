import { delimiter, resolve } from 'node:path';
import { DEFAULT_MAX_OUTPUT_SIZE, DEFAULT_TIMEOUT_MS } from '@agent-toolkit/tool-core';
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
  /** Validate and describe commands, run nothing. */
  readonly dryRun: boolean;
  /** How often a long foreground command reports progress to an MCP client that asked for it. */
  readonly progressIntervalMs: number;
}

/** The option flags, as `node:util` parseArgs takes them. */
export const CONFIG_FLAGS = {
  cwd: { type: 'string' },
  'allowed-root': { type: 'string', multiple: true },
  timeout: { type: 'string' },
  'max-output': { type: 'string' },
  'dry-run': { type: 'boolean' },
  'progress-interval': { type: 'string' },
} as const;

export interface ConfigFlags {
  cwd?: string | undefined;
  'allowed-root'?: string[] | undefined;
  timeout?: string | undefined;
  'max-output'?: string | undefined;
  'dry-run'?: boolean | undefined;
  'progress-interval'?: string | undefined;
}

export const CONFIG_HELP = `  --cwd DIR                 working directory (env AGENT_TOOLKIT_CWD; default: the current directory)
  --allowed-root DIR        a directory commands may run in, repeatable (env AGENT_TOOLKIT_ALLOWED_ROOTS, '${delimiter}'-separated)
  --timeout MS              default command timeout, 1000..600000 (env AGENT_TOOLKIT_TIMEOUT; default ${DEFAULT_TIMEOUT_MS})
  --max-output CHARS        output returned before truncation (env AGENT_TOOLKIT_MAX_OUTPUT; default ${DEFAULT_MAX_OUTPUT_SIZE})
  --dry-run                 describe commands instead of running them (env AGENT_TOOLKIT_DRY_RUN=1)
  --progress-interval MS    progress notification period for MCP clients (env AGENT_TOOLKIT_PROGRESS_INTERVAL; default 1000)`;

export function resolveConfig(flags: ConfigFlags, env: NodeJS.ProcessEnv = process.env): ToolkitConfig {
  const roots = flags['allowed-root'] ?? env.AGENT_TOOLKIT_ALLOWED_ROOTS?.split(delimiter).filter(Boolean) ?? [];
  return {
    workingDir: resolve(flags.cwd ?? env.AGENT_TOOLKIT_CWD ?? process.cwd()),
    allowedRoots: roots.map((root) => resolve(root)),
    timeout: integer('--timeout', flags.timeout ?? env.AGENT_TOOLKIT_TIMEOUT, DEFAULT_TIMEOUT_MS, 1000, 600_000),
    maxOutputSize: integer('--max-output', flags['max-output'] ?? env.AGENT_TOOLKIT_MAX_OUTPUT, DEFAULT_MAX_OUTPUT_SIZE, 1, Number.MAX_SAFE_INTEGER),
    dryRun: flags['dry-run'] ?? ['1', 'true', 'yes'].includes(env.AGENT_TOOLKIT_DRY_RUN?.toLowerCase() ?? ''),
    progressIntervalMs: integer('--progress-interval', flags['progress-interval'] ?? env.AGENT_TOOLKIT_PROGRESS_INTERVAL, 1000, 10, 60_000),
  };
}

function integer(name: string, text: string | undefined, fallback: number, minimum: number, maximum: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum || value > maximum) {
    throw new UsageError(`${name}: expected an integer from ${minimum} to ${maximum}, got ${JSON.stringify(text)}`);
  }
  return value;
}
