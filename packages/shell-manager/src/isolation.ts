import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onExit } from 'signal-exit';
import { BASH_PATH } from './launcher.js';

/**
 * How far a contained shell is kept from the host. `user`: in a user namespace of its own with no
 * capabilities, so even root there holds none in the host's namespaces (it cannot unmount its
 * /proc, write kernel settings, push keys into a terminal or trace processes outside). `host-root`:
 * the caller asked for commands that need the host's root (apt, mounting, loading modules); every
 * other wall stays.
 */
export type Isolation = 'user' | 'host-root';

// Kernel interfaces that must not be written from a shell, bound read-only over its /proc.
const READ_ONLY_PROC = ['/proc/sys', '/proc/sysrq-trigger', '/proc/irq', '/proc/bus', '/proc/fs'];
// Devices a command may need that a fresh /dev lacks: GPUs, KVM, FUSE. Host terminals never.
const PASSED_DEVICES = ['/dev/dri', '/dev/kvm', '/dev/fuse', '/dev/kfd'];

const argsOf = new Map<Isolation, readonly string[]>();

/**
 * The bwrap options that make a shell's namespaces: PID, IPC, UTS, a fresh /proc and /dev, and a
 * user namespace. Worked out once per process: the paths looked for do not come and go.
 */
export function namespaceArgs(isolation: Isolation): readonly string[] {
  let args = argsOf.get(isolation);
  if (!args) argsOf.set(isolation, (args = buildNamespaceArgs(isolation)));
  return args;
}

function buildNamespaceArgs(isolation: Isolation): string[] {
  const devices = [...PASSED_DEVICES, ...nvidiaDevices()].filter((path) => existsSync(path));
  return [
    ...(isolation === 'user' ? ['--unshare-user', '--cap-drop', 'ALL'] : []),
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-uts',
    '--die-with-parent',
    '--new-session',
    '--proc',
    '/proc',
    ...READ_ONLY_PROC.filter((path) => existsSync(path)).flatMap((path) => ['--ro-bind', path, path]),
    '--ro-bind',
    '/sys',
    '/sys',
    '--dev',
    '/dev',
    ...devices.flatMap((path) => ['--dev-bind', path, path]),
  ];
}

let nvidia: string[] | undefined;
function nvidiaDevices(): string[] {
  nvidia ??= safeList('/dev')
    .filter((name) => name.startsWith('nvidia'))
    .map((name) => join('/dev', name));
  return nvidia;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

let wrapperProgram: string | undefined;
let ownDir: string | undefined;

// This process's folder for the wrapper's copy and the empty file, removed at exit.
function isolationDir(): string {
  if (ownDir) return ownDir;
  const dir = mkdtempSync(join(tmpdir(), `agent-toolkit-wrapper-${process.pid}-`));
  onExit(() => rmSync(dir, { recursive: true, force: true }));
  ownDir = dir;
  return dir;
}

/**
 * An empty read-only file to bind over a hidden one (a device node such as /dev/null cannot be
 * opened inside a user namespace's mounts: reading would fail rather than read nothing).
 */
export function emptyFile(): string {
  const path = join(isolationDir(), 'empty');
  if (!existsSync(path)) writeFileSync(path, '', { mode: 0o444 });
  return path;
}

/**
 * The bash that runs a contained command's wrapper (the process that reports the command's status).
 * It is a copy that its owner may execute but not read, so the kernel makes the wrapper
 * non-dumpable: without capabilities, the command (same uid, same namespace) can then neither
 * trace it, nor read its memory or environment, nor take its descriptors with pidfd_getfd, and so
 * cannot report an end of its own. The copy lives in a folder of this process's, removed at exit.
 */
export function wrapperBash(): string {
  if (wrapperProgram) return wrapperProgram;
  try {
    const copy = join(isolationDir(), 'bash');
    copyFileSync(BASH_PATH, copy);
    chmodSync(copy, 0o111);
    wrapperProgram = copy;
  } catch {
    wrapperProgram = BASH_PATH; // the probe then tells (see containment.ts)
  }
  return wrapperProgram;
}

/**
 * A bash line that closes every descriptor above `highest`, so a command holds only what it was
 * handed (a host may leak descriptors without close-on-exec: keys, sockets). No redirection around
 * the loop: bash would keep the saved stderr in a descriptor the loop closes.
 */
export const closeInheritedFds = (highest: number): string =>
  `for __at_f in /proc/self/fd/*; do __at_f=\${__at_f##*/}; case $__at_f in *[!0-9]*) ;; ` +
  `*) (( __at_f <= ${highest} )) || builtin eval "exec $__at_f>&-" ;; esac; done; builtin unset __at_f`;
