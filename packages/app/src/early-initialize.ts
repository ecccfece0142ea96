import { PassThrough, type Readable, type Writable } from 'node:stream';
import { VERSION } from './version.js';

/** What the server says of itself to a client that initializes (the SDK's server and the early answer both). */
export const SERVER_INFO = { name: 'agent-toolkit', version: VERSION } as const;
export const SERVER_CAPABILITIES = { tools: {}, logging: {} } as const;
/**
 * The protocol versions of the MCP SDK this server is built with, as its server negotiates them
 * (a scenario compares them with the SDK's own): the client's, if supported, else the latest.
 * Spelled here so that answering initialize does not wait for the SDK's schemas to load.
 */
export const LATEST_PROTOCOL_VERSION = '2025-11-25';
export const SUPPORTED_PROTOCOL_VERSIONS: readonly string[] = [LATEST_PROTOCOL_VERSION, '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];

/** The client's input as the server reads it once the SDK is loaded, and the initialize already answered. */
export interface HandedOver {
  /** Everything the client wrote, from its first byte; ends when stdin does. */
  readonly input: Readable;
  /** The id of the initialize request answered early, if one was: the SDK's own answer to it is not sent again. */
  readonly answeredId: string | number | undefined;
}

/**
 * Answers a client's initialize while the MCP SDK loads (its schemas are most of a server's
 * start-up): the first line stdin brings, if it is a well-formed initialize request, gets the
 * answer the SDK's server would give it. The line still reaches the SDK afterwards, which learns the
 * client's capabilities from it as usual. Anything else waits for the SDK.
 */
export class EarlyInitialize {
  readonly #stdin: Readable;
  readonly #stdout: Writable;
  readonly #chunks: Buffer[] = [];
  #failed = false;
  #looked = false;
  #answeredId: string | number | undefined;

  constructor(stdin: Readable, stdout: Writable) {
    this.#stdin = stdin;
    this.#stdout = stdout;
    stdin.on('data', this.#onData);
    stdin.on('error', this.#onError);
  }

  readonly #onData = (chunk: Buffer): void => {
    this.#chunks.push(chunk);
    if (!this.#looked && chunk.includes(10)) this.#answerFirstLine();
  };

  readonly #onError = (): void => {
    this.#failed = true;
  };

  #answerFirstLine(): void {
    this.#looked = true;
    const all = Buffer.concat(this.#chunks);
    const line = all.toString('utf8', 0, all.indexOf(10)).replace(/\r$/, '');
    const request = initializeRequest(line);
    if (!request) return;
    const protocolVersion = SUPPORTED_PROTOCOL_VERSIONS.includes(request.version) ? request.version : LATEST_PROTOCOL_VERSION;
    this.#stdout.write(`${JSON.stringify({ result: { protocolVersion, capabilities: SERVER_CAPABILITIES, serverInfo: SERVER_INFO }, jsonrpc: '2.0', id: request.id })}\n`);
    this.#answeredId = request.id;
  }

  /** Stops reading early: what was read, then the rest of stdin, goes to the SDK's transport. */
  handOver(): HandedOver {
    this.#stdin.off('data', this.#onData);
    this.#stdin.off('error', this.#onError);
    const input = new PassThrough();
    for (const chunk of this.#chunks) input.write(chunk);
    // stdin that failed to read is a client gone, as one that closed it: what was read is still
    // handled. (One that ended already ends the input through pipe.)
    if (this.#failed) input.end();
    else {
      this.#stdin.pipe(input);
      this.#stdin.on('error', () => input.end());
    }
    return { input, answeredId: this.#answeredId };
  }
}

// The id and version of a JSON-RPC initialize request with the fields the protocol requires; undefined for anything else.
function initializeRequest(line: string): { id: string | number; version: string } | undefined {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!isObject(message) || message.jsonrpc !== '2.0' || message.method !== 'initialize' || !isObject(message.params)) return undefined;
  const { id, params } = message;
  if (typeof id !== 'string' && (typeof id !== 'number' || !Number.isInteger(id))) return undefined;
  const { protocolVersion, capabilities, clientInfo } = params;
  if (typeof protocolVersion !== 'string' || !isObject(capabilities) || !isObject(clientInfo)) return undefined;
  if (typeof clientInfo.name !== 'string' || typeof clientInfo.version !== 'string') return undefined;
  return { id, version: protocolVersion };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
