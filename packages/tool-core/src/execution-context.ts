import { DEFAULT_MAX_OUTPUT_SIZE, DEFAULT_TIMEOUT_MS } from './constants.js';

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
  /**
   * Asks the person whether something that needs confirmation may run; without it such a call
   * fails saying confirmation is required.
   */
  readonly confirm?: ((request: ConfirmationRequest) => Promise<ConfirmationAnswer>) | undefined;
}

/** What a tool asks the person to confirm. */
export interface ConfirmationRequest {
  readonly tool: string;
  /** What would run. */
  readonly action: string;
  /** Why it needs confirmation. */
  readonly reason: string;
  /** The rule that asked, which `always` allows from now on. */
  readonly rule?: string | undefined;
}

/** Run it this once, refuse it, or run it and everything the same rule asks about from now on (in this session). */
export type ConfirmationAnswer = 'allow' | 'deny' | 'always';

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

/** Thrown for a context field that no call could run with (a NaN timeout, say). */
export class InvalidContextError extends Error {
  override readonly name = 'InvalidContextError';
  readonly field: string;

  constructor({ field, rule, value }: { field: string; rule: string; value: unknown }) {
    super(`context.${field}: expected ${rule}, got ${typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value) ?? typeof value}`);
    this.field = field;
  }
}

const CONTEXT_RULES: Record<string, [rule: string, valid: (value: unknown) => boolean]> = {
  workingDir: ['a non-empty string', (value) => typeof value === 'string' && value.length > 0],
  dryRun: ['a boolean', (value) => typeof value === 'boolean'],
  timeout: ['an integer of milliseconds, at least 1', (value) => Number.isSafeInteger(value) && (value as number) >= 1],
  maxOutputSize: ['an integer of characters, at least 1', (value) => Number.isSafeInteger(value) && (value as number) >= 1],
  metadata: ['an object', (value) => typeof value === 'object' && value !== null],
};

/**
 * The context a call runs with: what the caller gave (a plain partial object is fine), the
 * defaults for the rest, every field checked. Throws InvalidContextError naming the field.
 */
export function resolveContext(given: Partial<ExecutionContext> | undefined = {}): ExecutionContext {
  const defined = Object.fromEntries(Object.entries(given ?? {}).filter(([, value]) => value !== undefined));
  const context = createContext(defined);
  for (const [field, [rule, valid]] of Object.entries(CONTEXT_RULES)) {
    const value = context[field as keyof ExecutionContext];
    if (!valid(value)) throw new InvalidContextError({ field, rule, value });
  }
  return context;
}
