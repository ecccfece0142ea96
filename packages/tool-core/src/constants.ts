// Values a program needs before it loads any tool (the CLI's help and flags, the MCP server's
// start-up): a module of their own, importable as `@agent-toolkit/tool-core/constants`.

/** How long a call may take by default, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 120_000;
/** Characters of output returned to the model by default before truncation. */
export const DEFAULT_MAX_OUTPUT_SIZE = 30_000;

export type SchemaFormat = 'openai' | 'anthropic' | 'langchain';
/** The formats `toSchema` exports a tool's schema in. */
export const SCHEMA_FORMATS: readonly SchemaFormat[] = ['openai', 'anthropic', 'langchain'];
