import { readdirSync, readFileSync } from 'node:fs';
import { After, AfterAll, Before, setDefaultTimeout } from '@cucumber/cucumber';
import { launchedPids } from './guard.js';
import type { ToolWorld } from './world.js';

setDefaultTimeout(20_000);

Before(async function (this: ToolWorld) {
  await this.setUp();
});

After(async function (this: ToolWorld) {
  await this.tearDown();
});

// Processes (zombies included) that are a launched shell or in one of their process groups.
function leftovers(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const [, , pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (launchedPids.has(Number(entry)) || launchedPids.has(Number(pgid))) found.push(stat.slice(0, 80));
  }
  return found;
}

// The run proves that no process it started outlived it, and that every one was reaped
// (orphans that died with their shell are init's to reap: it gets a few seconds).
AfterAll(async function () {
  if (launchedPids.size === 0) throw new Error('the test run launched no process at all');
  const deadline = Date.now() + 5000;
  let left = leftovers();
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = leftovers();
  }
  if (left.length > 0) throw new Error(`processes outlived the test run:\n${left.join('\n')}`);
});
