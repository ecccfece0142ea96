import type { BaseTool, ToolRegistry } from '@agent-toolkit/tool-core';
import { BashInputTool } from './bash-input-tool.js';
import { BashOutputTool } from './bash-output-tool.js';
import { BashTool, type ExecutionToolOptions } from './bash-tool.js';
import { KillShellTool } from './kill-shell-tool.js';

/** Bash, BashOutput, KillShell and BashInput over one shell manager. */
export function createExecutionTools(options: ExecutionToolOptions = {}): BaseTool[] {
  return [new BashTool(options), new BashOutputTool(options), new KillShellTool(options), new BashInputTool(options)] as BaseTool[];
}

/** Registers Bash, BashOutput, KillShell and BashInput; returns them. */
export function registerExecutionTools(registry: ToolRegistry, options: ExecutionToolOptions = {}): BaseTool[] {
  const tools = createExecutionTools(options);
  registry.registerMany(tools);
  return tools;
}
