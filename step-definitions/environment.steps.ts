import assert from 'node:assert/strict';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { createToolkit } from '@agent-toolkit/app';
import { createShellEnv } from '@agent-toolkit/shell-manager';
import { createContext } from '@agent-toolkit/tool-core';
import type { ToolWorld } from './support/world.js';

type EnvWorld = ToolWorld & { baseEnv?: NodeJS.ProcessEnv; symlinkPath?: string };

async function rebuild(world: EnvWorld, options: Parameters<typeof createToolkit>[0]): Promise<void> {
  await world.replaceToolkit({ policy: world.toolkit.policy, ...options });
}

Given('the toolkit runs with the environment:', async function (this: EnvWorld, table: DataTable) {
  this.baseEnv = { ...process.env, ...Object.fromEntries(table.hashes().map((row) => [row.name!, row.value!])) };
  await rebuild(this, { shellOptions: { env: createShellEnv({ base: this.baseEnv }) } });
});

Given('the environment allow-list holds {word}', async function (this: EnvWorld, name: string) {
  await rebuild(this, { shellOptions: { env: createShellEnv({ base: this.baseEnv, allow: [name] }) } });
});

Then('the output should not contain any of: {}', function (this: ToolWorld, list: string) {
  for (const secret of list.split(', ')) assert.ok(!this.output.includes(secret), `the output leaks ${secret}`);
});

Given("the toolkit allows only the scenario's directory as a root", async function (this: EnvWorld) {
  await rebuild(this, { allowedRoots: [this.tempDir] });
});

Given('a symlink outside the root that points into it', function (this: EnvWorld) {
  const outside = mkdtempSync(join(tmpdir(), 'agent-toolkit-link-'));
  this.createdPaths.push(outside);
  this.symlinkPath = join(outside, 'into-root');
  symlinkSync(this.tempDir, this.symlinkPath);
});

Given('a symlink inside the root that points to {string}', function (this: EnvWorld, target: string) {
  this.symlinkPath = join(this.tempDir, 'way-out');
  symlinkSync(target, this.symlinkPath);
});

When('I execute BashTool with command={string} in the symlink', async function (this: EnvWorld, command: string) {
  await this.execute('Bash', { command }, createContext({ workingDir: this.symlinkPath }));
});

// bash sources ~/.bashrc for `bash -c` when stdin is a socket and SHLVL < 2 (a server started by a desktop client).
Given("a home directory whose .bashrc exports RC_CANARY, and a host whose SHLVL is 0", async function (this: EnvWorld) {
  writeFileSync(join(this.tempDir, '.bashrc'), 'export RC_CANARY=sourced\n');
  writeFileSync(join(this.tempDir, '.bash_profile'), 'export RC_CANARY=sourced\n');
  await rebuild(this, { shellOptions: { env: createShellEnv({ base: { ...process.env, HOME: this.tempDir, SHLVL: '0' } }) } });
});

Then('the output should contain each of these lines:', function (this: ToolWorld, table: DataTable) {
  const lines = new Set(this.output.split('\n'));
  for (const { line } of table.hashes()) assert.ok(lines.has(line!), `no line ${line}`);
});
