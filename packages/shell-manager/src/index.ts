export { formatOutput } from './format-output.js';
export { BASH_PATH, spawnBash, type LaunchRequest, type Launcher } from './launcher.js';
export { groupHasLiveMembers, signalGroup, signalTree } from './process-tree.js';
export { DEFAULT_OUTPUT_LIMITS, OutputBuffer, type OutputLimits, type OutputRead } from './output-buffer.js';
export { ShellManager, type CreateShellOptions, type ShellManagerOptions } from './shell-manager.js';
export { ShellProcess, type OutputStream, type ShellProcessEvents, type ShellProcessOptions } from './shell-process.js';
export { ShellStatus } from './shell-status.js';
export { createShellEnv, DEFAULT_ENV_ALLOW, SECRET_NAME, UNATTENDED_ENV, type ShellEnvOptions } from './shell-env.js';
export { bubblewrapArgs, createSandboxLauncher, findBubblewrap, SandboxUnavailableError, type SandboxOptions } from './sandbox.js';
