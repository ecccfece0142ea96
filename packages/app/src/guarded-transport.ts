import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { CallToolRequestSchema, ErrorCode, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * Answers what the SDK would otherwise drop or answer vaguely, as JSON-RPC says: a line that is
 * not JSON gets -32700, a message that is not JSON-RPC -32600, and a `tools/call` whose params
 * are of the wrong shape -32602 naming the parameter. Everything else passes through.
 */
export class GuardedTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onerror?: Transport['onerror'];
  onclose?: Transport['onclose'];
  readonly #inner: Transport;
  // Requests received and not answered yet (a cancelled one is not answered), and who waits for none.
  readonly #unanswered = new Set<string | number>();
  #whenAnswered: (() => void)[] = [];
  #heardFirst: (() => void) | undefined;
  /** Resolves once the client's first message has been handled (an initialize, answered). */
  readonly firstMessageHandled = new Promise<void>((resolve) => (this.#heardFirst = resolve));

  // The initialize a client got its answer to before the SDK loaded (EarlyInitialize): the SDK's is not sent.
  #answeredEarly: string | number | undefined;

  constructor(inner: Transport, { answeredEarly }: { answeredEarly?: string | number | undefined } = {}) {
    this.#inner = inner;
    this.#answeredEarly = answeredEarly;
  }

  /** Resolves once every request received so far has been answered or cancelled. */
  answered(): Promise<void> {
    return this.#unanswered.size === 0 ? Promise.resolve() : new Promise((resolve) => this.#whenAnswered.push(resolve));
  }

  start(): Promise<void> {
    this.#inner.onmessage = (message, extra) => {
      if ('method' in message && 'id' in message) this.#unanswered.add(message.id);
      if ('method' in message && message.method === 'notifications/cancelled') this.#settle((message.params as { requestId?: string | number } | undefined)?.requestId);
      const refusal = invalidToolCall(message);
      if (refusal) this.#reply(refusal);
      else this.onmessage?.(message, extra);
      // The SDK answers in microtasks of this turn; the next turn comes after.
      if (this.#heardFirst) setImmediate(this.#heardFirst);
      this.#heardFirst = undefined;
    };
    this.#inner.onerror = (error) => {
      if (error instanceof SyntaxError) this.#reply(errorReply(null, ErrorCode.ParseError, `Parse error: ${error.message}`));
      else if ('issues' in error) this.#reply(errorReply(null, ErrorCode.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 message'));
      this.onerror?.(error);
    };
    this.#inner.onclose = () => this.onclose?.();
    return this.#inner.start();
  }

  send(message: JSONRPCMessage, options?: Parameters<Transport['send']>[1]): Promise<void> {
    if (isResponse(message) && message.id === this.#answeredEarly) {
      this.#answeredEarly = undefined;
      // Answered already, as the SDK would; a request it finds malformed is said here, not answered twice.
      if ('error' in message) process.stderr.write(`agent-toolkit: the initialize answered at start-up was refused by the MCP SDK: ${JSON.stringify(message.error)}\n`);
      this.#settle(message.id);
      return Promise.resolve();
    }
    const sent = this.#inner.send(message, options);
    if (isResponse(message)) void sent.finally(() => this.#settle(message.id));
    return sent;
  }

  close(): Promise<void> {
    return this.#inner.close();
  }

  #reply(message: JSONRPCMessage): void {
    this.send(message).catch((error: Error) => this.onerror?.(error));
  }

  #settle(id: string | number | undefined): void {
    if (id === undefined || !this.#unanswered.delete(id) || this.#unanswered.size > 0) return;
    for (const resolve of this.#whenAnswered.splice(0)) resolve();
  }
}

function isResponse(message: JSONRPCMessage): message is JSONRPCMessage & { id: string | number } {
  return 'id' in message && ('result' in message || 'error' in message);
}

function errorReply(id: string | number | null, code: number, message: string): JSONRPCMessage {
  return { jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage;
}

// A tools/call request whose params the SDK would reject with a raw schema dump. The usual shape
// (a name, arguments as an object, nothing else) is valid as it is: the SDK's schema, which it
// applies next anyway, is run here only on the rest.
function invalidToolCall(message: JSONRPCMessage): JSONRPCMessage | undefined {
  if (!('method' in message) || message.method !== 'tools/call' || !('id' in message)) return undefined;
  if (usualToolCall(message.params)) return undefined;
  const parsed = CallToolRequestSchema.safeParse(message);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  return errorReply(message.id, ErrorCode.InvalidParams, `Invalid params: ${issue.path.join('.')}: ${issue.message}`);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
function usualToolCall(params: unknown): boolean {
  return isPlainObject(params) && typeof params.name === 'string' && (params.arguments === undefined || isPlainObject(params.arguments)) && Object.keys(params).every((key) => key === 'name' || key === 'arguments');
}
