import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The CLI's entry as built, module by module (dist/bin.js): the code the installed command
 * bundles, run this way so that coverage maps to src exactly.
 */
export const CLI_BIN = fileURLToPath(new URL('../../packages/app/dist/bin.js', import.meta.url));

/** The command as installed (bin/agent-toolkit.js), which loads the one-file bundle of that code. */
export const INSTALLED_BIN = fileURLToPath(new URL('../../packages/app/bin/agent-toolkit.js', import.meta.url));

/**
 * A log of the modules a child Node process loads, and of its first write to stdout, in `dir`
 * (a preload of the test's): the Node flags and environment that make it, and its lines so far.
 */
export function moduleLog(dir: string): { flags: string[]; env: Record<string, string>; lines: () => string[] } {
  const path = join(dir, 'modules.log');
  const preload = fileURLToPath(new URL('./fixtures/record-modules.mjs', import.meta.url));
  return { flags: ['--import', preload], env: { AGENT_TOOLKIT_TEST_MODULE_LOG: path }, lines: () => readFileSync(path, 'utf8').trim().split('\n') };
}

/** Environment for a child Node process: c8 collects its coverage when the test run is measured. */
export function childEnv(extra: Record<string, string> = {}): Record<string, string> {
  const inherited = Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return { ...Object.fromEntries(inherited), ...extra };
}

/** Node's own flags for a server or CLI process of the scenario: in one that launches nothing, every spawn throws. */
export function nodeFlags(launchesNothing: boolean): string[] {
  return launchesNothing ? ['--import', fileURLToPath(new URL('./refuse-launches.mjs', import.meta.url))] : [];
}

/** The command a CLI line hands to Bash (`run ... -- <command>` or `call Bash '{"command": ...}'`), for the launch log. */
export function cliCommand(args: string): string | undefined {
  const afterDashes = /\s--\s+(.*)$/.exec(args)?.[1];
  if (afterDashes !== undefined) return afterDashes.replace(/^'(.*)'$/, '$1');
  const json = /^\s*call Bash '(.*)'\s*$/.exec(args)?.[1];
  try {
    return json === undefined ? undefined : (JSON.parse(json) as { command?: string }).command;
  } catch {
    return undefined; // the scenario sends malformed JSON on purpose
  }
}
