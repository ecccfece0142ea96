import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Given, Then, When } from '@cucumber/cucumber';
import type { SchemaFormat } from '@agent-toolkit/tool-core';
import { CLI_BIN, childEnv, cliCommand, moduleLog, nodeFlags } from './support/app-process.js';
import { parseValue, unescapeGherkin } from './support/values.js';
import type { ToolWorld } from './support/world.js';

type CliWorld = ToolWorld & { cli?: { status: number | null; stdout: string; stderr: string }; hostDirs?: string[] };

function expand(world: CliWorld, text: string): string {
  const dirs = world.hostDirs ?? [];
  // {port}: the scenario's TCP listener (sandbox.steps.ts).
  const port = (world as { port?: number }).port;
  return unescapeGherkin(text.replaceAll('{tempDir}', world.tempDir).replaceAll('{port}', String(port)).replace(/\{hostDir(\d)\}/g, (_, n: string) => dirs[Number(n) - 1]!));
}

// Under /var/tmp: the sandbox's /tmp is private, so only a host path outside it can show what is writable.
Given(/^two host directories outside the sandbox's writable paths, \{hostDir1\} and \{hostDir2\}$/, function (this: CliWorld) {
  this.hostDirs = [1, 2].map(() => mkdtempSync(join('/var/tmp', 'agent-toolkit-cli-sandbox-')));
  this.createdPaths.push(...this.hostDirs);
});

Then(/^\{hostDir1\} should hold "(.*)" and \{hostDir2\} should hold "(.*)"$/, function (this: CliWorld, first: string, second: string) {
  assert.deepEqual(this.hostDirs!.map((dir) => readdirSync(dir)), [[first], [second]]);
});

const SLOW_FIRST_CHECK = fileURLToPath(new URL('./support/fixtures/slow-first-check.mjs', import.meta.url));

// The CLI through bash, with `agent-toolkit` meaning the built bin, as it would be once installed.
When(/^I run(?: with the environment ((?:\w+=\w*)(?: \w+=\w*)*))?( with the policy's first check a second slower)?: agent-toolkit(.*)$/, function (this: CliWorld, assignments: string | undefined, slowFirstCheck: string | undefined, args: string) {
  this.sent(cliCommand(args));
  const flags = [...nodeFlags(this.launchesNothing), ...(slowFirstCheck ? ['--import', SLOW_FIRST_CHECK] : [])];
  // --norc: bash would source ~/.bashrc here (stdin is a socketpair) when SHLVL < 2.
  const child = spawnSync('/bin/bash', ['--norc', '--noprofile', '-c', `"$NODE" $NODE_FLAGS "$CLI"${expand(this, args)}`], {
    cwd: this.tempDir,
    env: childEnv({ NODE: process.execPath, NODE_FLAGS: flags.join(' '), CLI: CLI_BIN, ...Object.fromEntries((assignments?.split(' ') ?? []).map((pair) => pair.split('='))) }),
    encoding: 'utf8',
    timeout: 20_000,
  });
  this.cli = { status: child.status, stdout: child.stdout, stderr: child.stderr };
});

// Which modules a CLI process loads, from Node's own module hooks (a preload of the test's).
When('the CLI runs {string} recording the modules it loads', function (this: CliWorld, args: string) {
  const log = moduleLog(this.tempDir);
  const child = spawnSync(process.execPath, [...log.flags, CLI_BIN, ...args.split(' ')], { cwd: this.tempDir, env: childEnv(log.env), encoding: 'utf8', timeout: 20_000 });
  assert.equal(child.status, 0, child.stderr);
  this.notes.modules = log.lines();
});

Then('it should have loaded the policy but no module of the MCP SDK', function (this: CliWorld) {
  const modules = this.notes.modules as string[];
  assert.ok(modules.some((url) => url.includes('/security-policy/dist/')), `the policy was not loaded:\n${modules.join('\n')}`);
  assert.deepEqual(modules.filter((url) => url.includes('@modelcontextprotocol')), []);
});

Then('the exit code should be {int}', function (this: CliWorld, code: number) {
  assert.equal(this.cli!.status, code, `stdout: ${this.cli!.stdout}\nstderr: ${this.cli!.stderr}`);
});

Then(/^(stdout|stderr) should be "(.*)"$/, function (this: CliWorld, stream: 'stdout' | 'stderr', expected: string) {
  assert.equal(this.cli![stream], expand(this, expected));
});

Then(/^(stdout|stderr) should end with "(.*)"$/, function (this: CliWorld, stream: 'stdout' | 'stderr', expected: string) {
  assert.ok(this.cli![stream].endsWith(expand(this, expected)), `${stream} ends otherwise:\n${this.cli![stream]}`);
});

Then(/^(stdout|stderr) should not contain "(.*)"$/, function (this: CliWorld, stream: 'stdout' | 'stderr', text: string) {
  assert.ok(!this.cli![stream].includes(expand(this, text)), `${stream} contains ${text}:\n${this.cli![stream]}`);
});

Then('stdout should be the version in {word}', function (this: CliWorld, file: string) {
  assert.equal(this.cli!.stdout, `${JSON.parse(readFileSync(file, 'utf8')).version}\n`);
});

Then(/^(stdout|stderr) should contain "(.*)"$/, function (this: CliWorld, stream: 'stdout' | 'stderr', expected: string) {
  const text = this.cli![stream];
  assert.ok(text.includes(expand(this, expected)), `${stream} lacks ${expected}:\n${text}`);
});

Then('stdout should be a ToolResult with success={word} and output {string}', function (this: CliWorld, success: string, output: string) {
  const result = JSON.parse(this.cli!.stdout);
  assert.equal(result.success, success === 'true');
  assert.equal(result.output, expand(this, output));
  assert.equal(typeof result.durationMs, 'number');
});

Then(/^the ToolResult metadata should contain (\w+)=(.+)$/, function (this: CliWorld, key: string, value: string) {
  assert.deepEqual(JSON.parse(this.cli!.stdout).metadata[key], parseValue(value));
});

Then("stdout should be the executor's {string} schemas as JSON", function (this: CliWorld, format: SchemaFormat) {
  assert.deepEqual(JSON.parse(this.cli!.stdout), this.toolkit.executor.getAllSchemas(format));
});

Then('the ToolResult metadata {word} should be under {int}', function (this: CliWorld, key: string, limit: number) {
  const value = JSON.parse(this.cli!.stdout).metadata[key];
  assert.ok(typeof value === 'number' && value < limit, `${key} is ${value}`);
});
