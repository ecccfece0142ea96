import { StringDecoder } from 'node:string_decoder';
import { BaseTool, ToolCategory, ToolResult, type ExecutionContext, type ResultFields, type ToolParameter, type ValidationResult } from '@agent-toolkit/tool-core';
import { CommandPolicy, SessionMemory, type Decision } from '@agent-toolkit/security-policy';
import { ShellManager, ShellStatus, type CommandRun, type RunOptions } from '@agent-toolkit/shell-manager';
import { terminalText } from './terminal-text.js';
import { savedOutputMetadata, savedOutputNote, shownCommand, truncateOutput } from './truncate.js';
import { assertWorkingDir } from './working-dir.js';
import { MAX_WAIT_MS, READ_ALLOWANCE_MS, readPatterns, readShell } from './bash-output-tool.js';

export interface BashParams extends Record<string, unknown> {
  command: string;
  description?: string;
  timeout?: number;
  run_in_background: boolean;
  tty: boolean;
  wait_ms: number;
  until?: string;
}

export interface ExecutionToolOptions {
  /** Where shells are started and tracked; the process-wide manager by default. */
  readonly shells?: ShellManager;
  /** Judges each command before it runs; the default policy by default. */
  readonly policy?: CommandPolicy | Promise<CommandPolicy>;
  /** Directories commands may run in (symlinks resolved); anywhere when empty or absent. */
  readonly allowedRoots?: readonly string[];
  /** What the Bash description says about the configuration. */
  readonly describe?: BashDescriptionOptions;
}

export const DEFAULT_TIMEOUT_MS = 120_000;
export const MAX_TIMEOUT_MS = 600_000;
export const MAX_OUTPUT_SIZE = 30_000;
// Time past the command's own timeout for its tree to be killed and reaped before the tool gives up.
const STOP_ALLOWANCE_MS = 10_000;
const MIN_KEPT_BYTES = 16 * 1024;

/** What the Bash description tells the model about this toolkit's configuration. */
export interface BashDescriptionOptions {
  /** Whether foreground calls share one shell (the caller gives them a `sessionId`). */
  readonly persistentShell?: boolean;
  /** The default timeout callers' contexts carry. */
  readonly timeoutMs?: number;
  /** Characters of output returned before truncation. */
  readonly maxOutputSize?: number;
  /** Whether commands run in the bubblewrap sandbox. */
  readonly sandbox?: { readonly network: boolean };
}

/** The spec's Bash description, saying only what is true of this configuration. */
export function bashDescription({ persistentShell = false, timeoutMs = DEFAULT_TIMEOUT_MS, maxOutputSize = MAX_OUTPUT_SIZE, sandbox }: BashDescriptionOptions = {}): string {
  const shell = persistentShell
    ? 'in a persistent shell session: the working directory, exported variables and functions carry over from call to call'
    : 'in a fresh shell: nothing carries over between calls (cd and export last for one call only)';
  const sandboxNote = sandbox
    ? `\n- Commands run in a sandbox: the filesystem is read-only except the working directory and a private /tmp${sandbox.network ? '' : ', and there is no network'}`
    : '';
  return `Executes a given bash command ${shell}.

IMPORTANT: This tool is for terminal operations like git, npm, docker, etc.

Usage notes:
- The command argument is required
- Timeout defaults to ${timeoutMs}ms (${minutes(timeoutMs)}), max ${MAX_TIMEOUT_MS}ms (10 minutes)
- Output exceeding ${maxOutputSize} characters will be truncated
- Output reads as a terminal shows it: progress redrawn with \\r shows its last state, and colours and other escape sequences are not printed (pipe into cat -v to see them)
- Use run_in_background=true for long-running commands
- With run_in_background, wait_ms (and until) then wait as BashOutput does: start a server and wait for its ready line in one call
- Quote file paths with spaces using double quotes
- Use && to chain dependent commands
- Use ; when you don't care if earlier commands fail${sandboxNote}`;
}

function minutes(ms: number): string {
  const value = ms / 60_000;
  return value >= 1 && Number.isInteger(value) ? `${value} minute${value === 1 ? '' : 's'}` : `${ms / 1000} seconds`;
}

/** Runs a command in the foreground (waits, returns output and exit code) or in the background. */
export class BashTool extends BaseTool<BashParams> {
  readonly name = 'Bash';
  readonly description: string;
  readonly category = ToolCategory.EXECUTION;
  readonly parameters: readonly ToolParameter[] = [
    { name: 'command', type: 'string', description: 'The command to execute', required: true, minLength: 1 },
    { name: 'description', type: 'string', description: 'Clear, concise description (5-10 words)' },
    { name: 'timeout', type: 'integer', description: 'Timeout in milliseconds', minimum: 1000, maximum: MAX_TIMEOUT_MS },
    { name: 'run_in_background', type: 'boolean', description: 'Run in background', default: false },
    { name: 'tty', type: 'boolean', description: 'With run_in_background: run it in a terminal of its own, for programs that need one (a REPL, a prompt on the terminal); BashInput types at it', default: false },
    { name: 'wait_ms', type: 'integer', description: 'With run_in_background: then wait as BashOutput does, up to this many milliseconds, and return what came', minimum: 0, maximum: MAX_WAIT_MS, default: 0 },
    { name: 'until', type: 'string', description: 'With wait_ms: return as soon as a line matches this regex (RE2 syntax)' },
  ];

  override readonly annotations = { title: 'Run a shell command', destructiveHint: true, openWorldHint: true };
  override readonly resultFields: ResultFields = {
    command: 'string',
    description: 'string',
    exit_code: ['integer', 'null'],
    signal: ['string', 'null'],
    status: 'string',
    truncated: 'boolean',
    output_bytes: 'integer',
    stdout_file: 'string',
    stderr_file: 'string',
    duration_ms: ['number', 'null'],
    background_processes_stopped: 'boolean',
    tty: 'boolean',
    is_running: 'boolean',
    until: 'string',
    wait_result: 'string',
    waiting_for_input: 'boolean',
    session_id: 'string',
    bash_id: 'string',
    policy_decision: 'string',
    rule: 'string',
    reason: 'string',
    blocked: 'boolean',
    confirmation_required: 'boolean',
    confirmed: 'boolean',
  };

  readonly #shells: ShellManager;
  readonly #policy: Promise<CommandPolicy>;
  readonly #allowedRoots: readonly string[];
  /** Ask rules the person said to always allow, per session. */
  readonly #alwaysAllowed = new Map<string, Set<string>>();
  /** What each session's lines set, as the policy follows it. */
  readonly #memories = new Map<string, SessionMemory>();

  constructor({ shells = ShellManager.instance(), policy = CommandPolicy.create(), allowedRoots = [], describe }: ExecutionToolOptions = {}) {
    super();
    this.description = bashDescription(describe);
    this.#shells = shells;
    this.#policy = Promise.resolve(policy);
    this.#allowedRoots = allowedRoots;
  }

  // bash stops reading a command at a NUL byte: what runs would not be what the policy judged.
  override validateParams(input: unknown): ValidationResult {
    const validated = super.validateParams(input);
    if (validated.success && String(validated.params.command).includes('\0')) return { success: false, error: 'command: must not contain a NUL byte' };
    // A foreground call's command has no one to type at its terminal: it would wait out its timeout at a prompt.
    if (validated.success && validated.params.tty && !validated.params.run_in_background) return { success: false, error: 'tty: needs run_in_background=true (a terminal is answered with BashInput)' };
    if (validated.success && !validated.params.run_in_background && (Number(validated.params.wait_ms) > 0 || validated.params.until !== undefined))
      return { success: false, error: `${validated.params.until === undefined ? 'wait_ms' : 'until'}: needs run_in_background=true (a foreground call waits for its command)` };
    return validated;
  }

  protected override async preflight(context: ExecutionContext, { command, run_in_background: background }: BashParams): Promise<ToolResult | undefined> {
    // Relative paths mean what they mean where the command runs: a session's current directory.
    const sessionDir = context.sessionId ? this.#shells.sessionWorkingDir(context.sessionId) : undefined;
    const cwd = sessionDir ?? context.workingDir;
    const memory = context.sessionId && !background ? this.#memoryOf(context.sessionId) : undefined;
    // The context's directory is the call's own (deleting it or what it holds is everyday), wherever the session went.
    const decision = (await this.#policy).check(command, { cwd, memory, ownDir: context.workingDir });
    const refused = decision.verdict === 'allow' ? undefined : decision.verdict === 'ask' && context.confirm && !context.dryRun ? await this.#confirm(context, command, decision) : refusal(command, decision);
    // What a session line sets (`export T=/`) is followed into the session's next lines once it runs.
    if (!refused && !context.dryRun) memory?.commit();
    return refused;
  }

  // The policy's memory of a session's lines. A session closed and started again keeps it: what it
  // remembers can then only make the policy stricter than the new shell needs (`rm -rf "$T"` denied
  // where it would have asked).
  #memoryOf(sessionId: string): SessionMemory {
    const memory = this.#memories.get(sessionId) ?? new SessionMemory();
    this.#memories.set(sessionId, memory);
    return memory;
  }

  // An `ask` the person answers: once, never, or always for this rule in this session.
  async #confirm(context: ExecutionContext, command: string, decision: Decision): Promise<ToolResult | undefined> {
    const session = context.sessionId ?? '';
    if (decision.rule && this.#alwaysAllowed.get(session)?.has(decision.rule)) return undefined;
    const answer = await context.confirm!({ tool: this.name, action: command, reason: decision.reason, rule: decision.rule });
    if (answer === 'deny') {
      return ToolResult.fail(`Command refused by the user: ${shownCommand(command)}`, { command, policy_decision: decision.verdict, rule: decision.rule, reason: decision.reason, blocked: true, confirmed: false });
    }
    if (answer === 'always' && decision.rule) {
      const rules = this.#alwaysAllowed.get(session) ?? new Set<string>();
      rules.add(decision.rule);
      this.#alwaysAllowed.set(session, rules);
    }
    return undefined;
  }

  protected override dryRun(_context: ExecutionContext, { command }: BashParams): ToolResult {
    return ToolResult.ok(`[Dry Run] Would execute: ${command}`, { command, dry_run: true });
  }

  // A session call may wait in its session's queue first: the session times the command itself
  // from when it starts, and gives up on a shell that does not end within the same allowance.
  protected override timeoutFor(context: ExecutionContext, params: BashParams): number | undefined {
    if (context.sessionId && !params.run_in_background) return undefined;
    return Math.max(commandTimeout(context, params) + STOP_ALLOWANCE_MS, params.wait_ms + READ_ALLOWANCE_MS);
  }

  protected async run(context: ExecutionContext, params: BashParams, signal: AbortSignal): Promise<ToolResult> {
    // A call to a session whose shell runs already starts nothing in the context's directory (the
    // session's shell is where its last command left it); allowed roots are checked all the same.
    const running = context.sessionId !== undefined && !params.run_in_background && this.#allowedRoots.length === 0 && this.#shells.sessionWorkingDir(context.sessionId) !== undefined;
    if (!running) assertWorkingDir(context.workingDir, this.#allowedRoots);
    const described = params.description === undefined ? {} : { description: params.description };
    if (params.run_in_background) return this.#runBackground(context, params, described, signal);
    return this.#runForeground(context, params, described, signal);
  }

  async #runBackground(context: ExecutionContext, { command, tty: terminal, wait_ms, until }: BashParams, described: object, signal: AbortSignal): Promise<ToolResult> {
    // (A regex that does not compile is refused before anything starts.)
    const patterns = await readPatterns({ until });
    if (patterns instanceof ToolResult) return patterns;
    // A background command keeps a stdin pipe for BashInput (one that reads with nothing written waits, as at a terminal).
    const shell = this.#shells.createShell(command, context.workingDir, { input: true, terminal });
    const started = `Started background shell ${shell.id}${terminal ? ' in a terminal' : ''}\nCommand: ${shownCommand(command)}\nUse BashOutput with bash_id="${shell.id}" to read its output, BashInput to answer it, KillShell to stop it.`;
    const metadata = { bash_id: shell.id, command, status: shell.status, ...(terminal ? { tty: true } : {}), ...described };
    if (wait_ms === 0) return ToolResult.ok(started, metadata);
    // Then what BashOutput with the same wait would have returned.
    const read = await readShell(shell, context, { wait_ms }, patterns, signal);
    // A call cancelled (or timed out) while it waited returned without the shell's id: nobody
    // could read or stop it, so it ends, as a foreground command would.
    if (signal.aborted) await shell.kill();
    return ToolResult.ok(`${started}\n\n${read.output}`, { ...metadata, ...read.metadata });
  }

  async #runForeground(context: ExecutionContext, params: BashParams, described: object, signal: AbortSignal): Promise<ToolResult> {
    const timeoutMs = commandTimeout(context, params);
    // Enough of each stream in memory for the head and tail shown; the rest spills to a file.
    const keep = Math.max(context.maxOutputSize, MIN_KEPT_BYTES);
    const outputLimits = { ...this.#shells.outputLimits, headBytes: keep, tailBytes: keep };
    const onOutput = context.onOutput && textOutput(context.onOutput);
    const options = { timeoutMs, signal, outputLimits, onOutput };
    const run = context.sessionId
      ? await this.#shells.runInSession(context.sessionId, params.command, context.workingDir, options)
      : await this.#shells.runOnce(params.command, context.workingDir, options);
    const result = foregroundResult(run, params.command, timeoutMs, context.maxOutputSize, { ...described, ...(context.sessionId ? { session_id: context.sessionId } : {}) });
    this.#shells.retainFiles(run.output);
    return result;
  }
}

// Chunks as text for `context.onOutput`, a character split between two chunks kept whole.
function textOutput(onOutput: NonNullable<ExecutionContext['onOutput']>): NonNullable<RunOptions['onOutput']> {
  const decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };
  return (stream, chunk) => {
    const text = decoders[stream].write(chunk);
    if (text) onOutput(text, stream);
  };
}

const LEFTOVERS_NOTE =
  '\n[Processes the command left running in the background were stopped when it finished; use run_in_background for long-running processes]';

function commandTimeout(context: ExecutionContext, params: BashParams): number {
  return params.timeout ?? Math.min(context.timeout, MAX_TIMEOUT_MS);
}

/** The result of a command (or input, `what`) the policy did not allow. */
export function refusal(command: string, decision: Decision, what = 'Command', metadata: Record<string, unknown> = { command }): ToolResult {
  const fields = { ...metadata, policy_decision: decision.verdict, rule: decision.rule, reason: decision.reason };
  if (decision.verdict === 'ask') {
    return ToolResult.fail(`${what} needs confirmation before it runs: ${decision.reason}`, { ...fields, confirmation_required: true });
  }
  if (decision.category === 'permission') {
    return ToolResult.fail(`${what} blocked by the permission rule ${decision.rule}: ${shownCommand(decision.command ?? command)}`, { ...fields, blocked: true });
  }
  return ToolResult.fail(`${what} blocked: dangerous command (${decision.reason}; rule ${decision.rule}): ${shownCommand(command)}`, { ...fields, blocked: true });
}

function foregroundResult(shell: CommandRun, command: string, timeoutMs: number, maxOutputSize: number, described: object): ToolResult {
  // As a terminal shows it; the files saved keep every byte as written.
  const shown = shell.output.all(terminalText);
  const files = shown.length > maxOutputSize || Object.keys(shell.output.spillFiles).length > 0 ? shell.output.save() : {};
  const { text, truncated } = truncateOutput(shown, maxOutputSize, savedOutputNote(files, shell.output.spillErrors, shell.output.spillCaps), shell.output.size);
  const output = (text || '(no output)') + (shell.leftoversStopped ? LEFTOVERS_NOTE : '');
  const metadata = {
    command,
    exit_code: shell.exitCode,
    signal: shell.signal,
    status: shell.status,
    truncated,
    output_bytes: shell.output.bytes.stdout + shell.output.bytes.stderr,
    ...savedOutputMetadata(files),
    duration_ms: shell.durationMs,
    ...(shell.leftoversStopped ? { background_processes_stopped: true } : {}),
    ...described,
  };
  switch (shell.status) {
    case ShellStatus.TIMEOUT:
      return ToolResult.fail(`Command timed out after ${timeoutMs}ms and was killed (${shell.signal ?? 'exited'})`, { ...metadata, timed_out: true }, output);
    case ShellStatus.KILLED:
      return ToolResult.fail(`Command was cancelled and killed (${shell.signal ?? 'exited'})`, { ...metadata, cancelled: true }, output);
    case ShellStatus.COMPLETED:
      return ToolResult.ok(output, metadata);
    default:
      return ToolResult.fail(failureMessage(shell), metadata, output);
  }
}

function failureMessage(shell: CommandRun): string {
  if (shell.error) return `Command could not be started: ${shell.error.message}`;
  if (shell.signal) return `Command failed: terminated by ${shell.signal}`;
  return `Command failed with exit code ${shell.exitCode}`;
}
