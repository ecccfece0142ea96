import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onExit } from 'signal-exit';

let privateDir: string | undefined;

/**
 * This process's folder for spill files and session state: made once, readable by its owner only
 * (mkdtemp: a fresh name, never one planted before), and removed when the process exits.
 */
export function processPrivateDir(): string {
  if (privateDir) return privateDir;
  privateDir = mkdtempSync(join(tmpdir(), `agent-toolkit-${process.pid}-`));
  const made = privateDir;
  onExit(() => rmSync(made, { recursive: true, force: true }));
  return made;
}

/** A name part made safe for a file name (session ids come from callers). */
export function fileNamePart(text: string): string {
  return text.replace(/[^\w.-]/g, '_').slice(0, 64);
}
