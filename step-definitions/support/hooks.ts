import { readFileSync } from 'node:fs';
import { After, AfterAll, Before, BeforeAll, setDefaultTimeout } from '@cucumber/cucumber';
import { RUN_MARK } from './launches.js';
import { markedProcesses } from './proc.js';
import type { ToolWorld } from './world.js';

setDefaultTimeout(20_000);

/**
 * Scenarios that send a dangerous or destructive command anywhere launch nothing: ours are tagged
 * @launches-nothing; the provided feature files run unmodified, so theirs are named here.
 */
const PROVIDED_LAUNCHING_NOTHING: Record<string, readonly string[]> = {
  'features/bash_tool_security.feature': ['Block dangerous rm -rf /', 'Block dangerous rm -rf /*', 'Block fork bomb', 'Block mkfs command'],
};

Before(async function (this: ToolWorld, { pickle }) {
  const provided = PROVIDED_LAUNCHING_NOTHING[pickle.uri]?.includes(pickle.name) ?? false;
  const tagged = pickle.tags.some((tag) => tag.name === '@launches-nothing');
  await this.setUp(`${pickle.uri}: ${pickle.name}`, provided || tagged);
});

After(async function (this: ToolWorld) {
  await this.tearDown();
});

// The list above still names real scenarios: read from the feature files themselves, since with
// --parallel a file's scenarios are shared among workers.
BeforeAll(function () {
  const missing = Object.entries(PROVIDED_LAUNCHING_NOTHING).flatMap(([uri, names]) => {
    const titles = new Set(readFileSync(uri, 'utf8').split('\n').map((line) => /^\s*Scenario(?: Outline)?:\s*(.*?)\s*$/.exec(line)?.[1]));
    return names.filter((name) => !titles.has(name)).map((name) => `${uri}: ${name}`);
  });
  if (missing.length > 0) throw new Error(`scenarios listed as launching nothing were not found:\n${missing.join('\n')}`);
});

// No process the run started outlives it: found by the mark every launched tree carries, so
// descendants that left their group or lost their parent count too (init gets a few seconds to
// reap what died with its shell). Each worker of a --parallel run checks its own marks.
AfterAll(async function () {
  const deadline = Date.now() + 5000;
  let left = markedProcesses((mark) => mark.startsWith(RUN_MARK));
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = markedProcesses((mark) => mark.startsWith(RUN_MARK));
  }
  if (left.length > 0) throw new Error(`processes outlived the test run:\n${left.map((entry) => `${entry.pid} ${entry.comm} (${entry.mark})`).join('\n')}`);
});
