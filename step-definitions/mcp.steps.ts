import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, LoggingMessageNotificationSchema, type CallToolResult, type Progress, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { CLI_BIN, INSTALLED_BIN, childEnv, moduleLog, nodeFlags } from './support/app-process.js';
import { eventually, parseValue, processExists } from './support/values.js';
import type { ToolWorld } from './support/world.js';
import { containerExists, testContainer } from './support/container.js';

type McpWorld = ToolWorld & {
  transport?: StdioClientTransport;
  client?: Client;
  serverStderr?: string;
  listed?: Tool[];
  call?: CallToolResult;
  callError?: Error;
  progress?: Progress[];
  backgroundId?: string;
  spawned?: { status: number | null; stderr: string };
  serverPid?: number | undefined;
};

function startServer(world: McpWorld, args: string[], env: Record<string, string> = {}, bin = CLI_BIN, extraNodeFlags: string[] = []): void {
  // The installed command is run as a client runs it, by its `#!` line (and the Node flags there).
  const [command, ...nodeArgs] = bin === INSTALLED_BIN && !world.launchesNothing ? [bin] : [process.execPath, ...nodeFlags(world.launchesNothing), ...extraNodeFlags, bin];
  const transport = new StdioClientTransport({ command: command!, args: [...nodeArgs, 'mcp', ...args], cwd: world.tempDir, env: childEnv(env), stderr: 'pipe' });
  world.serverStderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (world.serverStderr += chunk.toString()));
  world.transport = transport;
  world.cleanups.push(() => transport.close());
}

// The text the model reads: the first part (a second one, when there is one, is the metadata line).
function text(result: CallToolResult | undefined): string {
  assert.ok(result, 'no tool call result');
  const [first] = result.content;
  return first?.type === 'text' ? first.text : '';
}

function summaryLine(result: CallToolResult | undefined): string {
  assert.ok(result, 'no tool call result');
  const second = result.content[1];
  return second?.type === 'text' ? second.text : '';
}

async function call(world: McpWorld, name: string, args: Record<string, unknown>, options: Parameters<Client['callTool']>[2] = {}): Promise<void> {
  world.call = undefined;
  world.callError = undefined;
  if (name === 'Bash') world.sent(args.command);
  try {
    world.call = (await world.client!.callTool({ name, arguments: args }, undefined, options)) as CallToolResult;
  } catch (error) {
    world.callError = error as Error;
  }
}

Given("the MCP server is running in the scenario's directory", function (this: McpWorld) {
  startServer(this, []);
});

Given("the installed MCP server is running in the scenario's directory", function (this: McpWorld) {
  startServer(this, [], {}, INSTALLED_BIN);
});

Given('the MCP server is running in the test container', function (this: McpWorld) {
  const { engine, container } = testContainer(this);
  startServer(this, ['--container', container, '--container-engine', engine]);
});

Given('the MCP server is running with a container it starts from an overlay of the root directory', function (this: McpWorld) {
  startServer(this, ['--container-rootfs', '/:O', '--container-engine', testContainer(this).engine]);
});

Given('the MCP server is running with a container it starts from an overlay of the root directory and the flags {string}', function (this: McpWorld, flags: string) {
  startServer(this, ['--container-rootfs', '/:O', '--container-engine', testContainer(this).engine, ...flags.split(' ')]);
});

Then('the server should have said its shells run in a container it started', async function (this: McpWorld) {
  const { engine } = testContainer(this);
  await eventually(() => /shells in the \S+ container agent-toolkit-\S+ \(started for this server\)/.test(this.serverStderr!), 'the start line');
  this.notes.startedName = new RegExp(`shells in the ${engine} container (agent-toolkit-\\S+) \\(started`).exec(this.serverStderr!)?.[1];
});

Then('the container the server started should be gone within {int} seconds', { timeout: 30_000 }, async function (this: McpWorld, seconds: number) {
  const name = this.notes.startedName as string;
  assert.ok(name, 'the server named no container');
  await eventually(() => !containerExists(testContainer(this).engine, name), `${name} to be removed`, seconds * 1000);
});

Then('the server should have said its shells run in the test container', async function (this: McpWorld) {
  const { engine, container } = testContainer(this);
  await eventually(() => this.serverStderr!.includes(`shells in the ${engine} container ${container})`), 'the start line');
});

Given('the MCP server is running with the environment {word}={word}', function (this: McpWorld, name: string, value: string) {
  startServer(this, [], { [name]: value });
});

Given("the MCP server is running in the scenario's directory, recording the modules it loads", function (this: McpWorld) {
  const log = moduleLog(this.tempDir);
  this.notes.moduleLog = log;
  startServer(this, [], log.env, CLI_BIN, log.flags);
});

// The order of one log, written as it happened: the modules the server loaded, and its first answer.
Then('the server should have answered initialize before it loaded the tools or any module of the policy', function (this: McpWorld) {
  const lines = (this.notes.moduleLog as ReturnType<typeof moduleLog>).lines();
  const firstAnswer = lines.indexOf('stdout');
  const firstToolkitModule = lines.findIndex((url) => /\/app\/dist\/create-toolkit\.js$|\/(exec-tools|security-policy)\/dist\//.test(url));
  assert.ok(firstAnswer >= 0 && firstToolkitModule >= 0, `the log lacks the answer or the tools:\n${lines.join('\n')}`);
  assert.ok(firstAnswer < firstToolkitModule, `the tools or the policy were loaded before initialize was answered:\n${lines.slice(0, firstAnswer + 1).join('\n')}`);
});

Given('the MCP server is running with the flags {}', function (this: McpWorld, flags: string) {
  startServer(this, flags.split(' '));
});

Given('an MCP client is connected to it', async function (this: McpWorld) {
  this.client = new Client({ name: 'agent-toolkit-features', version: '1.0.0' });
  await this.client.connect(this.transport!);
  this.serverPid = this.transport!.pid ?? undefined;
});

Then('the server process should run with the Node flag {string}', function (this: McpWorld, flag: string) {
  const argv = readFileSync(`/proc/${this.serverPid}/cmdline`, 'utf8').split('\0');
  assert.ok(argv.includes(flag), `the server runs ${argv.join(' ')}`);
});

When('the client lists the tools', async function (this: McpWorld) {
  this.listed = (await this.client!.listTools()).tools;
});

Then('the tools should be Bash, BashOutput, KillShell, BashInput', function (this: McpWorld) {
  assert.deepEqual(this.listed!.map((tool) => tool.name), ['Bash', 'BashOutput', 'KillShell', 'BashInput']);
});

// Against a toolkit described as a default server is: foreground calls in one persistent shell.
Then("each listed tool's input schema should equal the tool's declared schema", async function (this: McpWorld) {
  const serverLike = await this.makeToolkit({ describe: { persistentShell: true } });
  for (const listed of this.listed!) {
    const declared = serverLike.registry.getOrThrow(listed.name);
    assert.deepEqual(listed.inputSchema, declared.inputSchema);
    assert.equal(listed.description, declared.description);
  }
  await serverLike.close();
});

Then('the Bash description should contain every usage note of the specification:', function (this: McpWorld, notes: string) {
  const description = this.listed!.find((tool) => tool.name === 'Bash')!.description!;
  for (const note of notes.split('\n')) assert.ok(description.includes(note), `the description lacks ${note}`);
});

Then(/^the Bash description should (not )?contain "(.*)"$/, function (this: McpWorld, not: string | undefined, text: string) {
  const description = this.listed!.find((tool) => tool.name === 'Bash')!.description!;
  assert.equal(description.includes(text), !not, `the description ${not ? 'says' : 'lacks'} ${text}:\n${description}`);
});

Then('the server should have said on stderr what it serves', async function (this: McpWorld) {
  await eventually(() => this.serverStderr!.includes('\n'), 'the start-up line');
  assert.match(this.serverStderr!, new RegExp(`MCP server on stdio: Bash, BashOutput, KillShell, BashInput in ${this.tempDir}`));
  assert.equal(this.serverStderr!.trim().split('\n').length, 1, 'one line only');
});

When('the client calls {string} with {}', async function (this: McpWorld, name: string, json: string) {
  const [params, rest] = splitJson(json);
  if (rest === ' asking for progress') {
    this.progress = [];
    await call(this, name, params, { onprogress: (progress) => this.progress!.push(progress) });
    return;
  }
  const cancel = /^ and cancels it after (\d+) ms$/.exec(rest);
  if (cancel) {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), Number(cancel[1]));
    await call(this, name, params, { signal: controller.signal });
    return;
  }
  assert.equal(rest, '', `unexpected words after the parameters: ${rest}`);
  await call(this, name, params);
  if (params.run_in_background) this.backgroundId = this.call?.structuredContent?.bash_id as string;
});

// The JSON object at the start of `text`, and the words after it.
function splitJson(text: string): [Record<string, unknown>, string] {
  const end = text.lastIndexOf('}') + 1;
  return [JSON.parse(text.slice(0, end)), text.slice(end)];
}

Then('the call should succeed', function (this: McpWorld) {
  assert.ok(this.call && !this.call.isError, `call failed: ${this.callError?.message ?? text(this.call)}`);
});

Then('the call should succeed with text {string}', function (this: McpWorld, expected: string) {
  assert.ok(this.call && !this.call.isError, `call failed: ${this.callError?.message ?? text(this.call)}`);
  assert.equal(text(this.call), expected.replaceAll('\\n', '\n'));
});

Then('the call should be an error', function (this: McpWorld) {
  assert.equal(this.call?.isError, true, `not an error: ${this.callError?.message ?? text(this.call)}`);
});

Then('the text should not contain {string}', function (this: McpWorld, unexpected: string) {
  assert.ok(!text(this.call).includes(unexpected), `the text contains ${unexpected}`);
});

Then('the text should contain {string}', function (this: McpWorld, expected: string) {
  assert.ok(text(this.call).includes(expected), `text lacks ${expected}: ${text(this.call)}`);
});

Then(/^the structured content should contain (\w+)=(.+)$/, function (this: McpWorld, key: string, value: string) {
  assert.deepEqual(this.call?.structuredContent?.[key], parseValue(value), JSON.stringify(this.call?.structuredContent));
});

When('the client reads the background shell with BashOutput until it says {string}', async function (this: McpWorld, expected: string) {
  let seen = '';
  async function poll(world: McpWorld): Promise<void> {
    while (!seen.includes(expected)) {
      await call(world, 'BashOutput', { bash_id: world.backgroundId });
      seen += text(world.call);
      if (!seen.includes(expected)) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await Promise.race([poll(this), new Promise((_, reject) => setTimeout(() => reject(new Error(`BashOutput never said ${expected}: ${seen}`)), 5000))]);
});

When('the client calls KillShell on the background shell', async function (this: McpWorld) {
  await call(this, 'KillShell', { shell_id: this.backgroundId });
});

Then('the client should have received at least {int} progress notifications', function (this: McpWorld, count: number) {
  assert.ok(this.progress!.length >= count, `received ${this.progress!.length}`);
});

Then('the progress should increase and name the elapsed time', function (this: McpWorld) {
  this.progress!.forEach((progress, index) => {
    if (index > 0) assert.ok(progress.progress > this.progress![index - 1]!.progress);
    assert.match(String(progress.message), /^\d+\.\d+s elapsed/);
  });
});

Then('a progress message should contain {string}', function (this: McpWorld, expected: string) {
  assert.ok(this.progress!.some((progress) => String(progress.message).includes(expected)), JSON.stringify(this.progress));
});

Then('the call should have been cancelled', function (this: McpWorld) {
  assert.match(String(this.callError?.message), /abort/i);
});

When('the client disconnects', async function (this: McpWorld) {
  await this.client!.close();
});

When(/^the server receives (SIGTERM|SIGINT|SIGKILL)$/, function (this: McpWorld, signal: NodeJS.Signals) {
  process.kill(this.serverPid!, signal);
});

Then('the server process should exit', async function (this: McpWorld) {
  const pid = this.serverPid;
  assert.ok(pid, 'the server never started');
  await eventually(() => !processExists(pid), `server ${pid} to exit`);
});

Then("the file {string} should not exist in the scenario's directory", function (this: McpWorld, name: string) {
  assert.equal(existsSync(join(this.tempDir, name)), false);
});

When('the server is started with the flags {}', function (this: McpWorld, flags: string) {
  const child = spawnSync(process.execPath, [CLI_BIN, 'mcp', ...flags.split(' ')], { cwd: this.tempDir, env: childEnv(), encoding: 'utf8', input: '', timeout: 10_000 });
  this.spawned = { status: child.status, stderr: child.stderr };
});

Then('it should exit with code {int} and say {string}', function (this: McpWorld, code: number, message: string) {
  assert.equal(this.spawned!.status, code, this.spawned!.stderr);
  assert.ok(this.spawned!.stderr.includes(message), this.spawned!.stderr);
});

Then("the file {string} in the scenario's directory should contain {string}", async function (this: McpWorld, name: string, text: string) {
  const path = join(this.tempDir, name);
  assert.ok(existsSync(path), `${name} was never written`);
  assert.ok(readFileSync(path, 'utf8').includes(text), `${name} lacks ${text}`);
});

Then(/^the server's start line should (not )?contain "(.*)"$/, async function (this: McpWorld, not: string | undefined, text: string) {
  await eventually(() => this.serverStderr!.includes('MCP server on stdio'), 'the start line');
  assert.equal(this.serverStderr!.includes(text), !not, this.serverStderr);
});

Then("the call's metadata line should be {string}", function (this: McpWorld, expected: string) {
  assert.equal(summaryLine(this.call), expected);
});

Then('every tool should declare an outputSchema and annotations', function (this: McpWorld) {
  for (const tool of this.listed!) {
    assert.equal(tool.outputSchema?.type, 'object', `${tool.name} has no outputSchema`);
    // The declared fields and no others: a client rejects a result with a key nobody declared.
    assert.equal(tool.outputSchema?.additionalProperties, false, `${tool.name}'s outputSchema allows undeclared keys`);
    assert.ok(tool.annotations && Object.keys(tool.annotations).length > 0, `${tool.name} has no annotations`);
  }
});

Then("the tools' annotations should be:", function (this: McpWorld, table: DataTable) {
  const listed = Object.fromEntries(this.listed!.map((tool) => [tool.name, tool.annotations]));
  assert.deepEqual(listed, Object.fromEntries(table.hashes().map((row) => [row.tool!, JSON.parse(row.annotations!)])));
});

// Every kind of result each tool gives, failures and refusals included. The SDK client checks
// each structuredContent against the tool's outputSchema (from tools/list) and throws if it does not conform.
When('the client makes every kind of call of every tool', { timeout: 30_000 }, async function (this: McpWorld) {
  const outcomes: string[] = [];
  const attempt = async (name: string, args: Record<string, unknown>, expectError: boolean) => {
    await call(this, name, args);
    if (this.callError) outcomes.push(`${name} ${JSON.stringify(args)}: ${this.callError.message}`);
    else if (this.call!.isError !== expectError) outcomes.push(`${name} ${JSON.stringify(args)}: isError ${this.call!.isError}: ${text(this.call)}`);
    return this.call?.structuredContent as Record<string, unknown> | undefined;
  };
  await attempt('Bash', { command: 'echo ok' }, false);
  await attempt('Bash', { command: 'echo failing >&2; exit 3' }, true);
  await attempt('Bash', { command: 'seq 1 100000' }, false);
  await attempt('Bash', { command: 'sleep 366', timeout: 1000 }, true);
  await attempt('Bash', { command: 'git push origin main' }, true);
  await attempt('Bash', { command: 'npm publish' }, true);
  await attempt('Bash', {}, true);
  await attempt('Bash', { command: 'echo x', timeout: 'soon' }, true);
  const started = await attempt('Bash', { command: 'echo started; read line; echo "got $line"; sleep 367', run_in_background: true }, false);
  const id = String(started?.bash_id);
  await attempt('BashOutput', { bash_id: id, wait_ms: 5000, until: '^started' }, false);
  await attempt('BashOutput', { bash_id: id, filter: 'got' }, false);
  await attempt('BashOutput', { bash_id: id, until: '(?=x)' }, true);
  await attempt('BashOutput', { bash_id: 'shell_nope' }, true);
  await attempt('BashInput', { bash_id: id, input: 'bob\n' }, false);
  await attempt('BashInput', { bash_id: 'shell_nope', input: 'x' }, true);
  await attempt('KillShell', { shell_id: id }, false);
  await attempt('KillShell', { shell_id: id }, false);
  await attempt('BashInput', { bash_id: id, input: 'x' }, true);
  await attempt('KillShell', { shell_id: 'shell_nope' }, true);
  this.notes.outcomes = outcomes;
});

Then("the SDK client should have accepted every result against its tool's outputSchema", function (this: McpWorld) {
  assert.deepEqual(this.notes.outcomes, []);
});

Then('the client should be told in a log message that the background shell finished', async function (this: McpWorld) {
  const id = String(this.call?.structuredContent?.bash_id);
  await eventually(() => (this.notes.logs as string[]).some((line) => line.includes(`Background shell ${id} finished: completed (exit code 0)`)), 'the log message', 5000);
});

Then('that should be the only log message about a finished shell', async function (this: McpWorld) {
  await new Promise((resolve) => setTimeout(resolve, 200)); // a late one would come by now
  const finished = (this.notes.logs as string[]).filter((line) => / finished: /.test(line));
  assert.equal(finished.length, 1, finished.join('\n'));
});

Given('the client records log messages', function (this: McpWorld) {
  const logs: string[] = [];
  this.notes.logs = logs;
  this.client!.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => void logs.push(String(notification.params.data)));
});

Given('an MCP client that answers questions with {string} is connected to it', async function (this: McpWorld, answers: string) {
  const queue = answers.split(',').map((answer) => answer.trim());
  const asked: string[] = [];
  this.notes.asked = asked;
  this.client = new Client({ name: 'agent-toolkit-features', version: '1.0.0' }, { capabilities: { elicitation: {} } });
  this.client.setRequestHandler(ElicitRequestSchema, async (request) => {
    asked.push(request.params.message);
    const decision = queue.shift();
    return decision === 'cancel' ? { action: 'cancel' } : { action: 'accept', content: { decision: decision ?? 'deny' } };
  });
  await this.client.connect(this.transport!);
});

Then('the client should have been asked {int} time(s), about {string}', function (this: McpWorld, times: number, text: string) {
  const asked = this.notes.asked as string[];
  assert.equal(asked.length, times, JSON.stringify(asked));
  assert.ok(asked.every((message) => message.includes(text)), JSON.stringify(asked));
});

When('the client calls Bash with {string} and, {int} ms later, with {string}', { timeout: 30_000 }, async function (this: McpWorld, first: string, delayMs: number, second: string) {
  this.sent(first);
  this.sent(second);
  const started = performance.now();
  const timed = async (command: string) => {
    const result = (await this.client!.callTool({ name: 'Bash', arguments: { command } })) as CallToolResult;
    return { result, at: performance.now() - started };
  };
  const firstCall = timed(first);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const secondStarted = performance.now() - started;
  const [one, two] = await Promise.all([firstCall, timed(second)]);
  this.notes.parallel = { one, two, secondStarted };
});

type TimedCall = { result: CallToolResult; at: number };

Then('the second call should have answered {string} within {int} ms while the first still ran', function (this: McpWorld, expected: string, ms: number) {
  const { one, two, secondStarted } = this.notes.parallel as { one: TimedCall; two: TimedCall; secondStarted: number };
  assert.equal(text(two.result), expected.replace(/\\n/g, '\n'));
  assert.ok(two.at - secondStarted < ms, `the second call took ${Math.round(two.at - secondStarted)} ms`);
  assert.ok(two.at < one.at, 'the first call had already answered');
});

Then('the first call should have answered {string}', function (this: McpWorld, expected: string) {
  const { one } = this.notes.parallel as { one: TimedCall };
  assert.equal(text(one.result), expected.replace(/\\n/g, '\n'));
});

When('the client calls Bash with a command of {string}, a NUL byte and {string}', async function (this: McpWorld, before: string, after: string) {
  await call(this, 'Bash', { command: `${before}\0${after}` });
});

// The SDK's modules load while the answer is written (the loader reads them off the main thread):
// answered before the last of them began to load, it was answered before the SDK could run.
Then('the server should have answered initialize before the MCP SDK was loaded', function (this: McpWorld) {
  const lines = (this.notes.moduleLog as ReturnType<typeof moduleLog>).lines();
  const firstAnswer = lines.indexOf('stdout');
  const lastSdkModule = lines.findLastIndex((url) => url.includes('/@modelcontextprotocol/sdk/'));
  assert.ok(firstAnswer >= 0 && lastSdkModule >= 0, `the log lacks the answer or the SDK:\n${lines.join('\n')}`);
  assert.ok(firstAnswer < lastSdkModule, `the SDK was loaded before initialize was answered:\n${lines.slice(0, firstAnswer + 1).join('\n')}`);
});
