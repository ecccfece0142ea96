import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Then, When } from '@cucumber/cucumber';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { childEnv, moduleLog } from './support/app-process.js';
import type { ToolWorld } from './support/world.js';

type AppWorld = ToolWorld & { program?: { status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string } };

// Where a host's `import '@agent-toolkit/app'` resolves as in an installed project: the
// repository's root depends on the package, so the package's own exports map is what answers.
const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));

When('a program imports createToolkit from @agent-toolkit\\/app and runs {string}, recording the modules it loads', function (this: AppWorld, command: string) {
  this.sent(command);
  const log = moduleLog(this.tempDir);
  const program = `
    import { createToolkit } from '@agent-toolkit/app';
    import { createContext } from '@agent-toolkit/tool-core';
    const toolkit = await createToolkit();
    const result = await toolkit.executor.execute('Bash', createContext({ workingDir: ${JSON.stringify(this.tempDir)} }), { command: ${JSON.stringify(command)} });
    process.stdout.write(String(result.output));
    await toolkit.close();`;
  // --trace-exit: a process.exit from anywhere (a clean-clone run twice saw exit 1 with nothing on
  // stdout or stderr) prints where it came from.
  const child = spawnSync(process.execPath, [...log.flags, '--trace-exit', '--input-type=module', '-e', program], { cwd: REPOSITORY, env: childEnv(log.env), encoding: 'utf8', timeout: 20_000 });
  this.program = { status: child.status, signal: child.signal, stdout: child.stdout, stderr: child.stderr };
  this.notes.modules = log.lines();
});

Then('the program should have printed {string}', function (this: AppWorld, expected: string) {
  const { status, signal, stdout, stderr } = this.program!;
  // (Clean-clone runs twice saw exit 1 with nothing on stderr: say all there is.)
  assert.equal(status, 0, `exit ${status}, signal ${signal}; stderr: ${stderr || '(empty)'}; stdout: ${JSON.stringify(stdout)}`);
  assert.equal(this.program!.stdout, expected.replaceAll('\\n', '\n'));
});

// In this process, through the package's exports map: a server made by the subpath's
// createMcpServer answers an SDK client over a pair of in-memory transports.
When('a server made by createMcpServer from @agent-toolkit\\/app\\/mcp is asked for its tools and runs {string}', async function (this: AppWorld, command: string) {
  this.sent(command);
  const { createMcpServer } = await import('@agent-toolkit/app/mcp');
  const { resolveConfig } = await import('@agent-toolkit/app');
  const server = createMcpServer(this.toolkit, resolveConfig({ cwd: this.tempDir }));
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'app-package', version: '1.0.0' });
  await client.connect(clientSide);
  this.cleanups.push(() => client.close());
  this.notes.listed = (await client.listTools()).tools.map((tool) => tool.name);
  const result = await client.callTool({ name: 'Bash', arguments: { command } });
  this.notes.called = (result.content as { type: string; text: string }[])[0]!.text;
});

Then('it should list {string} and answer {string}', function (this: AppWorld, names: string, text: string) {
  assert.deepEqual(this.notes.listed, names.split(', '));
  assert.equal(this.notes.called, text.replaceAll('\\n', '\n'));
});
