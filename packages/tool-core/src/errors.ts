/** Thrown by `ToolRegistry.getOrThrow` for a name nobody registered. */
export class NoSuchToolError extends Error {
  override readonly name = 'NoSuchToolError';
  readonly toolName: string;
  readonly availableTools: readonly string[];

  constructor({ toolName, availableTools = [] }: { toolName: string; availableTools?: readonly string[] }) {
    const available = availableTools.length > 0 ? availableTools.join(', ') : '(none)';
    super(`Unknown tool: ${toolName}. Available tools: ${available}`);
    this.toolName = toolName;
    this.availableTools = availableTools;
  }
}

export class DuplicateToolError extends Error {
  override readonly name = 'DuplicateToolError';
  readonly toolName: string;

  constructor({ toolName }: { toolName: string }) {
    super(`Tool already registered: ${toolName}`);
    this.toolName = toolName;
  }
}

/** The reason a call's AbortSignal carries when the call ran out of time. */
export class ToolTimeoutError extends Error {
  override readonly name = 'ToolTimeoutError';
  readonly toolName: string;
  readonly timeoutMs: number;

  constructor({ toolName, timeoutMs }: { toolName: string; timeoutMs: number }) {
    super(`${toolName} timed out after ${timeoutMs}ms`);
    this.toolName = toolName;
    this.timeoutMs = timeoutMs;
  }
}
