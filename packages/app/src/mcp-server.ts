import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { Protocol } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ConfirmationAnswer, ConfirmationRequest, ToolResult } from '@agent-toolkit/tool-core';
import { createConfiguredToolkit, type ToolkitConfig } from './config.js';
import type { Toolkit } from './create-toolkit.js';
import { GuardedTransport } from './guarded-transport.js';
import { contextFromConfig } from './tool-context.js';
import { SERVER_CAPABILITIES, SERVER_INFO, type HandedOver } from './early-initialize.js';

const MCP_SESSION = 'mcp';
// How long the stdio server waits for its client's first message before starting its toolkit anyway.
const QUIET_CLIENT_MS = 100;

/**
 * A tool result as MCP returns it: the text the model reads, then the key metadata as a line of
 * text for clients that show only text, the error flag, and the metadata as structured content.
 */
export function toCallToolResult(result: ToolResult): CallToolResult {
  const summary = KEY_METADATA.filter((key) => result.metadata[key] !== undefined).map((key) => `${key}: ${String(result.metadata[key])}`);
  return {
    content: [
      { type: 'text', text: result.success ? String(result.output ?? '') : result.toDisplay() },
      ...(summary.length > 0 ? [{ type: 'text' as const, text: `[${summary.join(', ')}]` }] : []),
    ],
    isError: !result.success,
    structuredContent: result.metadata,
  };
}

// What a person reading only the text needs of the metadata: how it ended and where to go next.
const KEY_METADATA = ['status', 'exit_code', 'signal', 'truncated', 'bash_id', 'shell_id', 'wait_result', 'stdout_file', 'stderr_file'];

/**
 * An MCP server for the toolkit's tools. It uses the low-level `Server` so `tools/list` carries
 * each tool's JSON Schema exactly as declared. Foreground calls that carry a progress token get
 * progress notifications (elapsed time and latest output line); a cancelled call ends its process tree.
 */
export interface McpServerOptions {
  /** The persistent shell this server's foreground commands share (one per client). */
  readonly shellSession?: string;
  /** Aborted when the client can no longer answer a question (a stdio client closed its side). */
  readonly clientGone?: AbortSignal;
}

export function createMcpServer(toolkitOrPromise: Toolkit | Promise<Toolkit>, config: ToolkitConfig, { shellSession = MCP_SESSION, clientGone }: McpServerOptions = {}): Server {
  const server = new Server(SERVER_INFO, { capabilities: SERVER_CAPABILITIES });
  // The toolkit may still be starting (parser, namespace probe): requests wait for it, initialize does not.
  const ready = Promise.resolve(toolkitOrPromise);
  // A background shell that ends is news the client did not ask for: a log message says so.
  void ready.then((toolkit) =>
    toolkit.shells.onShellFinished((shell) => {
      const ending = shell.signal ? `signal ${shell.signal}` : `exit code ${shell.exitCode}`;
      const data = `Background shell ${shell.id} finished: ${shell.status} (${ending}): ${shell.command}`;
      void server.sendLoggingMessage({ level: 'info', logger: SERVER_INFO.name, data }).catch(() => undefined);
    }),
  ).catch(() => undefined); // the caller of serveStdio reports a toolkit that failed to start

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: (await ready).registry.listAll().map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema,
      outputSchema: tool.outputSchema,
      annotations: tool.annotations,
    })),
  }));

  // Registered as Protocol registers any request (its params parsed once): the SDK's Server wraps a
  // tools/call handler to parse the request a second time and the result too, which toCallToolResult
  // builds to the schema (and the MCP scenarios' client checks); the two parses cost ~30 us a call.
  Protocol.prototype.setRequestHandler.call(server, CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: params = {} } = request.params;
    const progressToken = request.params._meta?.progressToken;
    let latestLine = '';
    const context = contextFromConfig(config, {
      // One client per stdio server: its foreground commands share one shell, as in a terminal.
      sessionId: config.persistent ? shellSession : undefined,
      signal: extra.signal,
      onOutput: progressToken === undefined ? undefined : (text) => (latestLine = lastLine(text) ?? latestLine),
      // A client that can ask its user (elicitation) is asked instead of getting "confirmation required".
      confirm: server.getClientCapabilities()?.elicitation ? (request) => askUser(server, request, clientGone) : undefined,
    });
    const started = performance.now();
    const progress =
      progressToken === undefined
        ? undefined
        : setInterval(() => {
            const elapsed = (performance.now() - started) / 1000;
            const message = `${elapsed.toFixed(1)}s elapsed${latestLine ? `: ${latestLine}` : ''}`;
            void extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress: elapsed, message } }).catch(() => undefined);
          }, config.progressIntervalMs);
    try {
      const toolkit = await ready;
      return toCallToolResult(await toolkit.executor.execute(name, context, params));
    } finally {
      clearInterval(progress);
    }
  });

  return server;
}

const DECISIONS = { allow_once: 'allow', deny: 'deny', always_allow: 'always' } as const;

// Asks the client's user about a command the policy wants confirmed; anything but a choice is a
// no, and so is a client that can no longer answer (it closed stdin: no wait for a reply that cannot come).
async function askUser(server: Server, { action, reason, rule }: ConfirmationRequest, clientGone?: AbortSignal): Promise<ConfirmationAnswer> {
  if (clientGone?.aborted) return 'deny';
  const answer = await server.elicitInput({
    message: `Run this command? ${action}\n(${reason}${rule ? `; rule ${rule}` : ''})`,
    requestedSchema: {
      type: 'object',
      properties: {
        decision: {
          type: 'string',
          title: 'Decision',
          enum: Object.keys(DECISIONS),
          enumNames: ['Allow once', 'Deny', `Always allow ${rule ?? 'this'} in this session`],
        },
      },
      required: ['decision'],
    },
  }, { signal: clientGone }).catch(() => undefined);
  const decision = answer?.action === 'accept' ? answer.content?.decision : undefined;
  return typeof decision === 'string' && decision in DECISIONS ? DECISIONS[decision as keyof typeof DECISIONS] : 'deny';
}

function lastLine(text: string): string | undefined {
  return text.split('\n').map((line) => line.trim()).filter(Boolean).at(-1)?.slice(0, 200);
}

/**
 * Serves the toolkit on stdin/stdout until stdin closes or SIGINT/SIGTERM arrives, then kills
 * and reaps every shell it started. When stdin closes, the requests already read are answered
 * first (`printf '...' | agent-toolkit mcp` gets every answer); a signal ends at once.
 * stdout carries only the protocol; one line on stderr says what is served.
 */
export async function serveStdio(config: ToolkitConfig, { input = process.stdin, answeredId }: Partial<HandedOver> = {}): Promise<void> {
  // The client's initialize is answered before the toolkit starts (loading its tools, the policy
  // and its parser, probing bubblewrap), which then takes the time the client needs to send its
  // next request; requests wait for it. A client that has said nothing gets its toolkit soon too.
  // (The CLI answers it earlier still, before the SDK loads, and hands over what it read: `input`.)
  const transport = new GuardedTransport(new StdioServerTransport(input), { answeredEarly: answeredId });
  const clientSpokeOrWaited = Promise.race([transport.firstMessageHandled, new Promise((resolve) => setTimeout(resolve, QUIET_CLIENT_MS))]);
  const starting = clientSpokeOrWaited.then(() => createConfiguredToolkit(config, { persistentShell: config.persistent, prewarm: true }));
  const clientGone = new AbortController();
  const server = createMcpServer(starting, config, { clientGone: clientGone.signal });
  let closing: Promise<void> | undefined;
  const shutdown = () => {
    closing ??= (async () => {
      await (await starting.catch(() => undefined))?.close();
      await server.close().catch(() => undefined);
    })();
    return closing;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // on, not once: signal-exit (the shells' exit hook) treats a signal with no other listener left
    // as fatal, and a once listener is gone by the time signal-exit's runs.
    process.on(signal, () => void shutdown().then(() => process.exit(0)));
  }
  input.once('end', () => {
    clientGone.abort();
    void transport.answered().then(shutdown).then(() => process.exit(0));
  });
  // The client went away (EPIPE on stdout): nobody reads results any more, so end cleanly.
  process.stdout.on('error', () => void shutdown().then(() => process.exit(0)));
  await server.connect(transport);
  let toolkit: Toolkit;
  try {
    toolkit = await starting;
  } catch (error) {
    await shutdown();
    throw error;
  }
  process.stderr.write(`${describeServer(toolkit, config, 'MCP server on stdio')}\n`);
}

function shellsWhere({ runner, containment }: Toolkit): string {
  if (runner.kind === 'container') return `shells in the ${runner.engine} container ${runner.container}${runner.started ? ' (started for this server)' : ''}`;
  return containment.enabled ? 'each shell in its own PID namespace' : `shells in process groups only (${containment.reason})`;
}

/** The start line: what is served, where, and how its shells run. */
export function describeServer(toolkit: Toolkit, config: ToolkitConfig, where: string): string {
  return (
    `${SERVER_INFO.name} ${where}: ${toolkit.registry.listNames().join(', ')} in ${config.workingDir}` +
    ` (${config.persistent ? 'persistent shell' : 'a fresh shell per command'}, timeout ${config.timeout}ms, max output ${config.maxOutputSize}, dry run ${config.dryRun ? 'on' : 'off'}` +
    `${config.allowedRoots.length > 0 ? `, allowed roots ${config.allowedRoots.join(', ')}` : ''}${config.sandbox.enabled ? ', sandboxed' : ''}` +
    `, ${shellsWhere(toolkit)})`
  );
}
