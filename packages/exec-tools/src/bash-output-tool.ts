import { BaseTool, ToolCategory, ToolResult, type ExecutionContext, type ResultFields, type ToolParameter } from '@agent-toolkit/tool-core';
import { formatOutput, ShellManager, type ShellProcess } from '@agent-toolkit/shell-manager';
import type { RE2JS } from 're2js';
import type { ExecutionToolOptions } from './bash-tool.js';
import { terminalText } from './terminal-text.js';
import { savedOutputMetadata, savedOutputNote, truncateOutput } from './truncate.js';

export interface BashOutputParams extends Record<string, unknown> {
  bash_id: string;
  filter?: string;
  wait_ms?: number;
  until?: string;
}

export const MAX_WAIT_MS = 600_000;
// Time past a wait for the read itself before the tool gives up.
export const READ_ALLOWANCE_MS = 10_000;

const DESCRIPTION = `Retrieves output from a running or completed background bash shell.

Usage:
- Takes a bash_id parameter identifying the shell
- Returns only new output since last check
- Returns stdout and stderr along with shell status
- Supports optional regex filtering (RE2 syntax: no lookaround or backreferences)
- Use this to monitor long-running background commands
- wait_ms waits for new output instead of returning at once: until a line matches the until regex, as the line reads in the output (any new output without it), the shell ends, it waits for input (a process of it waits to read its stdin: answer with BashInput), or wait_ms passes; metadata wait_result says which (matched, output, exited, input, timeout)`;

/** New output of a background shell since the last read, optionally only the lines matching a regex. */
export class BashOutputTool extends BaseTool<BashOutputParams> {
  readonly name = 'BashOutput';
  readonly description = DESCRIPTION;
  readonly category = ToolCategory.EXECUTION;
  readonly parameters: readonly ToolParameter[] = [
    { name: 'bash_id', type: 'string', description: 'ID of the background shell', required: true },
    { name: 'filter', type: 'string', description: 'Regex to filter output lines' },
    { name: 'wait_ms', type: 'integer', description: 'Wait up to this many milliseconds for new output (0: return at once)', minimum: 0, maximum: MAX_WAIT_MS, default: 0 },
    { name: 'until', type: 'string', description: 'With wait_ms: return as soon as a new line matches this regex (RE2 syntax)' },
  ];

  override readonly annotations = { title: 'Read a background shell', readOnlyHint: true };
  override readonly resultFields: ResultFields = {
    bash_id: 'string',
    command: 'string',
    status: 'string',
    is_running: 'boolean',
    exit_code: ['integer', 'null'],
    signal: ['string', 'null'],
    duration_ms: ['number', 'null'],
    truncated: 'boolean',
    stdout_file: 'string',
    stderr_file: 'string',
    filter: 'string',
    until: 'string',
    wait_result: 'string',
    waiting_for_input: 'boolean',
  };

  readonly #shells: ShellManager;

  constructor({ shells = ShellManager.instance() }: ExecutionToolOptions = {}) {
    super();
    this.#shells = shells;
  }

  protected override timeoutFor(context: ExecutionContext, { wait_ms = 0 }: BashOutputParams): number {
    return Math.max(context.timeout, wait_ms + READ_ALLOWANCE_MS);
  }

  protected async run(context: ExecutionContext, { bash_id, filter, wait_ms = 0, until }: BashOutputParams, signal: AbortSignal): Promise<ToolResult> {
    const shell = this.#shells.getShell(bash_id);
    if (!shell) return ToolResult.fail(`Shell not found: ${bash_id}`, { bash_id });
    const patterns = await readPatterns({ filter, until }, bash_id);
    return patterns instanceof ToolResult ? patterns : readShell(shell, context, { filter, wait_ms }, patterns, signal);
  }
}

/** A read's `filter` and `until`, compiled. */
export interface ReadPatterns {
  readonly pattern?: RE2JS | undefined;
  readonly untilPattern?: RE2JS | undefined;
}

// Compiled once, before anything starts or waits; or the failed result naming the one that does not
// compile. RE2: time linear in the output whatever the pattern, so no filter can stall the process.
export async function readPatterns({ filter, until }: { filter?: string | undefined; until?: string | undefined }, bash_id?: string): Promise<ReadPatterns | ToolResult> {
  const pattern = await compileRegex('filter', filter, bash_id);
  if (pattern instanceof ToolResult) return pattern;
  const untilPattern = await compileRegex('until', until, bash_id);
  if (untilPattern instanceof ToolResult) return untilPattern;
  return { pattern, untilPattern };
}

/**
 * What BashOutput returns for `shell`: its new output (the lines matching `filter`), after a wait
 * of up to `wait_ms` for new output (a line matching `until`), with its status.
 */
export async function readShell(shell: ShellProcess, context: ExecutionContext, { filter, wait_ms = 0 }: { filter?: string | undefined; wait_ms?: number }, { pattern, untilPattern }: ReadPatterns, signal: AbortSignal): Promise<ToolResult> {
  // A line matches as it reads in the output, as a terminal shows it: no colours, no CR of a
  // terminal's line end (`^ready$`), the last state of one redrawn with \r.
  const awaited = untilPattern && ((line: string) => untilPattern.matcher(terminalText(line)).find());
  const waited = wait_ms > 0 ? { wait_result: await shell.waitForOutput({ timeoutMs: wait_ms, until: awaited, signal }) } : {};
  // Known for a running command with a stdin to answer on, where it can be told; what it wrote
  // before it began to wait is in the buffers then (a wait that ended for it has looked already).
  const waiting = waited.wait_result === 'input' || (await shell.waitsForInput());
  const input = waiting === undefined ? {} : { waiting_for_input: waiting };
  // Status first: once it says finished, every byte the shell wrote is already in the buffers.
  const metadata = statusMetadata(shell);
  // A first read returns the whole stream so far: its true size, what memory dropped included.
  const wholeSoFar = shell.lastReadStdout === 0 && shell.lastReadStderr === 0 && !pattern ? shell.output.size : undefined;
  const { stdout, stderr } = shell.readNew();
  // As a terminal shows it: the filter sees the lines a person would.
  const shown = (text: string) => (pattern ? matchingLines(terminalText(text), pattern) : terminalText(text));
  const output = formatOutput(shown(stdout), shown(stderr));
  const files = shell.output.spillFiles;
  const { text, truncated } = truncateOutput(output, context.maxOutputSize, savedOutputNote(files, shell.output.spillErrors, shell.output.spillCaps), wholeSoFar);
  return ToolResult.ok(`${text || '(no new output)'}\n\n${statusLine(metadata)}${input.waiting_for_input ? ' | Waiting for input: answer with BashInput' : ''}`, {
    ...metadata,
    ...input,
    truncated,
    ...savedOutputMetadata(files),
    ...(filter === undefined ? {} : { filter }),
    ...waited,
  });
}

// A regex parameter in RE2 syntax, or the failed result naming it. The engine loads on first use:
// most servers never filter, and it is a fifth of what the server would otherwise load at start.
async function compileRegex(name: string, source: string | undefined, bash_id?: string): Promise<RE2JS | undefined | ToolResult> {
  if (source === undefined) return undefined;
  const { RE2JS } = await import('re2js');
  try {
    return RE2JS.compile(source);
  } catch (error) {
    return ToolResult.fail(`Invalid ${name} regex: ${name}: ${(error as Error).message}`, { ...(bash_id === undefined ? {} : { bash_id }), [name]: source });
  }
}

function statusMetadata(shell: ShellProcess) {
  return {
    bash_id: shell.id,
    command: shell.command,
    status: shell.status,
    is_running: shell.isRunning,
    exit_code: shell.exitCode,
    signal: shell.signal,
    duration_ms: shell.durationMs,
  };
}

function statusLine({ status, exit_code, signal, duration_ms }: ReturnType<typeof statusMetadata>): string {
  const ending = signal ? ` | Signal: ${signal}` : exit_code === null ? '' : ` | Exit code: ${exit_code}`;
  return `Status: ${status}${ending} | Duration: ${duration_ms ?? 0}ms`;
}

function matchingLines(text: string, pattern: RE2JS): string {
  if (!text) return text;
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  const kept = lines.filter((line) => pattern.matcher(line).find());
  return kept.length > 0 ? `${kept.join('\n')}\n` : '';
}
