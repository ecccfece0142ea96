import { registerExecutionTools } from '@agent-toolkit/exec-tools';
import { CommandPolicy } from '@agent-toolkit/security-policy';
import { ShellManager, type ShellManagerOptions } from '@agent-toolkit/shell-manager';
import { ToolExecutor, ToolRegistry, type BaseTool } from '@agent-toolkit/tool-core';

export interface ToolkitOptions {
  /** Registry to add the tools to; a new one by default. */
  readonly registry?: ToolRegistry;
  /** Shell manager the tools share; a new one (with `shellOptions`) by default. */
  readonly shells?: ShellManager;
  readonly shellOptions?: ShellManagerOptions;
  readonly policy?: CommandPolicy;
  /** Directories commands may run in; anywhere by default. */
  readonly allowedRoots?: readonly string[];
}

export interface Toolkit {
  readonly registry: ToolRegistry;
  readonly executor: ToolExecutor;
  readonly shells: ShellManager;
  readonly policy: CommandPolicy;
  readonly tools: readonly BaseTool[];
  /** Kills every shell the toolkit started. */
  close(): Promise<void>;
}

/** Bash, BashOutput and KillShell, registered and ready to execute, sharing one shell manager and policy. */
export async function createToolkit({ registry = new ToolRegistry(), shells, shellOptions, policy, allowedRoots }: ToolkitOptions = {}): Promise<Toolkit> {
  const toolkitShells = shells ?? new ShellManager(shellOptions);
  const toolkitPolicy = policy ?? (await CommandPolicy.create());
  const tools = registerExecutionTools(registry, { shells: toolkitShells, policy: toolkitPolicy, allowedRoots });
  return {
    registry,
    executor: new ToolExecutor(registry),
    shells: toolkitShells,
    policy: toolkitPolicy,
    tools,
    close: async () => void (await toolkitShells.killAll()),
  };
}
