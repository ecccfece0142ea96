import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import type { SandboxOptions } from '@agent-toolkit/shell-manager';
import type { ToolWorld } from './support/world.js';

type SandboxWorld = ToolWorld & { outsideDir?: string; listener?: Server; connections?: number; port?: number };

async function sandboxed(world: SandboxWorld, options: SandboxOptions): Promise<void> {
  await world.replaceToolkit({ policy: world.toolkit.policy, sandbox: { enabled: true, ...options } });
}

Given('a toolkit with the sandbox enabled', async function (this: SandboxWorld) {
  await sandboxed(this, {});
});

Given('a toolkit with the sandbox enabled and that directory writable', async function (this: SandboxWorld) {
  await sandboxed(this, { allowWrite: [this.outsideDir!] });
});

Given('a toolkit with the sandbox enabled and the network allowed', async function (this: SandboxWorld) {
  await sandboxed(this, { network: true });
});

// Outside /tmp on purpose: the sandbox's /tmp is private, so only a real host path shows read-only.
// /var/tmp is that path, writable on every Linux machine and inside the confined test run.
Given("a directory outside the sandbox's writable paths", function (this: SandboxWorld) {
  this.outsideDir = mkdtempSync(join('/var/tmp', 'agent-toolkit-sandbox-'));
  this.createdPaths.push(this.outsideDir);
});

When('I execute BashTool with a command that writes into that directory', async function (this: SandboxWorld) {
  await this.execute('Bash', { command: `echo escaped > "${this.outsideDir}/file.txt"` });
});

Then('nothing should have been written into that directory', function (this: SandboxWorld) {
  assert.deepEqual(readdirSync(this.outsideDir!), []);
});

Then('the file should have been written into that directory', function (this: SandboxWorld) {
  assert.deepEqual(readdirSync(this.outsideDir!), ['file.txt']);
});

Then("the file {string} should exist in the scenario's directory", function (this: SandboxWorld, name: string) {
  assert.ok(existsSync(join(this.tempDir, name)));
});

Then('{string} should not exist outside the sandbox', function (this: SandboxWorld, path: string) {
  assert.equal(existsSync(path), false);
});

Given('a TCP listener on 127.0.0.1 outside the sandbox', async function (this: SandboxWorld) {
  this.connections = 0;
  this.listener = createServer((socket) => {
    this.connections!++;
    socket.end('hello\n');
  });
  await new Promise<void>((resolve) => this.listener!.listen(0, '127.0.0.1', resolve));
  this.port = (this.listener.address() as { port: number }).port;
  this.cleanups.push(() => new Promise((resolve) => this.listener!.close(resolve)));
});

When('I execute BashTool with a command that connects to the listener', async function (this: SandboxWorld) {
  await this.execute('Bash', { command: `exec 3<>/dev/tcp/127.0.0.1/${this.port} && head -n 1 <&3`, timeout: 5000 });
});

Then('the listener should have had no connection', function (this: SandboxWorld) {
  assert.equal(this.connections, 0);
});

Then('the listener should have had {int} connection(s)', function (this: SandboxWorld, count: number) {
  assert.equal(this.connections, count);
  assert.ok(this.output.includes('hello'));
});

Then('creating a toolkit with the sandbox enabled and no bwrap on PATH should fail with {string}', async function (this: SandboxWorld, message: string) {
  const path = process.env.PATH;
  process.env.PATH = '/nonexistent';
  try {
    await assert.rejects(this.makeToolkit({ sandbox: { enabled: true } }), (error: Error) => error.name === 'SandboxUnavailableError' && error.message.includes(message));
  } finally {
    process.env.PATH = path;
  }
});

Then("the toolkit's {word} description should contain {string}", function (this: ToolWorld, tool: string, text: string) {
  const description = this.toolkit.registry.getOrThrow(tool).description;
  assert.ok(description.includes(text), description);
});

Then("the toolkit's {word} description should contain each line of:", function (this: ToolWorld, tool: string, lines: string) {
  const description = this.toolkit.registry.getOrThrow(tool).description;
  for (const line of lines.split('\n')) assert.ok(description.includes(line), `no ${JSON.stringify(line)} in:\n${description}`);
});
