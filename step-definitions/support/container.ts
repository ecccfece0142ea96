import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { commandLine, processTable } from './proc.js';
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

// The oracle reads the kernel's view, not the toolkit's: the container's living processes are those
// in the PID namespace of its first process (the run shares the host's PID namespace, so the host's
// /proc shows them), read without an engine exec for each look (each costs about 0.4 CPU-seconds).
const namespaceOf = (pid: number): string | undefined => {
  try {
    return readlinkSync(`/proc/${pid}/ns/pid`);
  } catch {
    return undefined; // gone meanwhile
  }
};
const containerNamespaces = new Map<string, string>();

/** Command lines of the container's living processes that contain `text`. */
export function containerProcesses(where: TestContainer, text: string): string[] {
  let namespace = containerNamespaces.get(where.container);
  if (namespace === undefined) {
    const pid = Number(execFileSync(where.engine, ['inspect', '--format', '{{.State.Pid}}', where.container], { encoding: 'utf8', timeout: 10_000 }).trim());
    namespace = pid > 0 ? namespaceOf(pid) : undefined;
    if (namespace === undefined || namespace === namespaceOf(process.pid)) throw new Error(`could not find the PID namespace of ${where.container}`);
    containerNamespaces.set(where.container, namespace);
  }
  const lines = processTable()
    .filter((entry) => entry.state !== 'Z' && namespaceOf(entry.pid) === namespace)
    .flatMap((entry) => commandLine(entry.pid) ?? []);
  // The container's first process lives as long as it does: a look that sees nothing saw the wrong place.
  if (lines.length === 0) throw new Error(`no living process found in the PID namespace of ${where.container}`);
  return lines.filter((line) => line.includes(text));
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
