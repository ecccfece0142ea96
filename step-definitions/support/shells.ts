import { once } from 'node:events';
import type { ShellProcess } from '@agent-toolkit/shell-manager';
import type { ToolWorld } from './world.js';

/** Starts `command` through the Bash tool in the background and makes it the scenario's shell. */
export async function startBackground(world: ToolWorld, command: string, tty = false): Promise<ShellProcess> {
  const result = await world.execute('Bash', { command, run_in_background: true, tty });
  if (!result.success) throw new Error(`could not start ${command}: ${result.error}`);
  world.checkedResult();
  world.shellId = result.metadata.bash_id as string;
  return world.shell();
}

/** Waits until the shell has written something (or finished), at most `timeoutMs`. */
export async function firstOutput(shell: ShellProcess, timeoutMs = 5000): Promise<void> {
  if (shell.readOutput() || !shell.isRunning) return;
  await once(shell, 'output', { signal: AbortSignal.timeout(timeoutMs) });
}
