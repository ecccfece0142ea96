import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import { createContext } from '@agent-toolkit/tool-core';
import { launchedProcesses } from './support/launches.js';
import { unescapeGherkin } from './support/values.js';
import type { ToolWorld } from './support/world.js';

// A fresh context for the session: a cancellation signal of an earlier call does not carry over.
Given(/^the calls belong to the session "(.+)"$/, function (this: ToolWorld, sessionId: string) {
  this.context = createContext({ ...this.context, sessionId, signal: undefined });
});

Given("a file {string} in the scenario's directory that exports VENV=active and defines deactivate\\()", function (this: ToolWorld, name: string) {
  writeFileSync(join(this.tempDir, name), 'export VENV=active\ndeactivate() { unset VENV; echo deactivated; }\n');
});

Then('the output should be {string}', function (this: ToolWorld, expected: string) {
  assert.equal(this.output, unescapeGherkin(expected.replaceAll('{tempDir}', this.tempDir)));
});

When("something outside kills the session's shell with SIGKILL", async function (this: ToolWorld) {
  const session = launchedProcesses.filter((launched) => launched.command.startsWith('exec /bin/bash')).at(-1);
  assert.ok(session, 'no session shell was launched');
  process.kill(session.pid, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(this.shells.session(this.context.sessionId!).isAlive, false, 'the crash went unnoticed');
});
