import { BaseTool, ToolCategory, ToolResult, type ExecutionContext, type ResultFields, type ToolParameter } from '@agent-toolkit/tool-core';
import { ShellManager } from '@agent-toolkit/shell-manager';
import type { ExecutionToolOptions } from './bash-tool.js';

export interface KillShellParams extends Record<string, unknown> {
  shell_id: string;
}

const DESCRIPTION = `Kills a running background bash shell by its ID.

Usage:
- Takes a shell_id parameter identifying the shell to kill
- Returns success or failure status
- Use this to terminate long-running commands`;

/** Ends a background shell's whole process tree. */
export class KillShellTool extends BaseTool<KillShellParams> {
  readonly name = 'KillShell';
  readonly description = DESCRIPTION;
  readonly category = ToolCategory.EXECUTION;
  readonly parameters: readonly ToolParameter[] = [
    { name: 'shell_id', type: 'string', description: 'ID of the shell to kill', required: true },
  ];

  override readonly annotations = { title: 'Kill a background shell', destructiveHint: true, idempotentHint: true };
  override readonly resultFields: ResultFields = {
    shell_id: 'string',
    command: 'string',
    status: 'string',
    exit_code: ['integer', 'null'],
    signal: ['string', 'null'],
    already_stopped: 'boolean',
    duration_ms: ['number', 'null'],
  };

  readonly #shells: ShellManager;

  constructor({ shells = ShellManager.instance() }: ExecutionToolOptions = {}) {
    super();
    this.#shells = shells;
  }

  protected async run(_context: ExecutionContext, { shell_id }: KillShellParams): Promise<ToolResult> {
    const shell = this.#shells.getShell(shell_id);
    if (!shell) return ToolResult.fail(`Shell not found: ${shell_id}`, { shell_id });
    const alreadyStopped = !shell.isRunning;
    if (!alreadyStopped) await shell.kill();
    // A killed shell's output is not wanted whole: its files go (what memory holds stays readable).
    shell.output.removeFiles();
    const metadata = {
      shell_id,
      command: shell.command,
      status: shell.status,
      exit_code: shell.exitCode,
      signal: shell.signal,
      already_stopped: alreadyStopped,
      duration_ms: shell.durationMs,
    };
    const message = alreadyStopped ? `Shell ${shell_id} already stopped (status: ${shell.status})` : `Shell ${shell_id} terminated`;
    return ToolResult.ok(message, metadata);
  }
}
