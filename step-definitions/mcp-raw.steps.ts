import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Given, Then, When } from '@cucumber/cucumber';
import { CLI_BIN, childEnv, nodeFlags } from './support/app-process.js';
import { eventually } from './support/values.js';
import type { ToolWorld } from './support/world.js';

const STDIN_ERROR_SERVER = fileURLToPath(new URL('./support/fixtures/stdin-error-server.mjs', import.meta.url));

interface Reply {
  id?: unknown;
  method?: string;
  result?: { content?: { text?: string }[] };
  error?: { code: number; message: string };
}

type RawWorld = ToolWorld & { raw?: { server: ChildProcessWithoutNullStreams; replies: Reply[]; stderr: string; exit?: number | null } };

// A string id: the numbers stay free for the calls a scenario sends (the server numbers its own requests from 0).
const INITIALIZE = { jsonrpc: '2.0', id: 'initialize', method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

// The server as a client's process sees it: bytes on stdin and stdout, one JSON message a line.
Given('a raw MCP connection to the server', async function (this: RawWorld) {
  await connectRaw(this, {});
});

Given('a raw MCP connection to the server from a client that can answer questions', async function (this: RawWorld) {
  await connectRaw(this, { elicitation: {} });
});

Given('a raw MCP connection to the server started with {string}, from a client that can answer questions', async function (this: RawWorld, flags: string) {
  await connectRaw(this, { elicitation: {} }, flags.split(' '));
});

// A server whose client has not written anything yet: its stdin stays open and empty.
Given('a raw MCP server whose client has said nothing', function (this: RawWorld) {
  startRaw(this);
});

Given('a raw MCP server whose stdin reports a read error {word}', function (this: RawWorld, when: string) {
  startRaw(this, [], [STDIN_ERROR_SERVER, when]);
});

Then("the raw server's stderr should come to contain {string}", async function (this: RawWorld, text: string) {
  await eventually(() => this.raw!.stderr.includes(text), `the server's stderr to contain ${text}`);
});

async function connectRaw(world: RawWorld, capabilities: Record<string, unknown>, flags: string[] = []): Promise<void> {
  const { server, replies } = startRaw(world, flags);
  server.stdin.write(`${JSON.stringify({ ...INITIALIZE, params: { ...INITIALIZE.params, capabilities } })}\n`);
  await eventually(() => replies.some((reply) => reply.id === INITIALIZE.id), 'the server to answer initialize');
  server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
}

function startRaw(world: RawWorld, flags: string[] = [], program: string[] = [CLI_BIN, 'mcp']): NonNullable<RawWorld['raw']> {
  const server = spawn(process.execPath, [...nodeFlags(world.launchesNothing), ...program, ...flags], { cwd: world.tempDir, env: childEnv() });
  const raw = { server, replies: [] as Reply[], stderr: '', exit: undefined as number | null | undefined };
  world.raw = raw;
  let pending = '';
  server.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) if (line.trim()) raw.replies.push(JSON.parse(line) as Reply);
  });
  server.stderr.on('data', (chunk: Buffer) => (raw.stderr += chunk.toString()));
  server.once('exit', (code) => (raw.exit = code));
  server.stdin.on('error', () => undefined);
  world.cleanups.push(async () => {
    if (raw.exit === undefined) {
      server.stdin.end();
      await once(server, 'exit');
    }
  });
  return raw;
}

When('the raw client closes its side', function (this: RawWorld) {
  this.raw!.server.stdin.end();
});

Then('the server should have asked the raw client {string}', async function (this: RawWorld, method: string) {
  await eventually(() => this.raw!.replies.some((message) => message.method === method), `the server to send ${method}`);
});

When('the raw client sends: {}', function (this: RawWorld, line: string) {
  this.raw!.server.stdin.write(`${line}\n`);
});

When('the raw client stops reading and sends: {}', function (this: RawWorld, line: string) {
  this.raw!.server.stdout.destroy();
  this.raw!.server.stdin.write(`${line}\n`);
});

// The server's answer to the client's request `id`, not a request of the server's own with that id.
async function replyTo(world: RawWorld, id: unknown): Promise<Reply> {
  const isReply = (reply: Reply) => reply.id === id && reply.method === undefined;
  await eventually(() => world.raw!.replies.some(isReply), `a reply to id ${JSON.stringify(id)}`);
  return world.raw!.replies.find(isReply)!;
}

Then('the raw client should receive an error with code {int} and message containing {string}', async function (this: RawWorld, code: number, text: string) {
  const reply = await replyTo(this, null);
  assert.equal(reply.error?.code, code, JSON.stringify(reply));
  assert.ok(reply.error.message.includes(text), reply.error.message);
});

Then('the raw reply to id {int} should be an error with code {int} and message containing {string}', async function (this: RawWorld, id: number, code: number, text: string) {
  const reply = await replyTo(this, id);
  assert.equal(reply.error?.code, code, JSON.stringify(reply));
  assert.ok(reply.error.message.includes(text), reply.error.message);
});

Then('the raw reply to id {int} should be a result with text {string}', async function (this: RawWorld, id: number, text: string) {
  const reply = await replyTo(this, id);
  const content = reply.result?.content?.map((part) => part.text ?? '').join('') ?? '';
  assert.ok(content.includes(text.replaceAll('\\n', '\n')), JSON.stringify(reply));
});

Then('the server should exit with code {int} within {int} seconds', async function (this: RawWorld, code: number, seconds: number) {
  await eventually(() => this.raw!.exit !== undefined, 'the server to exit', seconds * 1000);
  assert.equal(this.raw!.exit, code, this.raw!.stderr);
});

Then("the server's stderr should not contain {string}", function (this: RawWorld, text: string) {
  assert.ok(!this.raw!.stderr.includes(text), this.raw!.stderr);
});

Then('the server should have asked the raw client {string} with the id {int}', async function (this: RawWorld, method: string, id: number) {
  await eventually(() => this.raw!.replies.some((message) => message.method === method), `the server to send ${method}`);
  assert.equal(this.raw!.replies.find((message) => message.method === method)!.id, id);
});

Then('the raw client should have received {int} answer(s) to id {string}', async function (this: RawWorld, count: number, id: string) {
  // What the server sends in answer to a later request comes after anything it sends for this one.
  await eventually(() => this.raw!.replies.some((reply) => reply.id === 'after' && reply.method === undefined), 'the answer to the request sent after');
  assert.equal(this.raw!.replies.filter((reply) => reply.id === id && reply.method === undefined).length, count, JSON.stringify(this.raw!.replies));
});

// Servers of their own, one a version: each answers the first line it reads, an initialize.
Then("a server initialized with each protocol version the MCP SDK supports should answer with that version, and with the SDK's latest for {string}", async function (this: RawWorld, unsupported: string) {
  const { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } = await import('@modelcontextprotocol/sdk/types.js');
  const expected = new Map([...SUPPORTED_PROTOCOL_VERSIONS.map((version) => [version, version] as const), [unsupported, LATEST_PROTOCOL_VERSION]]);
  const answered = await Promise.all(
    [...expected.keys()].map(async (version) => {
      const server = spawn(process.execPath, [CLI_BIN, 'mcp'], { cwd: this.tempDir, env: childEnv() });
      server.stdin.write(`${JSON.stringify({ ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion: version } })}\n`);
      const [line] = (await once(server.stdout, 'data')) as [Buffer];
      const exited = once(server, 'exit');
      server.stdin.end();
      await exited;
      return (JSON.parse(line.toString().split('\n')[0]!) as { result?: { protocolVersion?: string } }).result?.protocolVersion;
    }),
  );
  assert.deepEqual(answered, [...expected.values()]);
});
