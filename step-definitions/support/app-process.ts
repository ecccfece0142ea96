import { fileURLToPath } from 'node:url';

/** The CLI as a user runs it: the built bin of @agent-toolkit/app. */
export const CLI_BIN = fileURLToPath(new URL('../../packages/app/dist/bin.js', import.meta.url));

/** Environment for a child Node process: c8 collects its coverage when the test run is measured. */
export function childEnv(extra: Record<string, string> = {}): Record<string, string> {
  const inherited = Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return { ...Object.fromEntries(inherited), ...extra };
}
