import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { BaseTool, ToolCategory, ToolResult, type ExecutionContext, type ToolParameter } from '@agent-toolkit/tool-core';

/** Counts how often a test tool really ran, so steps can tell validation from execution. */
export const runs = new Map<string, number>();

function ran(name: string): void {
  runs.set(name, (runs.get(name) ?? 0) + 1);
}

/** The Read tool of spec 003 section 8, reading real files, to test the foundation with. */
export class ReadTool extends BaseTool<{ file_path: string; offset?: number; limit?: number }> {
  readonly name = 'Read';
  readonly description = 'Read contents of a file from the filesystem';
  readonly category = ToolCategory.FILE;
  readonly parameters: readonly ToolParameter[] = [
    { name: 'file_path', type: 'string', description: 'Absolute path to the file to read', required: true },
    { name: 'offset', type: 'integer', description: 'Line number to start reading from', minimum: 0 },
    { name: 'limit', type: 'integer', description: 'Maximum number of lines to read', minimum: 1, maximum: 10000 },
  ];

  protected async run(_context: ExecutionContext, { file_path, offset = 0, limit = 10000 }: { file_path: string; offset?: number; limit?: number }) {
    ran(this.name);
    const lines = (await readFile(file_path, 'utf8')).split('\n').slice(offset, offset + limit);
    return ToolResult.ok(lines.join('\n'), { lines: lines.length });
  }
}

/** Waits `ms` milliseconds (or until aborted), to test timeouts and cancellation. */
export class WaitTool extends BaseTool<{ ms: number }> {
  readonly name = 'Wait';
  readonly description = 'Waits for a number of milliseconds';
  readonly category = ToolCategory.OTHER;
  readonly parameters: readonly ToolParameter[] = [{ name: 'ms', type: 'integer', description: 'How long', required: true, minimum: 0 }];
  /** The reason the last run was aborted with, if it was. */
  abortReason: unknown;

  protected async run(_context: ExecutionContext, { ms }: { ms: number }, signal: AbortSignal) {
    ran(this.name);
    signal.addEventListener('abort', () => (this.abortReason = signal.reason), { once: true });
    await sleep(ms, undefined, { signal }).catch(() => undefined);
    return ToolResult.ok(`waited ${ms}ms`);
  }
}

/** Throws whatever it is told to, to test that errors become failed results. */
export class ThrowingTool extends BaseTool<{ message: string; kind: string }> {
  readonly name = 'Throw';
  readonly description = 'Throws an error';
  readonly category = ToolCategory.TASK;
  readonly parameters: readonly ToolParameter[] = [
    { name: 'message', type: 'string', description: 'Error message', required: true, minLength: 3, maxLength: 40 },
    { name: 'kind', type: 'string', description: 'What to throw', enum: ['error', 'type-error', 'string'], default: 'error' },
  ];

  protected async run(_context: ExecutionContext, { message, kind }: { message: string; kind: string }): Promise<ToolResult> {
    ran(this.name);
    if (kind === 'type-error') throw new TypeError(message);
    if (kind === 'string') throw message;
    throw new Error(message);
  }
}

/** Every type a parameter can have, to test validation branch by branch. */
export class TypesTool extends BaseTool {
  readonly name = 'Types';
  readonly description = 'Accepts one parameter of each type';
  readonly category = ToolCategory.OTHER;
  readonly parameters: readonly ToolParameter[] = [
    { name: 'text', type: 'string', description: 'A string' },
    { name: 'count', type: 'integer', description: 'An integer', minimum: 1, maximum: 10 },
    { name: 'ratio', type: 'number', description: 'A number', minimum: 0, maximum: 1 },
    { name: 'flag', type: 'boolean', description: 'A boolean', default: false },
    { name: 'items', type: 'array', description: 'An array' },
    { name: 'options', type: 'object', description: 'An object' },
    { name: 'level', type: 'integer', description: 'A level', enum: [1, 2, 3] },
  ];

  protected async run(_context: ExecutionContext, params: Record<string, unknown>) {
    ran(this.name);
    return ToolResult.ok(params);
  }
}

export function testTools(): BaseTool[] {
  return [new ReadTool(), new WaitTool(), new ThrowingTool(), new TypesTool()] as BaseTool[];
}
