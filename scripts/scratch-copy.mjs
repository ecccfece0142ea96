// A throwaway copy of the repository (installed dependencies included, git history not), for
// scripts that change code on purpose: the working tree is never touched, and the copy is
// removed when the script exits.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repository = join(dirname(fileURLToPath(import.meta.url)), '..');

export function scratchCopy(purpose) {
  const copy = mkdtempSync(join(tmpdir(), `agent-toolkit-${purpose}-`));
  process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
  // Stopped by a signal, the process exits through that handler too (Node runs none on its own).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) if (process.listenerCount(signal) === 0) process.once(signal, () => process.exit(128 + os.constants.signals[signal]));
  cpSync(repository, copy, { recursive: true, verbatimSymlinks: true, filter: (path) => !/\/(\.git|coverage|reports|\.turbo)$/.test(path) });
  return copy;
}

/** Runs a command in `cwd`, capturing its output; past `timeoutMs` it is killed. */
export function runIn(cwd, command, args, { timeoutMs = 600_000, env = {} } = {}) {
  return spawnSync(command, args, { cwd, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: 'true', ...env } });
}

/**
 * Builds every package of `cwd` (the repository's build: tsc -b over every package, then the
 * bundle); the result of pnpm. tsc -b rebuilds what a mutated file's newer time makes out of date.
 */
export const build = (cwd) => runIn(cwd, 'pnpm', ['-s', 'build'], { timeoutMs: 300_000 });

/**
 * A run of `confinedSuite` or `containerSuite`, or an error where confinement is unavailable: those
 * run with CONFINE_REQUIRED=1, so confine.sh refused to run anything (code broken on purpose runs
 * confined or not at all), and the run says nothing about the code.
 */
export function requireConfined(run) {
  const refusal = /confinement: unavailable[^\n]*/.exec(run.stderr ?? '');
  if (refusal) throw new Error(`the suite cannot run confined here: ${refusal[0]}`);
  return run;
}

const CONFINED = { CONFINE_REQUIRED: '1' };

/** The scenarios of `cwd`, confined, with cucumber's summary (and so its failures) on stdout. */
export const confinedSuite = (cwd, args = [], options = {}) => runIn(cwd, 'bash', ['scripts/confine.sh', 'pnpm', 'exec', 'cucumber-js', '--parallel', '2', '--format', 'summary', ...args], { ...options, env: { ...CONFINED, ...options.env } });

/** The container scenarios of `cwd` (scripts/container-scenarios.sh), with cucumber's summary on stdout. */
export const containerSuite = (cwd, args = [], options = {}) => runIn(cwd, 'bash', ['scripts/container-scenarios.sh', '--format', 'summary', ...args], { ...options, env: { ...CONFINED, ...options.env } });

/** Names of the scenarios a cucumber summary lists as failed. */
export const failedScenarios = (summary) => [...summary.matchAll(/^\d+\) Scenario: (.*?)(?: # (\S+))?$/gm)].map((match) => `${match[2] ?? ''} ${match[1]}`.trim());
