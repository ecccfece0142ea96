import { realpathSync, statSync } from 'node:fs';
import { sep } from 'node:path';

/**
 * Fails with a message the model can act on when a command's directory is unusable, or lies
 * outside the allowed roots once symlinks are resolved (no root means anywhere). Synchronous on
 * purpose: a stat is microseconds, a trip through the thread pool is not.
 */
export function assertWorkingDir(workingDir: string, allowedRoots: readonly string[] = []): void {
  const info = statSync(workingDir, { throwIfNoEntry: false });
  if (!info) throw new Error(`Working directory does not exist: ${workingDir}`);
  if (!info.isDirectory()) throw new Error(`Working directory is not a directory: ${workingDir}`);
  if (allowedRoots.length === 0) return;
  const real = realpathSync(workingDir);
  const roots = allowedRoots.map((root) => realRoot(root));
  if (roots.some((root) => root !== undefined && (real === root || real.startsWith(root.endsWith(sep) ? root : root + sep)))) return;
  throw new Error(`Working directory ${workingDir} is outside the allowed roots: ${allowedRoots.join(', ')}`);
}

function realRoot(root: string): string | undefined {
  try {
    return realpathSync(root);
  } catch {
    return undefined;
  }
}
