import { stat } from 'node:fs/promises';

/** Fails with a message the model can act on when a command's directory is unusable. */
export async function assertWorkingDir(workingDir: string): Promise<void> {
  const info = await stat(workingDir).catch(() => undefined);
  if (!info) throw new Error(`Working directory does not exist: ${workingDir}`);
  if (!info.isDirectory()) throw new Error(`Working directory is not a directory: ${workingDir}`);
}
