import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/**
 * After a shell exits, waits for what is still in its pipes, but no longer than `ms`: a
 * background child that inherited the pipes must not hold the result back. Pipes still open
 * then are closed. Resolves true when they were (something of the shell's may still run).
 */
export async function drainOutput(child: ChildProcess, ms: number): Promise<boolean> {
  const open = [child.stdout, child.stderr].filter((stream) => stream !== null && !stream.readableEnded);
  if (open.length === 0) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = await Promise.race([
    Promise.all(open.map((stream) => once(stream!, 'end').catch(() => undefined))).then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, true))),
  ]);
  clearTimeout(timer);
  if (late) for (const stream of open) stream!.destroy();
  return late;
}
