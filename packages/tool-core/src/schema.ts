import { SCHEMA_FORMATS, type SchemaFormat } from './constants.js';
import { parametersJsonSchema, type JsonSchemaObject, type ToolParameter } from './tool-parameter.js';


/** What every schema format is made from. */
export interface ToolDeclaration {
  readonly name: string;
  readonly description: string;
  readonly parameters: readonly ToolParameter[];
}

export interface OpenAIToolSchema {
  type: 'function';
  function: { name: string; description: string; parameters: JsonSchemaObject };
}

export interface AnthropicToolSchema {
  name: string;
  description: string;
  input_schema: JsonSchemaObject;
}

/** The fields `@langchain/core`'s `tool(func, fields)` takes besides the function. */
export interface LangChainToolSchema {
  name: string;
  description: string;
  schema: JsonSchemaObject;
}

export type ToolSchema = OpenAIToolSchema | AnthropicToolSchema | LangChainToolSchema;

export function toOpenAISchema(tool: ToolDeclaration): OpenAIToolSchema {
  return {
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: parametersJsonSchema(tool.parameters) },
  };
}

export function toAnthropicSchema(tool: ToolDeclaration): AnthropicToolSchema {
  return { name: tool.name, description: tool.description, input_schema: parametersJsonSchema(tool.parameters) };
}

export function toLangChainSchema(tool: ToolDeclaration): LangChainToolSchema {
  return { name: tool.name, description: tool.description, schema: parametersJsonSchema(tool.parameters) };
}

const converters = {
  openai: toOpenAISchema,
  anthropic: toAnthropicSchema,
  langchain: toLangChainSchema,
} satisfies Record<SchemaFormat, (tool: ToolDeclaration) => ToolSchema>;

export function toSchema(tool: ToolDeclaration, format: SchemaFormat): ToolSchema {
  const convert = converters[format];
  if (!convert) throw new TypeError(`format: must be one of ${SCHEMA_FORMATS.join(', ')}, got ${JSON.stringify(format)}`);
  return convert(tool);
}
