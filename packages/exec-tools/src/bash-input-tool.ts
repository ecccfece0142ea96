import { BaseTool, ToolCategory, ToolResult, type ExecutionContext, type ResultFields, type ToolParameter } from '@agent-toolkit/tool-core';
import { ShellManager, type ShellProcess } from '@agent-toolkit/shell-manager';
import { CommandPolicy } from '@agent-toolkit/security-policy';
import { refusal, type ExecutionToolOptions } from './bash-tool.js';

export interface BashInputParams extends Record<string, unknown> {
  bash_id: string;
  input: string;
  close_stdin: boolean;
}

const DESCRIPTION = `Writes input to a running background bash shell, as typed at its terminal.

Usage:
- Takes the bash_id of a shell started with run_in_background and the input to write
- End a line with \\n to submit it (an answer to a prompt, a line for a REPL)
- \\u0003 (Ctrl-C) sends SIGINT to the shell's command instead of being written (in a terminal, started with tty=true, it is typed: the terminal's interrupt of its foreground job)
- close_stdin=true closes the shell's stdin afterwards: the command reads end of file
- Read what the command answered with BashOutput (wait_ms and until wait for it)
- A line for a shell or an interpreter reading its stdin (bash, python3, cat | sh) is judged by the
  same policy as Bash commands before it is written; a refused line is not written`;

// How much of what a shell was given is kept to judge its next lines with (`cd /`, then `rm -rf *`).
const HISTORY_LIMIT = 16 * 1024;

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
    bytes_pending: 'integer',
    interrupts: 'integer',
    stdin_closed: 'boolean',
    status: 'string',
    policy_decision: 'string',
    rule: 'string',
    reason: 'string',
    blocked: 'boolean',
    confirmation_required: 'boolean',
  };

  readonly #shells: ShellManager;
  readonly #policy: Promise<CommandPolicy>;
  /** Per shell: the complete lines written so far (judged), and a line typed without its newline yet. */
  readonly #typed = new Map<string, { history: string; pending: string }>();

  constructor({ shells = ShellManager.instance(), policy = CommandPolicy.create() }: ExecutionToolOptions = {}) {
    super();
    this.#shells = shells;
    this.#policy = Promise.resolve(policy);
  }

  protected async run(context: ExecutionContext, { bash_id, input, close_stdin }: BashInputParams): Promise<ToolResult> {
    const shell = this.#shells.getShell(bash_id);
    // (What was typed into shells the manager no longer knows is forgotten.)
    for (const id of this.#typed.keys()) if (!this.#shells.getShell(id)) this.#typed.delete(id);
    if (!shell) return ToolResult.fail(`Shell not found: ${bash_id}`, { bash_id });
    if (!shell.acceptsInput) {
      const why = shell.isRunning ? 'its stdin is closed' : `it is ${shell.status}`;
      return ToolResult.fail(`Shell ${bash_id} takes no input: ${why}`, { bash_id, status: shell.status });
    }
    const judged = await this.#judge(context, shell, input, close_stdin);
    if (judged instanceof ToolResult) return judged;
    const { bytes, pending, interrupts } = await shell.write(input);
    this.#typed.set(bash_id, judged);
    if (close_stdin) shell.closeInput();
    // (A command that reads nothing holds up only the rest of its input, not the call.)
    const waiting = pending > 0 ? ` (${pending} of them wait, in order, for it to read: it did not within a second)` : '';
    const sent = [`${bytes} bytes${waiting}`, ...(interrupts > 0 ? [`${interrupts} SIGINT`] : []), ...(close_stdin ? ['stdin closed'] : [])].join(', ');
    return ToolResult.ok(`Wrote to shell ${bash_id}: ${sent}. Use BashOutput to read what it answered.`, {
      bash_id,
      bytes_written: bytes,
      ...(pending > 0 ? { bytes_pending: pending } : {}),
      interrupts,
      stdin_closed: close_stdin,
      status: shell.status,
    });
  }

  // The lines this input completes (all of it, once stdin closes), judged as what the shell's
  // command makes of them, after the lines it was given before; a partial line waits for its newline.
  async #judge(context: ExecutionContext, shell: ShellProcess, input: string, closing: boolean): Promise<ToolResult | { history: string; pending: string }> {
    const typed = this.#typed.get(shell.id) ?? { history: '', pending: '' };
    const text = typed.pending + input.replaceAll('\u0003', '');
    const end = closing ? text.length : text.lastIndexOf('\n') + 1;
    const complete = text.slice(0, end);
    if (complete.trim() !== '') {
      const decision = (await this.#policy).checkInput(shell.command, typed.history + complete, { cwd: shell.workingDir });
      const confirm = decision.verdict === 'ask' && !context.dryRun ? context.confirm : undefined;
      const answer = confirm ? await confirm({ tool: this.name, action: complete, reason: decision.reason, rule: decision.rule }) : undefined;
      if (decision.verdict !== 'allow' && answer !== 'allow' && answer !== 'always') return refusal(complete.trimEnd(), decision, 'Input', { bash_id: shell.id, status: shell.status });
    }
    const history = (typed.history + complete).slice(-HISTORY_LIMIT);
    // (Kept from a line's start, so what is judged next begins where a line did.)
    return { history: history.slice(history.length === HISTORY_LIMIT ? history.indexOf('\n') + 1 : 0), pending: text.slice(end) };
  }
}
