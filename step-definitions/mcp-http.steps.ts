import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CLI_BIN, childEnv, nodeFlags } from './support/app-process.js';
import { eventually } from './support/values.js';
import type { ToolWorld } from './support/world.js';

type HttpWorld = ToolWorld & {
  client?: Client;
  call?: CallToolResult;
  serverPid?: number | undefined;
  serverStderr?: string;
  httpServer?: ChildProcess;
  url?: string;
  token?: string;
  connectError?: Error;
};

const TOKEN = 'features-token-0123456789abcdef';

function writeToken(world: HttpWorld, mode: number, token = TOKEN): string {
  const path = join(world.tempDir, 'token');
  writeFileSync(path, `${token}\n`);
  chmodSync(path, mode);
  world.token = token;
  return path;
}

Given('a token file only its owner can read, holding {string}', function (this: HttpWorld, token: string) {
  writeToken(this, 0o600, token);
});

Given('a token file only its owner can read', function (this: HttpWorld) {
  writeToken(this, 0o600);
});

Given('a token file others can read', function (this: HttpWorld) {
  writeToken(this, 0o644);
});

Given("the MCP server is serving over HTTP with that token file in the scenario's directory", async function (this: HttpWorld) {
  await serveOverHttp(this, []);
});

Given("the MCP server is serving over HTTP with that token file in the scenario's directory and the flags {}", async function (this: HttpWorld, flags: string) {
  await serveOverHttp(this, flags.split(' '));
});

async function serveOverHttp(world: HttpWorld, flags: string[]): Promise<void> {
  const server = spawn(process.execPath, [...nodeFlags(world.launchesNothing), CLI_BIN, 'mcp', '--http', '127.0.0.1:0', '--token-file', join(world.tempDir, 'token'), ...flags], {
    cwd: world.tempDir,
    env: childEnv(),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  world.httpServer = server;
  world.serverPid = server.pid;
  world.serverStderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (world.serverStderr += chunk.toString()));
  world.cleanups.push(async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });
  await eventually(() => /MCP server on (http:\/\/\S+\/mcp)/.test(world.serverStderr!), 'the start line', 10_000);
  world.url = /MCP server on (http:\/\/\S+\/mcp)/.exec(world.serverStderr!)![1];
}

async function connect(world: HttpWorld, token: string | undefined): Promise<Client> {
  const client = new Client({ name: 'agent-toolkit-features', version: '1.0.0' });
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  await client.connect(new StreamableHTTPClientTransport(new URL(world.url!), { requestInit: { headers } }));
  world.cleanups.push(() => client.close());
  return client;
}

Given('an MCP client is connected to it over HTTP with the token', async function (this: HttpWorld) {
  this.client = await connect(this, this.token);
});

async function tryConnect(world: HttpWorld, token: string | undefined): Promise<void> {
  world.connectError = undefined;
  try {
    await connect(world, token);
  } catch (error) {
    world.connectError = error as Error;
  }
}

When('a client connects over HTTP without a token', async function (this: HttpWorld) {
  await tryConnect(this, undefined);
});

When('a client connects over HTTP with the token {string}', async function (this: HttpWorld, token: string) {
  await tryConnect(this, token);
});

Then('the connection should be refused with HTTP {int}', function (this: HttpWorld, status: number) {
  assert.ok(this.connectError, 'the client connected');
  // The SDK's StreamableHTTPError carries the HTTP status as its code.
  assert.equal((this.connectError as Error & { code?: number }).code, status, this.connectError.message);
});

When('a request with the token names the host {string}', async function (this: HttpWorld, host: string) {
  this.notes.httpStatus = await statusFor(this, host);
});

When("a request with the token names the host {string} with the server's port", async function (this: HttpWorld, host: string) {
  this.notes.httpStatus = await statusFor(this, `${host}:${new URL(this.url!).port}`);
});

// The same request with the Host header naming the address the server listens on.
Then("the response status should be the one the server's own address gets, not 403", async function (this: HttpWorld) {
  const own = await statusFor(this, new URL(this.url!).host);
  assert.notEqual(own, 403);
  assert.equal(this.notes.httpStatus, own);
});

async function statusFor(world: HttpWorld, host: string): Promise<number> {
  const url = new URL(world.url!);
  return new Promise<number>((resolve, reject) => {
    const sent = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { host, authorization: `Bearer ${world.token}`, 'content-type': 'application/json' } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end('{}');
  });
}

Then('the response status should be {int}', function (this: HttpWorld, status: number) {
  assert.equal(this.notes.httpStatus, status);
});

Then("a second client with the token should run {string} in the scenario's directory", async function (this: HttpWorld, command: string) {
  const second = await connect(this, this.token);
  const result = (await second.callTool({ name: 'Bash', arguments: { command } })) as CallToolResult;
  const [first] = result.content;
  assert.equal(first?.type === 'text' ? first.text : '', `${this.tempDir}\n`);
});

// Started for real: it either exits (a usage error) or says where it serves, and is then stopped.
When('the server is started with AGENT_TOOLKIT_TOKEN={string} and the flags {}', async function (this: HttpWorld, token: string, flags: string) {
  const server = spawn(process.execPath, [CLI_BIN, 'mcp', ...flags.split(' ')], { cwd: this.tempDir, env: childEnv({ AGENT_TOOLKIT_TOKEN: token }), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const outcome = await Promise.race([exited.then((code) => ({ code })), eventually(() => stderr.includes('MCP server on http://'), 'the start line', 10_000).then(() => ({ code: undefined }))]);
  if (outcome.code === undefined) {
    server.kill('SIGTERM');
    await exited;
  }
  this.notes.serving = outcome.code === undefined;
  (this as HttpWorld & { spawned?: { status: number | null; stderr: string } }).spawned = { status: outcome.code ?? null, stderr };
});

Then('it should start serving over HTTP', function (this: HttpWorld) {
  assert.equal(this.notes.serving, true, (this as HttpWorld & { spawned?: { stderr: string } }).spawned?.stderr);
});
