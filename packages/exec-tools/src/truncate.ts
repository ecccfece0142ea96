import type { TextSize } from '@agent-toolkit/shell-manager';

export interface Truncated {
  readonly text: string;
  readonly truncated: boolean;
}

/**
 * Keeps at most `maxChars` characters of output: the head and the tail (where errors and
 * summaries usually are) around a marker that says how much was left out, and `note` (where the
 * whole output is, say). `size` is the whole output's, when `text` holds only part of it.
 */
export function truncateOutput(text: string, maxChars: number, note = '', size: TextSize = sizeOf(text)): Truncated {
  if (text.length <= maxChars) return { text, truncated: false };
  const headChars = Math.ceil(maxChars / 2);
  const tailChars = maxChars - headChars;
  const total = Math.max(size.chars, maxChars);
  const lines = `${size.lines} line${size.lines === 1 ? '' : 's'}`;
  const marker = `\n\n[Output truncated: ${total - maxChars} of ${total} characters omitted, ${lines} in all${note}]\n\n`;
  return { text: text.slice(0, headChars) + marker + text.slice(text.length - tailChars), truncated: true };
}

type SavedFiles = Partial<Record<'stdout' | 'stderr', string>>;

/**
 * `; full output: stdout <file>` for the files a shell saved its streams in, what a file stopped
 * by a disk cap holds, and why a stream could not be saved.
 */
export function savedOutputNote(files: SavedFiles, errors: SavedFiles = {}, caps: SavedFiles = {}): string {
  const named = Object.entries(files).map(([stream, path]) => `${stream} ${path}${caps[stream as keyof SavedFiles] ? ` (${caps[stream as keyof SavedFiles]})` : ''}`);
  const failed = Object.entries(errors).map(([stream, error]) => `${stream} ${error}`);
  return (named.length > 0 ? `; full output: ${named.join(', ')}` : '') + (failed.length > 0 ? `; full output could not be saved: ${failed.join(', ')}` : '');
}

/** The same files as metadata: `stdout_file`, `stderr_file`. */
export function savedOutputMetadata(files: SavedFiles): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([stream, path]) => [`${stream}_file`, path]));
}

function sizeOf(text: string): TextSize {
  let newlines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) newlines++;
  return { chars: text.length, lines: newlines + (text.length > 0 && !text.endsWith('\n') ? 1 : 0) };
}

// A command as a result's text shows it: the model wrote it, so a long one (a script, a file
// written through a heredoc) is shown by its beginning and its size, not echoed whole.
const SHOWN_COMMAND_CHARS = 500;

export function shownCommand(command: string): string {
  return command.length <= SHOWN_COMMAND_CHARS ? command : `${command.slice(0, SHOWN_COMMAND_CHARS)}… (${Buffer.byteLength(command)} bytes in all)`;
}
