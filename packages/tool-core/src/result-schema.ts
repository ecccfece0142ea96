import type { JsonSchemaObject } from './tool-parameter.js';

/** A metadata field's JSON type; two (`['integer', 'null']`) when it may be null. */
export type ResultFieldType = 'string' | 'integer' | 'number' | 'boolean' | readonly ['string' | 'integer' | 'number', 'null'];

/** The metadata fields a tool's results may carry, by wire name. */
export type ResultFields = Readonly<Record<string, ResultFieldType>>;

/** Hints for clients about what a tool does (the MCP tool annotations). */
export interface ToolAnnotations {
  readonly title?: string;
  /** It changes nothing. */
  readonly readOnlyHint?: boolean;
  /** It may destroy or change things irreversibly. */
  readonly destructiveHint?: boolean;
  /** Calling it again with the same arguments does nothing more. */
  readonly idempotentHint?: boolean;
  /** It reaches beyond a closed world (a shell reaches anything). */
  readonly openWorldHint?: boolean;
}

/** What `BaseTool.execute` itself may put in any result's metadata. */
export const COMMON_RESULT_FIELDS: ResultFields = {
  validation_error: 'boolean',
  invalid_context: 'boolean',
  error_type: 'string',
  timed_out: 'boolean',
  cancelled: 'boolean',
  dry_run: 'boolean',
};

/** The JSON Schema every result's metadata conforms to: the declared fields and no others. */
export function resultSchema(fields: ResultFields): JsonSchemaObject {
  const all = { ...COMMON_RESULT_FIELDS, ...fields };
  const properties = Object.fromEntries(Object.entries(all).map(([name, type]) => [name, { type: typeof type === 'string' ? type : [...type] }]));
  return { type: 'object', properties, required: [], additionalProperties: false };
}
