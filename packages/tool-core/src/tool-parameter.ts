// The namespace of zod/v4, as the MCP SDK imports it: a bundle then holds one zod and only what is used.
import * as z from 'zod/v4';

export type ParameterType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** One parameter of a tool, declared once: validation and every schema format derive from it. */
export interface ToolParameter {
  readonly name: string;
  readonly type: ParameterType;
  readonly description: string;
  readonly required?: boolean;
  /** Applied by validation when the parameter is absent. */
  readonly default?: unknown;
  readonly enum?: readonly (string | number | boolean)[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
}

export interface JsonSchemaObject {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required: string[];
  [keyword: string]: unknown;
}

export function parameterJsonSchema(parameter: ToolParameter): Record<string, unknown> {
  const { name: _name, required: _required, default: defaultValue, ...schema } = parameter;
  const json: Record<string, unknown> = { ...schema };
  if (parameter.enum) json.enum = [...parameter.enum];
  if (defaultValue !== undefined) json.default = defaultValue;
  return json;
}

/** The JSON Schema of a whole parameter list, in the shape OpenAI, Anthropic and MCP take. */
export function parametersJsonSchema(parameters: readonly ToolParameter[]): JsonSchemaObject {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameterJsonSchema(parameter)])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

const baseTypes = {
  string: () => z.string(),
  integer: () => z.number().int(),
  number: () => z.number(),
  boolean: () => z.boolean(),
  array: () => z.array(z.unknown()),
  object: () => z.record(z.string(), z.unknown()),
} satisfies Record<ParameterType, () => z.ZodType>;

function parameterZod(parameter: ToolParameter): z.ZodType {
  let schema: z.ZodType = baseTypes[parameter.type]();
  if (schema instanceof z.ZodString) {
    if (parameter.minLength !== undefined) schema = schema.min(parameter.minLength);
    if (parameter.maxLength !== undefined) schema = (schema as z.ZodString).max(parameter.maxLength);
  }
  if (schema instanceof z.ZodNumber) {
    if (parameter.minimum !== undefined) schema = schema.min(parameter.minimum);
    if (parameter.maximum !== undefined) schema = (schema as z.ZodNumber).max(parameter.maximum);
  }
  if (parameter.enum) {
    const allowed = parameter.enum;
    schema = schema.refine((value) => allowed.includes(value as string), { params: { enum: allowed } });
  }
  if (parameter.default !== undefined) return schema.default(parameter.default);
  return parameter.required ? schema : schema.optional();
}

/** The zod object that validates a parameter list: unknown keys are errors, defaults are applied. */
export function parametersZod(parameters: readonly ToolParameter[]): z.ZodType<Record<string, unknown>> {
  return z.strictObject(Object.fromEntries(parameters.map((parameter) => [parameter.name, parameterZod(parameter)])));
}

export type ValidationResult =
  | { success: true; params: Record<string, unknown> }
  | { success: false; error: string };

/** Validates raw input; the error names each offending parameter and the rule it broke. */
export function validateParameters(
  schema: z.ZodType<Record<string, unknown>>,
  parameters: readonly ToolParameter[],
  input: unknown,
): ValidationResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { success: false, error: `parameters: expected an object, got ${kind(input)}` };
  }
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) return { success: true, params: parsed.data };
  const byName = new Map(parameters.map((parameter) => [parameter.name, parameter]));
  const messages = parsed.error.issues.map((issue) => issueMessage(issue, byName));
  return { success: false, error: messages.join('; ') };
}

function issueMessage(issue: z.core.$ZodIssue, byName: Map<string, ToolParameter>): string {
  const name = String(issue.path[0] ?? 'parameters');
  const parameter = byName.get(name);
  const got = `got ${describe(issue.input)}`;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${name}: is required`;
      return `${name}: expected ${parameter?.type ?? issue.expected}, got ${kind(issue.input)} ${describe(issue.input)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${name}: must be at most ${issue.maximum} characters, got ${String(issue.input).length}`
        : `${name}: must be <= ${issue.maximum}, ${got}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `${name}: must be at least ${issue.minimum} character${issue.minimum === 1 ? '' : 's'}, got ${String(issue.input).length}`
        : `${name}: must be >= ${issue.minimum}, ${got}`;
    case 'custom':
      return `${name}: must be one of ${parameter?.enum?.map((value) => JSON.stringify(value)).join(', ')}, ${got}`;
    case 'unrecognized_keys':
      return `${issue.keys.join(', ')}: unknown parameter${issue.keys.length > 1 ? 's' : ''}; expected ${[...byName.keys()].join(', ')}`;
    default:
      return `${name}: ${issue.message}`;
  }
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function describe(value: unknown): string {
  // (JSON spells Infinity and NaN `null`.)
  const text = typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
