import type { DataTable } from '@cucumber/cucumber';

/** A Gherkin cell or `key=value` value as the typed value an agent would send. */
export function parseValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === 'true' || trimmed === 'True') return true;
  if (trimmed === 'false' || trimmed === 'False') return false;
  if (/^-?\d+(?:\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if (/^".*"$/.test(trimmed)) return trimmed.slice(1, -1);
  return trimmed;
}

/** A two-column table as tool parameters. */
export function tableParams(table: DataTable, substitute: (value: string) => string): Record<string, unknown> {
  return Object.fromEntries(table.raw().map(([key, value]) => [key!.trim(), parseValue(substitute(value ?? ''))]));
}

/** `line1\nline2` as written in a feature file, with the escapes turned into characters. */
export function unescapeGherkin(text: string): string {
  return text.replace(/\\n/g, '\n').replace(/\\t/g, '\t');
}

/** Resolves once `check` holds, polling briefly; fails with `what` when it never does. */
export async function eventually(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether a process (or, with a negative id, a process group) still exists. */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
