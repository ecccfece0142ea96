import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** Whether `promise` settles within `ms`; it is not cancelled when it does not. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = await Promise.race([
    promise.catch(() => undefined).then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false))),
  ]);
  clearTimeout(timer);
  return settled;
}

/**
 * After a shell exits, waits for what is still in its pipes, but no longer than `ms`: a
 * background child that inherited the pipes must not hold the result back. Pipes still open
 * then are closed.
 */
export async function drainOutput(child: ChildProcess, ms: number): Promise<void> {
  const open = [child.stdout, child.stderr].filter((stream) => stream !== null && !stream.readableEnded);
  if (open.length === 0) return;
  const ended = Promise.all(open.map((stream) => once(stream!, 'end').catch(() => undefined)));
  if (!(await settlesWithin(ended, ms))) for (const stream of open) stream!.destroy();
}
