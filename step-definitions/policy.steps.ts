import assert from 'node:assert/strict';
import { DataTable, Given, Then, When } from '@cucumber/cucumber';
import { CommandPolicy, parsePermissionRule, ruleMatches, SessionMemory, type Decision, type Verdict } from '@agent-toolkit/security-policy';
import { launchedCommands, refusedCommands } from './support/launches.js';
import type { ToolWorld } from './support/world.js';

When(/^the Bash tool is asked to run: (.+)$/, async function (this: ToolWorld, command: string) {
  await this.execute('Bash', { command });
});

// Nothing was launched, and nothing even reached the launcher: the policy stopped it first.
Then('no process should have been launched', function (this: ToolWorld) {
  assert.deepEqual(launchedCommands.slice(this.launchesAtStart), []);
  assert.deepEqual(refusedCommands.slice(this.refusalsAtStart), [], 'the command got past the policy to the launcher');
});

// One command's expected decision, for the one-command steps and the tables of forms alike.
function expectAllowed(world: ToolWorld, command: string): void {
  const decision = world.toolkit.policy.check(command);
  assert.equal(decision.verdict, 'allow', `${command}: ${decision.verdict} by ${decision.rule} (${decision.reason})`);
}
function expectDenied(world: ToolWorld, command: string): Decision {
  const decision = world.toolkit.policy.check(command);
  assert.equal(decision.verdict, 'deny', `${command}: ${decision.verdict} (${decision.reason})`);
  assert.ok(decision.rule && decision.reason, `${command}: a denial names its rule and reason`);
  return decision;
}
// A table's `reason` column, where it has one: the decision's reason says that too.
function expectReason(command: string, reason: string, said: string | undefined): void {
  if (said !== undefined) assert.ok(reason.includes(said), `${command}: the reason does not say "${said}": ${reason}`);
}
function expectAskedBy(world: ToolWorld, rule: string, command: string): Decision {
  const decision = world.toolkit.policy.check(command);
  assert.equal(`${decision.verdict} ${decision.rule}`, `ask ${rule}`, `${command}: ${decision.verdict} by ${decision.rule} (${decision.reason})`);
  return decision;
}

Then(/^the policy should allow: ([\s\S]+)$/, function (this: ToolWorld, command: string) {
  expectAllowed(this, command);
});

Then('the error should not contain {string}', function (this: ToolWorld, text: string) {
  assert.ok(!this.checkedResult().error?.includes(text), `error contains ${text}: ${this.result?.error}`);
});

Given('a toolkit whose policy allows everything', async function (this: ToolWorld) {
  const allowAll = { check: () => ({ verdict: 'allow', reason: 'test: everything allowed' }) } as unknown as CommandPolicy;
  await this.replaceToolkit({ policy: allowAll });
});

Then(/^the policy should deny: ([\s\S]+)$/, function (this: ToolWorld, command: string) {
  expectDenied(this, command);
});

type PolicyWorld = ToolWorld & { policy?: CommandPolicy };

const listOf = (rule: string) => (rule ? [rule] : []);

const configuredPolicy = (deny: string, ask: string, allow: string, defaultVerdict: Verdict, runtimeTargets?: Verdict) =>
  CommandPolicy.create({ permissions: { deny: listOf(deny), ask: listOf(ask), allow: listOf(allow) }, defaultVerdict, ...(runtimeTargets && { runtimeTargets }) });

Given('a policy with deny {string}, ask {string}, allow {string} and default {string}', async function (this: PolicyWorld, deny: string, ask: string, allow: string, defaultVerdict: Verdict) {
  this.policy = await configuredPolicy(deny, ask, allow, defaultVerdict);
});

Given('a policy with deny {string}, ask {string}, allow {string}, default {string} and runtime targets {string}', async function (this: PolicyWorld, deny: string, ask: string, allow: string, defaultVerdict: Verdict, runtimeTargets: Verdict) {
  this.policy = await configuredPolicy(deny, ask, allow, defaultVerdict, runtimeTargets);
});

Then(/^the decision for (.+) should be "(\w+)" by "([^"]*)"(?:, saying "(.*)")?$/, function (this: PolicyWorld, command: string, verdict: Verdict, rule: string, said: string | null | undefined) {
  const decision = this.policy!.check(command);
  assert.equal(decision.verdict, verdict, `${command}: ${decision.reason}`);
  assert.equal(decision.rule ?? '', rule);
  expectReason(command, decision.reason, said ?? undefined); // (an optional group left out is null)
});

Given("the toolkit's policy asks before {string}", async function (this: ToolWorld, rule: string) {
  await this.replaceToolkit({ permissions: { ask: [rule] } });
});

Given("the toolkit's policy denies {string}", async function (this: ToolWorld, rule: string) {
  await this.replaceToolkit({ permissions: { deny: [rule] } });
});

Then('making a policy that denies {string} should fail with {string}', async function (this: ToolWorld, rule: string, message: string) {
  await assert.rejects(CommandPolicy.create({ permissions: { deny: [rule] } }), (error: Error) => error.message.includes(message));
});

// The limits of a session's memory of files: one written past them is unknown, as one it never wrote.
Then('a session that wrote {string} to x.sh knows what bash x.sh runs up to {int} characters and {int} files, and not past them', function (this: ToolWorld, script: string, characters: number, files: number) {
  const judged = (lines: string[]) => {
    const memory = new SessionMemory();
    for (const line of lines) {
      this.toolkit.policy.check(line, { memory });
      memory.commit();
    }
    return this.toolkit.policy.check('bash x.sh', { memory }).verdict;
  };
  const written = `echo '${script}' > x.sh`;
  // echo adds a newline; the padding line is '#', the padding and a newline.
  const padded = (total: number) => [written, `echo '#${'x'.repeat(total - (script.length + 1) - 2)}' >> x.sh`];
  const others = (count: number) => Array.from({ length: count }, (_, index) => `echo hi > f${index}.txt`);
  assert.equal(judged([written]), 'deny', 'within the limits the script is judged');
  assert.equal(judged(padded(characters)), 'deny', `a file of exactly ${characters} characters is remembered`);
  assert.equal(judged(padded(characters + 1)), 'allow', 'a longer one is not');
  assert.equal(judged([written, ...others(files - 1)]), 'deny', `${files} files are remembered`);
  assert.equal(judged([written, ...others(files)]), 'allow', 'the oldest goes when one more is written');
});

Then(/^the test launcher should have refused exactly: (.+)$/, function (this: ToolWorld, command: string) {
  assert.deepEqual(refusedCommands.slice(this.refusalsAtStart), [command]);
  assert.deepEqual(launchedCommands.slice(this.launchesAtStart), []);
});

// Quoting applied n times, as a person would write it: bash -c '...' with ' escaped as '\''.
function nestedInBashC(command: string, times: number): string {
  let nested = command;
  for (let level = 0; level < times; level++) nested = `bash -c '${nested.replaceAll("'", "'\\''")}'`;
  return nested;
}

Then('{string} nested {int} times in bash -c should be allowed', function (this: ToolWorld, command: string, times: number) {
  const decision = this.toolkit.policy.check(nestedInBashC(command, times));
  assert.equal(decision.verdict, 'allow', decision.reason);
});

Then('{string} nested {int} times in bash -c should be denied by {string}', function (this: ToolWorld, command: string, times: number, rule: string) {
  const decision = this.toolkit.policy.check(nestedInBashC(command, times));
  assert.equal(decision.verdict, 'deny');
  assert.equal(decision.rule, rule);
});

// `$(` opened `times` times around `command` and closed again: a line nested far deeper than any script.
Then('{string} inside {int} nested command substitutions should be denied by {string}', function (this: ToolWorld, command: string, times: number, rule: string) {
  const decision = this.toolkit.policy.check(`echo ${'$('.repeat(times)}${command}${')'.repeat(times)}`);
  assert.equal(decision.verdict, 'deny', decision.reason);
  assert.equal(decision.rule, rule);
});

When('I execute BashTool with a command of {string}, a NUL byte and {string}', async function (this: ToolWorld, before: string, after: string) {
  await this.execute('Bash', { command: `${before}\0${after}` });
});

// Below the tool: the session's own API, which no validation stands in front of.
When("the toolkit's shells run a command of {string}, a NUL byte and {string} in a session", async function (this: ToolWorld, before: string, after: string) {
  this.notes.sessionError = await this.toolkit.shells.runInSession('nul', `${before}\0${after}`, this.tempDir).then(
    () => undefined,
    (error: Error) => error.message,
  );
});

Then('that run should have been refused with {string}', function (this: ToolWorld, message: string) {
  assert.ok(String(this.notes.sessionError ?? 'no error').includes(message), `the run said: ${this.notes.sessionError ?? 'no error'}`);
});

Then(/^the policy should ask about "((?:[^"\\]|\\.)+)" in: ([\s\S]+)$/, function (this: ToolWorld, part: string, command: string) {
  const decision = this.toolkit.policy.check(command);
  assert.equal(decision.verdict, 'ask', `${command}: ${decision.verdict}`);
  assert.equal(decision.command, part.replace(/\\(.)/g, '$1'));
});

Then(/^the policy should ask by the rule (\S+): ([\s\S]+)$/, function (this: ToolWorld, rule: string, command: string) {
  expectAskedBy(this, rule, command);
});

Then(/^a policy with runtime targets "(allow|deny)" should (allow|deny): ([\s\S]+)$/, async function (this: ToolWorld, setting: Verdict, verdict: Verdict, command: string) {
  const policy = await CommandPolicy.create({ runtimeTargets: setting });
  assert.equal(policy.check(command).verdict, verdict);
});

Given('the session {string} is in {string}', function (this: ToolWorld, sessionId: string, directory: string) {
  this.shells.session(sessionId, directory);
});

// The corpus of forms (features/policy_forms): one scenario a table, every row checked and every
// failing row named. (A scenario a row cost cucumber about 9 ms of set-up and messages each, most
// of the rows' 3,200 scenarios' time.)
type Row = Record<string, string>;
function eachRow(table: DataTable, check: (row: Row) => void): void {
  const rows = table.hashes();
  assert.ok(rows.length > 0, 'a table of forms with no rows checks nothing');
  const failures: string[] = [];
  for (const row of rows) {
    try {
      check(row);
    } catch (error) {
      failures.push((error as Error).message.split('\n')[0]!);
    }
  }
  assert.deepEqual(failures, [], `${failures.length} of ${rows.length} rows failed:\n${failures.join('\n')}`);
}

// The same words as text: each single-quoted and given to echo, they are printed, never run. A rule
// that fires on them looks at a command's words without asking which program it is.
function wordsAsTextAllowed(world: ToolWorld, command: string): void {
  const quoted = command.split(/\s+/).filter(Boolean).map((word) => `'${word.replaceAll("'", "'\\''")}'`);
  const printed = `echo ${quoted.join(' ')}`;
  const decision = world.toolkit.policy.check(printed);
  assert.equal(decision.verdict, 'allow', `${command}, as words given to echo: ${printed}: ${decision.reason}`);
}

Then('the policy should deny each command, and allow its words given to echo as text:', function (this: ToolWorld, table: DataTable) {
  eachRow(table, ({ command, reason }) => {
    expectReason(command!, expectDenied(this, command!).reason, reason);
    wordsAsTextAllowed(this, command!);
  });
});

Then('the policy should ask by the rule {word} about each command, and allow its words given to echo as text:', function (this: ToolWorld, rule: string, table: DataTable) {
  eachRow(table, ({ command, reason }) => {
    expectReason(command!, expectAskedBy(this, rule, command!).reason, reason);
    wordsAsTextAllowed(this, command!);
  });
});

Then('the policy should ask about each command, its target known only at run time, and allow its words given to echo as text:', function (this: ToolWorld, table: DataTable) {
  eachRow(table, ({ command, reason: said }) => {
    const { reason } = expectAskedBy(this, 'runtime-target', command!);
    assert.match(reason, /known only at run time/, `${command}: ${reason}`);
    expectReason(command!, reason, said);
    wordsAsTextAllowed(this, command!);
  });
});

Then('the policy should allow each command:', function (this: ToolWorld, table: DataTable) {
  eachRow(table, ({ command }) => expectAllowed(this, command!));
});

Then("in each row's directory the policy should give each command its verdict:", function (this: ToolWorld, table: DataTable) {
  eachRow(table, ({ cwd, verdict, command, reason }) => {
    const decision = this.toolkit.policy.check(command!, { cwd });
    assert.equal(decision.verdict, verdict, `${command} in ${cwd}: ${decision.verdict} (${decision.reason})`);
    expectReason(`${command} in ${cwd}`, decision.reason, reason);
  });
});

// A session's lines, each judged with the memory of those before it (each one taken as run).
Then("after a session ran each row's first and second lines, the policy should give each command its verdict:", function (this: ToolWorld, table: DataTable) {
  eachRow(table, ({ first, second, verdict, command }) => {
    const memory = new SessionMemory();
    for (const line of [first!, second!].filter((text) => text !== 'nothing')) {
      this.toolkit.policy.check(line, { memory });
      memory.commit();
    }
    const decision = this.toolkit.policy.check(command!, { memory });
    assert.equal(decision.verdict, verdict, `${command} after ${first} then ${second}: ${decision.verdict} (${decision.reason})`);
  });
});

// The exported matcher on its own: `default` calls it without options, `skipping options` as deny and ask rules do.
Then(/^the permission rule "([^"]*)" should (match|not match) the words "([^"]*)" (by default|when skipping options)$/, function (source: string, expected: string, text: string, how: string) {
  const [name = '', ...args] = text.split(' ');
  const command = { name, args, text };
  const matched = how === 'by default' ? ruleMatches(parsePermissionRule(source), command) : ruleMatches(parsePermissionRule(source), command, { skipOptions: true });
  assert.equal(matched, expected === 'match', `${source} against ${text} ${how}`);
});
