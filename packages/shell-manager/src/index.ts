export { CommandOutput, OUTPUT_STREAMS, renderedSize } from './command-output.js';
export { formatOutput } from './format-output.js';
export { BASH_PATH, bashArgs, spawnBash, type LaunchRequest, type Launcher } from './launcher.js';
export { groupHasLiveMembers, signalGroup, signalTree } from './process-tree.js';
export { OutputBuffer, spillBudget, type OutputRead, type TextSize } from './output-buffer.js';
export { DEFAULT_MAX_FILE_BYTES, DEFAULT_OUTPUT_LIMITS, type OutputLimits } from './output-limits.js';
export { ShellManager, type CreateShellOptions, type ShellManagerOptions } from './shell-manager.js';
export { ShellProcess, type OutputStream, type ShellProcessEvents, type ShellProcessOptions, type WaitOptions, type WaitResult } from './shell-process.js';
export { ShellStatus } from './shell-status.js';
export {
  createShellEnv,
  DEFAULT_ENV_ALLOW,
  looksSecret,
  SECRET_NAME,
  SECRET_VALUE,
  UNATTENDED_ENV,
  type ShellEnvOptions,
} from './shell-env.js';
export { createSandboxLauncher, CREDENTIAL_PATHS, sandboxMountArgs, SandboxUnavailableError, type SandboxOptions } from './sandbox.js';
export { createContainedLauncher, createPrewarmedLauncher, defaultLauncher, findBubblewrap, probeNamespace, type ContainmentState, type DisposableLauncher } from './containment.js';
export { sandboxFilter } from './seccomp.js';
export { ShellSession, type CommandRun, type RunOptions, type ShellSessionOptions } from './shell-session.js';
export { createContainerLauncher, remoteTreeOf, startContainer, stopRemoteTree, type ContainerRunnerOptions, type ContainerSpec, type RemoteTree, type StartedContainer } from './container.js';
