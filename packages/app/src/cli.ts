import { constants } from 'node:os';
import { parseArgs } from 'node:util';
import { SCHEMA_FORMATS, type SchemaFormat, type ToolResult } from '@agent-toolkit/tool-core';
import { CONFIG_FLAGS, CONFIG_HELP, createConfiguredToolkit, resolveConfig, type ConfigFlags, type ToolkitConfig } from './config.js';
import type { Toolkit } from './create-toolkit.js';
import { serveStdio } from './mcp-server.js';
import { contextFromConfig } from './tool-context.js';
import { UsageError } from './usage-error.js';

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

const processIo: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
};

const HELP: Record<string, string> = {
  main: `Usage: agent-toolkit <command> [options]

Commands:
  mcp                                 serve Bash, BashOutput and KillShell over MCP on stdio
  run [options] -- <command>          run one command as the Bash tool would, exit with its status
  call <Tool> '<json params>'         call any tool, print the ToolResult as JSON
  schemas --format <format>           print the tools' schemas (openai, anthropic, langchain)

Run 'agent-toolkit <command> --help' for a command's options.`,
  mcp: `Usage: agent-toolkit mcp [options]

Serves Bash, BashOutput and KillShell over the Model Context Protocol on stdin/stdout.
Every shell it started is killed when stdin closes or on SIGINT/SIGTERM.

Options:
${CONFIG_HELP}`,
  run: `Usage: agent-toolkit run [--background] [--timeout MS] [--cwd DIR] [options] -- <command>

Runs one command through the same executor and policy as the tools, prints what an agent would
see, and exits with the command's status (124 on timeout, 128+N when killed by signal N,
1 when the tool refused it). With --background it starts a background shell, waits for it, and
prints what BashOutput returns.

Options:
  --background              run as a background shell
${CONFIG_HELP}`,
  call: `Usage: agent-toolkit call <Tool> '<json params>' [options]

Calls one tool and prints its ToolResult as JSON; exit 0 on success, 1 on failure.
Background shells end when the command exits.

Options:
${CONFIG_HELP}`,
  schemas: `Usage: agent-toolkit schemas --format ${SCHEMA_FORMATS.join('|')}

Prints the tools' schemas as JSON.`,
};

/** Runs the CLI and returns its exit code; usage errors print a message and give 2. */
export async function runCli(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'mcp':
        return await mcpCommand(rest, io);
      case 'run':
        return await runCommand(rest, io);
      case 'call':
        return await callCommand(rest, io);
      case 'schemas':
        return await schemasCommand(rest, io);
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.stdout(`${HELP.main}\n`);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command: ${command}`);
    }
  } catch (error) {
    if (!(error instanceof UsageError) && !isParseArgsError(error)) throw error;
    io.stderr(`agent-toolkit: ${(error as Error).message}\n${command && HELP[command] ? `Run 'agent-toolkit ${command} --help' for usage.` : `Run 'agent-toolkit --help' for usage.`}\n`);
    return 2;
  }
}

function isParseArgsError(error: unknown): boolean {
  return error instanceof TypeError && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');
}

function parse(command: string, args: readonly string[], extra: Record<string, { type: 'boolean' | 'string' }> = {}) {
  const parsed = parseArgs({ args: [...args], options: { ...CONFIG_FLAGS, ...extra, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  const values = parsed.values as ConfigFlags & { background?: boolean; format?: string };
  return { values, positionals: parsed.positionals, help: parsed.values.help ? HELP[command] : undefined };
}

async function withToolkit<T>(config: ToolkitConfig, use: (toolkit: Toolkit) => Promise<T>): Promise<T> {
  const toolkit = await createConfiguredToolkit(config);
  try {
    return await use(toolkit);
  } finally {
    await toolkit.close();
  }
}

async function mcpCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals, help } = parse('mcp', args);
  if (help) return printHelp(io, help);
  if (positionals.length > 0) throw new UsageError(`mcp takes no arguments, got ${positionals.join(' ')}`);
  await serveStdio(resolveConfig(values));
  return await new Promise<number>(() => undefined); // serves until a signal or stdin closes
}

async function runCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals, help } = parse('run', args, { background: { type: 'boolean' } });
  if (help) return printHelp(io, help);
  if (positionals.length === 0) throw new UsageError('run needs a command after --');
  const config = resolveConfig(values);
  const command = positionals.join(' ');
  return withToolkit(config, async (toolkit) => {
    const context = contextFromConfig(config);
    const params = { command, run_in_background: values.background === true, ...(values.timeout ? { timeout: config.timeout } : {}) };
    const started = await toolkit.executor.execute('Bash', context, params);
    if (!started.success || !values.background) return printResult(io, started);
    io.stdout(`${started.output}\n`);
    const shell = toolkit.shells.getShell(started.metadata.bash_id as string)!;
    await shell.wait();
    return printResult(io, await toolkit.executor.execute('BashOutput', context, { bash_id: shell.id }), shell.exitCode, shell.signal);
  });
}

// Prints what an agent would see and turns the command's ending into an exit status.
function printResult(io: CliIo, result: ToolResult, exitCode = result.metadata.exit_code, signal = result.metadata.signal): number {
  const text = result.toDisplay();
  (result.success ? io.stdout : io.stderr)(text.endsWith('\n') ? text : `${text}\n`);
  if (result.metadata.timed_out) return 124;
  if (typeof signal === 'string') return 128 + (constants.signals[signal as NodeJS.Signals] ?? 0);
  if (typeof exitCode === 'number') return exitCode;
  return result.success ? 0 : 1;
}


async function callCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals, help } = parse('call', args);
  if (help) return printHelp(io, help);
  const [toolName, json = '{}', ...extra] = positionals;
  if (!toolName) throw new UsageError('call needs a tool name');
  if (extra.length > 0) throw new UsageError(`call takes a tool name and one JSON argument, got ${positionals.length} arguments`);
  let params: unknown;
  try {
    params = JSON.parse(json);
  } catch (error) {
    throw new UsageError(`invalid JSON parameters: ${(error as Error).message}`);
  }
  const config = resolveConfig(values);
  return withToolkit(config, async (toolkit) => {
    if (!toolkit.registry.exists(toolName)) throw new UsageError(`Unknown tool: ${toolName}. Available tools: ${toolkit.registry.listNames().join(', ')}`);
    const result = await toolkit.executor.execute(toolName, contextFromConfig(config), params);
    if (result.metadata.validation_error) throw new UsageError(String(result.error));
    const { success, output, error, durationMs, metadata } = result;
    io.stdout(`${JSON.stringify({ success, output, error, durationMs, metadata }, null, 2)}\n`);
    return success ? 0 : 1;
  });
}

async function schemasCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals, help } = parse('schemas', args, { format: { type: 'string' } });
  if (help) return printHelp(io, help);
  if (positionals.length > 0) throw new UsageError(`schemas takes no arguments, got ${positionals.join(' ')}`);
  const format = (values.format ?? 'openai') as SchemaFormat;
  if (!SCHEMA_FORMATS.includes(format)) throw new UsageError(`--format: must be one of ${SCHEMA_FORMATS.join(', ')}, got ${JSON.stringify(format)}`);
  return withToolkit(resolveConfig(values), async (toolkit) => {
    io.stdout(`${JSON.stringify(toolkit.executor.getAllSchemas(format), null, 2)}\n`);
    return 0;
  });
}

function printHelp(io: CliIo, help: string): number {
  io.stdout(`${help}\n`);
  return 0;
}
