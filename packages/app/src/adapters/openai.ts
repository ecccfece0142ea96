import type { OpenAIToolSchema, ToolResult } from '@agent-toolkit/tool-core';
import type { Toolkit } from '../create-toolkit.js';
import { contextOf, type ContextSource } from './call-context.js';

/** A function tool call of a Chat Completions assistant message. */
export interface OpenAIChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** The `tool` message that answers it. */
export interface OpenAIChatToolMessage {
  role: 'tool';
  tool_call_id: string;
  content: string;
}

/** A function tool of the Responses API (flat, unlike Chat Completions). */
export interface OpenAIResponsesTool {
  type: 'function';
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  strict: boolean;
}

/** A `function_call` output item of a Responses API response. */
export interface OpenAIFunctionCallItem {
  type: 'function_call';
  call_id: string;
  name: string;
  arguments: string;
}

/** The `function_call_output` input item that answers it. */
export interface OpenAIFunctionCallOutputItem {
  type: 'function_call_output';
  call_id: string;
  output: string;
}

type Executes = Pick<Toolkit, 'executor'>;

/** The `tools` array of a Chat Completions request. */
export function openAIChatTools(toolkit: Executes): OpenAIToolSchema[] {
  return toolkit.executor.getAllSchemas('openai') as OpenAIToolSchema[];
}

/** The `tools` array of a Responses API request. Not strict: optional parameters stay optional. */
export function openAIResponsesTools(toolkit: Executes): OpenAIResponsesTool[] {
  return openAIChatTools(toolkit).map(({ function: fn }) => ({ type: 'function', name: fn.name, description: fn.description, parameters: { ...fn.parameters }, strict: false }));
}

// Models send arguments as a JSON string; a malformed one is answered, not thrown.
async function callWithJsonArguments(toolkit: Executes, context: ContextSource | undefined, name: string, json: string): Promise<string> {
  let params: unknown;
  try {
    params = json.trim() === '' ? {} : JSON.parse(json);
  } catch (error) {
    return `Error: the arguments of ${name} are not valid JSON: ${(error as Error).message}`;
  }
  const result: ToolResult = await toolkit.executor.execute(name, contextOf(context), params);
  return result.toDisplay();
}

/** Runs the `tool_calls` of a Chat Completions assistant message and returns the `tool` messages. */
export function createOpenAIChatDispatcher(toolkit: Executes, context?: ContextSource) {
  return async (message: { tool_calls?: readonly { type: string }[] | null | undefined }): Promise<OpenAIChatToolMessage[]> => {
    const calls = (message.tool_calls ?? []).filter((call): call is OpenAIChatToolCall => call.type === 'function');
    return Promise.all(
      calls.map(async (call) => ({ role: 'tool' as const, tool_call_id: call.id, content: await callWithJsonArguments(toolkit, context, call.function.name, call.function.arguments) })),
    );
  };
}

/** Runs the `function_call` items of a Responses API output and returns the `function_call_output` items. */
export function createOpenAIResponsesDispatcher(toolkit: Executes, context?: ContextSource) {
  return async (output: readonly { type: string }[]): Promise<OpenAIFunctionCallOutputItem[]> => {
    const calls = output.filter((item): item is OpenAIFunctionCallItem => item.type === 'function_call');
    return Promise.all(
      calls.map(async (call) => ({ type: 'function_call_output' as const, call_id: call.call_id, output: await callWithJsonArguments(toolkit, context, call.name, call.arguments) })),
    );
  };
}
