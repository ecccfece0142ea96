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

// The run proves that no process it started outlived it: none of the launched shells, and no
// process left in any of their process groups.
AfterAll(function () {
  const leaked: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const [pid, , , pgid] = [entry, ...stat.slice(stat.lastIndexOf(')') + 2).split(' ')].map(Number);
    if (launchedPids.has(pid!) || launchedPids.has(pgid!)) leaked.push(`${entry}: ${stat.slice(0, 80)}`);
  }
  if (leaked.length > 0) throw new Error(`processes outlived the test run:\n${leaked.join('\n')}`);
  if (launchedPids.size === 0) throw new Error('the test run launched no process at all');
});
