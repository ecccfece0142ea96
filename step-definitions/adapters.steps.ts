import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type Anthropic from '@anthropic-ai/sdk';
import type OpenAI from 'openai';
import { ToolMessage } from '@langchain/core/messages';
import { generateText, stepCountIs } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import {
  ANTHROPIC_BASH_TOOL,
  anthropicTools,
  createAnthropicBashDispatcher,
  createAnthropicDispatcher,
  createOpenAIShellDispatcher,
  OPENAI_SHELL_TOOL,
  createOpenAIChatDispatcher,
  createOpenAIResponsesDispatcher,
  openAIChatTools,
  openAIResponsesTools,
} from '@agent-toolkit/app';
import { toAiSdkTools } from '@agent-toolkit/app/ai-sdk';
import { toLangChainTools } from '@agent-toolkit/app/langchain';
import type { ToolWorld } from './support/world.js';

type AdapterWorld = ToolWorld & { answers?: unknown[]; asked?: string[]; returned?: unknown; steps?: Awaited<ReturnType<typeof generateText>> };

const usage = { input_tokens: 10, output_tokens: 20, cache_creation_input_tokens: null, cache_read_input_tokens: null, server_tool_use: null, service_tier: null } as Anthropic.Messages.Usage;

When('the Anthropic dispatcher gets a Messages response asking for {string} and {string}', async function (this: AdapterWorld, first: string, second: string) {
  const response: Anthropic.Messages.Message = {
    id: 'msg_01',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5',
    content: [
      { type: 'text', text: 'I will run both.', citations: null },
      { type: 'tool_use', id: 'toolu_01', name: 'Bash', input: { command: first } },
      { type: 'tool_use', id: 'toolu_02', name: 'Bash', input: { command: second } },
    ],
    stop_reason: 'tool_use',
    stop_sequence: null,
    usage,
  } as Anthropic.Messages.Message;
  const results: Anthropic.Messages.ToolResultBlockParam[] = await createAnthropicDispatcher(this.toolkit, this.context)(response.content);
  this.answers = results;
});

Then('there should be {int} tool_result blocks answering the tool_use ids in order', function (this: AdapterWorld, count: number) {
  const results = this.answers as Anthropic.Messages.ToolResultBlockParam[];
  assert.equal(results.length, count);
  assert.deepEqual(results.map((result) => result.tool_use_id), ['toolu_01', 'toolu_02']);
  assert.ok(results.every((result) => result.type === 'tool_result'));
});

Then('the first tool_result should read {string} without is_error', function (this: AdapterWorld, text: string) {
  const [first] = this.answers as Anthropic.Messages.ToolResultBlockParam[];
  assert.equal(first!.content, text.replaceAll('\\n', '\n'));
  assert.equal(first!.is_error, false);
});

Then('the second tool_result should have is_error=true and read {string}', function (this: AdapterWorld, text: string) {
  const [, second] = this.answers as Anthropic.Messages.ToolResultBlockParam[];
  assert.equal(second!.is_error, true);
  assert.ok(String(second!.content).startsWith(text));
});

Then('the Anthropic tools array should hold the four execution tools\' input schemas', function (this: AdapterWorld) {
  const tools: Anthropic.Messages.Tool[] = anthropicTools(this.toolkit) as Anthropic.Messages.Tool[];
  assert.deepEqual(tools.map((tool) => tool.name), ['Bash', 'BashOutput', 'KillShell', 'BashInput']);
  for (const tool of tools) assert.deepEqual(tool.input_schema, this.toolkit.registry.getOrThrow(tool.name).inputSchema);
});

When('the OpenAI chat dispatcher gets an assistant message with tool_calls for {string} and malformed arguments', async function (this: AdapterWorld, command: string) {
  const message: OpenAI.Chat.Completions.ChatCompletionMessage = {
    role: 'assistant',
    content: null,
    refusal: null,
    tool_calls: [
      { id: 'call_1', type: 'function', function: { name: 'Bash', arguments: JSON.stringify({ command }) } },
      { id: 'call_2', type: 'function', function: { name: 'Bash', arguments: '{"command": "echo' } },
    ],
  };
  const answers: OpenAI.Chat.Completions.ChatCompletionToolMessageParam[] = await createOpenAIChatDispatcher(this.toolkit, this.context)(message);
  this.answers = answers;
});

Then('there should be {int} tool messages answering the tool_call ids in order', function (this: AdapterWorld, count: number) {
  const answers = this.answers as OpenAI.Chat.Completions.ChatCompletionToolMessageParam[];
  assert.equal(answers.length, count);
  assert.deepEqual(answers.map((answer) => [answer.role, answer.tool_call_id]), [['tool', 'call_1'], ['tool', 'call_2']]);
});

Then('the first tool message should read {string}', function (this: AdapterWorld, text: string) {
  assert.equal((this.answers as OpenAI.Chat.Completions.ChatCompletionToolMessageParam[])[0]!.content, text.replaceAll('\\n', '\n'));
});

Then('the second tool message should say the arguments are not valid JSON', function (this: AdapterWorld) {
  assert.match(String((this.answers as OpenAI.Chat.Completions.ChatCompletionToolMessageParam[])[1]!.content), /^Error: the arguments of Bash are not valid JSON/);
});

Then('the OpenAI chat tools array should hold the four execution tools as functions', function (this: AdapterWorld) {
  const tools: OpenAI.Chat.Completions.ChatCompletionFunctionTool[] = openAIChatTools(this.toolkit);
  assert.deepEqual(tools.map((tool) => [tool.type, tool.function.name]), [['function', 'Bash'], ['function', 'BashOutput'], ['function', 'KillShell'], ['function', 'BashInput']]);
  assert.deepEqual(tools[0]!.function.parameters, this.toolkit.registry.getOrThrow('Bash').inputSchema);
});

When('the OpenAI responses dispatcher gets output items with a function_call for {string}', async function (this: AdapterWorld, command: string) {
  const output: OpenAI.Responses.ResponseOutputItem[] = [
    { type: 'reasoning', id: 'rs_1', summary: [] },
    { type: 'function_call', id: 'fc_1', call_id: 'call_r1', name: 'Bash', arguments: JSON.stringify({ command }), status: 'completed' },
  ];
  const answers: OpenAI.Responses.ResponseInputItem.FunctionCallOutput[] = await createOpenAIResponsesDispatcher(this.toolkit, this.context)(output);
  this.answers = answers;
});

Then('there should be {int} function_call_output answering the call_id with {string}', function (this: AdapterWorld, count: number, text: string) {
  const answers = this.answers as OpenAI.Responses.ResponseInputItem.FunctionCallOutput[];
  assert.equal(answers.length, count);
  assert.deepEqual(answers[0], { type: 'function_call_output', call_id: 'call_r1', output: text.replaceAll('\\n', '\n') });
});

Then('the OpenAI responses tools array should hold the four execution tools as flat functions', function (this: AdapterWorld) {
  const tools: OpenAI.Responses.FunctionTool[] = openAIResponsesTools(this.toolkit);
  assert.deepEqual(tools.map((tool) => [tool.type, tool.name, tool.strict]), [['function', 'Bash', false], ['function', 'BashOutput', false], ['function', 'KillShell', false], ['function', 'BashInput', false]]);
  assert.deepEqual(tools[2]!.parameters, this.toolkit.registry.getOrThrow('KillShell').inputSchema);
});

When('the LangChain Bash tool is invoked with a tool call for {string}', async function (this: AdapterWorld, command: string) {
  const [bash] = toLangChainTools(this.toolkit, this.context);
  this.returned = await bash!.invoke({ name: 'Bash', args: { command }, id: 'lc_call_1', type: 'tool_call' });
});

Then('it should return a ToolMessage for that call reading {string}', function (this: AdapterWorld, text: string) {
  const message = this.returned as ToolMessage;
  assert.ok(message instanceof ToolMessage, `got ${JSON.stringify(message)}`);
  assert.equal(message.tool_call_id, 'lc_call_1');
  assert.equal(message.content, text.replaceAll('\\n', '\n'));
});

Then('the ToolMessage artifact should say success with exit_code {int}', function (this: AdapterWorld, code: number) {
  const artifact = (this.returned as ToolMessage).artifact as { success: boolean; metadata: Record<string, unknown> };
  assert.equal(artifact.success, true);
  assert.equal(artifact.metadata.exit_code, code);
});

Then('the LangChain tools should be Bash, BashOutput, KillShell, BashInput with the declared schemas', function (this: AdapterWorld) {
  const tools = toLangChainTools(this.toolkit);
  assert.deepEqual(tools.map((tool) => tool.name), ['Bash', 'BashOutput', 'KillShell', 'BashInput']);
  for (const tool of tools) assert.deepEqual(tool.schema, this.toolkit.registry.getOrThrow(tool.name).inputSchema);
});

When('generateText runs with a model that asks for Bash {string} and then answers', async function (this: AdapterWorld, command: string) {
  const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 5, text: 5, reasoning: undefined } };
  const model = new MockLanguageModelV3({
    doGenerate: [
      { content: [{ type: 'tool-call', toolCallId: 'ai_call_1', toolName: 'Bash', input: JSON.stringify({ command }) }], finishReason: { unified: 'tool-calls', raw: undefined }, usage, warnings: [] },
      { content: [{ type: 'text', text: 'done' }], finishReason: { unified: 'stop', raw: undefined }, usage, warnings: [] },
    ],
  });
  this.steps = await generateText({ model, tools: toAiSdkTools(this.toolkit, this.context), prompt: 'Run it', stopWhen: stepCountIs(2) });
  this.asked = model.doGenerateCalls[0]!.tools!.map((tool) => tool.name);
});

Then('the tool result of the first step should be {string}', function (this: AdapterWorld, text: string) {
  const [result] = this.steps!.steps[0]!.toolResults;
  assert.equal(result?.toolCallId, 'ai_call_1');
  assert.equal(result?.output, text.replaceAll('\\n', '\n'));
});

Then('the model should have been given the four execution tools', function (this: AdapterWorld) {
  assert.deepEqual(this.asked, ['Bash', 'BashOutput', 'KillShell', 'BashInput']);
});

Then('the final text should be {string}', function (this: AdapterWorld, text: string) {
  assert.equal(this.steps!.text, text);
});

Then('the first step should hold a tool error containing {string}', function (this: AdapterWorld, text: string) {
  const errors = this.steps!.steps[0]!.content.filter((part) => part.type === 'tool-error');
  assert.equal(errors.length, 1, JSON.stringify(this.steps!.steps[0]!.content));
  assert.ok(String((errors[0] as { error: unknown }).error).includes(text));
});

When('the Anthropic bash tool is used for {string}, then {string}, then a restart, then {string}', async function (this: AdapterWorld, first: string, second: string, third: string) {
  const dispatch = createAnthropicBashDispatcher(this.toolkit, this.context);
  const uses: Anthropic.Messages.ToolUseBlock[] = [
    { type: 'tool_use', id: 'toolu_b1', name: 'bash', input: { command: first } },
    { type: 'tool_use', id: 'toolu_b2', name: 'bash', input: { command: second } },
    { type: 'tool_use', id: 'toolu_b3', name: 'bash', input: { restart: true } },
    { type: 'tool_use', id: 'toolu_b4', name: 'bash', input: { command: third } },
  ] as Anthropic.Messages.ToolUseBlock[];
  for (const use of uses) if (typeof (use.input as { command?: unknown }).command === 'string') this.sent((use.input as { command: string }).command);
  const answers: Anthropic.Messages.ToolResultBlockParam[] = [];
  // One block a response, as a model uses the tool: each answer comes before the next request.
  for (const use of uses) answers.push(...(await dispatch([use])));
  this.answers = answers;
});

Then('the bash tool results should read {string}, {string}, {string}, {string}', function (this: AdapterWorld, first: string, second: string, third: string, fourth: string) {
  const expected = [first, second, third, fourth];
  const answers = this.answers as Anthropic.Messages.ToolResultBlockParam[];
  assert.deepEqual(answers.map((answer) => answer.tool_use_id), ['toolu_b1', 'toolu_b2', 'toolu_b3', 'toolu_b4']);
  assert.deepEqual(answers.map((answer) => answer.content), expected.map((text) => text.replace(/\\n/g, '\n')));
  assert.ok(answers.every((answer) => answer.is_error === false));
});

Then("the Anthropic bash tool declaration should be the SDK's bash_20250124", function () {
  const declared: Anthropic.Messages.ToolBash20250124 = ANTHROPIC_BASH_TOOL;
  assert.deepEqual(declared, { type: 'bash_20250124', name: 'bash' });
});

When(/^the OpenAI shell dispatcher gets a shell_call with the commands (".*?"(?:, ".*?")*)(?: and a (\d+) ms timeout)?(?: and a max output length of (\d+))?$/, async function (this: AdapterWorld, list: string, timeout?: string, maxLength?: string) {
  const commands = [...list.matchAll(/"(.*?)"/g)].map((match) => match[1]!);
  for (const command of commands) this.sent(command);
  const call: OpenAI.Responses.ResponseFunctionShellToolCall = {
    id: 'sh_01',
    type: 'shell_call',
    call_id: 'call_shell_01',
    status: 'completed',
    environment: null,
    action: { commands, timeout_ms: timeout ? Number(timeout) : null, max_output_length: maxLength ? Number(maxLength) : null },
  };
  const tool: OpenAI.Responses.FunctionShellTool = OPENAI_SHELL_TOOL;
  assert.equal(tool.type, 'shell');
  const outputs: OpenAI.Responses.ResponseInputItem.ShellCallOutput[] = await createOpenAIShellDispatcher(this.toolkit, this.context)([{ type: 'message' }, call]);
  this.answers = outputs;
});

function shellOutputs(world: AdapterWorld): OpenAI.Responses.ResponseFunctionShellCallOutputContent[] {
  const [answer] = world.answers as OpenAI.Responses.ResponseInputItem.ShellCallOutput[];
  assert.ok(answer, 'no shell_call_output');
  return answer.output;
}

Then('the shell_call_output should answer the call_id with {int} outputs', function (this: AdapterWorld, count: number) {
  const answers = this.answers as OpenAI.Responses.ResponseInputItem.ShellCallOutput[];
  assert.equal(answers.length, 1);
  assert.equal(answers[0]!.call_id, 'call_shell_01');
  assert.equal(answers[0]!.type, 'shell_call_output');
  assert.equal(shellOutputs(this).length, count);
});

Then(/^output (\d+) should have stdout "(.*)", stderr (containing )?"(.*)" and exit code (\d+)$/, function (this: AdapterWorld, index: string, stdout: string, containing: string | undefined, stderr: string, code: string) {
  const output = shellOutputs(this)[Number(index) - 1]!;
  const text = (value: string) => value.replace(/\\n/g, '\n');
  assert.equal(output.stdout, text(stdout));
  if (containing) assert.ok(output.stderr.includes(stderr), output.stderr);
  else assert.equal(output.stderr, text(stderr));
  assert.deepEqual(output.outcome, { type: 'exit', exit_code: Number(code) });
});

Then('output {int} should be a timeout', function (this: AdapterWorld, index: number) {
  assert.deepEqual(shellOutputs(this)[index - 1]!.outcome, { type: 'timeout' });
});
