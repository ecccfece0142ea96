import type { BaseTool } from './base-tool.js';
import { NoSuchToolError } from './errors.js';
import type { ExecutionContext } from './execution-context.js';
import type { SchemaFormat } from './constants.js';
import { toSchema, type ToolSchema } from './schema.js';
import type { ToolCategory } from './tool-category.js';
import { ToolRegistry } from './tool-registry.js';
import { ToolResult } from './tool-result.js';

/** One call as it happened. */
export interface ToolExecution {
  readonly toolName: string;
  readonly params: unknown;
  /** The context as the caller gave it (defaults filled in by the tool). */
  readonly context: Partial<ExecutionContext>;
  readonly result: ToolResult;
  readonly startedAt: Date;
  readonly completedAt: Date;
  readonly durationMs: number;
}

export interface ToolExecutorOptions {
  /** Calls kept by `getExecutions()`, oldest dropped first, so a long session does not grow without bound. */
  readonly maxExecutions?: number;
  /** Told of every finished call (logging, hooks, metrics). */
  readonly onExecution?: (execution: ToolExecution) => void;
}

/** Runs tools by name for an agent: never throws, records each call, and exports schemas. */
export class ToolExecutor {
  readonly registry: ToolRegistry;
  readonly #executions: ToolExecution[] = [];
  readonly #maxExecutions: number;
  readonly #onExecution: ((execution: ToolExecution) => void) | undefined;

  constructor(registry: ToolRegistry = ToolRegistry.instance(), { maxExecutions = 1000, onExecution }: ToolExecutorOptions = {}) {
    this.registry = registry;
    this.#maxExecutions = maxExecutions;
    this.#onExecution = onExecution;
  }

  /** Runs a tool by name; `context` may be partial (defaults fill the rest, each field is checked). */
  async execute(toolName: string, context: Partial<ExecutionContext> = {}, params: unknown = {}): Promise<ToolResult> {
    const startedAt = new Date();
    const started = performance.now();
    const tool = this.registry.get(toolName);
    const result = tool
      ? await tool.execute(context, params)
      : ToolResult.fail(new NoSuchToolError({ toolName, availableTools: this.registry.listNames() }).message, { error_type: 'NoSuchToolError' });
    const execution: ToolExecution = {
      toolName,
      params,
      context,
      result,
      startedAt,
      completedAt: new Date(),
      durationMs: performance.now() - started,
    };
    this.#record(execution);
    return result;
  }

  #record(execution: ToolExecution): void {
    this.#executions.push(execution);
    if (this.#executions.length > this.#maxExecutions) this.#executions.shift();
    this.#onExecution?.(execution);
  }

  getAllSchemas(format: SchemaFormat = 'openai'): ToolSchema[] {
    return schemasOf(this.registry.listAll(), format);
  }

  getSchemasByCategory(category: ToolCategory, format: SchemaFormat = 'openai'): ToolSchema[] {
    return schemasOf(this.registry.listByCategory(category), format);
  }

  getExecutions(): ToolExecution[] {
    return [...this.#executions];
  }

  clearExecutions(): void {
    this.#executions.length = 0;
  }
}

function schemasOf(tools: BaseTool[], format: SchemaFormat): ToolSchema[] {
  return tools.map((tool) => toSchema(tool, format));
}
