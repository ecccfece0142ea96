export { anthropicTools, createAnthropicDispatcher, type AnthropicToolResultBlock, type AnthropicToolUseBlock } from './adapters/anthropic.js';
export {
  ANTHROPIC_BASH_TOOL,
  createAnthropicBashDispatcher,
  createOpenAIShellDispatcher,
  OPENAI_SHELL_TOOL,
  type AnthropicBashToolResult,
  type AnthropicBashToolUse,
  type OpenAIShellCall,
  type OpenAIShellCallOutput,
  type OpenAIShellCommandOutput,
} from './adapters/native-shell.js';
export {
  createOpenAIChatDispatcher,
  createOpenAIResponsesDispatcher,
  openAIChatTools,
  openAIResponsesTools,
  type OpenAIChatToolCall,
  type OpenAIChatToolMessage,
  type OpenAIFunctionCallItem,
  type OpenAIFunctionCallOutputItem,
  type OpenAIResponsesTool,
} from './adapters/openai.js';
export { runCli, type CliIo } from './cli.js';
export { CONFIG_FLAGS, createConfiguredToolkit, resolveConfig, type ConfigFlags, type ToolkitConfig } from './config.js';
export { createToolkit, type Toolkit, type ToolkitOptions } from './create-toolkit.js';
export { contextFromConfig } from './tool-context.js';
export { UsageError } from './usage-error.js';
