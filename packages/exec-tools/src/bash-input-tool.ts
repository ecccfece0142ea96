import { BaseTool, ToolCategory, ToolResult, type ExecutionContext, type ResultFields, type ToolParameter } from '@agent-toolkit/tool-core';
import { ShellManager } from '@agent-toolkit/shell-manager';
import type { ExecutionToolOptions } from './bash-tool.js';

export interface BashInputParams extends Record<string, unknown> {
  bash_id: string;
  input: string;
  close_stdin: boolean;
}

const DESCRIPTION = `Writes input to a running background bash shell, as typed at its terminal.

Usage:
- Takes the bash_id of a shell started with run_in_background and the input to write
- End a line with \\n to submit it (an answer to a prompt, a line for a REPL)
- \\u0003 (Ctrl-C) sends SIGINT to the shell's command instead of being written
- close_stdin=true closes the shell's stdin afterwards: the command reads end of file
- Read what the command answered with BashOutput (wait_ms and until wait for it)`;

/** Input for a background shell's stdin: answers to prompts, lines for a REPL, Ctrl-C. */
export class BashInputTool extends BaseTool<BashInputParams> {
  readonly name = 'BashInput';
  readonly description = DESCRIPTION;
  readonly category = ToolCategory.EXECUTION;
  readonly parameters: readonly ToolParameter[] = [
    { name: 'bash_id', type: 'string', description: 'ID of the background shell', required: true },
    { name: 'input', type: 'string', description: 'Text to write to its stdin (\\n submits a line, \\u0003 sends SIGINT)', required: true },
    { name: 'close_stdin', type: 'boolean', description: 'Close its stdin after writing (end of file)', default: false },
  ];

  override readonly annotations = { title: 'Write to a background shell', destructiveHint: true };
  override readonly resultFields: ResultFields = {
    bash_id: 'string',
    bytes_written: 'integer',
    interrupts: 'integer',
    stdin_closed: 'boolean',
    status: 'string',
  };

  readonly #shells: ShellManager;

  constructor({ shells = ShellManager.instance() }: ExecutionToolOptions = {}) {
    super();
    this.#shells = shells;
  }

  protected async run(_context: ExecutionContext, { bash_id, input, close_stdin }: BashInputParams): Promise<ToolResult> {
    const shell = this.#shells.getShell(bash_id);
    if (!shell) return ToolResult.fail(`Shell not found: ${bash_id}`, { bash_id });
    if (!shell.acceptsInput) {
      const why = shell.isRunning ? 'its stdin is closed' : `it is ${shell.status}`;
      return ToolResult.fail(`Shell ${bash_id} takes no input: ${why}`, { bash_id, status: shell.status });
    }
    const { bytes, interrupts } = await shell.write(input);
    if (close_stdin) shell.closeInput();
    const sent = [`${bytes} bytes`, ...(interrupts > 0 ? [`${interrupts} SIGINT`] : []), ...(close_stdin ? ['stdin closed'] : [])].join(', ');
    return ToolResult.ok(`Wrote to shell ${bash_id}: ${sent}. Use BashOutput to read what it answered.`, {
      bash_id,
      bytes_written: bytes,
      interrupts,
      stdin_closed: close_stdin,
      status: shell.status,
    });
  }
}
