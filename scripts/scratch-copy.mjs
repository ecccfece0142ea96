// A throwaway copy of the repository (installed dependencies included, git history not), for
// scripts that change code on purpose: the working tree is never touched, and the copy is
// removed when the script exits.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repository = join(dirname(fileURLToPath(import.meta.url)), '..');

export function scratchCopy(purpose) {
  const copy = mkdtempSync(join(tmpdir(), `agent-toolkit-${purpose}-`));
  process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
  cpSync(repository, copy, { recursive: true, verbatimSymlinks: true, filter: (path) => !/\/(\.git|coverage|reports|\.turbo)$/.test(path) });
  return copy;
}

/** Runs a command in `cwd`, capturing its output; past `timeoutMs` it is killed. */
export function runIn(cwd, command, args, { timeoutMs = 600_000, env = {} } = {}) {
  return spawnSync(command, args, { cwd, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: 'true', ...env } });
}

/** Builds every package of `cwd`; the result of turbo. */
export const build = (cwd) => runIn(cwd, 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], { timeoutMs: 300_000 });

/**
 * A run of `confinedSuite` or `containerSuite`, or an error if it ran unconfined (confine.sh says so
 * on stderr when bubblewrap cannot run): code broken on purpose runs confined or not at all.
 */
export function requireConfined(run) {
  const fallback = /confinement: unavailable[^\n]*/.exec(run.stderr ?? '');
  if (fallback) throw new Error(`the suite would run unconfined here, so it does not run: ${fallback[0]}`);
  return run;
}

/** The scenarios of `cwd`, confined, with cucumber's summary (and so its failures) on stdout. */
export const confinedSuite = (cwd, args = [], options = {}) => runIn(cwd, 'bash', ['scripts/confine.sh', 'pnpm', 'exec', 'cucumber-js', '--format', 'summary', ...args], options);

/** The container scenarios of `cwd` (scripts/container-scenarios.sh), with cucumber's summary on stdout. */
export const containerSuite = (cwd, args = [], options = {}) => runIn(cwd, 'bash', ['scripts/container-scenarios.sh', '--format', 'summary', ...args], options);

/** Names of the scenarios a cucumber summary lists as failed. */
export const failedScenarios = (summary) => [...summary.matchAll(/^\d+\) Scenario: (.*?)(?: # (\S+))?$/gm)].map((match) => `${match[2] ?? ''} ${match[1]}`.trim());
