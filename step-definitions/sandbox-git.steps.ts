import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Given, Then } from '@cucumber/cucumber';
import type { ToolWorld } from './support/world.js';

type GitWorld = ToolWorld & { repoConfig?: string; homeDir?: string; bashrc?: string };

// git on the host, as a person's later `git status` would run it (no hooks or config of the user's).
function hostGit(cwd: string, ...args: string[]) {
  return spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' } });
}

function initRepository(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const made = hostGit(dir, 'init', '-q', '.');
  assert.equal(made.status, 0, made.stderr);
  return readFileSync(join(dir, '.git', 'config'), 'utf8');
}

Given("the scenario's directory is a git repository", function (this: GitWorld) {
  this.repoConfig = initRepository(this.tempDir);
});

Given("the scenario's directory is a git repository without hooks", function (this: GitWorld) {
  this.repoConfig = initRepository(this.tempDir);
  rmSync(join(this.tempDir, '.git', 'hooks'), { recursive: true, force: true });
});

Given("the scenario's directory holds a git repository {string}", function (this: GitWorld, name: string) {
  initRepository(join(this.tempDir, name));
});

Given("a home directory with a .bashrc inside the scenario's directory", function (this: GitWorld) {
  this.homeDir = join(this.tempDir, 'home');
  mkdirSync(this.homeDir);
  this.bashrc = 'export CANARY_HOME=5109\n';
  writeFileSync(join(this.homeDir, '.bashrc'), this.bashrc);
});

Then("the repository's config should be as git made it", function (this: GitWorld) {
  assert.equal(readFileSync(join(this.tempDir, '.git', 'config'), 'utf8'), this.repoConfig);
});

Then("the repository's config should not contain {string}", function (this: GitWorld, text: string) {
  const config = readFileSync(join(this.tempDir, '.git', 'config'), 'utf8');
  assert.ok(!config.includes(text), config);
  // What git itself reads from it: nothing that runs a program.
  const listed = hostGit(this.tempDir, 'config', '--local', '--list');
  assert.equal(listed.status, 0, listed.stderr);
  assert.ok(!listed.stdout.includes(text), listed.stdout);
});

Then("the repository's config should contain {string}", function (this: GitWorld, text: string) {
  assert.ok(readFileSync(join(this.tempDir, '.git', 'config'), 'utf8').includes(text));
});

Then('git on the host should still see the repository', function (this: GitWorld) {
  const status = hostGit(this.tempDir, 'rev-parse', '--git-common-dir');
  assert.equal(status.status, 0, status.stderr);
  assert.equal(status.stdout.trim(), '.git');
});

Then("within {int} seconds {string} should have been set aside in the scenario's directory", async function (this: GitWorld, seconds: number, name: string) {
  const deadline = Date.now() + seconds * 1000;
  while (existsSync(join(this.tempDir, name)) || !existsSync(join(this.tempDir, `${name}.refused`))) {
    assert.ok(Date.now() < deadline, `${name} is still there after ${seconds} s`);
    await delay(50);
  }
});

Then("the home's .bashrc should be unchanged", function (this: GitWorld) {
  assert.equal(readFileSync(join(this.homeDir!, '.bashrc'), 'utf8'), this.bashrc);
});
