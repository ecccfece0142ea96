export { BashInputTool, type BashInputParams } from './bash-input-tool.js';
export { BashOutputTool, type BashOutputParams } from './bash-output-tool.js';
export { bashDescription, BashTool, DEFAULT_TIMEOUT_MS, MAX_OUTPUT_SIZE, MAX_TIMEOUT_MS, type BashDescriptionOptions, type BashParams, type ExecutionToolOptions } from './bash-tool.js';
export { KillShellTool, type KillShellParams } from './kill-shell-tool.js';
export { createExecutionTools, registerExecutionTools } from './register.js';
export { savedOutputMetadata, savedOutputNote, truncateOutput, type Truncated } from './truncate.js';
