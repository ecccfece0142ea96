export interface Truncated {
  readonly text: string;
  readonly truncated: boolean;
  readonly totalChars: number;
}

/**
 * Keeps at most `maxChars` characters of output: the head and the tail (where errors and
 * summaries usually are) around a marker that says how much was left out.
 */
export function truncateOutput(text: string, maxChars: number): Truncated {
  if (text.length <= maxChars) return { text, truncated: false, totalChars: text.length };
  const headChars = Math.ceil(maxChars / 2);
  const tailChars = maxChars - headChars;
  const omitted = text.length - maxChars;
  const marker = `\n\n[Output truncated: ${omitted} of ${text.length} characters omitted]\n\n`;
  return { text: text.slice(0, headChars) + marker + text.slice(text.length - tailChars), truncated: true, totalChars: text.length };
}
