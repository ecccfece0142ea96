/** What a tool works on; agents and permission layers group tools by it. */
export const ToolCategory = {
  FILE: 'file',
  EXECUTION: 'execution',
  WEB: 'web',
  TASK: 'task',
  NOTEBOOK: 'notebook',
  MCP: 'mcp',
  OTHER: 'other',
} as const;

export type ToolCategory = (typeof ToolCategory)[keyof typeof ToolCategory];
