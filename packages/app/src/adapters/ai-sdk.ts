import { jsonSchema, tool, type Tool } from 'ai';
import { createContext, type ExecutionContext } from '@agent-toolkit/tool-core';
import type { Toolkit } from '../create-toolkit.js';
import { contextOf, type ContextSource } from './call-context.js';

/**
 * The toolkit's tools as Vercel AI SDK tools, keyed by name for `generateText({ tools })`.
 * A failed call throws its display text, which the SDK turns into a tool-error the model reads;
 * the SDK's abort signal cancels the call and ends its process tree.
 */
export function toAiSdkTools(toolkit: Pick<Toolkit, 'registry' | 'executor'>, context?: ContextSource): Record<string, Tool> {
  return Object.fromEntries(
    toolkit.registry.listAll().map((declared) => [
      declared.name,
      tool({
        description: declared.description,
        inputSchema: jsonSchema<Record<string, unknown>>(declared.inputSchema as Parameters<typeof jsonSchema>[0]),
        execute: async (input, { abortSignal }) => {
          const base: ExecutionContext = contextOf(context);
          const result = await toolkit.executor.execute(declared.name, abortSignal ? createContext({ ...base, signal: abortSignal }) : base, input);
          if (!result.success) throw new Error(result.toDisplay());
          return String(result.output ?? '');
        },
      }),
    ]),
  );
}
