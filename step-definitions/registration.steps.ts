import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { registerExecutionTools } from '@agent-toolkit/exec-tools';
import { ToolCategory, ToolExecutor, ToolRegistry, type OpenAIToolSchema } from '@agent-toolkit/tool-core';
import type { ToolWorld } from './support/world.js';

type RegistrationWorld = ToolWorld & { registry?: ToolRegistry; schemas?: OpenAIToolSchema[] };

Given('the OpenCode application initializes', function (this: RegistrationWorld) {
  this.registry = new ToolRegistry();
  assert.equal(this.registry.count(), 0);
});

When('I call register_execution_tools\\(registry)', function (this: RegistrationWorld) {
  registerExecutionTools(this.registry!, { shells: this.shells, policy: this.toolkit.policy });
});

Then('the registry should contain {string} tool', function (this: RegistrationWorld, name: string) {
  assert.ok(this.registry!.exists(name), `registered: ${this.registry!.listNames().join(', ')}`);
  assert.equal(this.registry!.getOrThrow(name).name, name);
});

Then('all tools should have category=EXECUTION', function (this: RegistrationWorld) {
  assert.equal(this.registry!.count(), 4);
  assert.equal(this.registry!.listByCategory(ToolCategory.EXECUTION).length, 4);
});

Given('all execution tools are registered', function (this: RegistrationWorld) {
  this.registry = this.toolkit.registry;
  assert.deepEqual(this.registry.listNames().sort(), ['Bash', 'BashInput', 'BashOutput', 'KillShell']);
});

When('I call get_all_schemas\\({string})', function (this: RegistrationWorld, format: 'openai') {
  this.schemas = new ToolExecutor(this.registry).getAllSchemas(format) as OpenAIToolSchema[];
});

Then('each tool should have a valid OpenAI function schema', function (this: RegistrationWorld) {
  assert.equal(this.schemas!.length, 4);
  for (const schema of this.schemas!) {
    assert.equal(schema.type, 'function');
    assert.match(schema.function.name, /^[a-zA-Z0-9_-]{1,64}$/);
    assert.ok(schema.function.description.length > 20);
    const { parameters } = schema.function;
    assert.equal(parameters.type, 'object');
    for (const required of parameters.required) assert.ok(required in parameters.properties, `${required} is required but not a property`);
    for (const [name, property] of Object.entries(parameters.properties)) {
      assert.ok(['string', 'integer', 'number', 'boolean', 'array', 'object'].includes(property.type as string), `${name} has no JSON type`);
      assert.equal(typeof property.description, 'string', `${name} has no description`);
    }
  }
});

function schemaOf(world: RegistrationWorld, name: string): OpenAIToolSchema {
  const schema = world.schemas!.find((candidate) => candidate.function.name === name);
  assert.ok(schema, `no schema for ${name}`);
  return schema;
}

Then(/^(BashTool|BashOutputTool|KillShellTool) schema should include (\w+) as required$/, function (this: RegistrationWorld, tool: string, parameter: string) {
  const { parameters } = schemaOf(this, tool.replace(/Tool$/, '')).function;
  assert.ok(parameters.required.includes(parameter));
  assert.equal(parameters.properties[parameter]?.type, 'string');
});
