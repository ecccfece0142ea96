import { constants } from 'node:os';
import { parseArgs } from 'node:util';
import type { ToolResult } from '@agent-toolkit/tool-core';
import { SCHEMA_FORMATS, type SchemaFormat } from '@agent-toolkit/tool-core/constants';
import { CONFIG_FLAGS, CONFIG_HELP, createConfiguredToolkit, resolveConfig, SERVER_FLAGS, SERVER_HELP, type ConfigFlags, type ToolkitConfig } from './config.js';
import type { Toolkit } from './create-toolkit.js';
import type { contextFromConfig } from './tool-context.js';
import { EarlyInitialize } from './early-initialize.js';
import { UsageError } from './usage-error.js';
import { VERSION } from './version.js';

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
  mcp                                 serve the tools over MCP on stdio (or streamable HTTP with --http)
  run [options] -- <command>          run one command as the Bash tool would, exit with its status
  call <Tool> '<json params>'         call any tool, print the ToolResult as JSON
  schemas --format <format>           print the tools' schemas (openai, anthropic, langchain)

Options:
  -h, --help                          this overview; 'agent-toolkit <command> --help' for a command's options
  -v, --version                       the version`,
  mcp: `Usage: agent-toolkit mcp [options]

Serves the tools over the Model Context Protocol on stdin/stdout, or with --http over streamable
HTTP, where every request needs the bearer token and a Host header naming the server.
Every shell it started is killed when stdin closes (stdio) or on SIGINT/SIGTERM.

Options:
${CONFIG_HELP}
${SERVER_HELP}`,
  run: `Usage: agent-toolkit run [--background] [--timeout MS] [--cwd DIR] [options] -- <command>

Runs one command through the same executor and policy as the tools, in a fresh shell. Its
stdout goes to stdout and its stderr to stderr as they arrive; the exit status is the command's
(124 on timeout, 128+N when killed by signal N, 1 when the tool refused it, with the reason on
stderr). With --background it starts a background shell, waits for it, and prints what
BashOutput returns.

Options:
  --background              run as a background shell
${CONFIG_HELP}`,
  call: `Usage: agent-toolkit call <Tool> '<json params>' [options]

Calls one tool and prints its ToolResult as JSON; exit 0 on success, 1 on failure.
Background shells end when the command exits.

Options:
${CONFIG_HELP}`,
  schemas: `Usage: agent-toolkit schemas --format ${SCHEMA_FORMATS.join('|')}

Prints the tools' schemas as JSON, in the format the SDK of that name takes.`,
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
      case '--version':
      case '-v':
      case 'version':
        io.stdout(`${VERSION}\n`);
        return 0;
      default:
        throw new UsageError(`unknown command: ${command}`);
    }
  } catch (error) {
    if (!(error instanceof UsageError) && !isParseArgsError(error)) throw error;
    io.stderr(`agent-toolkit: ${usageMessage(error as Error)}\n${command && HELP[command] ? `Run 'agent-toolkit ${command} --help' for usage.` : `Run 'agent-toolkit --help' for usage.`}\n`);
    return 2;
  }
}

function isParseArgsError(error: unknown): boolean {
  return error instanceof TypeError && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');
}

// node:util's messages are long and quote unevenly; the option is what matters.
function usageMessage(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  const option = /'(-[^']*)'/.exec(error.message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `unknown option: ${option} (put a command's own options after --)`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) return `option ${option.split(' ')[0]} needs a value`;
  return error.message;
}

type Flags = Record<string, { type: 'boolean' | 'string'; multiple?: boolean }>;

function parse(command: string, args: readonly string[], flags: Flags = CONFIG_FLAGS) {
  const parsed = parseArgs({ args: [...args], options: { ...flags, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  const values = parsed.values as ConfigFlags & { background?: boolean; format?: string };
  return { values, positionals: parsed.positionals, help: parsed.values.help ? HELP[command] : undefined };
}

// The toolkit, and what makes a call's context: loaded only by the commands that call tools.
async function withToolkit<T>(config: ToolkitConfig, use: (toolkit: Toolkit, contextFor: typeof contextFromConfig) => Promise<T>): Promise<T> {
  const [toolkit, { contextFromConfig: contextFor }] = await Promise.all([createConfiguredToolkit(config), import('./tool-context.js')]);
  try {
    return await use(toolkit, contextFor);
  } finally {
    await toolkit.close();
  }
}

async function mcpCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals, help } = parse('mcp', args, { ...CONFIG_FLAGS, ...SERVER_FLAGS });
  if (help) return printHelp(io, help);
  if (positionals.length > 0) throw new UsageError(`mcp takes no arguments, got ${positionals.join(' ')}`);
  if (values.token !== undefined) throw new UsageError('--token: a token on the command line can be read by every user of the machine; use --token-file FILE or AGENT_TOOLKIT_TOKEN');
  // The MCP SDK (and zod, ajv) loads only for this command: a third of a `run`'s start-up otherwise.
  if (values.http === undefined) {
    if (values['token-file'] !== undefined || values['allowed-host'] !== undefined) throw new UsageError('--token-file and --allowed-host go with --http');
    const config = resolveConfig(values);
    // A valid configuration: the client's initialize is answered while the SDK loads.
    const early = new EarlyInitialize(process.stdin, process.stdout);
    const { serveStdio } = await import('./mcp-server.js');
    await serveStdio(config, early.handOver());
    return new Promise<number>(() => undefined); // serves until a signal or stdin closes
  }
  const { parseListenAddress, readToken, serveHttp } = await import('./mcp-http.js');
  const address = parseListenAddress(values.http);
  const token = readToken(values['token-file']);
  const server = await serveHttp(resolveConfig(values), { ...address, token, allowedHosts: values['allowed-host'] ?? [] });
  return new Promise<number>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => resolve(0)));
  });
}

async function runCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals, help } = parse('run', args, { ...CONFIG_FLAGS, background: { type: 'boolean' } });
  if (help) return printHelp(io, help);
  if (positionals.length === 0) throw new UsageError('run needs a command after --');
  const config = resolveConfig(values);
  const command = positionals.join(' ');
  return withToolkit(config, async (toolkit, contextFor) => {
    const params = { command, run_in_background: values.background === true, ...(values.timeout ? { timeout: config.timeout } : {}) };
    if (!values.background) {
      // As in a terminal: each stream where it belongs, as it arrives, whole.
      const context = contextFor(config, { onOutput: (text, stream) => (stream === 'stderr' ? io.stderr : io.stdout)(text) });
      return finishRun(io, await toolkit.executor.execute('Bash', context, params));
    }
    const context = contextFor(config);
    const started = await toolkit.executor.execute('Bash', context, params);
    if (!started.success) return finishRun(io, started);
    io.stdout(`${started.output}\n`);
    const shell = toolkit.shells.getShell(started.metadata.bash_id as string)!;
    await shell.wait();
    const read = await toolkit.executor.execute('BashOutput', context, { bash_id: shell.id });
    io.stdout(`${String(read.output)}\n`);
    return exitStatus(read);
  });
}

// After a foreground run whose output was streamed: what did not come from the command goes to
// stderr (a refusal, a timeout, a signal, stopped leftovers), and the status becomes the exit code.
function finishRun(io: CliIo, result: ToolResult): number {
  const { metadata } = result;
  if (!('exit_code' in metadata)) {
    // Nothing ran: a dry run describes the command, a refusal says why.
    if (result.success) io.stdout(`${String(result.output)}\n`);
    else io.stderr(`agent-toolkit: ${result.error}\n`);
    return result.success ? 0 : 1;
  }
  const plainExit = typeof metadata.exit_code === 'number' && !metadata.timed_out && !metadata.cancelled;
  if (!result.success && !plainExit) io.stderr(`agent-toolkit: ${result.error}\n`);
  if (metadata.background_processes_stopped) io.stderr('agent-toolkit: processes the command left in the background were stopped when it finished\n');
  return exitStatus(result);
}

// A tool result's ending as a shell exit status.
function exitStatus({ metadata, success }: ToolResult): number {
  if (metadata.timed_out) return 124;
  if (typeof metadata.signal === 'string') return 128 + (constants.signals[metadata.signal as NodeJS.Signals] ?? 0);
  if (typeof metadata.exit_code === 'number') return metadata.exit_code;
  return success ? 0 : 1;
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
  return withToolkit(config, async (toolkit, contextFor) => {
    if (!toolkit.registry.exists(toolName)) throw new UsageError(`Unknown tool: ${toolName}. Available tools: ${toolkit.registry.listNames().join(', ')}`);
    const result = await toolkit.executor.execute(toolName, contextFor(config), params);
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
  if (values.format === undefined) throw new UsageError(`schemas needs --format: one of ${SCHEMA_FORMATS.join(', ')}`);
  const format = values.format as SchemaFormat;
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
