import { After, AfterAll, Before, setDefaultTimeout } from '@cucumber/cucumber';
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
const seenProvided = new Set<string>();
const ranFiles = new Set<string>();

Before(async function (this: ToolWorld, { pickle }) {
  ranFiles.add(pickle.uri);
  const provided = PROVIDED_LAUNCHING_NOTHING[pickle.uri]?.includes(pickle.name) ?? false;
  if (provided) seenProvided.add(`${pickle.uri}: ${pickle.name}`);
  const tagged = pickle.tags.some((tag) => tag.name === '@launches-nothing');
  await this.setUp(`${pickle.uri}: ${pickle.name}`, provided || tagged);
});

After(async function (this: ToolWorld) {
  await this.tearDown();
});

// No process the run started outlives it: found by the mark every launched tree carries, so
// descendants that left their group or lost their parent count too (init gets a few seconds to
// reap what died with its shell). And the list above still names real scenarios.
AfterAll(async function () {
  const missing = Object.entries(PROVIDED_LAUNCHING_NOTHING)
    .filter(([uri]) => ranFiles.has(uri))
    .flatMap(([uri, names]) => names.map((name) => `${uri}: ${name}`))
    .filter((name) => !seenProvided.has(name));
  if (missing.length > 0) throw new Error(`scenarios listed as launching nothing were not found:\n${missing.join('\n')}`);
  const deadline = Date.now() + 5000;
  let left = markedProcesses((mark) => mark.startsWith(RUN_MARK));
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = markedProcesses((mark) => mark.startsWith(RUN_MARK));
  }
  if (left.length > 0) throw new Error(`processes outlived the test run:\n${left.map((entry) => `${entry.pid} ${entry.comm} (${entry.mark})`).join('\n')}`);
});
