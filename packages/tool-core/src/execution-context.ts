/** Where and how a tool call runs; passed to every `execute`. */
export interface ExecutionContext {
  /** Directory commands and relative paths resolve against. */
  readonly workingDir: string;
  /** Conversation the call belongs to; tools may keep state per session. */
  readonly sessionId?: string | undefined;
  readonly agentId?: string | undefined;
  /** Validate and describe, but change nothing. */
  readonly dryRun: boolean;
  /** Milliseconds a call may take before it fails as timed out. */
  readonly timeout: number;
  /** Characters of output returned to the model before truncation. */
  readonly maxOutputSize: number;
  readonly metadata: Readonly<Record<string, unknown>>;
  /** Aborting it cancels the call (and ends whatever the tool started). */
  readonly signal?: AbortSignal | undefined;
  /** Told of output as the tool produces it, before the call returns (progress, live views). */
  readonly onOutput?: ((text: string, stream: 'stdout' | 'stderr') => void) | undefined;
}

export const DEFAULT_TIMEOUT_MS = 120_000;
export const DEFAULT_MAX_OUTPUT_SIZE = 30_000;

export function createContext(overrides: Partial<ExecutionContext> = {}): ExecutionContext {
  return {
    workingDir: process.cwd(),
    dryRun: false,
    timeout: DEFAULT_TIMEOUT_MS,
    maxOutputSize: DEFAULT_MAX_OUTPUT_SIZE,
    metadata: {},
    ...overrides,
  };
}
