import type { AnthropicToolSchema } from '@agent-toolkit/tool-core';
import type { Toolkit } from '../create-toolkit.js';
import { contextOf, type ContextSource } from './call-context.js';

/** A `tool_use` content block of an Anthropic Messages response. */
export interface AnthropicToolUseBlock {
  type: 'tool_use';
  id: string;
  name: string;
  input: unknown;
}

/** The `tool_result` block that answers it in the next user message. */
export interface AnthropicToolResultBlock {
  type: 'tool_result';
  tool_use_id: string;
  content: string;
  is_error: boolean;
}

/** The `tools` array of a Messages request. */
export function anthropicTools(toolkit: Pick<Toolkit, 'executor'>): AnthropicToolSchema[] {
  return toolkit.executor.getAllSchemas('anthropic') as AnthropicToolSchema[];
}

/** Runs every `tool_use` block of a response's content and returns the `tool_result` blocks, in order. */
export function createAnthropicDispatcher(toolkit: Pick<Toolkit, 'executor'>, context?: ContextSource) {
  return async (content: readonly { type: string }[]): Promise<AnthropicToolResultBlock[]> => {
    const uses = content.filter((block): block is AnthropicToolUseBlock => block.type === 'tool_use');
    return Promise.all(
      uses.map(async (use) => {
        const result = await toolkit.executor.execute(use.name, contextOf(context), use.input);
        return { type: 'tool_result' as const, tool_use_id: use.id, content: result.toDisplay(), is_error: !result.success };
      }),
    );
  };
}
