import { registerExecutionTools, type BashDescriptionOptions } from '@agent-toolkit/exec-tools';
import { CommandPolicy, type PermissionRules, type Verdict } from '@agent-toolkit/security-policy';
import {
  createContainerLauncher,
  createSandboxLauncher,
  createShellEnv,
  defaultLauncher,
  ShellManager,
  type ContainmentState,
  type DisposableLauncher,
  type Launcher,
  startContainer,
  type ContainerSpec,
  type SandboxOptions,
  type ShellManagerOptions,
  type StartedContainer,
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
  /**
   * Contain every shell in its own PID namespace (bubblewrap) so nothing it starts outlives it,
   * even setsid daemons or after SIGKILL of this process: on by default where bwrap can do it.
   */
  readonly containment?: boolean;
  /**
   * Contained commands keep the host's root: its capabilities, its devices' owner rights, the power
   * to mount and trace. Off by default: a contained shell runs in a user namespace of its own where
   * root holds no capability over the host. Turn it on for commands that need real root (apt-get
   * install, mount, modprobe).
   */
  readonly hostRoot?: boolean;
  /**
   * Keep a shell started ahead of each one-off command (off by default): a one-off call then costs
   * about what a raw `bash -c` does, whatever the host's size. Two shells wait: six idle
   * processes contained, two in process groups only. The MCP server turns it on.
   */
  readonly prewarm?: boolean;
  /**
   * Where shells run: here by default; in a running container (`container`, through the `engine`'s
   * CLI, `podman` by default), or in one the toolkit starts from `image` or `rootfs` (with `--init`,
   * no network unless `network` says otherwise, optional `memory` and `pids` limits, `mounts` at
   * the same paths) and removes at `close`. Containment and prewarm are the container's business then.
   */
  readonly runner?: RunnerOptions;
  /** Wraps the launcher every shell starts through (to log, refuse or sandbox further). */
  readonly wrapLauncher?: (launcher: Launcher) => Launcher;
  /**
   * What the Bash description tells the model: whether foreground calls share a persistent shell
   * (the caller gives them a `sessionId`), the default timeout and output limit its contexts carry.
   * The sandbox is described from `sandbox`.
   */
  readonly describe?: Omit<BashDescriptionOptions, 'sandbox'>;
}

/** Where a toolkit's shells run: an existing container, or one it starts (see `ContainerSpec`). */
export type RunnerOptions = ({ readonly container: string } | (ContainerSpec & { readonly container?: undefined })) & { readonly engine?: string };

/** Where a toolkit's shells run, as set up. */
export type RunnerState = { readonly kind: 'local' } | { readonly kind: 'container'; readonly engine: string; readonly container: string; readonly started: boolean };

export interface Toolkit {
  readonly registry: ToolRegistry;
  readonly executor: ToolExecutor;
  readonly shells: ShellManager;
  readonly policy: CommandPolicy;
  readonly tools: readonly BaseTool[];
  /** Whether shells run contained in PID namespaces (the sandbox always is), and why not. */
  readonly containment: ContainmentState;
  /** Where the shells run. */
  readonly runner: RunnerState;
  /** Kills every shell the toolkit started and deletes the files they wrote. */
  close(): Promise<void>;
}

/** Bash, BashOutput and KillShell, registered and ready to execute, sharing one shell manager and policy. */
export async function createToolkit(options: ToolkitOptions = {}): Promise<Toolkit> {
  const { registry = new ToolRegistry(), shells, policy, allowedRoots, permissions, defaultVerdict } = options;
  if (options.runner && (options.sandbox?.enabled || options.shellOptions?.launcher)) throw new Error('runner: a container runner cannot be combined with the sandbox or a launcher of the caller\'s');
  const started = options.runner && !shells ? startRunnerContainer(options.runner) : undefined;
  const chosen = shells ? undefined : options.runner ? containerLauncher(options.runner, started) : chooseLauncher(options);
  const toolkitShells = shells ?? new ShellManager(shellManagerOptions(options, chosen!.launcher));
  const toolkitPolicy = policy ?? (await CommandPolicy.create({ permissions, defaultVerdict }));
  const describe = { ...options.describe, ...(options.sandbox?.enabled ? { sandbox: { network: options.sandbox.network ?? false } } : {}) };
  const tools = registerExecutionTools(registry, { shells: toolkitShells, policy: toolkitPolicy, allowedRoots, describe });
  return {
    registry,
    executor: new ToolExecutor(registry),
    shells: toolkitShells,
    policy: toolkitPolicy,
    tools,
    containment: chosen?.containment ?? { enabled: false, reason: 'shell manager given by the caller' },
    runner: chosen?.runner ?? { kind: 'local' },
    close: async () => {
      await toolkitShells.close();
      (chosen?.launcher as Partial<DisposableLauncher> | undefined)?.dispose?.();
      await started?.remove();
    },
  };
}

interface ChosenLauncher {
  readonly launcher: Launcher;
  readonly containment: ContainmentState;
  readonly runner?: RunnerState;
}

function startRunnerContainer(runner: RunnerOptions): StartedContainer | undefined {
  if (runner.container !== undefined) return undefined;
  return startContainer({ ...runner, mounts: runner.mounts ?? [process.cwd()] });
}

function containerLauncher(runner: RunnerOptions, started: StartedContainer | undefined): ChosenLauncher {
  const engine = runner.engine ?? 'podman';
  const container = started?.name ?? runner.container!;
  return {
    launcher: createContainerLauncher({ container, engine }),
    containment: { enabled: false, reason: `shells run in the container ${container}` },
    runner: { kind: 'container', engine, container, started: started !== undefined },
  };
}

let fallbackReported = false;
let isolationReported = false;

function chooseLauncher(options: ToolkitOptions): ChosenLauncher {
  const { shellOptions = {}, sandbox, containment = true, prewarm = false, hostRoot = false } = options;
  if (shellOptions.launcher) return { launcher: shellOptions.launcher, containment: { enabled: false, reason: 'launcher given by the caller' } };
  if (sandbox?.enabled) return { launcher: createSandboxLauncher(sandbox), containment: { enabled: true } };
  const chosen = defaultLauncher(containment, undefined, prewarm, hostRoot ? 'host-root' : 'user');
  // Said once per process, where it could matter: not when containment was turned off on purpose.
  if (!chosen.containment.enabled && containment && !fallbackReported) {
    fallbackReported = true;
    process.emitWarning(`agent-toolkit: shells are not contained (${chosen.containment.reason}); processes that leave their group can outlive a killed host`, { code: 'AGENT_TOOLKIT_NO_CONTAINMENT' });
  }
  if (chosen.containment.warning && !isolationReported) {
    isolationReported = true;
    process.emitWarning(`agent-toolkit: ${chosen.containment.warning}`, { code: 'AGENT_TOOLKIT_NO_USER_NAMESPACE' });
  }
  return chosen;
}

function shellManagerOptions({ shellOptions = {}, envAllow, wrapLauncher }: ToolkitOptions, base: Launcher): ShellManagerOptions {
  return {
    ...shellOptions,
    launcher: wrapLauncher ? wrapLauncher(base) : base,
    env: shellOptions.env ?? createShellEnv({ allow: envAllow }),
  };
}
