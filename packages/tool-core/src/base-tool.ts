import type * as z from 'zod/v4';
import { ToolTimeoutError } from './errors.js';
import { resolveContext, type ExecutionContext } from './execution-context.js';
import { toAnthropicSchema, toLangChainSchema, toOpenAISchema } from './schema.js';
import { resultSchema, type ResultFields, type ToolAnnotations } from './result-schema.js';
import type { ToolCategory } from './tool-category.js';
import { parametersJsonSchema, parametersZod, validateParameters, type ToolParameter, type ValidationResult } from './tool-parameter.js';
import { ToolResult } from './tool-result.js';

export type ToolParams = Record<string, unknown>;

/**
 * A tool an agent can call. Subclasses declare name, description, category and parameters,
 * and implement `run`; `execute` adds validation, dry run, timing, timeout, cancellation and
 * turns every thrown error into a failed result, so a tool never throws at the model.
 */
export abstract class BaseTool<Params extends ToolParams = ToolParams> {
  abstract readonly name: string;
  abstract readonly description: string;
  abstract readonly category: ToolCategory;
  abstract readonly parameters: readonly ToolParameter[];
  /** What the tool does, for clients that show or gate it (read-only, destructive...). */
  readonly annotations: ToolAnnotations = {};
  /** The metadata fields its results carry besides those `execute` adds (see `outputSchema`). */
  readonly resultFields: ResultFields = {};

  #validator: z.ZodType<Record<string, unknown>> | undefined;

  /** Does the work; `signal` aborts on timeout or cancellation. */
  protected abstract run(context: ExecutionContext, params: Params, signal: AbortSignal): Promise<ToolResult>;

  /** A check after validation and before dry run (a security policy, say); a result stops the call. */
  protected async preflight(_context: ExecutionContext, _params: Params): Promise<ToolResult | undefined> {
    return undefined;
  }

  /** What the tool would do; returned instead of running when `context.dryRun` is set. */
  protected dryRun(_context: ExecutionContext, params: Params): ToolResult {
    return ToolResult.ok(`[Dry Run] Would execute ${this.name} with ${JSON.stringify(params)}`, { dry_run: true });
  }

  /**
   * How long `run` may take; tools with a timeout of their own extend it, and one that bounds its
   * own time (time waiting in a queue is not the call's) returns undefined.
   */
  protected timeoutFor(context: ExecutionContext, _params: Params): number | undefined {
    return context.timeout;
  }

  validateParams(input: unknown): ValidationResult {
    this.#validator ??= parametersZod(this.parameters);
    return validateParameters(this.#validator, this.parameters, input);
  }

  /** Runs the tool; `context` may be partial (defaults fill the rest) and is checked first. */
  async execute(context: Partial<ExecutionContext> = {}, input: unknown = {}): Promise<ToolResult> {
    const started = performance.now();
    const result = await this.#execute(context, input);
    return result.withDuration(performance.now() - started);
  }

  async #execute(given: Partial<ExecutionContext>, input: unknown): Promise<ToolResult> {
    try {
      let context: ExecutionContext;
      try {
        context = resolveContext(given);
      } catch (error) {
        return ToolResult.fail(`Invalid context for ${this.name}: ${(error as Error).message}`, { invalid_context: true });
      }
      const validation = this.validateParams(input);
      if (!validation.success) return ToolResult.fail(`Invalid parameters for ${this.name}: ${validation.error}`, { validation_error: true });
      const params = validation.params as Params;
      const stopped = await this.preflight(context, params);
      if (stopped) return stopped;
      if (context.dryRun) return this.dryRun(context, params);
      return await this.#runGuarded(context, params);
    } catch (error) {
      return failureOf(error);
    }
  }

  // Races `run` against the call's timeout and the caller's AbortSignal.
  async #runGuarded(context: ExecutionContext, params: Params): Promise<ToolResult> {
    if (context.signal?.aborted) return cancelled(this.name);
    const timeoutMs = this.timeoutFor(context, params);
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const interrupted = new Promise<ToolResult>((resolve) => {
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          controller.abort(new ToolTimeoutError({ toolName: this.name, timeoutMs }));
          resolve(ToolResult.fail(`${this.name} timed out after ${timeoutMs}ms`, { timed_out: true }));
        }, timeoutMs);
      }
      onAbort = () => {
        controller.abort(context.signal?.reason);
        resolve(cancelled(this.name));
      };
      context.signal?.addEventListener('abort', onAbort); // removed below, whatever happens
    });
    try {
      return await Promise.race([this.run(context, params, controller.signal), interrupted]);
    } finally {
      clearTimeout(timer);
      if (onAbort) context.signal?.removeEventListener('abort', onAbort);
    }
  }

  /** JSON Schema of every result's metadata, failed results included. */
  get outputSchema() {
    return resultSchema(this.resultFields);
  }

  /** JSON Schema of the parameters. */
  get inputSchema() {
    return parametersJsonSchema(this.parameters);
  }

  toOpenAISchema() {
    return toOpenAISchema(this);
  }

  toAnthropicSchema() {
    return toAnthropicSchema(this);
  }

  toLangChainSchema() {
    return toLangChainSchema(this);
  }
}

function cancelled(toolName: string): ToolResult {
  return ToolResult.fail(`${toolName} was cancelled`, { cancelled: true });
}

function failureOf(error: unknown): ToolResult {
  if (error instanceof Error) return ToolResult.fail(error.message, { error_type: error.name });
  return ToolResult.fail(String(error), { error_type: 'Error' });
}
