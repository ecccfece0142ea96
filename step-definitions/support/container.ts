import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ToolWorld } from './world.js';

/** The container the run's shells go to (scripts/container-scenarios.sh names it). */
export interface TestContainer {
  readonly engine: string;
  readonly container: string;
}

export function testContainer(world: ToolWorld): TestContainer {
  const runner = (world.parameters as { runner?: { container?: string; engine?: string } }).runner;
  if (!runner?.container) throw new Error('no test container: run these scenarios with scripts/container-scenarios.sh');
  return { engine: runner.engine ?? 'podman', container: runner.container };
}

// The oracle asks the engine directly, not the toolkit: every living process's command line, read
// from the container's own /proc (zombies run nothing; the lister leaves itself out).
const LIST_PROCESSES = `for d in /proc/[0-9]*; do [ "\${d#/proc/}" = $$ ] && continue; read -r st 2>/dev/null < "$d/stat" || continue; st=\${st##*) }; [ "\${st%% *}" = Z ] && continue; c=$(tr '\\0' ' ' < "$d/cmdline" 2>/dev/null) && echo "$c"; done`;

/** Command lines of the container's living processes that contain `text`. */
export function containerProcesses(where: TestContainer, text: string): string[] {
  const { ok, stdout } = inContainer(where, LIST_PROCESSES);
  if (!ok) throw new Error(`could not list the processes of ${where.container}`);
  return stdout.split('\n').filter((line) => line.includes(text));
}

/** Runs a bash script in the container; its stdout, and whether it exited 0. */
export function inContainer({ engine, container }: TestContainer, script: string): { ok: boolean; stdout: string } {
  const run = spawnSync(engine, ['exec', container, 'bash', '-c', script], { encoding: 'utf8', timeout: 10_000 });
  return { ok: run.status === 0, stdout: run.stdout };
}

/** Whether the engine knows a container by that name. */
export function containerExists(engine: string, name: string): boolean {
  return spawnSync(engine, ['container', 'exists', name], { timeout: 10_000 }).status === 0;
}

/**
 * The engine behind a wrapper of the scenario's: a `sh` script, named as the engine is, in `dir`,
 * that runs `before` and then the real engine with the same arguments. Its path.
 */
export function wrappedEngine(engine: string, dir: string, before: string): string {
  const real = execFileSync('sh', ['-c', 'command -v "$1"', 'sh', engine], { encoding: 'utf8' }).trim();
  const wrapper = join(dir, basename(engine));
  mkdirSync(dir, { recursive: true });
  writeFileSync(wrapper, `#!/bin/sh\n${before}\nexec '${real}' "$@"\n`, { mode: 0o755 });
  return wrapper;
}
