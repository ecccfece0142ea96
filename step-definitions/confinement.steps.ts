import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Given, Then } from '@cucumber/cucumber';
import { processTable } from './support/proc.js';
import type { ToolWorld } from './support/world.js';

const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));

Given('the test run is confined', function () {
  // scripts/confine.sh sets this inside bubblewrap; the steps below check the confinement itself.
  return process.env.AGENT_TOOLKIT_TEST_CONFINED === '1' ? undefined : 'skipped';
});

Then('{string} should be mounted read-only in the mountinfo of the test process', function (mountPoint: string) {
  // Fields: id, parent, major:minor, root, mount point, options, ...
  const mounts = readFileSync(`/proc/${process.pid}/mountinfo`, 'utf8').trim().split('\n').map((line) => line.split(' '));
  const last = mounts.filter((fields) => fields[4] === mountPoint).at(-1);
  assert.ok(last, `nothing is mounted on ${mountPoint}`);
  assert.ok(last[5]!.split(',').includes('ro'), `${mountPoint} is mounted ${last[5]}`);
});

function createCanary(directory: string): NodeJS.ErrnoException | undefined {
  try {
    writeFileSync(join(directory, `agent-toolkit-canary-${process.pid}`), 'canary', { flag: 'wx' });
    return undefined;
  } catch (error) {
    return error as NodeJS.ErrnoException;
  }
}

Then('creating a canary file in {string} should fail with a read-only error', function (directory: string) {
  assert.equal(createCanary(directory)?.code, 'EROFS');
});

Then("creating a canary file in the repository's packages should fail with a read-only error", function () {
  assert.equal(createCanary(join(REPOSITORY, 'packages'))?.code, 'EROFS');
});

Then("creating a canary file in the scenario's directory should succeed", function (this: ToolWorld) {
  assert.equal(createCanary(this.tempDir), undefined);
});

Then('process 1 should be bubblewrap', function () {
  assert.equal(readFileSync('/proc/1/comm', 'utf8').trim(), 'bwrap');
});

Then('every visible process should descend from process 1', function () {
  const strangers = processTable().filter((entry) => entry.pid !== 1 && entry.ppid === 0);
  assert.deepEqual(strangers, []);
});

Then('{string} should hold no block device', function (directory: string) {
  const devices = readdirSync(directory, { recursive: true }).filter((name) => {
    try {
      return statSync(join(directory, String(name))).isBlockDevice();
    } catch {
      return false;
    }
  });
  assert.deepEqual(devices, []);
});
