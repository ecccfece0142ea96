import { realpath, stat } from 'node:fs/promises';
import { sep } from 'node:path';

/**
 * Fails with a message the model can act on when a command's directory is unusable, or lies
 * outside the allowed roots once symlinks are resolved (no root means anywhere).
 */
export async function assertWorkingDir(workingDir: string, allowedRoots: readonly string[] = []): Promise<void> {
  const info = await stat(workingDir).catch(() => undefined);
  if (!info) throw new Error(`Working directory does not exist: ${workingDir}`);
  if (!info.isDirectory()) throw new Error(`Working directory is not a directory: ${workingDir}`);
  if (allowedRoots.length === 0) return;
  const real = await realpath(workingDir);
  const roots = await Promise.all(allowedRoots.map((root) => realpath(root).catch(() => undefined)));
  if (roots.some((root) => root !== undefined && (real === root || real.startsWith(root.endsWith(sep) ? root : root + sep)))) return;
  throw new Error(`Working directory ${workingDir} is outside the allowed roots: ${allowedRoots.join(', ')}`);
}
