import { registerExecutionTools, type BashDescriptionOptions } from '@agent-toolkit/exec-tools';
import { CommandPolicy, type PermissionRules, type Verdict } from '@agent-toolkit/security-policy';
import {
  createSandboxLauncher,
  createShellEnv,
  ShellManager,
  spawnBash,
  type Launcher,
  type SandboxOptions,
  type ShellManagerOptions,
} from '@agent-toolkit/shell-manager';
import { ToolExecutor, ToolRegistry, type BaseTool } from '@agent-toolkit/tool-core';

export interface ToolkitOptions {
  /** Registry to add the tools to; a new one by default. */
  readonly registry?: ToolRegistry;
  /** Shell manager the tools share; a new one (with `shellOptions`) by default. */
  readonly shells?: ShellManager;
  readonly shellOptions?: ShellManagerOptions;
  /** The policy; by default one made from `permissions` and `defaultVerdict`. */
  readonly policy?: CommandPolicy;
  /** Configured `Bash(...)` allow, ask and deny rules. */
  readonly permissions?: PermissionRules;
  /** Verdict for commands no permission rule matches (`allow` by default). */
  readonly defaultVerdict?: Verdict;
  /** Directories commands may run in; anywhere by default. */
  readonly allowedRoots?: readonly string[];
  /** Secret-looking environment variables to hand to commands anyway. */
  readonly envAllow?: readonly string[];
  /** Run every command under bubblewrap: read-only filesystem but for the working directory, `allowWrite` and a private /tmp. */
  readonly sandbox?: SandboxOptions & { readonly enabled: boolean };
  /** Wraps the launcher every shell starts through (to log, refuse or sandbox further). */
  readonly wrapLauncher?: (launcher: Launcher) => Launcher;
  /**
   * What the Bash description tells the model: whether foreground calls share a persistent shell
   * (the caller gives them a `sessionId`), the default timeout and output limit its contexts carry.
   * The sandbox is described from `sandbox`.
   */
  readonly describe?: Omit<BashDescriptionOptions, 'sandbox'>;
}

export interface Toolkit {
  readonly registry: ToolRegistry;
  readonly executor: ToolExecutor;
  readonly shells: ShellManager;
  readonly policy: CommandPolicy;
  readonly tools: readonly BaseTool[];
  /** Kills every shell the toolkit started and deletes the files they wrote. */
  close(): Promise<void>;
}

/** Bash, BashOutput and KillShell, registered and ready to execute, sharing one shell manager and policy. */
export async function createToolkit(options: ToolkitOptions = {}): Promise<Toolkit> {
  const { registry = new ToolRegistry(), shells, policy, allowedRoots, permissions, defaultVerdict } = options;
  const toolkitShells = shells ?? new ShellManager(shellManagerOptions(options));
  const toolkitPolicy = policy ?? (await CommandPolicy.create({ permissions, defaultVerdict }));
  const describe = { ...options.describe, ...(options.sandbox?.enabled ? { sandbox: { network: options.sandbox.network ?? false } } : {}) };
  const tools = registerExecutionTools(registry, { shells: toolkitShells, policy: toolkitPolicy, allowedRoots, describe });
  return {
    registry,
    executor: new ToolExecutor(registry),
    shells: toolkitShells,
    policy: toolkitPolicy,
    tools,
    close: () => toolkitShells.close(),
  };
}

function shellManagerOptions({ shellOptions = {}, sandbox, envAllow, wrapLauncher }: ToolkitOptions): ShellManagerOptions {
  const base = shellOptions.launcher ?? (sandbox?.enabled ? createSandboxLauncher(sandbox) : spawnBash);
  return {
    ...shellOptions,
    launcher: wrapLauncher ? wrapLauncher(base) : base,
    env: shellOptions.env ?? createShellEnv({ allow: envAllow }),
  };
}
