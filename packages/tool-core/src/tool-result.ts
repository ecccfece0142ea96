export type ToolMetadata = Record<string, unknown>;

/** The outcome of one tool call: what the model reads, success or not. */
export class ToolResult {
  /** Whether the tool did what was asked. */
  readonly success: boolean;
  /** What the tool produced; a failed result may still carry output (a failing command's stdout). */
  readonly output: unknown;
  /** Why the call failed; `null` on success. */
  readonly error: string | null;
  /** Wall time of the call, set by `BaseTool.execute`. */
  readonly durationMs: number | null;
  /** Structured facts about the call, under the wire names agents read (`exit_code`, `bash_id`...). */
  readonly metadata: ToolMetadata;

  constructor(fields: {
    success: boolean;
    output?: unknown;
    error?: string | null;
    durationMs?: number | null;
    metadata?: ToolMetadata;
  }) {
    this.success = fields.success;
    this.output = fields.output ?? null;
    this.error = fields.error ?? null;
    this.durationMs = fields.durationMs ?? null;
    this.metadata = { ...fields.metadata };
  }

  static ok(output: unknown, metadata: ToolMetadata = {}): ToolResult {
    return new ToolResult({ success: true, output, metadata });
  }

  static fail(error: string, metadata: ToolMetadata = {}, output: unknown = null): ToolResult {
    return new ToolResult({ success: false, error, output, metadata });
  }

  withDuration(durationMs: number): ToolResult {
    return new ToolResult({ ...this, durationMs });
  }

  /** The text a model or a person sees: the output, or the error followed by any output. */
  toDisplay(): string {
    const output = outputText(this.output);
    if (this.success) return output;
    return output ? `Error: ${this.error}\n${output}` : `Error: ${this.error}`;
  }
}

function outputText(output: unknown): string {
  if (output === null || output === undefined) return '';
  return typeof output === 'string' ? output : JSON.stringify(output, null, 2);
}
