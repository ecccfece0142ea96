import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createContext, ToolExecutor, ToolRegistry, ToolTimeoutError, type ExecutionContext, type SchemaFormat, type ToolCategory, type ToolSchema } from '@agent-toolkit/tool-core';
import { ReadTool, runs, testTools, type WaitTool } from './support/test-tools.js';
import { unescapeGherkin } from './support/values.js';
import type { ToolWorld } from './support/world.js';

type CoreWorld = ToolWorld & {
  registry?: ToolRegistry;
  executor?: ToolExecutor;
  filePath?: string;
  schemas?: ToolSchema[];
  controller?: AbortController;
  returned?: unknown;
};

function executor(world: CoreWorld): ToolExecutor {
  return world.executor ?? world.toolkit.executor;
}

Given('a registry with the test tools', function (this: CoreWorld) {
  // The toolkit's registry already holds Bash, BashOutput and KillShell; the test tools join them.
  this.toolkit.registry.registerMany(testTools());
  runs.clear();
});

Given('a text file with {int} lines', function (this: CoreWorld, count: number) {
  this.filePath = join(this.tempDir, 'lines.txt');
  writeFileSync(this.filePath, Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n'));
});

Given('the context is a dry run', function (this: CoreWorld) {
  this.context = createContext({ ...this.context, dryRun: true });
});

Given("the context's timeout is {int} ms", function (this: CoreWorld, timeout: number) {
  this.context = createContext({ ...this.context, timeout });
});

Given('the context can be cancelled', function (this: CoreWorld) {
  this.controller = new AbortController();
  this.context = createContext({ ...this.context, signal: this.controller.signal });
});

Given('the context was cancelled before the call', function (this: CoreWorld) {
  this.context = createContext({ ...this.context, signal: AbortSignal.abort() });
});

When(/^I call the "(\w+)" tool with (\{.*\}|\[.*\]|".*"|-?\d+|null)$/, async function (this: CoreWorld, tool: string, params: string) {
  await this.execute(tool, JSON.parse(params));
});

When(/^I call the "Read" tool on the file with (.+)$/, async function (this: CoreWorld, params: string) {
  await this.execute('Read', { file_path: this.filePath, ...JSON.parse(params) });
});

When('I call the {string} tool with {} and cancel it after {int} ms', async function (this: CoreWorld, tool: string, params: string, ms: number) {
  setTimeout(() => this.controller!.abort(), ms);
  await this.execute(tool, JSON.parse(params));
});

When('I call the {string} tool {int} times', async function (this: CoreWorld, tool: string, times: number) {
  for (let call = 0; call < times; call++) await executor(this).execute(tool, this.context, { ms: 1 });
});

Then('the tool should not have run', function (this: CoreWorld) {
  const { metadata } = this.checkedResult();
  assert.equal(metadata.validation_error, true);
  assert.equal(runs.size, 0, `ran: ${[...runs.keys()].join(', ')}`);
});

Then('the tool should have received {}', function (this: CoreWorld, params: string) {
  assert.deepEqual(this.checkedResult().output, JSON.parse(params));
});

Then("the output should be the file's lines {int} to {int}", function (this: CoreWorld, first: number, last: number) {
  const expected = Array.from({ length: last - first + 1 }, (_, index) => `line ${first + index}`).join('\n');
  assert.equal(this.output, expected);
});

Then('the result should have a duration', function (this: CoreWorld) {
  const { durationMs } = this.checkedResult();
  assert.ok(typeof durationMs === 'number' && durationMs > 0 && durationMs <= this.elapsedMs, `durationMs ${durationMs}`);
});

Then('the call should have taken less than {int} ms', function (this: CoreWorld, ms: number) {
  assert.ok(this.elapsedMs < ms, `took ${this.elapsedMs.toFixed(1)} ms`);
});

Then('the tool should have been aborted with a ToolTimeoutError', function (this: CoreWorld) {
  const reason = (this.toolkit.registry.get('Wait') as WaitTool).abortReason;
  assert.ok(reason instanceof ToolTimeoutError, `aborted with ${reason}`);
  assert.equal(reason.timeoutMs, 200);
});

Then('the tool should have been aborted', function (this: CoreWorld) {
  assert.notEqual((this.toolkit.registry.get('Wait') as WaitTool).abortReason, undefined);
});

Then('the result should display as {string}', function (this: CoreWorld, text: string) {
  assert.equal(this.checkedResult().toDisplay(), unescapeGherkin(text));
});

Given('an empty tool registry', function (this: CoreWorld) {
  this.registry = new ToolRegistry();
});

When('I register the test tools', function (this: CoreWorld) {
  this.registry!.registerMany(testTools());
});

Then('the registry should count {int} tools', function (this: CoreWorld, count: number) {
  assert.equal(this.registry!.count(), count);
  assert.equal(this.registry!.listAll().length, count);
});

Then('the registry should list the names {}', function (this: CoreWorld, names: string) {
  assert.deepEqual(this.registry!.listNames(), names.split(', '));
});

Then('{string} should exist in the registry', function (this: CoreWorld, name: string) {
  assert.equal(this.registry!.exists(name), true);
});

Then('{string} should not exist in the registry', function (this: CoreWorld, name: string) {
  assert.equal(this.registry!.exists(name), false);
});

Then('getting {string} should return the Read tool', function (this: CoreWorld, name: string) {
  assert.ok(this.registry!.get(name) instanceof ReadTool);
});

Then('getting {string} should return nothing', function (this: CoreWorld, name: string) {
  assert.equal(this.registry!.get(name), undefined);
});

Then('the registry should list {int} tool(s) in the category {string}', function (this: CoreWorld, count: number, category: ToolCategory) {
  assert.equal(this.registry!.listByCategory(category).length, count);
});

Then('registering another {string} tool should fail with {string}', function (this: CoreWorld, _name: string, message: string) {
  assert.throws(() => this.registry!.register(new ReadTool()), { name: 'DuplicateToolError', message });
});

Then('getting {string} strictly should fail with {string}', function (this: CoreWorld, name: string, message: string) {
  assert.throws(() => this.registry!.getOrThrow(name), { name: 'NoSuchToolError', message });
});

Then('deregistering {string} should return {word}', function (this: CoreWorld, name: string, expected: string) {
  assert.equal(this.registry!.deregister(name), expected === 'true');
});

When('I clear the registry', function (this: CoreWorld) {
  this.registry!.clear();
});

Given('the process-wide registry has the test tools', function (this: CoreWorld) {
  ToolRegistry.reset();
  ToolRegistry.instance().registerMany(testTools());
  this.registry = ToolRegistry.instance();
});

Then('the process-wide registry should be the same instance each time', function (this: CoreWorld) {
  assert.equal(ToolRegistry.instance(), this.registry);
  assert.equal(new ToolExecutor().registry, this.registry);
});

When('I reset the process-wide registry', function (this: CoreWorld) {
  ToolRegistry.reset();
});

Then('the process-wide registry should be a fresh, empty instance', function (this: CoreWorld) {
  assert.notEqual(ToolRegistry.instance(), this.registry);
  assert.equal(ToolRegistry.instance().count(), 0);
  assert.equal(this.registry!.count(), 0, 'reset should also empty the old instance');
});

Then('the executor should have recorded {int} calls', function (this: CoreWorld, count: number) {
  assert.equal(executor(this).getExecutions().length, count);
});

Then('the first recorded call should be {string} with its parameters, context and result', function (this: CoreWorld, tool: string) {
  const [first] = executor(this).getExecutions();
  assert.equal(first!.toolName, tool);
  assert.deepEqual(first!.params, { file_path: this.filePath, limit: 1 });
  assert.equal(first!.context, this.context);
  assert.equal(first!.result, this.results[0]);
  assert.equal(first!.result.output, 'line 1');
});

Then('every recorded call should have a start, an end and a duration', function (this: CoreWorld) {
  for (const execution of executor(this).getExecutions()) {
    assert.ok(execution.completedAt.getTime() >= execution.startedAt.getTime());
    assert.ok(execution.durationMs > 0);
  }
  const [, wait] = executor(this).getExecutions();
  assert.ok(wait!.durationMs >= 19, `the 20 ms wait took ${wait!.durationMs} ms`);
});

When('I clear the executions', function (this: CoreWorld) {
  executor(this).clearExecutions();
});

Given('an executor that keeps {int} calls', function (this: CoreWorld, maxExecutions: number) {
  this.executor = new ToolExecutor(this.toolkit.registry, { maxExecutions });
});

When('I export the {string} schemas', function (this: CoreWorld, format: SchemaFormat) {
  this.schemas = executor(this).getAllSchemas(format);
});

When('I export the {string} schemas of the category {string}', function (this: CoreWorld, format: SchemaFormat, category: ToolCategory) {
  this.schemas = executor(this).getSchemasByCategory(category, format);
});

function schemaNamed(world: CoreWorld, name: string): ToolSchema {
  const schema = world.schemas!.find((candidate) => ('function' in candidate ? candidate.function.name : candidate.name) === name);
  assert.ok(schema, `no schema named ${name}`);
  return schema;
}

Then('the schema of {string} should be:', function (this: CoreWorld, name: string, json: string) {
  assert.deepEqual(schemaNamed(this, name), JSON.parse(json));
});

Then('the input schema of {string} should be:', function (this: CoreWorld, name: string, json: string) {
  const schema = schemaNamed(this, name);
  assert.ok('input_schema' in schema);
  assert.deepEqual(schema.input_schema, JSON.parse(json));
});

Then('{int} schema(s) should have been exported', function (this: CoreWorld, count: number) {
  assert.equal(this.schemas!.length, count);
});

Then('exporting the {string} schemas should fail with {string}', function (this: CoreWorld, format: string, message: string) {
  assert.throws(() => executor(this).getAllSchemas(format as SchemaFormat), { name: 'TypeError', message });
});

// A context as a JavaScript caller writes it: a plain object, only the fields it cares about.
When('the executor runs Bash with command {string} and a context of only:', async function (this: ToolWorld, command: string, table: DataTable) {
  const context = Object.fromEntries(table.raw().map(([field, value]) => [field!, contextValue(value!.replaceAll('{tempDir}', this.tempDir))]));
  await this.execute('Bash', { command }, context as unknown as ExecutionContext);
});

When('the executor runs Bash with command {string} and no context', async function (this: ToolWorld, command: string) {
  this.sent(command);
  this.result = await this.toolkit.executor.execute('Bash', undefined, { command });
});

Then("the output should be the process's directory", function (this: ToolWorld) {
  assert.equal(this.checkedResult().output, `${process.cwd()}\n`);
});

function contextValue(text: string): unknown {
  if (text === 'NaN') return Number.NaN;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : /^".*"$/.test(text) ? text.slice(1, -1) : text;
}
