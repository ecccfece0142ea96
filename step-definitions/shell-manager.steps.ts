import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ShellManager, ShellProcess, ShellStatus } from '@agent-toolkit/shell-manager';
import { processExists } from './support/values.js';
import type { ToolWorld } from './support/world.js';

type ManagerWorld = ToolWorld & { manager?: ShellManager; other?: ShellManager; created?: ShellProcess[]; returned?: unknown };

function manager(world: ManagerWorld): ShellManager {
  return world.manager ?? world.shells;
}

function createShells(world: ManagerWorld, count: number, command: string): ShellProcess[] {
  const shells = Array.from({ length: count }, () => world.track(manager(world).createShell(command, world.tempDir)));
  world.created = [...(world.created ?? []), ...shells];
  return shells;
}

function assertKilled(shell: ShellProcess): void {
  assert.equal(shell.status, ShellStatus.KILLED);
  assert.ok(!processExists(shell.process!.pid!), `process ${shell.process!.pid} survived`);
}

Given('a ShellManager instance', function (this: ManagerWorld) {
  this.manager = this.shells;
});

When('I call create_shell\\({string}, {string})', function (this: ManagerWorld, command: string, workingDir: string) {
  const shell = this.track(manager(this).createShell(command, workingDir));
  this.returned = shell;
  this.shellId = shell.id;
  // A short command may finish before the next step: keep the status create_shell returned with.
  this.notes.statusWhenReturned = shell.status;
});

Then('a ShellProcess should be returned', function (this: ManagerWorld) {
  assert.ok(this.returned instanceof ShellProcess);
});

Then('the shell should have a unique id', function (this: ManagerWorld) {
  const shell = this.returned as ShellProcess;
  assert.match(shell.id, /^shell_[a-z0-9]{12}$/);
  const ids = manager(this).listShells().map((tracked) => tracked.id);
  assert.equal(ids.filter((id) => id === shell.id).length, 1);
});

Then('the shell should be tracked in the manager', function (this: ManagerWorld) {
  const shell = this.returned as ShellProcess;
  assert.equal(manager(this).getShell(shell.id), shell);
  assert.ok(manager(this).listShells().includes(shell));
});

Given('a ShellManager with a shell {string}', function (this: ManagerWorld, id: string) {
  const shell = new ShellProcess({ id, command: 'sleep 30', workingDir: this.tempDir, launcher: this.launcher }).start();
  this.shells.add(this.track(shell));
  this.created = [shell];
});

Given('a ShellManager with no shell {string}', function (this: ManagerWorld, id: string) {
  createShells(this, 1, 'sleep 30');
  assert.equal(this.shells.getShell(id), undefined);
});

When('I call get_shell\\({string})', function (this: ManagerWorld, id: string) {
  this.returned = manager(this).getShell(id);
});

Then('the correct ShellProcess should be returned', function (this: ManagerWorld) {
  assert.equal(this.returned, this.created?.[0]);
  assert.equal((this.returned as ShellProcess).id, 'shell_abc123');
});

Then('None should be returned', function (this: ManagerWorld) {
  assert.equal(this.returned, undefined);
});

Given('a ShellManager with {int} shells', function (this: ManagerWorld, count: number) {
  createShells(this, count, 'sleep 30');
});

Given('a ShellManager with {int} running shells', function (this: ManagerWorld, count: number) {
  createShells(this, count, 'sleep 30');
});

Given('a ShellManager with {int} running and {int} completed shell(s)', async function (this: ManagerWorld, running: number, completed: number) {
  createShells(this, running, 'sleep 30');
  await Promise.all(createShells(this, completed, 'true').map((shell) => shell.wait()));
});

When('I call list_shells\\()', function (this: ManagerWorld) {
  this.returned = manager(this).listShells();
});

When('I call list_running\\()', function (this: ManagerWorld) {
  this.returned = manager(this).listRunning();
});

Then('a list of {int} ShellProcess objects should be returned', function (this: ManagerWorld, count: number) {
  const list = this.returned as ShellProcess[];
  assert.equal(list.length, count);
  assert.ok(list.every((shell) => shell instanceof ShellProcess));
});

Then('all should have is_running=true', function (this: ManagerWorld) {
  for (const shell of this.returned as ShellProcess[]) {
    assert.equal(shell.isRunning, true);
    assert.ok(processExists(shell.process!.pid!));
  }
});

Given('a ShellManager with shells completed more than 1 hour ago', async function (this: ManagerWorld) {
  const [old, recent] = createShells(this, 2, 'true');
  await Promise.all([old!.wait(), recent!.wait()]);
  // The clock cannot be waited out for an hour: the old shell's completion time is moved back.
  old!.completedAt = Date.now() - 2 * 3600 * 1000;
  const [running] = createShells(this, 1, 'sleep 30');
  this.notes = { old, recent, running };
});

When('I call cleanup_completed\\(max_age_seconds={int})', function (this: ManagerWorld, maxAge: number) {
  this.returned = manager(this).cleanupCompleted(maxAge);
});

Then('old completed shells should be removed', function (this: ManagerWorld) {
  assert.equal(this.returned, 1);
  assert.equal(manager(this).getShell((this.notes.old as ShellProcess).id), undefined);
});

Then('running shells should be kept', function (this: ManagerWorld) {
  assert.ok(manager(this).getShell((this.notes.running as ShellProcess).id)?.isRunning);
});

Then('recently completed shells should be kept', function (this: ManagerWorld) {
  assert.ok(manager(this).getShell((this.notes.recent as ShellProcess).id));
});

When('I call kill_all\\()', async function (this: ManagerWorld) {
  this.returned = await manager(this).killAll();
});

Then('all shells should be killed', function (this: ManagerWorld) {
  assert.ok(this.created && this.created.length > 0);
  this.created.forEach(assertKilled);
});

Then('the return value should be {int}', function (this: ManagerWorld, value: number) {
  assert.equal(this.returned, value);
});

Given('I create ShellManager instance A', function (this: ManagerWorld) {
  this.manager = ShellManager.instance();
});

Given('I create ShellManager instance B', function (this: ManagerWorld) {
  this.other = ShellManager.instance();
});

Then('A and B should be the same instance', function (this: ManagerWorld) {
  assert.equal(this.manager, this.other);
});

Then('shells created via A should be visible via B', function (this: ManagerWorld) {
  const [shell] = createShells(this, 1, 'sleep 30');
  assert.equal(this.other!.getShell(shell!.id), shell);
});

Given('a ShellManager with running shells', function (this: ManagerWorld) {
  this.manager = ShellManager.instance();
  createShells(this, 2, 'sleep 30');
});

When('I call ShellManager.reset\\()', async function (this: ManagerWorld) {
  await ShellManager.reset();
});

Then('the singleton should be cleared', function (this: ManagerWorld) {
  assert.equal(ShellManager.hasInstance(), false);
});

Then('the next ShellManager\\() should be a fresh instance', function (this: ManagerWorld) {
  const next = ShellManager.instance();
  assert.notEqual(next, this.manager);
  assert.deepEqual(next.listShells(), []);
});
