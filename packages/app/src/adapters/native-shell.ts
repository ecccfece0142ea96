import { randomUUID } from 'node:crypto';
import { constants } from 'node:os';
import { createContext, type ExecutionContext } from '@agent-toolkit/tool-core';
import type { Toolkit } from '../create-toolkit.js';
import { contextOf, type ContextSource } from './call-context.js';

/**
 * The model providers' own shell tools, executed by the toolkit's Bash tool (policy, containment
 * and limits included). Each dispatcher has one persistent session, as those tools expect: `cd`
 * and exports carry over from call to call.
 */

/** Anthropic's bash tool, for the `tools` array of a Messages request. */
export const ANTHROPIC_BASH_TOOL = { type: 'bash_20250124', name: 'bash' } as const;

/** A `tool_use` block for Anthropic's bash tool: a command, or a restart of its shell. */
export interface AnthropicBashToolUse {
  type: 'tool_use';
  id: string;
  name: string;
  input: { command?: string; restart?: boolean };
}

export interface AnthropicBashToolResult {
  type: 'tool_result';
  tool_use_id: string;
  content: string;
  is_error: boolean;
}

// A fresh session per dispatcher: its shell is the model's shell.
function sessionContext(source: ContextSource | undefined, sessionId: string): ExecutionContext {
  return createContext({ ...contextOf(source), sessionId });
}

/** Answers every `tool_use` block for Anthropic's bash tool in a response's content, in order. */
export function createAnthropicBashDispatcher(toolkit: Pick<Toolkit, 'executor' | 'shells'>, context?: ContextSource) {
  const sessionId = `anthropic-bash-${randomUUID()}`;
  return async (content: readonly { type: string; name?: string }[]): Promise<AnthropicBashToolResult[]> => {
    const uses = content.filter((block): block is AnthropicBashToolUse => block.type === 'tool_use' && block.name === ANTHROPIC_BASH_TOOL.name);
    const results: AnthropicBashToolResult[] = [];
    for (const use of uses) {
      if (use.input.restart) {
        await toolkit.shells.closeSession(sessionId);
        results.push({ type: 'tool_result', tool_use_id: use.id, content: 'tool has been restarted.', is_error: false });
        continue;
      }
      const result = await toolkit.executor.execute('Bash', sessionContext(context, sessionId), { command: use.input.command });
      results.push({ type: 'tool_result', tool_use_id: use.id, content: result.toDisplay(), is_error: !result.success });
    }
    return results;
  };
}

/** OpenAI's shell tool, for the `tools` array of a Responses request. */
export const OPENAI_SHELL_TOOL = { type: 'shell' } as const;

/** A `shell_call` output item of a Responses API response. */
export interface OpenAIShellCall {
  type: 'shell_call';
  call_id: string;
  action: { commands: string[]; timeout_ms?: number | null; max_output_length?: number | null };
}

/** One command's outcome in a `shell_call_output` item. */
export interface OpenAIShellCommandOutput {
  stdout: string;
  stderr: string;
  outcome: { type: 'exit'; exit_code: number } | { type: 'timeout' };
}

export interface OpenAIShellCallOutput {
  type: 'shell_call_output';
  call_id: string;
  output: OpenAIShellCommandOutput[];
  max_output_length?: number | null;
}

const MIN_TIMEOUT_MS = 1000;
const MAX_TIMEOUT_MS = 600_000;

/**
 * Answers every `shell_call` item of a response's output: its commands run one after another in
 * the dispatcher's session, each stream collected separately up to `max_output_length` characters
 * (the context's output limit without one). A refused command is exit code 126 with the reason on stderr.
 */
export function createOpenAIShellDispatcher(toolkit: Pick<Toolkit, 'executor'>, context?: ContextSource) {
  const sessionId = `openai-shell-${randomUUID()}`;
  return async (output: readonly { type: string }[]): Promise<OpenAIShellCallOutput[]> => {
    const calls = output.filter((item): item is OpenAIShellCall => item.type === 'shell_call');
    const answers: OpenAIShellCallOutput[] = [];
    for (const call of calls) {
      const results: OpenAIShellCommandOutput[] = [];
      for (const command of call.action.commands) results.push(await runCommand(toolkit, sessionContext(context, sessionId), command, call.action));
      answers.push({ type: 'shell_call_output', call_id: call.call_id, output: results, max_output_length: call.action.max_output_length ?? null });
    }
    return answers;
  };
}

async function runCommand(toolkit: Pick<Toolkit, 'executor'>, base: ExecutionContext, command: string, action: OpenAIShellCall['action']): Promise<OpenAIShellCommandOutput> {
  const limit = action.max_output_length ?? base.maxOutputSize;
  const streams = { stdout: '', stderr: '' };
  // The streams as the command writes them, each kept up to the limit (past it, nothing more is
  // added): the Bash result merges them.
  const onOutput = (text: string, stream: 'stdout' | 'stderr') => {
    streams[stream] += text.slice(0, limit - streams[stream].length);
  };
  const timeout = action.timeout_ms ? Math.min(MAX_TIMEOUT_MS, Math.max(MIN_TIMEOUT_MS, action.timeout_ms)) : undefined;
  const result = await toolkit.executor.execute('Bash', createContext({ ...base, onOutput }), timeout === undefined ? { command } : { command, timeout });
  if (result.metadata.timed_out) return { ...streams, outcome: { type: 'timeout' } };
  const exitCode = result.metadata.exit_code;
  if (typeof exitCode === 'number') return { ...streams, outcome: { type: 'exit', exit_code: exitCode } };
  // Refused before it ran, or ended by a signal: no exit code of its own.
  const signal = result.metadata.signal;
  if (typeof signal === 'string') return { ...streams, outcome: { type: 'exit', exit_code: 128 + (constants.signals[signal as NodeJS.Signals] ?? 0) } };
  return { stdout: streams.stdout, stderr: `${streams.stderr}${result.error ?? ''}\n`, outcome: { type: 'exit', exit_code: 126 } };
}
