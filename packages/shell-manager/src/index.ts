export { formatOutput } from './format-output.js';
export { BASH_PATH, spawnBash, type LaunchRequest, type Launcher } from './launcher.js';
export { groupHasLiveMembers, signalGroup, signalTree } from './process-tree.js';
export { ShellManager, type ShellManagerOptions } from './shell-manager.js';
export { ShellProcess, type OutputStream, type ShellProcessEvents, type ShellProcessOptions } from './shell-process.js';
export { ShellStatus } from './shell-status.js';
