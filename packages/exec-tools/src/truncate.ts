export interface Truncated {
  readonly text: string;
  readonly truncated: boolean;
}

/**
 * Keeps at most `maxChars` characters of output: the head and the tail (where errors and
 * summaries usually are) around a marker that says how much was left out, and `note` (where the
 * whole output is, say).
 */
export function truncateOutput(text: string, maxChars: number, note = ''): Truncated {
  if (text.length <= maxChars) return { text, truncated: false };
  const headChars = Math.ceil(maxChars / 2);
  const tailChars = maxChars - headChars;
  const omitted = text.length - maxChars;
  const marker = `\n\n[Output truncated: ${omitted} of ${text.length} characters omitted${note}]\n\n`;
  return { text: text.slice(0, headChars) + marker + text.slice(text.length - tailChars), truncated: true };
}

type SavedFiles = Partial<Record<'stdout' | 'stderr', string>>;

/** `; full output: stdout <file>` for the files a shell saved its streams in, and why a stream could not be. */
export function savedOutputNote(files: SavedFiles, errors: SavedFiles = {}): string {
  const named = Object.entries(files).map(([stream, path]) => `${stream} ${path}`);
  const failed = Object.entries(errors).map(([stream, error]) => `${stream} ${error}`);
  return (named.length > 0 ? `; full output: ${named.join(', ')}` : '') + (failed.length > 0 ? `; full output could not be saved: ${failed.join(', ')}` : '');
}

/** The same files as metadata: `stdout_file`, `stderr_file`. */
export function savedOutputMetadata(files: SavedFiles): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([stream, path]) => [`${stream}_file`, path]));
}
