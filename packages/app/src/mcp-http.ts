import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createConfiguredToolkit, type ToolkitConfig } from './config.js';
import type { Toolkit } from './create-toolkit.js';
import { createMcpServer, describeServer } from './mcp-server.js';
import { UsageError } from './usage-error.js';

/** Where and how the MCP server listens over streamable HTTP. */
export interface HttpServeOptions {
  readonly host: string;
  /** 0 picks a free port (the start line names it). */
  readonly port: number;
  /** Every request must carry `Authorization: Bearer <token>`. */
  readonly token: string;
  /** Host header values accepted besides the address it listens on (a pod's or service's name). */
  readonly allowedHosts?: readonly string[];
}

/** A running HTTP server: where it listens, and how to stop it with every shell it started. */
export interface HttpMcpServer {
  readonly url: string;
  close(): Promise<void>;
}

export const MCP_PATH = '/mcp';

/** `HOST:PORT` (an IPv6 host in brackets) as the --http flag gives it. */
export function parseListenAddress(value: string): { host: string; port: number } {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(value);
  const port = Number(match?.[2]);
  if (!match || port > 65_535) throw new UsageError(`--http: expected HOST:PORT (for example 127.0.0.1:8765), got ${value}`);
  return { host: match[1]!.replace(/^\[|\]$/g, ''), port };
}

/**
 * The bearer token: from the file `--token-file` names, or AGENT_TOOLKIT_TOKEN; never from the
 * command line, where every user of the machine can read it in /proc. A file others can read is
 * refused, as ssh refuses such a key.
 */
export function readToken(tokenFile: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (tokenFile !== undefined) {
    const stats = statSync(tokenFile, { throwIfNoEntry: false });
    if (!stats?.isFile()) throw new UsageError(`--token-file: ${tokenFile} is not a file`);
    if ((stats.mode & 0o077) !== 0) throw new UsageError(`--token-file: ${tokenFile} can be read by others (mode ${(stats.mode & 0o777).toString(8)}); chmod 600 it`);
    const token = readFileSync(tokenFile, 'utf8').trim();
    if (token.length < 16) throw new UsageError(`--token-file: the token in ${tokenFile} must be at least 16 characters`);
    return token;
  }
  const token = env.AGENT_TOOLKIT_TOKEN?.trim();
  if (!token) throw new UsageError('--http needs a bearer token: --token-file FILE or the AGENT_TOOLKIT_TOKEN environment variable');
  if (token.length < 16) throw new UsageError('AGENT_TOOLKIT_TOKEN must be at least 16 characters');
  return token;
}

// Compared as digests: equal lengths, and no timing difference that depends on the token.
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function refuse(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32_000, message }, id: null }));
}

/**
 * Serves the toolkit over MCP streamable HTTP at `http://HOST:PORT/mcp`: every request needs the
 * bearer token, and a Host header naming this server (a page in a browser cannot reach it by DNS
 * rebinding). Each MCP session has a persistent shell of its own; the toolkit (its policy and its
 * shells) is the server's.
 */
export async function serveHttp(config: ToolkitConfig, options: HttpServeOptions): Promise<HttpMcpServer> {
  const starting = createConfiguredToolkit(config, { persistentShell: config.persistent, prewarm: true });
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let sessionCount = 0;
  let allowedHosts = new Set<string>();

  const openSession = async (): Promise<StreamableHTTPServerTransport> => {
    const shellSession = `mcp-http-${++sessionCount}`;
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (id) => void sessions.set(id, transport),
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
      void starting.then((toolkit) => toolkit.shells.closeSession(shellSession)).catch(() => undefined);
    };
    await createMcpServer(starting, config, { shellSession }).connect(transport);
    return transport;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (!allowedHosts.has(request.headers.host ?? '')) return refuse(response, 403, `Host ${request.headers.host ?? '(none)'} is not this server`);
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !given || !sameToken(given, options.token)) return refuse(response, 401, 'a valid bearer token is required', { 'www-authenticate': 'Bearer' });
    if (new URL(request.url ?? '/', 'http://server').pathname !== MCP_PATH) return refuse(response, 404, `not found: the MCP endpoint is ${MCP_PATH}`);
    const id = request.headers['mcp-session-id'];
    const known = typeof id === 'string' ? sessions.get(id) : undefined;
    if (typeof id === 'string' && !known) return refuse(response, 404, 'unknown or closed MCP session: initialize again');
    // Without a session id only an initialize is valid; the transport says so otherwise.
    await (known ?? (await openSession())).handleRequest(request, response);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) refuse(response, 500, (error as Error).message);
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const hostInUrl = options.host.includes(':') ? `[${options.host}]` : options.host;
  allowedHosts = new Set([`${hostInUrl}:${port}`, `localhost:${port}`, `127.0.0.1:${port}`, ...(options.allowedHosts ?? []).flatMap((host) => [host, `${host}:${port}`])]);
  const url = `http://${hostInUrl}:${port}${MCP_PATH}`;

  let toolkit: Toolkit;
  try {
    toolkit = await starting;
  } catch (error) {
    server.close();
    throw error;
  }
  process.stderr.write(`${describeServer(toolkit, config, `MCP server on ${url}`)}\n`);
  let closing: Promise<void> | undefined;
  return {
    url,
    close: () => {
      closing ??= (async () => {
        // A transport's close ends its streams at once (the promise settles with nothing left to
        // wait for); the connections are then closed under it.
        for (const transport of sessions.values()) void transport.close().catch(() => undefined);
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await toolkit.close();
      })();
      return closing;
    },
  };
}
