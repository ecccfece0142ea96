import type { DangerRule } from '../danger-rules.js';
import { optionValues, positionals } from '../options.js';
import { normalizePath } from '../paths.js';
import type { WordValue } from '../words.js';

/** The kernel's own settings, as a path under /proc/sys: global to the machine, not to a shell. */
export const KERNEL_SETTINGS = /^\/proc\/sys\/kernel(?:\/|$)/;

/** What writing a kernel setting does, for the reasons the rules give. */
export const KERNEL_SETTING_EFFECT =
  "which changes a setting of the whole machine's kernel (core_pattern runs a program as root at every crash)";

// The filesystems a contained shell's walls are made of: unmounting one uncovers the host's.
const NAMESPACE_WALLS = /^\/(?:proc|sys)(?:\/|$)/;

const words = (args: readonly WordValue[]) => args.filter((arg): arg is string => typeof arg === 'string');

// `sysctl -w kernel.core_pattern=...`, `sysctl kernel/msgmax=1`: sysctl sets what it is given as KEY=VALUE.
function kernelSettingWritten(args: readonly WordValue[]): string | undefined {
  return positionals(args).find((arg) => arg.includes('=') && /^kernel[./]/.test(arg));
}

// nsenter's target process: `-t 1`, `-t1`, `--target 1`, `--target=1`.
function nsenterTarget(args: readonly WordValue[]): string | undefined {
  const given = words(args);
  for (const [index, word] of given.entries()) {
    if (word === '-t' || word === '--target') return given[index + 1];
    if (word.startsWith('--target=')) return word.slice(9);
    if (/^-[a-zA-Z]*t\d+$/.test(word)) return word.replace(/^-[a-zA-Z]*t/, '');
  }
  return undefined;
}

/** Rules against changing the machine's kernel or stepping out of the namespaces a shell runs in. */
export const KERNEL_RULES: readonly DangerRule[] = [
  {
    id: 'kernel-setting',
    description:
      "sysctl -w kernel.*, or a write under /proc/sys/kernel: a setting of the whole machine's kernel (core_pattern runs programs)",
    test: ({ name, args }) => {
      if (name !== 'sysctl') return undefined;
      const setting = kernelSettingWritten(args);
      return setting && `sysctl sets ${setting.split('=')[0]}, ${KERNEL_SETTING_EFFECT}`;
    },
  },
  {
    id: 'namespace-escape',
    description:
      "umount of /proc or /sys, a read-write remount of /proc/sys, nsenter into pid 1's namespaces: steps out of the walls a shell runs in",
    test: ({ name, args }) => {
      if (name === 'nsenter') {
        const target = nsenterTarget(args);
        return target === '1' ? "nsenter enters the namespaces of pid 1, the host's own: out of the shell's containment" : undefined;
      }
      if (name === 'umount') {
        const wall = positionals(args).map(normalizePath).find((path) => NAMESPACE_WALLS.test(path));
        return wall && `umount takes ${wall} away, uncovering what the shell's own was mounted over (the host's processes and settings)`;
      }
      if (name !== 'mount') return undefined;
      const rewritable = optionValues(args, '-o', '--options').some(
        (options) => /(?:^|,)remount(?:,|$)/.test(options) && /(?:^|,)rw(?:,|$)/.test(options),
      );
      const target = positionals(args).map(normalizePath).find((path) => /^\/proc\/sys(?:\/|$)/.test(path));
      return rewritable && target ? `mount makes ${target} writable again: the machine's kernel settings` : undefined;
    },
  },
];
