import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ToolWorld } from './support/world.js';

type FilesWorld = ToolWorld & { otherHome?: string; homeDir?: string };

Given("another account's home holding a key {string}", function (this: FilesWorld, key: string) {
  this.otherHome = join('/home', `alice-${process.pid}`);
  mkdirSync(join(this.otherHome, '.ssh'), { recursive: true });
  writeFileSync(join(this.otherHome, '.ssh', 'id_rsa'), `${key}\n`, { mode: 0o600 });
  const home = this.otherHome;
  this.cleanups.push(async () => rmSync(home, { recursive: true, force: true }));
});

When("I execute BashTool with a command that reads that account's key", async function (this: FilesWorld) {
  await this.execute('Bash', { command: `cat ${this.otherHome}/.ssh/id_rsa; echo done` });
});

Then('\\/etc\\/shadow on the host should not be empty', function () {
  assert.ok(readFileSync('/etc/shadow').length > 0);
});

Given('a home directory with an agent login and a shell history', function (this: FilesWorld) {
  this.homeDir = mkdtempSync(join('/var/tmp', 'agent-toolkit-home-'));
  this.createdPaths.push(this.homeDir);
  mkdirSync(join(this.homeDir, '.claude'));
  writeFileSync(join(this.homeDir, '.claude', '.credentials.json'), '{"token":"canary-claude-4708"}\n', { mode: 0o600 });
  writeFileSync(join(this.homeDir, '.bash_history'), 'mysql -pcanary-history-4708\n', { mode: 0o600 });
});

When('I execute BashTool with a command that reads the agent login and the history', async function (this: FilesWorld) {
  await this.execute('Bash', { command: `cat "${this.homeDir}/.claude/.credentials.json" "${this.homeDir}/.bash_history"; echo done` });
});

Then('the output should be {string} alone', function (this: ToolWorld, text: string) {
  assert.equal(this.output.trim(), text);
});
