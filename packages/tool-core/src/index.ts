export { BaseTool, type ToolParams } from './base-tool.js';
export { DuplicateToolError, NoSuchToolError, ToolTimeoutError } from './errors.js';
export {
  createContext,
  InvalidContextError,
  resolveContext,
  type ConfirmationAnswer,
  type ConfirmationRequest,
  type ExecutionContext,
} from './execution-context.js';
export { DEFAULT_MAX_OUTPUT_SIZE, DEFAULT_TIMEOUT_MS, SCHEMA_FORMATS, type SchemaFormat } from './constants.js';
export {
  toAnthropicSchema,
  toLangChainSchema,
  toOpenAISchema,
  toSchema,
  type AnthropicToolSchema,
  type LangChainToolSchema,
  type OpenAIToolSchema,
  type ToolDeclaration,
  type ToolSchema,
} from './schema.js';
export { COMMON_RESULT_FIELDS, resultSchema, type ResultFields, type ResultFieldType, type ToolAnnotations } from './result-schema.js';
export { ToolCategory } from './tool-category.js';
export { ToolExecutor, type ToolExecution, type ToolExecutorOptions } from './tool-executor.js';
export {
  parameterJsonSchema,
  parametersJsonSchema,
  parametersZod,
  validateParameters,
  type JsonSchemaObject,
  type ParameterType,
  type ToolParameter,
  type ValidationResult,
} from './tool-parameter.js';
export { ToolRegistry } from './tool-registry.js';
export { ToolResult, type ToolMetadata } from './tool-result.js';
