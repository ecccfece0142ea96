import { tool, type DynamicStructuredTool } from '@langchain/core/tools';
import type { Toolkit } from '../create-toolkit.js';
import { contextOf, type ContextSource } from './call-context.js';

/**
 * The toolkit's tools as LangChain structured tools. Each returns `[text, artifact]`
 * (`responseFormat: 'content_and_artifact'`): the text the model reads, and the ToolResult's
 * success and metadata for the application.
 */
export function toLangChainTools(toolkit: Pick<Toolkit, 'registry' | 'executor'>, context?: ContextSource): DynamicStructuredTool[] {
  return toolkit.registry.listAll().map(
    (declared) =>
      tool(
      async (input: Record<string, unknown>) => {
        const result = await toolkit.executor.execute(declared.name, contextOf(context), input);
        return [result.toDisplay(), { success: result.success, metadata: result.metadata }];
      },
      { name: declared.name, description: declared.description, schema: declared.toLangChainSchema().schema, responseFormat: 'content_and_artifact' },
    ) as DynamicStructuredTool,
  );
}
