import { posix } from 'node:path';
import type { Node } from './bash-parser.js';
import { accountData, accountDataReason, accountKeyReason, accountKeysFolderReason, homeFolder, backupReason, criticalPathReason, machineDataReason, fromWindows, homeDirectoryReason, isAccountDatabase, isBlockDevice, isDeviceNode, isVitalFile, isVitalProgram, normalizePath, systemLink, vitalFileBelow, vitalFileNeed } from './paths.js';
import { hasOption, optionValues, positionals } from './options.js';
import { matchesEveryProcess, selectsEveryProcessOf } from './processes.js';
import { bindMounts, downloadedFiles, engineVerb, findStartingPoints, isShell, PERMISSION_CHANGERS, REPLACES_ITS_INPUT, type SimpleCommand } from './simple-commands.js';
import { basename } from './wrappers.js';
import { KERNEL_RULES, KERNEL_SETTING_EFFECT, KERNEL_SETTINGS } from './rules/kernel.js';
import { DYNAMIC, harmlessTail, isSomewhere, SOMEWHERE, wordValue, type Variables, type WordValue } from './words.js';

/** A rule that finds a command dangerous, with the reason shown to the model. */
export interface DangerRule {
  readonly id: string;
  /** The row of the specification's table (or the family) the rule generalises. */
  readonly description: string;
  /** `ask` for what a person may mean (rebooting a machine); a rule denies by default. */
  readonly verdict?: 'ask';
  test(command: SimpleCommand): string | undefined;
}

// A path as the command sees it: relative ones taken from the directory the line `cd`-ed to.
// (`C:\x` and `\\.\PhysicalDrive0` are Windows's absolute paths.)
const isRelative = (path: string) => !path.startsWith('/') && !path.startsWith('~') && !/^(?:[A-Za-z]:(?:[\\/]|$)|\\\\)/.test(path);
// Joined before it is normalised: posix.join would fold `~/../..` (after `cd ~`) into `..`.
export const resolvedIn = (path: string, cwd: string | undefined) => (cwd !== undefined && !isSomewhere(cwd) && isRelative(path) ? normalizePath(`${cwd}/${path}`) : fromWindows(path));

// A path as a message names it: as given, and where a relative one was taken from.
const shownIn = (path: string, cwd: string | undefined) => (isRelative(path) && cwd !== undefined && !isSomewhere(cwd) ? `${path} in ${cwd}` : path);

// The first path that is a vital file, as a message names it, with what the system needs it for.
function firstVitalFile(paths: readonly string[], cwd: string | undefined): string | undefined {
  for (const path of paths) {
    const need = vitalFileNeed(resolvedIn(path, cwd));
    if (need) return `${shownIn(path, cwd)}, ${need}`;
  }
  return undefined;
}

// The first path that is critical.
function firstCritical(paths: readonly string[], cwd: string | undefined): string | undefined {
  for (const path of paths) {
    const reason = criticalPathReason(resolvedIn(path, cwd));
    if (reason) return `${reason} (${shownIn(path, cwd)})`;
  }
  return undefined;
}

// A mode that lets others write a directory or takes reading or entering it away (777, 000, o+w,
// a-x); `755` and `go-w` put the usual one back.
// chmod fills an octal mode from the right: `0` is 000, `44` is 044.
const fullOctal = (mode: string) => (/^[0-7]{1,2}$/.test(mode) ? mode.padStart(3, '0') : mode);
// A numeric mode's digits (`4755`: 4, 7, 5, 5; `644`: 0, 6, 4, 4); undefined for a symbolic one.
function octalDigits(mode: string): { special: number; owner: number; group: number; other: number } | undefined {
  const digits = /^([0-7]?)([0-7])([0-7])([0-7])$/.exec(fullOctal(mode));
  return digits ? { special: Number(digits[1] || '0'), owner: Number(digits[2]), group: Number(digits[3]), other: Number(digits[4]) } : undefined;
}

function harmfulMode(given: string): boolean {
  const mode = fullOctal(given);
  if (/^[0-7]{3,4}$/.test(mode)) return !mode.endsWith('755');
  return mode.split(',').some((clause) => /^[ugoa]*(?:[+=][^-]*w|-.*[rx])/.test(clause) && !/^u+[+=]/.test(clause));
}

// A mode that locks a vital file's owner out or lets others write it (`chmod 000 /etc/passwd`,
// `chmod 666 /etc/shadow`); its usual modes (644, 640, 600, 440) are everyday.
function harmfulFileMode(mode: string): boolean {
  const digits = octalDigits(mode);
  if (!digits) return harmfulMode(mode);
  return (digits.owner & 4) === 0 || (digits.group & 2) !== 0 || (digits.other & 2) !== 0;
}

// A mode that lets the group or others read (`644`, `777`, `go+r`, `a=r`; `+r`, which the umask of
// 022 leaves for everyone).
function othersRead(mode: string): boolean {
  const digits = octalDigits(mode);
  if (digits) return ((digits.group | digits.other) & 4) !== 0;
  return mode.split(',').some((clause) => /^(?:[ugoa]*[goa][ugoa]*|)[+=][^-]*r/.test(clause));
}

// A mode that takes reading away from others (`600`, `o-r`, `go=`; `-r` and `=` name everyone).
function takesOthersRead(mode: string): boolean {
  const digits = octalDigits(mode);
  if (digits) return (digits.other & 4) === 0;
  return mode.split(',').some((clause) => /^(?:[ugoa]*[oa][ugoa]*)?(?:-[^+=]*r|=[^r+=-]*$)/.test(clause));
}

// The accounts' and groups' names: every program of an account other than root looks them up.
const WORLD_READ_VITAL = /^\/etc\/(?:passwd|group)$/;

const SETUID_VITAL = /^\/(?:usr\/)?bin\/(?:sudo|su)$/;
// A mode that leaves a file without its setuid bit: numbers without 4 in the first of four digits,
// `u-s`, `-s`, `a-s`, or the user's bits set without s (`u=rwx`).
function clearsSetuid(mode: string): boolean {
  const digits = octalDigits(mode);
  if (digits) return (digits.special & 4) === 0;
  return mode.split(',').some((clause) => /^[ua]*-[rwxXt]*s/.test(clause) || /^[ua]*=[rwxXt]*$/.test(clause));
}

// chmod's operands: `-x`, `-rw` (which look like options) are a mode too. GNU chmod joins every
// one of them, wherever it stands, into the mode, and every operand is then a file:
// `chmod 0755 /bin/sh -x` takes execute away from /bin/sh (and fails on a file named 0755).
function chmodOperands(args: readonly WordValue[]): string[] {
  const modes = args.filter((arg): arg is string => typeof arg === 'string' && /^-[rwxXst]+$/.test(arg));
  const operands = positionals(args);
  return modes.length === 0 ? operands : [modes.join(','), ...operands];
}

// A mode that takes execute away from someone: a digit without 1, or a clause removing x or setting
// a class without it (`644`, `750`, `-x`, `a=rw`).
function removesExecute(mode: string): boolean {
  const digits = octalDigits(mode);
  if (digits) return [digits.owner, digits.group, digits.other].some((digit) => (digit & 1) === 0);
  return mode.split(',').some((clause) => /^[ugoa]*-[rwst]*x/.test(clause) || /^[ugoa]*=[^x]*$/.test(clause));
}

// Programs that destroy each file they are given: run on everything under a directory (find -exec,
// find | xargs), they destroy the directory's contents.
const FILE_DESTROYERS = new Set(['rm', 'shred', 'truncate', 'unlink']);
// A shell script `find -exec sh -c SCRIPT _ {}` runs on each file: does it delete or empty its
// arguments (`rm -f "$1"`, `: > "$1"`, `for f; do shred -u "$f"`)?
const DESTROYS_ITS_ARGUMENTS = new RegExp(`(?:^|[;&|({]\\s*|\\bdo\\s+|\\bthen\\s+)(?:${[...FILE_DESTROYERS].join('|')})\\b[^;&|]*\\$\\{?[\\w@*]|>\\s*["']?\\$\\{?[\\w@*]`);

const FORMATTERS = /^(?:mkfs(?:\..+)?|mke2fs|mkdosfs|mkntfs|mkudffs|mkexfatfs|newfs(?:_\w+)?)$/;

// The roots unison makes copies of the other with `-force ROOT` (or `-prefer ROOT`): those it
// deletes from. Its options that take a value are skipped; `-root R` names a root too.
const UNISON_VALUE_OPTIONS = new Set(['-force', '-prefer', '-path', '-ignore', '-ignorenot', '-logfile', '-backup', '-backupdir', '-sshargs', '-servercmd', '-ui', '-root']);
function unisonOverwritten(args: readonly WordValue[]): string[] {
  const roots: string[] = [];
  const forced: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (typeof arg !== 'string') continue;
    const value = args[index + 1];
    if (UNISON_VALUE_OPTIONS.has(arg)) {
      if (typeof value === 'string' && arg === '-root') roots.push(value);
      if (typeof value === 'string' && (arg === '-force' || arg === '-prefer')) forced.push(value);
      index++;
    } else if (!arg.startsWith('-')) roots.push(arg);
  }
  return forced.length === 0 ? [] : roots.filter((root) => !forced.includes(root));
}

// Programs whose `-o`/`--output` (`-O`/`--outfile`) is the file they write what they read or make into.
const OUTPUT_FILE_WRITERS = new Set(['mbuffer', 'genisoimage', 'mkisofs', 'xorrisofs', 'pv', 'zstd', 'unzstd', 'ntfsclone', 'lzop', 'brotli']);

// Whether shred, wipefs or blkdiscard wipes what it is given: wipefs alone lists signatures; it
// erases with -a or -o, unless -n says do nothing.
const wipes = (name: string | null, args: readonly WordValue[]) =>
  name === 'shred' || name === 'blkdiscard' || (name === 'wipefs' && hasOption(args, 'ao', ['--all', '--offset']) && !hasOption(args, 'n', ['--no-act']));

// Whether a partitioning, swap, RAID, LVM or encryption tool writes what it is given (`wipefs -a`, not `wipefs`).
const diskToolWrites = (name: string | null, args: readonly WordValue[]) =>
  !!name && DISK_TOOL_WRITES[name.startsWith('partclone.') ? 'partclone' : name.startsWith('fsck.') ? 'fsck' : name]?.(args) === true;

// The trees a command deletes: rm -r (srm, wipe), and rimraf's and del-cli's paths.
// (`find START -delete` that selects nothing by name, age, size or owner deletes all of START.)
const treesDeleted = (name: string | null, args: readonly WordValue[]): string[] =>
  ((name === 'rm' || name === 'srm' || name === 'wipe') && isRecursiveDelete(args)) || name === 'rimraf' || name === 'del-cli'
    ? positionals(args)
    : // `rclone purge PATH`: the path and all it holds (a local one; `remote:path` is elsewhere).
      name === 'rclone' && positionals(args)[0] === 'purge'
      ? positionals(args).slice(1).filter((path) => !/^[\w.-]+:/.test(path))
    : name === 'find' && args.includes('-delete') && !args.some((arg) => typeof arg === 'string' && FIND_SELECTIONS.test(arg))
      ? findStartingPoints(args).filter((start): start is string => start !== DYNAMIC)
      : [];
const FIND_SELECTIONS = /^-(?:i?name|i?path|i?wholename|i?regex|newer\w*|[acm](?:time|min)|size|user|group|nouser|nogroup|perm|empty|links|inum|samefile|lname|ilname)$/;

// Why deleting one of `paths` loses what `reason` names, as the rule's message.
function deletedTreeReason(name: string | null, paths: readonly string[], cwd: string | undefined, reason: (path: string) => string | undefined): string | undefined {
  const found = paths.map((path) => reason(resolvedIn(path, cwd))).find(Boolean);
  return found && `${name} deletes ${found}`;
}

const isRecursiveDelete = (args: readonly WordValue[]) => hasOption(args, 'rR', ['--recursive']);
// rsync's --delete and its variants (--delete-after, --delete-excluded, --del): what the source lacks goes.
const deletesWhatSourceLacks = (args: readonly WordValue[]) => args.some((arg) => typeof arg === 'string' && /^--(?:delete|del$)/.test(arg));

// A tree whose every file a compressor or encryptor replaces (`gzip -r /var/lib/postgresql`), as the rule's message.
function replacedTreeReason(name: string | null, args: readonly WordValue[], cwd: string | undefined, reason: (path: string) => string | undefined): string | undefined {
  const replaced = replacedInPlace(name, args);
  const found = replaced?.recursive ? replaced.paths.map((path) => reason(resolvedIn(path, cwd))).find(Boolean) : undefined;
  return found && `${name} replaces every file in ${found} with a compressed or encrypted copy`;
}

// For each disk tool, whether its arguments make it write (what only reads or prints stays allowed).
const has = (args: readonly WordValue[], ...words: string[]) => args.some((arg) => typeof arg === 'string' && words.includes(arg));
const DISK_TOOL_WRITES: Readonly<Record<string, (args: readonly WordValue[]) => boolean>> = {
  sgdisk: (args) => !args.every((arg) => typeof arg !== 'string' || !arg.startsWith('-') || /^(?:-p|--print|-v|--verify|-i|--info(?:=.*)?|-O|--print-mbr)$/.test(arg)),
  sfdisk: (args) => !hasOption(args, 'lds', ['--list', '--dump', '--show-size', '--json', '--verify']),
  // Given a device and no command, parted reads its commands from the terminal or stdin.
  parted: (args) => has(args, 'mklabel', 'mktable', 'mkpart', 'rm', 'resizepart', 'name', 'set', 'toggle', 'rescue') || (positionals(args).length === 1 && !hasOption(args, 'lvh', ['--list', '--version', '--help'])),
  fdisk: (args) => !hasOption(args, 'l', ['--list']),
  gdisk: (args) => !hasOption(args, 'l'),
  cfdisk: () => true,
  mkswap: () => true,
  badblocks: (args) => hasOption(args, 'wn'),
  // (A key slot removed or a header restored from a file can leave the data unreadable.)
  cryptsetup: (args) => has(args, 'luksFormat', 'erase', 'luksErase', 'reencrypt', 'format', 'luksKillSlot', 'luksRemoveKey', 'luksHeaderRestore'),
  // A self-encrypting drive reverted by its PSID or to its factory state erases its data.
  'sedutil-cli': (args) => args.some((arg) => typeof arg === 'string' && /^--(?:PSIDrevert|PSIDrevertAdminSP|revertTPer|yesIreallywanttoERASEALLmydatausingthePSID)$/.test(arg)),
  mmc: (args) => has(args, 'erase', 'sanitize') || args[0] === 'write',
  // Flash (MTD) devices: erased or written by these, whatever their options.
  flash_erase: () => true,
  flash_eraseall: () => true,
  flashcp: () => true,
  nandwrite: () => true,
  ubiformat: () => true,
  mtd_debug: (args) => has(args, 'erase', 'write'),
  nvme: (args) => has(args, 'format', 'sanitize', 'write-zeroes', 'delete-ns', 'write-uncor'),
  // Ceph's OSD preparation wipes the device it zaps.
  'ceph-volume': (args) => has(args, 'zap'),
  pvcreate: () => true,
  // vgcreate and vgextend make a device given as a disk a physical volume first.
  vgcreate: () => true,
  vgextend: () => true,
  sg_format: (args) => hasOption(args, 'F', ['--format']),
  sg_sanitize: (args) => hasOption(args, 'BCOz', ['--block', '--crypto', '--overwrite', '--zero']),
  zpool: (args) => has(args, 'create', 'add', 'attach', 'replace', 'labelclear', 'split'),
  // (A password set locks the drive at its next power-on: its data is unreadable without it.)
  hdparm: (args) => args.some((arg) => typeof arg === 'string' && /^--(?:security-erase|security-set-pass|trim-sector-ranges|write-sector|make-bad-sector|fwdownload|dco-restore)/.test(arg)),
  // A filesystem's identity changed: the UUID fstab and the boot loader may find it by.
  btrfstune: (args) => !hasOption(args, 'h', ['--help']),
  mdadm: (args) => hasOption(args, 'C', ['--create', '--zero-superblock']),
  debugfs: (args) => hasOption(args, 'w', ['--writable']),
  // Wipers and imagers: scrub, wipe and sg_unmap always write; e2image the device it is given last
  // (`-ra -O 0 fs.img /dev/sda1`); ntfsclone its --overwrite target; partclone when restoring.
  scrub: (args) => !hasOption(args, 'h', ['--help', '--version']),
  // wipe (Debian's): overwrites the files and devices it is given (-h is its help).
  wipe: (args) => !hasOption(args, 'h'),
  sg_unmap: () => true,
  cgdisk: () => true,
  dmraid: (args) => hasOption(args, 'E', ['--erase_metadata']),
  e2image: (args) => isBlockDevice(positionals(args).at(-1) ?? ''),
  ntfsclone: (args) => hasOption(args, 'O', ['--overwrite']),
  partclone: (args) => hasOption(args, 'rbW', ['--restore', '--dev-to-dev', '--restore_raw_file']),
  // Punching, zeroing, collapsing or inserting ranges writes what is there; allocating alone does not.
  fallocate: (args) => hasOption(args, 'pzcid', ['--punch-hole', '--zero-range', '--collapse-range', '--insert-range', '--dig-holes']),
  // Checkers, repairers and tuners write the filesystem they are given, unless told only to look:
  // fsck -N does nothing, -n (e2fsck's, xfs_repair's, ntfsfix's) answers no to every change;
  // tune2fs -l and resize2fs -P only print; btrfs writes with check --repair and rescue.
  fsck: (args) => !hasOption(args, 'nNV', ['--help']),
  e2fsck: (args) => !hasOption(args, 'nV'),
  xfs_repair: (args) => !hasOption(args, 'nV'),
  ntfsfix: (args) => !hasOption(args, 'nhV', ['--no-action', '--help', '--version']),
  ntfsresize: (args) => !hasOption(args, 'inhV', ['--info', '--no-action', '--help', '--version']),
  tune2fs: (args) => args.some((arg) => typeof arg === 'string' && /^-[^-l]/.test(arg)),
  // Boot loaders installed onto a disk write its boot sector (another system's loader, a partition table's neighbour).
  'grub-install': (args) => !hasOption(args, 'vV', ['--version', '--help']),
  'grub2-install': (args) => !hasOption(args, 'vV', ['--version', '--help']),
  syslinux: (args) => hasOption(args, 'i', ['--install']),
  'install-mbr': () => true,
  'ms-sys': (args) => !hasOption(args, 'h', ['--help']),
  // xfs_admin -l and -u print the label and UUID; its other options change them (a new UUID breaks an fstab that names it).
  xfs_admin: (args) => args.some((arg) => typeof arg === 'string' && /^-[^-lu]/.test(arg)),
  resize2fs: (args) => !hasOption(args, 'P'),
  btrfs: (args) => (has(args, 'check') && has(args, '--repair', '--init-csum-tree', '--init-extent-tree')) || has(args, 'rescue'),
};

// For each command that can destroy a file, the files it would and how: deleting, emptying,
// moving away, or writing over with nothing (`cp /dev/null`, `ln -sf`, `dd of=`, `tee`).
const EMPTY_SOURCES = new Set(['/dev/null', '/dev/zero', '/dev/random', '/dev/urandom']);
// The sources of mv or cp: all operands when a target directory is given as an option (its value
// is an operand only when it is a word of its own, `-t DIR`), else all but the last.
function movedSources(args: readonly WordValue[]): string[] {
  if (!hasOption(args, 't', ['--target-directory'])) return positionals(args).slice(0, -1);
  const separate = args.some((arg, index) => (arg === '-t' || arg === '--target-directory') && index < args.length - 1);
  return separate ? positionals(args).slice(1) : positionals(args);
}
function perlEmptiesInPlace(args: readonly WordValue[]): string[] {
  const edit = perlInPlace(args);
  if (!edit) return [];
  const bundles = args.filter((arg): arg is string => typeof arg === 'string' && /^-[a-zA-Z]/.test(arg));
  const printing = bundles.some((arg) => /^-[a-zA-Z]*p/.test(arg));
  const lineByLine = bundles.some((arg) => /^-[a-zA-Z]*n/.test(arg)) && !printing;
  // `-p` with every line blanked (`s/.*//s`) writes the file back empty too.
  const blanks = printing && BLANKS_LINES.test(edit.code);
  return blanks || (lineByLine && !/\b(?:print|printf|say|syswrite)\b/.test(edit.code)) ? edit.files : [];
}

// What `perl -i -e CODE FILE...` edits in place, with its code; undefined without -i or -e.
function perlInPlace(args: readonly WordValue[]): { code: string; files: string[] } | undefined {
  if (!args.some((arg) => typeof arg === 'string' && /^-[a-zA-Z]*i/.test(arg))) return undefined;
  const at = args.findIndex((arg) => typeof arg === 'string' && /^-[a-zA-Z]*[eE]$/.test(arg));
  const code = at === -1 ? undefined : args[at + 1];
  return typeof code === 'string' ? { code, files: args.slice(at + 2).filter((arg): arg is string => typeof arg === 'string' && !arg.startsWith('-')) } : undefined;
}

// The archive `tar -c` writes (`-cf FILE`, `--file=FILE`); reading one (`-x`, `-t`) writes nothing.
function tarArchiveWritten(args: readonly WordValue[]): string[] {
  const strings = args.filter((arg): arg is string => typeof arg === 'string');
  const creates = strings.some((arg, index) => /^--(?:create|append|update)$/.test(arg) || ((arg.startsWith('-') || index === 0) && !arg.startsWith('--') && /^-?[a-zA-Z]*[cru]/.test(arg)));
  if (!creates) return [];
  const at = strings.findIndex((arg, index) => (arg.startsWith('-') || index === 0) && !arg.startsWith('--') && /^-?[a-zA-Z]*f$/.test(arg));
  const file = strings.find((arg) => arg.startsWith('--file='))?.slice(7) ?? (at === -1 ? undefined : strings[at + 1]);
  return file === undefined ? [] : [file];
}

// cp, install or mv onto a file: emptied from /dev/null, or a program the system runs (/bin/sh,
// the C library) replaced by another file (`cp /bin/true /bin/sh`).
function overwrites(args: readonly WordValue[]): { verb: string; paths: string[] } {
  const sources = movedSources(args);
  const destinations = copyDestinations(args, sources);
  if (sources.some((source) => EMPTY_SOURCES.has(source))) return { verb: 'empties', paths: destinations.slice(0, 1) };
  return { verb: 'replaces', paths: destinations.filter(isVitalProgram) };
}

// Where cp, install or mv write: the destination as a file, and as a directory the sources keep their names in.
function copyDestinations(args: readonly WordValue[], sources = movedSources(args)): string[] {
  const at = args.findIndex((arg) => arg === '-t' || arg === '--target-directory');
  const joined = args.find((arg): arg is string => typeof arg === 'string' && /^(?:--target-directory=|-t.)/.test(arg));
  const directory = at !== -1 && typeof args[at + 1] === 'string' ? (args[at + 1] as string) : joined?.replace(/^(?:--target-directory=|-t)/, '');
  const last = positionals(args).at(-1);
  return directory !== undefined ? sources.map((source) => posix.join(directory, posix.basename(source))) : last === undefined ? [] : [last, ...sources.map((source) => posix.join(last, posix.basename(source)))];
}

const SED_DESTROYS = /^\s*(?:(?:\d+|\$)\s*(?:,\s*(?:\d+|\$))?|\/(?:\\.|[^/])*\/)?\s*d\s*$|^\s*s(.)(?:\^?\.\*\$?)\1\1g?\s*$/;
// A substitution that blanks whole lines (its pattern runs from the line's start to its end, nothing
// replaces it: `s/^root:.*//`), or that gives accounts a shell no one can log in with (`s#/bin/bash#/bin/false#`).
const BLANKS_LINES = /^\s*(?:\S*?\s*)?s(.)(?:\^?\.\*|(?:\^|\.\*)(?:(?!\1).)*\.\*)\$?\1\1[gIimsx\d]*\s*;?\s*$/;
const LOCKS_OUT = /^\s*(?:\S*?\s*)?s(.)(?:(?!\1).)*\1(?:(?!\1).)*(?:\/bin\/false|nologin)(?:(?!\1).)*\1/;

// What a renaming tool renames: Perl's rename (an expression, then files), util-linux's (FROM, TO,
// then files) and mmv (a FROM pattern and a TO pattern); nothing when it only shows (`-n`).
function renamed(name: string, args: readonly WordValue[]): string[] {
  if (hasOption(args, 'n', ['--no-act', '--dry-run'])) return [];
  const operands = positionals(args);
  if (name === 'mmv') return operands.slice(0, 1);
  // To the trash is moved away as surely (`trash-put /etc`, `gio trash /usr`, KDE's `kioclient5 move ~ trash:/`).
  if (name === 'trash-put' || name === 'trash' || name === 'rmtrash') return operands;
  if (name === 'gtrash' && operands[0] === 'put') return operands.slice(1);
  // kioclient moves as mv does, to the trash or anywhere (`kioclient5 move /etc /tmp/x`); `gio
  // rename FILE NAME` gives a file a new name in its directory (gio's other verbs are modelled as
  // the tools they name).
  if (/^kioclient\d?$/.test(name ?? '') && (operands[0] === 'move' || operands[0] === 'mv')) return operands.slice(1, -1);
  if (name === 'gio' && operands[0] === 'rename') return operands.slice(1, 2);
  if (name === 'prename' || name === 'perl-rename' || name === 'file-rename') return operands.slice(1);
  if (name !== 'rename') return [];
  return /^(?:s|y|tr)([^\w\s]).*\1.*\1[a-z]*$/.test(operands[0] ?? '') ? operands.slice(1) : operands.slice(2);
}

// The paths socat writes: its two addresses (`OPEN:/dev/sda,...`, a bare path), the second alone
// with -u, the first alone with -U.
function socatWritten(args: readonly WordValue[]): string[] {
  const addresses = positionals(args).map((address) => address.replace(/^[A-Za-z-]+:/, '').split(',')[0]!);
  const [first, second] = addresses;
  if (first === undefined || second === undefined) return [];
  return hasOption(args, 'u') ? [second] : hasOption(args, 'U') ? [first] : [first, second];
}

// The files `sed -i` writes back with lines deleted or blanked, or with only some lines kept
// (`-n` and a script that prints some of them: `sed -ni '/x/p'`). Other edits are everyday.
function sedDestroyedFiles(args: readonly WordValue[]): string[] {
  const { scripts, files } = sedInPlace(args) ?? { scripts: [], files: [] };
  if (scripts.some((script) => typeof script !== 'string')) return [];
  const commands = (scripts as string[]).flatMap((script) => script.split(/[;\n]/)).filter((command) => command.trim() !== '');
  const keepsSome = hasOption(args, 'n', ['--quiet', '--silent']) && !commands.every((command) => /^\s*p\s*$/.test(command));
  return keepsSome || commands.some((command) => SED_DESTROYS.test(command) || BLANKS_LINES.test(command) || LOCKS_OUT.test(command)) ? files : [];
}

const ACCOUNT_DATABASE_EDIT = 'the accounts and who may act as root change with nothing checking the file (usermod, vipw and visudo do)';
// The dynamic loader puts each library this file names into every program started, setuid ones too.
const LOADER_PRELOAD = '/etc/ld.so.preload';
const LOADER_PRELOAD_EFFECT = 'every program started from then on, as root too, loads the libraries it names (a faulty one breaks them all)';

// What `sed -i` edits, with its scripts; undefined without -i.
function sedInPlace(args: readonly WordValue[]): { scripts: WordValue[]; files: string[] } | undefined {
  if (!hasOption(args, 'i', ['--in-place'])) return undefined;
  const expressions = args.flatMap((arg, index) => (args[index - 1] === '-e' || args[index - 1] === '--expression' ? [arg] : typeof arg === 'string' && arg.startsWith('--expression=') ? [arg.slice(13)] : []));
  const operands = positionals(args);
  // (positionals() counts -e's values among the operands: they are not files.)
  return { scripts: expressions.length > 0 ? expressions : operands.slice(0, 1), files: expressions.length === 0 ? operands.slice(1) : operands.filter((operand) => !expressions.includes(operand)) };
}

// The files a command edits in place or appends to, whatever the edit (`sed -i 's/x/y/' F`,
// `perl -pi -e '...' F`, `tee -a F`).
const EDITED_IN_PLACE: Readonly<Record<string, (args: readonly WordValue[]) => string[]>> = {
  sed: (args) => sedInPlace(args)?.files ?? [],
  perl: (args) => perlInPlace(args)?.files ?? [],
  tee: (args) => (hasOption(args, 'a', ['--append']) ? positionals(args) : []),
};

// ex, vi, vim or nvim run in batch (`ex -sc 'g/root/d|x' FILE`, `vim -es +'%d' +wq FILE`): the
// files written back after a command deleted lines of them (`%d`, `g/re/d`, `1,$d`).
function exDestroyedFiles(args: readonly WordValue[]): string[] {
  const commands: string[] = [];
  const files: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (typeof arg !== 'string') continue;
    if (/^-[a-zA-Z]*c$/.test(arg) || arg === '--cmd') {
      const value = args[++index];
      if (typeof value === 'string') commands.push(value);
    } else if (arg.startsWith('+')) commands.push(arg.slice(1));
    else if (!arg.startsWith('-')) files.push(arg);
  }
  const steps = commands.flatMap((command) => command.split('|')).map((step) => step.trim().replace(/^:+/, ''));
  const deletes = steps.some((step) => /^(?:%|\d+\s*,\s*(?:\d+|\$)|[gv]!?\/(?:\\.|[^/])*\/)?\s*d(?:e(?:l(?:e(?:te?)?)?)?)?\s*$/.test(step));
  const writes = steps.some((step) => /^(?:x|xit|wq|wq!|x!|w|w!|write|update|exit|wqa?)$/.test(step));
  return deletes && writes ? files : [];
}

// `awk -i inplace PROGRAM FILE` (gawk): the file written back with what the program prints; a bare
// pattern (`NR>1`, `!/root/`) keeps some lines, a program that never prints keeps none.
function awkDestroyedFiles(args: readonly WordValue[]): string[] {
  const at = args.findIndex((arg, index) => arg === 'inplace' && (args[index - 1] === '-i' || args[index - 1] === '--include'));
  if (at === -1 && !args.some((arg) => arg === '-iinplace' || arg === '--include=inplace')) return [];
  const operands = args.filter((arg, index): arg is string => typeof arg === 'string' && !arg.startsWith('-') && index !== at && !/^-[a-zA-Z]*[fvF]$/.test(String(args[index - 1])));
  const [program, ...files] = operands;
  if (program === undefined) return [];
  // (A program that prints is an edit like any other: `{ sub(/a/, "b"); print }`.)
  return /^\s*1\s*$/.test(program) || /\bprint/.test(program) ? [] : files;
}

function replacedInPlace(name: string | null, args: readonly WordValue[]): { paths: string[]; recursive: boolean } | undefined {
  const replaces = name ? REPLACES_ITS_INPUT[name] : undefined;
  if (!replaces?.(args)) return undefined;
  if (name !== 'ccrypt' && name !== 'ccencrypt' && hasOption(args, 'kcdtlh', ['--keep', '--stdout', '--to-stdout', '--decompress', '--uncompress', '--test', '--list', '--help'])) return undefined;
  // `-R` is what find hands on: everything under its starting points.
  return { paths: positionals(args), recursive: hasOption(args, 'r', ['--recursive']) || args.includes('-R') };
}

const VITAL_FILE_WRITERS: Readonly<Record<string, (args: readonly WordValue[]) => { verb: string; paths: string[] }>> = {
  ...Object.fromEntries(Object.keys(REPLACES_ITS_INPUT).map((name) => [name, (args: readonly WordValue[]) => ({ verb: 'replaces with a compressed or encrypted copy', paths: replacedInPlace(name, args)?.paths ?? [] })])),
  // What they write with `-out FILE`, `-o FILE`, `sponge FILE`.
  openssl: (args) => ({ verb: 'writes over', paths: args.flatMap((arg, index) => (args[index - 1] === '-out' && typeof arg === 'string' ? [arg] : [])) }),
  iconv: (args) => ({ verb: 'writes over', paths: optionValues(args, '-o', '--output') }),
  sponge: (args) => ({ verb: 'writes over', paths: hasOption(args, 'a', ['--append']) ? [] : positionals(args) }),
  rm: (args) => ({ verb: 'deletes', paths: positionals(args) }),
  unlink: (args) => ({ verb: 'deletes', paths: positionals(args) }),
  shred: (args) => ({ verb: 'overwrites', paths: positionals(args) }),
  truncate: (args) => ({ verb: 'empties', paths: positionals(args) }),
  mv: (args) => {
    const replaced = overwrites(args);
    return replaced.paths.length > 0 ? replaced : { verb: 'moves away', paths: movedSources(args) };
  },
  cp: (args) => overwrites(args),
  ln: (args) => ({ verb: 'replaces', paths: hasOption(args, 'f', ['--force']) ? positionals(args).slice(-1) : [] }),
  dd: (args) => ({ verb: 'overwrites', paths: args.filter((arg): arg is string => typeof arg === 'string' && arg.startsWith('of=')).map((arg) => arg.slice(3)) }),
  tee: (args) => ({ verb: 'empties', paths: hasOption(args, 'a', ['--append']) ? [] : positionals(args) }),
  install: (args) => overwrites(args),
  // `sort -o FILE`, `--output=FILE`: the file is written over with what sort prints.
  sort: (args) => ({ verb: 'writes over', paths: args.flatMap((arg, index) => (args[index - 1] === '-o' && typeof arg === 'string' ? [arg] : typeof arg === 'string' && /^(?:--output=|-o.)/.test(arg) ? [arg.replace(/^(?:--output=|-o)/, '')] : [])) }),
  // `find -fprint FILE`, `uniq IN OUT`: the file is written over with what they print.
  find: (args) => ({ verb: 'writes over', paths: args.flatMap((arg, index) => (/^-f(?:print0?|printf|ls)$/.test(String(args[index - 1])) && typeof arg === 'string' ? [arg] : [])) }),
  uniq: (args) => ({ verb: 'writes over', paths: positionals(args).slice(1, 2) }),
  // What a download is written over (`curl -o FILE`, `curl -O URL` and `--output-dir DIR`, `wget -O
  // FILE`; `-` is stdout). Without -O wget, like aria2c, writes FILE.1 next to a file that is there.
  curl: (args) => ({ verb: 'writes a download over', paths: downloadedFiles('curl', args) }),
  wget: (args) => ({ verb: 'writes a download over', paths: optionValues(args, '-O', '--output-document').filter((path) => path !== '-') }),
  // `perl -i -ne '...'` without print: each file is written back with nothing in it.
  perl: (args) => ({ verb: 'empties', paths: perlEmptiesInPlace(args) }),
  // In place, lines deleted (`d`, `/root/d`) or every line's text replaced with nothing (`s/.*//`);
  // other edits (`/ swap / s/^/#/`) are everyday.
  sed: (args) => ({ verb: 'deletes lines of', paths: sedDestroyedFiles(args) }),
  ex: (args) => ({ verb: 'deletes lines of', paths: exDestroyedFiles(args) }),
  vi: (args) => ({ verb: 'deletes lines of', paths: exDestroyedFiles(args) }),
  vim: (args) => ({ verb: 'deletes lines of', paths: exDestroyedFiles(args) }),
  nvim: (args) => ({ verb: 'deletes lines of', paths: exDestroyedFiles(args) }),
  awk: (args) => ({ verb: 'deletes lines of', paths: awkDestroyedFiles(args) }),
  gawk: (args) => ({ verb: 'deletes lines of', paths: awkDestroyedFiles(args) }),
};

export const DANGER_RULES: readonly DangerRule[] = [
  {
    id: 'recursive-delete-root',
    description: 'rm -rf / , rm -rf /* : delete the filesystem',
    test: ({ name, args, cwd }) => {
      // rimraf and del-cli (npm's rm -rf) delete every path they are given recursively; srm and wipe (secure
      // deletion) take rm's -r; unlink has no -r, but handed what find lists (`find / | xargs -I% unlink
      // %`, the words carrying find's -R) it removes every file under it as rm -r would.
      if (name !== 'rm' && name !== 'rimraf' && name !== 'del-cli' && name !== 'del' && name !== 'srm' && name !== 'wipe' && name !== 'unlink') return undefined;
      if (hasOption(args, '', ['--no-preserve-root'])) return 'rm --no-preserve-root deletes the root directory';
      const target = name === 'rimraf' || name === 'del-cli' || name === 'del' || isRecursiveDelete(args) ? firstCritical(positionals(args), cwd) : undefined;
      return target && `recursive delete of ${target}`;
    },
  },
  {
    id: 'destroy-every-file',
    description: 'shred or truncate of every file under the system or a home (find / -type f | xargs shred -u)',
    test: ({ name, args, cwd }) => {
      // `-R` here is what find's output is: everything under its starting points.
      if ((name !== 'shred' && name !== 'truncate') || !args.includes('-R')) return undefined;
      const target = firstCritical(positionals(args), cwd);
      return target && `${name} destroys every file under ${target}`;
    },
  },
  {
    id: 'git-clean-root',
    description: 'git clean -f of a work tree that is the root, a system directory or a home',
    test: ({ name, args, cwd }) => {
      if (name !== 'git' || !args.includes('clean') || !hasOption(args.slice(args.indexOf('clean') + 1), 'f', ['--force'])) return undefined;
      const at = (option: string) => {
        const index = args.indexOf(option);
        if (index !== -1 && typeof args[index + 1] === 'string') return args[index + 1] as string;
        const joined = args.find((arg): arg is string => typeof arg === 'string' && arg.startsWith(`${option}=`));
        return joined?.slice(option.length + 1);
      };
      const tree = at('--work-tree') ?? at('-C') ?? '.';
      const target = firstCritical([tree], cwd);
      return target && `git clean deletes every untracked file under ${target}`;
    },
  },
  {
    id: 'format-filesystem',
    description: 'mkfs.* : format a filesystem on a device (an image file is allowed)',
    test: ({ name, args, cwd }) => {
      if (!name || !FORMATTERS.test(name)) return undefined;
      const device = positionals(args).find((path) => resolvedIn(path, cwd).startsWith('/dev/'));
      return device && `${name} formats the device ${resolvedIn(device, cwd)}`;
    },
  },
  {
    id: 'disk-write',
    description: 'dd if=* of=/dev/sd* : write a disk directly (also dcfldd, dc3dd, ddpt, sg_dd; fio writing a device; Clonezilla restoring one; any program given a device as its output file)',
    test: ({ name, args, cwd }) => {
      const fio = name === 'fio' ? fioWrittenDevice(args) : undefined;
      if (fio) return `fio writes the block device ${fio}`;
      // Clonezilla restoring a disk or its partitions (`ocs-sr ... restoredisk IMAGE sda`).
      if (name === 'ocs-sr' && has(args, 'restoredisk', 'restoreparts')) return `ocs-sr restores an image over ${positionals(args).at(-1) ?? 'a disk'}`;
      // Programs told to write their output file to a device (`mbuffer -o /dev/sda`, `genisoimage -o
      // /dev/sdb`, `ntfsclone -O`); Raspberry Pi Imager's `--cli IMAGE DEVICE`.
      const named = OUTPUT_FILE_WRITERS.has(name ?? '') ? [...optionValues(args, '-o', '--output'), ...optionValues(args, '-O', '--outfile')].find((path) => isBlockDevice(resolvedIn(path, cwd))) : undefined;
      if (named !== undefined) return `${name} writes its output to the block device ${named}`;
      const imaged = name === 'rpi-imager' && args.includes('--cli') ? positionals(args).at(-1) : undefined;
      if (imaged !== undefined && isBlockDevice(imaged)) return `rpi-imager writes an image over the block device ${imaged}`;
      if (!DD_LIKE.has(name ?? '')) return undefined;
      // dc3dd writes its of=, hof= and, wiping, wipe= and hwipe= targets.
      const output = args.find((arg): arg is string => arg !== DYNAMIC && /^(?:h?of|h?wipe)=/.test(arg));
      const device = output === undefined ? undefined : resolvedIn(output.replace(/^[^=]*=/, ''), cwd);
      return device && isBlockDevice(device) ? `${name} writes the block device ${device}` : undefined;
    },
  },
  {
    id: 'wipe-device',
    description: 'shred, wipefs -a, blkdiscard on a block device',
    test: ({ name, args }) => {
      if (!wipes(name, args)) return undefined;
      const device = positionals(args).find(isBlockDevice);
      return device && `${name} wipes the block device ${device}`;
    },
  },
  {
    id: 'storage-destroy',
    description: 'lvremove, vgremove, pvremove, vgreduce --removemissing --force, lvreduce or lvresize shrinking without -r, zfs destroy (of a dataset, not a snapshot), zfs rollback -r, zpool destroy, dmsetup remove: remove or shrink volumes and the data on them',
    test: ({ name, args }) => {
      if (!name) return undefined;
      // lvreduce, and lvresize shrinking (`-L -10G`) or forced past its prompt, cut the filesystem
      // on the volume short unless told to shrink it first (`-r`, `--resizefs`).
      const shrinks = (name === 'lvreduce' || (name === 'lvresize' && (hasOption(args, 'fy', ['--force', '--yes']) || optionValues(args, '-L', '--size').concat(optionValues(args, '-l', '--extents')).some((size) => size.startsWith('-'))))) && !hasOption(args, 'r', ['--resizefs']);
      // vgreduce --removemissing --force: the volumes with extents on a missing disk go too.
      const dropsVolumes = name === 'vgreduce' && args.includes('--removemissing') && hasOption(args, 'f', ['--force']);
      const removes = ['lvremove', 'vgremove', 'pvremove'].includes(name) || shrinks || dropsVolumes
        ? !hasOption(args, 'th', ['--test', '--help'])
        : ((name === 'zfs' || name === 'zpool') && has(args, 'destroy') && !zfsSnapshotsOnly(name, args)) || (name === 'zfs' && has(args, 'rollback') && hasOption(args, 'rR')) || (name === 'dmsetup' && has(args, 'remove', 'remove_all', 'wipe_table', 'clear'));
      return removes ? `${name} ${name.startsWith('z') ? 'destroys' : shrinks ? 'shrinks' : 'removes'} storage and the data on it (${positionals(args).join(' ')})` : undefined;
    },
  },
  {
    id: 'disk-tools',
    description: 'partitioning, swap, RAID, LVM and encryption tools writing a block device',
    test: ({ name, args }) => {
      if (!diskToolWrites(name, args)) return undefined;
      const device = positionals(args).find(isBlockDevice) ?? args.find((arg): arg is string => typeof arg === 'string' && isBlockDevice(arg.replace(/^[^=]*=/, '')));
      return device && `${name} writes the block device ${device}`;
    },
  },
  {
    id: 'recursive-permissions-root',
    description: 'chmod -R 777 / , chown -R * / : change permissions, ownership or attributes of the system',
    test: ({ name, args, cwd }) => {
      if (!name || !PERMISSION_CHANGERS.has(name)) return undefined;
      const operands = positionals(args);
      // A home given back to the account it is named after (`chown -R ann:ann /home/ann`) is everyday.
      const user = name === 'chown' ? operands[0]?.split(/[:.]/)[0] : undefined;
      const ownHome = (path: string) => !!user && /^\/(?:home|Users)\/([^/]+)\/?$/.exec(normalizePath(resolvedIn(path, cwd)))?.[1] === user;
      const target = hasOption(args, 'R', ['--recursive']) ? firstCritical(operands.filter((path) => !ownHome(path)), cwd) : undefined;
      return target && `recursive ${name} of ${target}`;
    },
  },
  {
    id: 'permissions-root',
    description: 'chmod 777 / , chown x /etc : the mode or owner of the root or a system directory itself',
    test: ({ name, args, cwd }) => {
      if (name !== 'chmod' && name !== 'chown' && name !== 'chgrp') return undefined;
      // The first operand is the mode or owner (chmod's `-x`, `-w` are modes, not options). A home
      // directory's own mode is everyday (`chmod 700 ~`).
      const [mode = '', ...paths] = name === 'chmod' ? chmodOperands(args) : positionals(args);
      // sudo and su without their setuid bit (`chmod u-s`, `chmod 755`) cannot give anyone root.
      const powerless = name === 'chmod' && clearsSetuid(mode) ? paths.find((path) => SETUID_VITAL.test(normalizePath(resolvedIn(path, cwd)))) : undefined;
      if (powerless) return `chmod sets the mode ${mode} on ${shownIn(powerless, cwd)}: without its setuid bit it cannot give root, and no one can administer the machine`;
      const unreadable = name === 'chmod' && takesOthersRead(mode) ? paths.find((path) => WORLD_READ_VITAL.test(normalizePath(resolvedIn(path, cwd)))) : undefined;
      if (unreadable) return `chmod sets the mode ${mode} on ${shownIn(unreadable, cwd)}: programs of every account but root could no longer find users or groups (whoami, ssh and ls -l among them)`;
      if (name === 'chmod' && !harmfulMode(mode)) return undefined;
      // Home directories' own modes are everyday, all of them at once too (`chmod 700 /home/*`).
      const homes = (path: string) => homeDirectoryReason(path) !== undefined || /^\/(?:home|Users)\/./.test(path);
      const target = paths.map((path) => resolvedIn(path, cwd)).find((path) => !homes(path) && criticalPathReason(path));
      if (target) return `${name} ${name === 'chmod' ? `sets the mode ${mode} on` : `gives ${mode} the ownership of`} ${criticalPathReason(target)}, which every program relies on`;
      // A vital file locked away, opened to others, or given away (sudo and logins refuse files root does not own).
      const harmful = name === 'chmod' ? harmfulFileMode(mode) : !/^(?:root|0)?(?:[:.]|$)/.test(mode);
      // The shell made unrunnable for anyone (`chmod 644 /bin/sh`, `chmod -x /bin/bash`).
      const unrunnable = name === 'chmod' && removesExecute(mode) ? paths.find((path) => isVitalProgram(resolvedIn(path, cwd))) : undefined;
      if (unrunnable) return `chmod sets the mode ${mode} on ${shownIn(unrunnable, cwd)}: no one could run it, and the system runs every command or its boot with it`;
      // chmod made unrunnable cannot make itself runnable again.
      const itself = name === 'chmod' && removesExecute(mode) ? paths.find((path) => /^\/(?:usr\/)?bin\/chmod$/.test(normalizePath(resolvedIn(path, cwd)))) : undefined;
      if (itself) return `chmod sets the mode ${mode} on ${shownIn(itself, cwd)}: chmod could not run to give it back`;
      const vital = harmful ? firstVitalFile(paths, cwd) : undefined;
      return vital && `${name} ${name === 'chmod' ? `sets the mode ${mode} on` : `gives ${mode} the ownership of`} ${vital}`;
    },
  },
  {
    id: 'private-key-exposed',
    verdict: 'ask',
    description: "chmod letting others read the account's private keys (chmod 644 ~/.ssh/id_ed25519, chmod -R 777 ~/.ssh): asks, every user of the machine could copy them, and ssh refuses a key others can read",
    test: ({ name, args, cwd }) => {
      if (name !== 'chmod') return undefined;
      const [mode = '', ...paths] = chmodOperands(args);
      if (!othersRead(mode)) return undefined;
      const recursive = hasOption(args, 'R', ['--recursive']);
      for (const path of paths.map((path) => resolvedIn(path, cwd))) {
        // (authorized_keys holds public keys: 644 is its usual mode.)
        const key = (/\/authorized_keys2?$/.test(path) ? undefined : accountKeyReason(path)) ?? (recursive ? accountKeysFolderReason(path) : undefined);
        if (key) return `chmod sets the mode ${mode} on ${key}: others could read it`;
      }
      return undefined;
    },
  },
  {
    id: 'move-root',
    description: 'mv / * : move the root directory (also by rename, prename or mmv, or to the trash)',
    test: ({ name, args, cwd }) => {
      const moved = name === 'mv' ? movedSources(args) : name ? renamed(name, args) : [];
      const source = firstCritical(moved, cwd);
      return source && `${name} moves ${source}`;
    },
  },
  {
    id: 'find-delete-root',
    description: 'find / -delete : delete the filesystem through find',
    test: ({ name, args, cwd }) => {
      if (name !== 'find') return undefined;
      // Deleting the files a name selects (`-name '*.tmp'`) is everyday cleaning in a home; in
      // /var/log also those an age, a size or `-type f` selects: the directories services write to stay.
      const named = args.some((arg, index) => typeof arg === 'string' && /^-(?:i?name|i?path|i?regex)$/.test(arg) && !/^[.*/]*$/.test(String(args[index + 1])));
      const aged = args.some((arg) => typeof arg === 'string' && /^-(?:[acm](?:time|min)|size|newer\w*|type)$/.test(arg));
      const cleaned = (start: string) => {
        const path = normalizePath(resolvedIn(start, cwd));
        return /^\/var\/log(?:\/|$)/.test(path) ? named || aged : named && homeDirectoryReason(path) !== undefined;
      };
      const starts = findStartingPoints(args).filter((arg): arg is string => arg !== DYNAMIC && !cleaned(arg));
      const deletes =
        args.includes('-delete') ||
        args.some((arg, index) => {
          if (!/^-(?:exec|execdir|ok|okdir)$/.test(arg as string)) return false;
          const program = basename(String(args[index + 1]));
          const script = isShell(program) && args[index + 2] === '-c' ? args[index + 3] : undefined;
          // (`-exec cp /dev/null {} \;` empties each file as surely.)
          const empties = (program === 'cp' || program === 'install') && EMPTY_SOURCES.has(String(args[index + 2]));
          return FILE_DESTROYERS.has(program) || empties || (typeof script === 'string' && DESTROYS_ITS_ARGUMENTS.test(script));
        });
      const start = deletes ? firstCritical(starts, cwd) : undefined;
      return start && `find deletes everything under ${start}`;
    },
  },
  {
    id: 'tar-remove-root',
    description: 'tar --remove-files of the root, the home or a system directory',
    test: ({ name, args, cwd }) => {
      if (name !== 'tar' || !args.includes('--remove-files')) return undefined;
      const { directory, members } = tarMembers(args);
      const base = directory === undefined ? cwd : resolvedIn(directory, cwd);
      const member = firstCritical(members, base);
      return member && `tar deletes ${member} once it is archived`;
    },
  },
  {
    id: 'tar-unlink-root',
    description: 'tar -x --recursive-unlink into the root, the home or a system directory: each directory the archive holds is deleted there first (all of it for an archive of ./)',
    test: ({ name, args, cwd }) => {
      if (name !== 'tar' || !args.includes('--recursive-unlink')) return undefined;
      const extracts = args.some((arg, index) => arg === '--extract' || arg === '--get' || (typeof arg === 'string' && (arg.startsWith('-') || index === 0) && !arg.startsWith('--') && /^-?[a-zA-Z]*x/.test(arg)));
      if (!extracts) return undefined;
      const { directory } = tarMembers(args);
      const into = firstCritical([directory ?? '.'], cwd);
      return into && `tar --recursive-unlink deletes what is in ${into} before extracting over it`;
    },
  },
  {
    id: 'compress-in-place-root',
    description: 'gzip -r, xz -r, ccrypt -r of the root, the home or a system directory: every file replaced with a compressed or encrypted copy',
    test: ({ name, args, cwd }) => {
      const replaced = replacedInPlace(name, args);
      const tree = replaced?.recursive ? firstCritical(replaced.paths, cwd) : undefined;
      return tree && `${name} replaces every file under ${tree} with a compressed or encrypted copy: nothing that reads them finds them`;
    },
  },
  {
    id: 'archive-remove-root',
    description: 'zip -m, 7z -sdel, rsync --remove-source-files of the root, the home or a system directory: archived or copied, then deleted',
    test: ({ name, args, cwd }) => {
      const moves =
        (name === 'zip' && hasOption(args, 'm', ['--move'])) ||
        (name === '7z' && args.includes('-sdel')) ||
        (name === 'rsync' && args.includes('--remove-source-files')) ||
        (name === 'rar' && (args[0] === 'm' || args.includes('-df')));
      if (!moves) return undefined;
      // zip names the archive first, 7z and rar after their command letter; rsync its destination last.
      const operands = positionals(args);
      const sources = name === 'rsync' ? operands.slice(0, -1) : operands.slice(name === '7z' || name === 'rar' ? 2 : 1);
      const source = firstCritical(sources, cwd);
      return source && `${name} deletes ${source} once it is copied`;
    },
  },
  {
    id: 'subvolume-delete-root',
    description: 'btrfs subvolume delete of the root, the home or a system directory',
    test: ({ name, args, cwd }) => {
      const at = args.findIndex((arg) => arg === 'delete' || arg === 'del');
      if (name !== 'btrfs' || !args.includes('subvolume') || at === -1) return undefined;
      const target = firstCritical(positionals(args.slice(at + 1)), cwd);
      return target && `btrfs deletes the subvolume ${target}`;
    },
  },
  {
    id: 'geom-partition-destroy',
    description: "FreeBSD's gpart destroy or delete, macOS's and NetBSD's gpt destroy or remove: a disk's partition table or a partition removed",
    test: ({ name, args }) => {
      const [verb] = positionals(args);
      const removes = (name === 'gpart' && (verb === 'destroy' || verb === 'delete')) || (name === 'gpt' && (verb === 'destroy' || verb === 'remove'));
      return removes ? `${name} ${verb} removes ${verb === 'destroy' ? 'the partition table' : 'a partition'} of ${positionals(args).at(-1)}` : undefined;
    },
  },
  {
    id: 'boot-files-remove',
    description: "update-initramfs -d, bootctl remove, kernel-install remove, nvram -c: the boot loader, a kernel, its initial ramdisk or the firmware's boot settings deleted: asks, the machine may not start again",
    verdict: 'ask',
    test: ({ name, args }) => {
      if (name === 'update-initramfs' && hasOption(args, 'd')) return 'update-initramfs -d deletes initial ramdisks: the machine may not start again';
      if (name === 'bootctl' && positionals(args)[0] === 'remove') return 'bootctl remove deletes the boot loader: the machine may not start again';
      if (name === 'kernel-install' && positionals(args)[0] === 'remove') return 'kernel-install remove deletes a kernel: the machine may not start again';
      if (name === 'nvram' && hasOption(args, 'c')) return "nvram -c clears the firmware's variables, the disk the machine starts from among them";
      return undefined;
    },
  },
  {
    id: 'mount-over-system',
    description: 'mount onto the root, a system directory or a home (mount -t tmpfs tmpfs /usr, mount --bind EMPTY /etc): what was there is hidden, programs and accounts with it: asks',
    verdict: 'ask',
    test: ({ name, args, cwd }) => {
      // (A mount moved there with --move hides it as surely.)
      if (name !== 'mount' || args.some((arg) => typeof arg === 'string' && /(?:^|,)remount(?:,|$)/.test(arg))) return undefined;
      // `mount DEV DIR` (one operand is looked up in fstab: everyday). The kernel's own filesystems
      // and the places disks are mounted at (`/mnt`, `/media`, `/boot`, `/boot/efi`) are everyday.
      const operands = skipMountOptions(args);
      const targetOption = args.flatMap((arg, index) => (args[index - 1] === '--target' ? [arg] : typeof arg === 'string' && arg.startsWith('--target=') ? [arg.slice(9)] : []))[0];
      const given = targetOption ?? (operands.length === 2 ? operands[1] : undefined);
      const target = typeof given === 'string' ? normalizePath(resolvedIn(given, cwd)) : undefined;
      const hidden = target !== undefined && !/^\/(?:mnt|media|boot|srv|opt|proc|sys|dev|run|tmp|var\/tmp)(?:\/|$)/.test(target) ? criticalPathReason(target) : undefined;
      // A file the system needs, hidden under another (`mount --bind /dev/null /etc/passwd`).
      if (!hidden && target !== undefined && isVitalFile(target)) return `mount hides ${target} under what it mounts there: the system cannot boot or log in without it until it is unmounted`;
      return hidden && `mount hides ${hidden} under what it mounts there: what it holds is gone until it is unmounted`;
    },
  },
  {
    id: 'filesystem-relabel',
    description: "e2label, fatlabel, exfatlabel or ntfslabel giving a device's filesystem a new label: asks, an fstab or boot loader that finds it by its label no longer does",
    verdict: 'ask',
    test: ({ name, args }) => {
      if (!name || !/^(?:e2label|fatlabel|exfatlabel|ntfslabel)$/.test(name) || positionals(args).length < 2) return undefined;
      const device = positionals(args).find(isBlockDevice);
      return device && `${name} gives ${device} a new label: what finds its filesystem by the old one (fstab, the boot loader) no longer does`;
    },
  },
  {
    id: 'filesystem-unavailable',
    description: 'umount of the root, a system directory or a home; fsfreeze -f or a read-only remount of one: what it holds is gone, or every write to it waits, this shell\'s too, until it is mounted or thawed again: asks',
    verdict: 'ask',
    test: ({ name, args, cwd }) => {
      const freezes = name === 'fsfreeze' && hasOption(args, 'f', ['--freeze']);
      // `mount -o remount,ro /`: nothing can write it (logs, packages, this shell's files) until it is remounted.
      const readOnly = name === 'mount' && optionValues(args, '-o', '--options').some((options) => /(?:^|,)remount(?:,|$)/.test(options) && /(?:^|,)ro(?:,|$)/.test(options));
      if (name !== 'umount' && !freezes && !readOnly) return undefined;
      // (The places disks are mounted at are everyday, as for mount.)
      const target = positionals(args).map((path) => normalizePath(resolvedIn(path, cwd))).find((path) => !/^\/(?:mnt|media|boot|srv|opt|proc|sys|dev|run|tmp|var\/tmp)(?:\/|$)/.test(path) && criticalPathReason(path));
      if (!target) return undefined;
      if (readOnly) return `mount makes ${criticalPathReason(target)} read-only: nothing can write it until it is remounted`;
      return freezes ? `fsfreeze freezes ${criticalPathReason(target)}: every write to it waits until it is thawed` : `umount takes ${criticalPathReason(target)} away: what it holds is gone until it is mounted again`;
    },
  },
  {
    id: 'windows-registry-delete',
    description: "reg delete of the machine's system, software or accounts hive (HKLM\\SYSTEM, HKLM\\SOFTWARE): Windows does not start again",
    test: ({ name, args }) => {
      if (name !== 'reg' || typeof args[0] !== 'string' || !/^delete$/i.test(args[0])) return undefined;
      const key = typeof args[1] === 'string' ? args[1].replace(/^HKEY_LOCAL_MACHINE/i, 'HKLM').replace(/\\+$/, '') : undefined;
      return key !== undefined && /^HKLM(?:\\(?:SYSTEM(?:\\(?:CurrentControlSet|ControlSet\d{3})(?:\\(?:Services|Control|Enum))?)?|SOFTWARE(?:\\Microsoft(?:\\Windows(?: NT)?(?:\\CurrentVersion)?)?)?|SAM|SECURITY))?$/i.test(key) ? `reg deletes ${args[1]}: Windows does not start again` : undefined;
    },
  },
  {
    id: 'windows-disk-erase',
    description: "PowerShell's Clear-Disk -RemoveData, Remove-Partition, Format-Volume: a disk's partitions or data erased",
    test: ({ name, args }) => {
      const cmdlet = name?.toLowerCase();
      if (cmdlet === 'clear-disk' && args.some((arg) => typeof arg === 'string' && /^-RemoveData$/i.test(arg))) return 'Clear-Disk -RemoveData erases every partition of the disk';
      return cmdlet === 'remove-partition' || cmdlet === 'format-volume' ? `${name} erases what the partition holds` : undefined;
    },
  },
  {
    id: 'boot-entries',
    description: "efibootmgr -B, bcdedit /delete: delete the firmware's or Windows's boot entries",
    test: ({ name, args }) =>
      name === 'efibootmgr' && hasOption(args, 'B', ['--delete-bootnum'])
        ? 'efibootmgr -B deletes a boot entry: the machine may not start again'
        : name === 'bcdedit' && args.some((arg) => typeof arg === 'string' && /^\/delete$/i.test(arg))
          ? "bcdedit /delete deletes one of Windows's boot entries: the machine may not start again"
          : undefined,
  },
  {
    id: 'macos-disk-erase',
    description: 'diskutil eraseDisk, zeroDisk, partitionDisk, apfs deleteContainer..., asr restore --erase: erase or repartition a disk (macOS)',
    test: ({ name, args }) => {
      // asr restores an image over its target, erasing it first when told to.
      if (name === 'asr' && has(args, '--erase', '-erase')) return `asr ${positionals(args)[0] ?? 'restore'} --erase erases ${optionValues(args, '-t', '--target')[0] ?? 'its target'}`;
      if (name !== 'diskutil') return undefined;
      const verb = diskutilErase(args);
      // A disk or volume by its identifier, or a volume by where it is mounted (`/Volumes/Data`, `/`).
      const disk = args.find((arg): arg is string => typeof arg === 'string' && /^(?:\/dev\/)?r?disk\d+(?:s\d+)?$/.test(arg)) ?? positionals(args).find((arg) => arg === '/' || arg.startsWith('/Volumes/'));
      return verb && (disk || verb === 'deleteContainer' || verb === 'deleteVolume') ? `diskutil ${verb} erases ${disk ?? 'a volume'}` : undefined;
    },
  },
  {
    id: 'nwipe',
    description: 'nwipe: wipes the disks it is given, or with none every disk it finds (--autonuke)',
    test: ({ name, args }) => (name === 'nwipe' && !hasOption(args, 'hV', ['--help', '--version']) ? `nwipe wipes ${positionals(args).find(isBlockDevice) ?? 'every disk it finds'}` : undefined),
  },
  {
    id: 'firmware-write',
    description: 'flashrom -w / -E, tpm2_clear: write or erase the machine\'s firmware, or clear its TPM',
    test: ({ name, args }) => {
      if (name === 'flashrom' && hasOption(args, 'wE', ['--write', '--erase'])) return 'flashrom writes or erases the firmware: the machine may not start again';
      // Clearing the TPM loses every key sealed to it: a disk it unlocks, the machine's attestation.
      if (name === 'tpm2_clear' || (name === 'tpm2' && args[0] === 'clear')) return `${name} clears the TPM: the keys sealed to it (a disk it unlocks) are lost`;
      return undefined;
    },
  },
  {
    id: 'essential-package-removal',
    description: 'removing packages the system cannot run without (bash, coreutils, the C library...), past the package manager\'s own refusal',
    test: ({ name, args }) => {
      const words = args.filter((arg): arg is string => typeof arg === 'string');
      const removes = (name === 'apt' || name === 'apt-get') && has(args, 'remove', 'purge', 'autoremove') && words.includes('--allow-remove-essential');
      const forced = removesPastChecks(name, args);
      const essential = positionals(args).find((word) => ESSENTIAL_PACKAGES.test(word.replace(/^[\w-]+\//, '')));
      if (removes) return `${name} removes packages marked essential (--allow-remove-essential)`;
      // Every kernel at once (`apt-get purge linux-image-*`): the next boot has none. One version is housekeeping.
      const everyKernel = REMOVES_PACKAGES[name ?? '']?.(args) ? positionals(args).find((word) => EVERY_KERNEL.test(word)) : undefined;
      if (everyKernel) return `${name} removes ${everyKernel}: every kernel, and the next boot has none`;
      return forced && essential ? `${name} removes ${essential}, which the system cannot run without, past the package manager's checks` : undefined;
    },
  },
  {
    id: 'system-package-removal',
    description: 'removing a package the manager does not protect but the machine needs (its only kernel or the running one, its boot loader, sudo, sshd, its network), or every installed package: asks',
    verdict: 'ask',
    test: ({ name, args, text }) => {
      if (!REMOVES_PACKAGES[name ?? '']?.(args)) return undefined;
      const needed = positionals(args).find((word) => SYSTEM_PACKAGES.test(word.replace(/^[\w-]+\//, '').replace(/[:=].*$/, '')));
      if (needed) return `${name} removes ${needed}: without it the machine may not boot, be administered or be reached`;
      // Every package: a pattern every name matches (`'*'`, aptitude's `~i`), or the list of all
      // installed ones computed in the line (`$(pacman -Qq)`, `$(rpm -qa)`; not `pacman -Qdtq`'s orphans).
      if (positionals(args).some((word) => /^(?:\*|\.\*|~i|\?installed)$/.test(word)) || EVERY_INSTALLED_PACKAGE.test(text)) return `${name} removes every installed package`;
      return /(?:linux-image|kernel)-\$\(uname -r\)/.test(text) ? `${name} removes the running kernel (uname -r)` : undefined;
    },
  },
  {
    id: 'root-account-delete',
    description: 'userdel root, deluser root: without the root account sudo and su fail, and nobody can administer the machine',
    // (`deluser bob root` takes bob out of the group root: the account is the first operand.)
    test: ({ name, args }) => ((name === 'userdel' || name === 'deluser') && positionals(args)[0] === 'root' ? `${name} deletes the root account: sudo and su stop working` : undefined),
  },
  {
    id: 'account-lockout',
    description: 'root or the current user given a login shell that refuses logins (nologin, false) or an account that has expired: nobody logs in as them again: asks',
    verdict: 'ask',
    test: ({ name, args }) => {
      const current = (account: WordValue | undefined) => account === DYNAMIC || account === '$USER';
      const shownAccount = (account: WordValue | undefined) => (account === DYNAMIC ? 'an account known only at run time' : 'the current user');
      // The current user's password locked (`passwd -l`, `usermod -L`): no login or sudo by password.
      // (Root's is locked on many systems from the start.)
      // The first operand, a value known only at run time too.
      const operand = args.find((arg) => arg === DYNAMIC || !arg.startsWith('-'));
      const locked = name === 'passwd' && hasOption(args, 'l', ['--lock']) ? (operand ?? '$USER') : name === 'usermod' && hasOption(args, 'L', ['--lock']) ? args.at(-1) : undefined;
      if (current(locked)) return `${name} locks the password of ${shownAccount(locked)}: no login or sudo by password`;
      // The current account deleted (`userdel $USER`, macOS's `dscl . -delete /Users/$USER`).
      const record = name === 'dscl' && has(args, '-delete') ? args[args.indexOf('-delete') + 1] : undefined;
      const deleted = name === 'userdel' || name === 'deluser' ? operand : typeof record === 'string' ? /^\/Users\/([^/]+)$/.exec(record)?.[1] : record;
      if (current(deleted) || (name === 'dscl' && deleted === 'root')) return `${name} deletes ${deleted === 'root' ? 'the root account' : shownAccount(deleted)}: nobody logs in as it again`;
      if (name !== 'usermod' && name !== 'chsh' && name !== 'chage') return undefined;
      // The account is the last word, when it is not an option or an option's value (chsh
      // without one changes the current user's shell).
      const [previous, last] = args.slice(-2).length === 2 ? args.slice(-2) : [undefined, args.at(-1)];
      const named = last !== undefined && !(typeof last === 'string' && last.startsWith('-')) && !(typeof previous === 'string' && /^(?:-[sEe]|--shell|--expiredate)$/.test(previous));
      const user = named ? last : name === 'chsh' ? '$USER' : undefined;
      const ownAccount = (account: WordValue | undefined) => account === 'root' || account === DYNAMIC || account === '$USER';
      const shell = optionValues(args, '-s', '--shell')[0];
      if (shell !== undefined && /(?:^|\/)(?:nologin|false)$/.test(shell) && ownAccount(user)) return `${name} gives ${user === DYNAMIC ? 'an account known only at run time' : user === '$USER' ? 'the current user' : user} the shell ${shell}: it cannot log in`;
      const expiry = name === 'chage' ? optionValues(args, '-E', '--expiredate')[0] : name === 'usermod' ? optionValues(args, '-e', '--expiredate')[0] : undefined;
      return expiry !== undefined && /^(?:0|1|19\d\d-\d\d-\d\d)$/.test(expiry) && ownAccount(user) ? `${name} expires the account ${user === DYNAMIC ? 'known only at run time' : user}: it cannot log in` : undefined;
    },
  },
  {
    id: 'account-home-delete',
    description: 'userdel -r, deluser --remove-home: an account deleted with its home directory',
    test: ({ name, args }) => {
      const removesHome = (name === 'userdel' && hasOption(args, 'r', ['--remove'])) || (name === 'deluser' && has(args, '--remove-home', '--remove-all-files'));
      // macOS's sysadminctl deletes the account's home unless told -keepHome.
      if (name === 'sysadminctl' && has(args, '-deleteUser') && !has(args, '-keepHome')) {
        const user = args[args.indexOf('-deleteUser') + 1];
        return `sysadminctl deletes the home directory of ${typeof user === 'string' ? user : 'an account known only at run time'}`;
      }
      if (!removesHome) return undefined;
      if (name === 'deluser' && has(args, '--remove-all-files')) return 'deluser --remove-all-files deletes every file the account owns, anywhere';
      const user = positionals(args).at(-1);
      return `${name} deletes the home directory of ${user === DYNAMIC || user === undefined ? 'an account known only at run time' : user === 'root' ? 'root (/root)' : user}`;
    },
  },
  {
    id: 'rsync-delete-root',
    description: 'rsync --delete, unison -force, lftp mirror --delete or restic restore --delete onto the root, the home or a system directory',
    test: ({ name, args, cwd }) => {
      if (name === 'unison') {
        const target = firstCritical(unisonOverwritten(args), cwd);
        return target && `unison makes ${target} a copy of its other root, deleting what that lacks`;
      }
      // lftp's mirror with --delete (-e) deletes local files its remote source lacks (not when -R uploads).
      if (name === 'lftp') {
        const scripts = args.flatMap((arg, index) => ((arg === '-c' || arg === '-e') && typeof args[index + 1] === 'string' ? [args[index + 1] as string] : []));
        const mirrored = scripts.flatMap((script) => script.split(/[;\n]|&&/)).map((command) => command.trim().split(/\s+/));
        const targets = mirrored.filter(([verb, ...rest]) => verb === 'mirror' && rest.some((word) => word === '--delete' || word === '-e') && !rest.some((word) => word === '-R' || word === '--reverse')).map((words) => words.filter((word, index) => index > 0 && !word.startsWith('-')).at(1));
        const target = firstCritical(targets.filter((path): path is string => path !== undefined).map((path) => path.replace(/^(['"])(.*)\1$/, '$2')), cwd);
        return target && `lftp mirror --delete deletes what its source lacks from ${target}`;
      }
      // Cloud storage synced down with deletion (`aws s3 sync --delete s3://x ~/`): the local
      // destination loses what the bucket lacks.
      const cloud = cloudSyncDestination(name, args);
      if (cloud !== undefined) {
        const target = firstCritical([cloud], cwd);
        return target && `${name} sync deletes what its source lacks from ${target}`;
      }
      // restic restore --delete removes what the snapshot lacks from its target.
      if (name === 'restic' && has(args, 'restore') && has(args, '--delete')) {
        const target = firstCritical(optionValues(args, '-t', '--target'), cwd);
        return target && `restic restore --delete deletes what the snapshot lacks from ${target}`;
      }
      // (--remove-source-files deletes the source, not the destination: archive-remove-root.)
      if (name !== 'rsync' || !deletesWhatSourceLacks(args)) return undefined;
      const destination = positionals(args).at(-1);
      const target = destination === undefined || destination.includes(':') ? undefined : firstCritical([destination], cwd);
      return target && `rsync deletes what is not in its source from ${target}`;
    },
  },
  {
    id: 'extract-over-system',
    description: 'an archive extracted or a work tree checked out over the root or a system directory (not /usr/local or /opt): whatever it holds replaces what is there: asks',
    verdict: 'ask',
    test: ({ name, args, cwd }) => {
      const into = extractionDirectory(name, args);
      if (into === undefined) return undefined;
      const target = firstCritical([into], cwd);
      // (Unpacking into a home, or where software is unpacked, is everyday.)
      const everyday = homeDirectoryReason(resolvedIn(into, cwd)) !== undefined || /^\/(?:usr\/local|opt)(?:\/|$)/.test(resolvedIn(into, cwd));
      return target && !everyday ? `${name} writes what it extracts over ${target}` : undefined;
    },
  },
  {
    id: 'rclone-delete-root',
    description: 'rclone purge, delete, sync or move of the root, the home or a system directory',
    test: ({ name, args, cwd }) => {
      if (name !== 'rclone') return undefined;
      const [verb, ...paths] = positionals(args);
      // purge and delete remove what their path holds; sync and bisync what the destination holds
      // beyond the source; move and moveto their source once copied. A `remote:` path is elsewhere.
      // (Counted from the end: an option's value may come before them.)
      const removed = verb === 'purge' || verb === 'delete' ? paths : verb === 'sync' || verb === 'bisync' ? paths.slice(-1) : verb === 'move' || verb === 'moveto' ? paths.slice(-2, -1) : [];
      const target = firstCritical(removed.filter((path) => !/^[\w.-]*:/.test(path)), cwd);
      return target && `rclone ${verb} deletes what ${target} holds`;
    },
  },
  {
    id: 'device-copy',
    description: 'tee, cp, mv, install, truncate, ddrescue, tar -c, qemu-img, bmaptool copy, virt-format, guestfish (read-write), fsarchiver restfs, curl -o, wget -O or socat onto a block device',
    test: ({ name, args }) => {
      const imageWriter = (name === 'qemu-img' && has(args, 'convert', 'dd')) || (name === 'bmaptool' && has(args, 'copy'));
      // Virtual-disk tools given a real disk: qemu-img create/resize/amend, virt-format's `-a`,
      // guestfish's `-a` unless `--ro` (it opens read-write by default), fsarchiver's `dest=`.
      const virtual =
        name === 'qemu-img' && has(args, 'create', 'resize', 'amend') ? positionals(args)
        : name === 'virt-format' || (name === 'guestfish' && !hasOption(args, 'r', ['--ro'])) ? optionValues(args, '-a', '--add')
        : name === 'fsarchiver' && has(args, 'restfs', 'restdir') ? args.flatMap((arg) => (typeof arg === 'string' ? [...arg.matchAll(/\bdest=([^,\s]+)/g)].map((match) => match[1]!) : []))
        : [];
      const disk = virtual.find(isBlockDevice);
      if (disk) return `${name} writes the block device ${disk}`;
      // A download written onto a device (`curl -o /dev/sda URL`), and socat's written address
      // (`socat -u /dev/zero OPEN:/dev/sda`: the second with -u, the first with -U, both otherwise).
      const downloaded = name === 'curl' || name === 'wget' ? VITAL_FILE_WRITERS[name]!(args).paths : [];
      const socat = name === 'socat' ? socatWritten(args) : [];
      const written = [...downloaded, ...socat].find(isBlockDevice);
      if (written) return `${name} writes the block device ${written}`;
      if (name !== 'tee' && name !== 'cp' && name !== 'mv' && name !== 'install' && name !== 'truncate' && name !== 'ddrescue' && name !== 'tar' && !imageWriter) return undefined;
      // ddrescue writes its second operand (a device only with -f); tar the archive it creates;
      // qemu-img dd its of=, convert and bmaptool copy their last operand.
      const targets = name === 'tar' ? tarArchiveWritten(args) : name === 'tee' || name === 'truncate' ? positionals(args) : name === 'ddrescue' ? positionals(args).slice(1, 2)
        : name === 'qemu-img' && has(args, 'dd') ? args.filter((arg): arg is string => typeof arg === 'string' && arg.startsWith('of=')).map((arg) => arg.slice(3)) : positionals(args).slice(-1);
      const device = targets.find(isBlockDevice);
      return device && `${name} writes the block device ${device}`;
    },
  },
  {
    id: 'vital-file',
    description: 'rm, unlink, shred, truncate or mv of /etc/passwd, /etc/shadow, the kernel... : a system that cannot boot or log in',
    test: ({ name, args, cwd }) => {
      const overwritten = name ? VITAL_FILE_WRITERS[name]?.(args) : undefined;
      const vital = overwritten && firstVitalFile(overwritten.paths, cwd);
      if (vital) return `${name} ${overwritten.verb} ${vital}`;
      // A directory deleted whole with one in it (`rm -rf /usr/lib/systemd`, which holds init).
      if (name !== 'rm' || !isRecursiveDelete(args)) return undefined;
      for (const path of positionals(args)) {
        const below = vitalFileBelow(resolvedIn(path, cwd));
        if (below) return `rm deletes ${shownIn(path, cwd)} and ${below} in it, ${vitalFileNeed(below)}`;
      }
      return undefined;
    },
  },
  {
    id: 'system-link-delete',
    description: 'rm or unlink of /bin, /sbin, /lib or /lib64, or ln -sfn over one: on a merged-/usr system each is the link every program is found through',
    test: ({ name, args, cwd }) => {
      const replaces = name === 'ln' && hasOption(args, 'f', ['--force']) && hasOption(args, 'nT', ['--no-dereference', '--no-target-directory']);
      const paths = name === 'rm' || name === 'unlink' ? positionals(args) : replaces ? positionals(args).slice(-1) : [];
      for (const path of paths) {
        const link = systemLink(resolvedIn(path, cwd));
        if (!link) continue;
        const named = normalizePath(resolvedIn(path, cwd)) === link ? shownIn(path, cwd) : `${shownIn(path, cwd)}, ${link} among them`;
        return `${name} ${replaces ? 'replaces' : 'deletes'} ${named}: on a merged-/usr system that is the link through which every program, its loader and its libraries are found`;
      }
      return undefined;
    },
  },
  {
    id: 'vital-file-replace',
    description: 'cp, mv or install of another file onto /etc/passwd, /etc/shadow, /etc/group, /etc/sudoers: asks, a restore and a mistake look the same',
    verdict: 'ask',
    test: ({ name, args, cwd }) => {
      if (name !== 'cp' && name !== 'mv' && name !== 'install') return undefined;
      // The accounts and who may act as root; a new /etc/fstab or kernel put in place is everyday.
      const vital = copyDestinations(args).find((path) => isAccountDatabase(resolvedIn(path, cwd)));
      return vital && `${name} replaces ${shownIn(vital, cwd)} with another file, and the system needs it to boot or log in`;
    },
  },
  {
    id: 'account-database-edit',
    description: 'sed -i, perl -i, tee -a or >> of /etc/passwd, /etc/shadow, /etc/group, /etc/sudoers: asks, the accounts and who may act as root change with nothing checking the file (usermod, vipw and visudo do)',
    verdict: 'ask',
    test: ({ name, args, cwd }) => {
      const edited = name ? (EDITED_IN_PLACE[name]?.(args) ?? []).find((path) => isAccountDatabase(resolvedIn(path, cwd))) : undefined;
      return edited && `${name} ${name === 'tee' ? `adds to ${shownIn(edited, cwd)}` : `edits ${shownIn(edited, cwd)} in place`}: ${ACCOUNT_DATABASE_EDIT}`;
    },
  },
  {
    id: 'loader-preload',
    description: 'tee, sed -i, cp, mv, install, dd of=, ln -sf or another writer writing /etc/ld.so.preload (and > or >> to it): asks, every program started from then on, as root too, loads the libraries it names',
    verdict: 'ask',
    test: ({ name, args, cwd }) => {
      if (!name) return undefined;
      // (Deleting or emptying it preloads nothing.)
      const writer = VITAL_FILE_WRITERS[name]?.(args);
      const others = writer && writer.verb !== 'deletes' && writer.verb !== 'empties' ? writer.paths : [];
      const written = name === 'tee' ? positionals(args) : name === 'cp' || name === 'mv' || name === 'install' ? copyDestinations(args) : [...others, ...(EDITED_IN_PLACE[name]?.(args) ?? [])];
      const preload = written.find((path) => normalizePath(resolvedIn(path, cwd)) === LOADER_PRELOAD);
      return preload && `${name} writes ${shownIn(preload, cwd)}: ${LOADER_PRELOAD_EFFECT}`;
    },
  },
  {
    id: 'account-data-delete',
    description: "rm -r of the account's keys (~/.ssh, ~/.gnupg) or documents (~/Documents, ~/Desktop...), or one private key deleted, emptied or moved away: asks, they cannot be made again",
    verdict: 'ask',
    test: ({ name, args, cwd, stdin }) => {
      const tree = deletedTreeReason(name, treesDeleted(name, args), cwd, accountDataReason) ?? replacedTreeReason(name, args, cwd, accountDataReason);
      if (tree) return tree;
      // find deleting in it by what files are, not what they are named (`-mtime +30`, `-size +1M`),
      // or anything among its keys (`-name 'id_*'`). (Old downloads are cleaned by age as a matter of course.)
      if (name === 'find' && args.includes('-delete')) {
        const byName = args.some((arg) => typeof arg === 'string' && /^-(?:i?name|i?path|i?wholename|i?regex)$/.test(arg));
        const selected = ({ kind, folder }: { kind: string; folder: string }) => (byName ? kind === 'keys' : folder !== 'Downloads');
        const data = findStartingPoints(args).flatMap((start) => (start === DYNAMIC ? [] : [accountData(resolvedIn(start, cwd))])).find((found) => found !== undefined && selected(found));
        if (data) return `find deletes files of ${data.reason}`;
      }
      // Every file at its top deleted or destroyed (`rm ~/Documents/*`, `shred -u ~/Pictures/*`,
      // `truncate -s 0 ~/Documents/*`); old downloads go as a matter of course.
      const destroys = name === 'rm' || name === 'srm' || name === 'wipe' || name === 'shred' || (name === 'truncate' && optionValues(args, '-s', '--size').some((size) => /^0+[KMGTPE]?i?B?$/i.test(size)));
      const everyFile = destroys ? positionals(args).filter((path) => /\/\.?\*$/.test(path)).map((path) => accountData(resolvedIn(path, cwd))).find((found) => found !== undefined && found.folder !== 'Downloads') : undefined;
      if (everyFile) return `${name} destroys every file of ${everyFile.reason}`;
      // rsync --delete (or a cloud sync with deletion) onto it: what the source lacks is deleted there.
      const mirrored = name === 'rsync' && deletesWhatSourceLacks(args) ? positionals(args).at(-1) : cloudSyncDestination(name, args);
      const mirror = mirrored !== undefined && !mirrored.includes(':') ? accountDataReason(resolvedIn(mirrored, cwd)) : undefined;
      if (mirror) return `${name} deletes from ${mirror} what its source lacks`;
      // Keys deleted by their own tools: macOS's keychains, gpg's secret keys, ssh-keygen writing a
      // new key where one is (it asks to overwrite; `yes |` answers).
      if (name === 'security' && args[0] === 'delete-keychain') return "security deletes one of the account's keychains";
      if (name === 'gpg' && args.some((arg) => typeof arg === 'string' && /^--delete-secret-(?:keys|and-public-keys?)$/.test(arg))) return "gpg deletes the account's secret keys";
      // (Its lines are kept nowhere else: `crontab -e` edits the only copy.)
      if (name === 'crontab' && hasOption(args, 'r', ['--remove'])) return "crontab -r deletes the account's crontab, kept nowhere else";
      // `crontab /dev/null`: the crontab replaced by nothing.
      if (name === 'crontab' && positionals(args).some((path) => path === '/dev/null')) return "crontab /dev/null empties the account's crontab, kept nowhere else";
      // (Fed nothing, or not `y`, it does not overwrite: its question is answered no.)
      const answersYes = stdin === DYNAMIC || (stdin !== undefined && /^\s*y/i.test(stdin));
      const generated = name === 'ssh-keygen' && answersYes && !hasOption(args, 'lyBpcReFHDikKQrsAMYG', ['--help']) ? optionValues(args, '-f')[0] : undefined;
      const overwritten = generated === undefined ? undefined : accountKeyReason(resolvedIn(generated, cwd));
      if (overwritten) return `ssh-keygen writes a new key over ${overwritten}`;
      // One of its private keys deleted, emptied, written over or moved away.
      const written = name ? VITAL_FILE_WRITERS[name]?.(args) : undefined;
      const key = written?.paths.map((path) => accountKeyReason(resolvedIn(path, cwd))).find(Boolean);
      return key && `${name} ${written!.verb} ${key}`;
    },
  },
  {
    id: 'machine-data-delete',
    description: "rm -r of the machine's databases, container and virtual machine storage (/var/lib/mysql, /var/lib/docker...), every unused container volume pruned, a virtual machine's disks deleted: asks, they cannot be made again",
    verdict: 'ask',
    test: ({ name, args, cwd }) =>
      // `podman system reset` deletes every container, image and volume with the storage they are in.
      (name === 'podman' || name === 'buildah') && has(args, 'system') && has(args, 'reset') && !has(args, '--help', '-h')
        ? `${name} system reset deletes every container, image and volume and their storage`
        : (containerVolumesDeleted(name, args) ?? deletedTreeReason(name, treesDeleted(name, args), cwd, machineDataReason) ?? replacedTreeReason(name, args, cwd, machineDataReason)),
  },
  {
    id: 'home-folder-delete',
    description: "rm -r of a folder at the top of a home directory (~/.pi, ~/notes, ~/project): asks, what it holds may be the account's own and it is not the working directory's to delete; caches and temporary folders stay everyday",
    verdict: 'ask',
    test: ({ name, args, cwd, callCwd }) => {
      // The call's working directory is its own to clean (`rm -rf .`, `rm -rf ./*`, `find . -delete`
      // in ~/project), not a folder the line cds into (`cd ~/notes && rm -rf ./*`).
      const folder = treesDeleted(name, args)
        .map((path) => resolvedIn(path, cwd))
        .filter((path) => normalizePath(path).replace(/\/\.?\*$/, '') !== callCwd)
        .map(homeFolder)
        .find((found) => found !== undefined);
      return folder && `${name} deletes ${folder}, a folder at the top of a home directory: what it holds may be the account's own`;
    },
  },
  {
    id: 'wsl-unregister',
    description: 'wsl --unregister: a WSL distribution deleted with its whole filesystem',
    test: ({ name, args }) => (name === 'wsl' && has(args, '--unregister') ? `wsl --unregister deletes the distribution ${positionals(args)[0] ?? ''} with its whole filesystem`.trimEnd() : undefined),
  },
  {
    id: 'backup-delete',
    description: "vssadmin delete shadows, wmic shadowcopy delete, wbadmin delete, tmutil delete, timeshift --delete-all, snapper delete, borg delete of a repository, and rm -r, find -delete or btrfs subvolume delete of a backup folder: asks, the machine's own backups are deleted",
    verdict: 'ask',
    test: ({ name, args, cwd }) => {
      const words = args.filter((arg): arg is string => typeof arg === 'string').map((word) => word.toLowerCase());
      const deletes =
        (name === 'vssadmin' && words[0] === 'delete' && words[1] === 'shadows') ||
        (name === 'wmic' && words.includes('shadowcopy') && words.includes('delete')) ||
        (name === 'wbadmin' && words[0] === 'delete') ||
        (name === 'tmutil' && (words[0] === 'delete' || words[0] === 'deletelocalsnapshots')) ||
        (name === 'timeshift' && words.includes('--delete-all')) ||
        (name === 'snapper' && has(positionals(args), 'delete', 'remove', 'rm')) ||
        // A whole repository, not one archive of it (`REPO::ARCHIVE`).
        (name === 'borg' && positionals(args)[0] === 'delete' && !positionals(args).slice(1).some((word) => word.includes('::')));
      if (deletes) return `${name} deletes the machine's backups (${words.slice(0, 2).join(' ')})`;
      const paths =
        name === 'find' && args.includes('-delete') ? findStartingPoints(args).filter((path): path is string => typeof path === 'string')
        : name === 'btrfs' && has(args, 'subvolume') && has(args, 'delete', 'del') ? positionals(args).slice(2)
        : treesDeleted(name, args);
      return deletedTreeReason(name, paths, cwd, backupReason);
    },
  },
  {
    id: 'windows-partitioner',
    description: "diskpart: asks, it changes Windows's disks and partitions by a script or at its prompt",
    verdict: 'ask',
    test: ({ name, args }) => (name === 'diskpart' && !args.includes('/?') ? 'diskpart changes disks and partitions by a script or at its prompt' : undefined),
  },
  {
    id: 'device-node',
    description: 'rm, unlink or mv of a device node (/dev/null, /dev/sda), or a file moved or linked in its place (mv x /dev/null): asks, what uses it fails until the next boot makes it again',
    verdict: 'ask',
    test: ({ name, args, cwd }) => {
      if (name !== 'rm' && name !== 'unlink' && name !== 'mv' && name !== 'ln' && name !== 'install') return undefined;
      const removed = name === 'mv' ? movedSources(args) : name === 'rm' || name === 'unlink' ? positionals(args) : [];
      const node = removed.find((path) => isDeviceNode(resolvedIn(path, cwd)));
      if (node) return `${name} removes the device node ${node}: what uses it fails until the next boot makes it again`;
      // The file put in its place (`mv notes.txt /dev/null`, `ln -sf x /dev/null`, `install x /dev/null`): a rename over it replaces it.
      const replaces = name === 'mv' || name === 'install' || (name === 'ln' && hasOption(args, 'f', ['--force']));
      const target = replaces ? positionals(args).at(-1) : undefined;
      return typeof target === 'string' && positionals(args).length > 1 && !target.endsWith('/') && isDeviceNode(resolvedIn(target, cwd)) ? `${name} puts a file in the place of the device node ${target}: what uses it fails until the next boot makes it again` : undefined;
    },
  },
  {
    id: 'container-mount-root',
    description: 'docker/podman run, compose run, build or buildah with the root or a system directory mounted writable',
    test: ({ name, args, cwd }) => {
      if (!name || !CONTAINER_ENGINES.has(name)) return undefined;
      if (!startsContainer(args)) return undefined;
      for (const { source, readOnly } of bindMounts(args).filter((mount) => mount.source.startsWith('/'))) {
        // A home directory is left out: mounting it is how development containers are used.
        const path = resolvedIn(source, cwd);
        const reason = readOnly || homeDirectoryReason(path) ? undefined : criticalPathReason(path);
        if (reason) return `${name} mounts ${reason} writable into a container, where anything can delete it`;
      }
      return undefined;
    },
  },
  {
    id: 'kill-every-process',
    description: 'kill -9 -1 (or the ids of every process: $(pgrep -f .), ps -e | xargs kill), killall5, pkill/killall -u root (or -u "$USER") with no name or a pattern every name matches, systemctl kill of every unit: a signal to every process the user may signal (as root, the whole machine)',
    test: ({ name, args }) => {
      if (name === 'killall5') return 'killall5 signals every process on the machine';
      const user = name === 'pkill' || name === 'killall' ? selectsEveryProcessOf(name, args) : undefined;
      if (user === 'root') return `${name} with the user root and no name signals every process of root (the machine's services, its logins, the agent)`;
      if (user === 'run-time') return `${name} with a user named at run time and no name signals every process of that user (the current account's: its logins, the agent)`;
      if ((name === 'pkill' || name === 'killall') && matchesEveryProcess(name, args)) return `${name} with a pattern every process matches signals every process it may (as root, the whole machine, the agent included)`;
      // systemd's own kill of every unit (`systemctl kill '*'`).
      if (name === 'systemctl' && positionals(args)[0] === 'kill' && positionals(args).slice(1).some((unit) => /^\*(?:\.\*)?$|^\*\.service$/.test(unit))) return 'systemctl kill of every unit signals every service of the machine';
      if (name !== 'kill') return undefined;
      return killTargets(args).includes('-1') ? 'kill with the process id -1 signals every process it may (as root, the whole machine, the agent included)' : undefined;
    },
  },
  {
    id: 'machine-trigger',
    description: 'writing /proc/sysrq-trigger, /dev/mem, /dev/kmem, /dev/port or a device\'s sysfs delete/remove/state (tee, dd of=, cp): reboot, crash or detach a disk at once, without syncing',
    test: ({ name, args, cwd }) => {
      // tee and cp write their targets whatever comes in (VITAL_FILE_WRITERS counts only emptying).
      const written = name === 'tee' ? positionals(args) : name === 'cp' ? positionals(args).slice(-1) : name ? VITAL_FILE_WRITERS[name]?.(args).paths : undefined;
      const trigger = written?.find((path) => machineTriggerEffect(resolvedIn(path, cwd)));
      return trigger && `${name} writes ${trigger}, ${machineTriggerEffect(resolvedIn(trigger, cwd))}`;
    },
  },
  {
    id: 'power-off',
    description: 'shutdown, reboot, poweroff, halt, init 0/6, systemctl poweroff/reboot, launchctl reboot, kexec, logind over D-Bus, rtcwake, /sys/power/state, signals to init: asks, a person may mean it',
    verdict: 'ask',
    test: ({ name, args }) => {
      const words = args.filter((arg): arg is string => typeof arg === 'string');
      if (words.some((word) => word === '--help' || (word === '-h' && name !== 'shutdown')) || (name === 'shutdown' && words.includes('-c'))) return undefined;
      if (name === 'shutdown' || name === 'reboot' || name === 'poweroff' || name === 'halt') return `${name} stops or restarts the machine`;
      // pm-utils' and Void's suspenders (its `ZZZ` is read in lower case too); logind's verbs through loginctl.
      if (name !== null && /^(?:pm-(?:suspend|hibernate|suspend-hybrid)|zzz)$/.test(name)) return `${name} suspends or hibernates the machine now`;
      if (name === 'loginctl' && POWER_ACTIONS.has(words[0] ?? '')) return `loginctl ${words[0]} stops, restarts or suspends the machine`;
      // A server's power through its BMC (`ipmitool chassis power off`, `-H HOST ... power cycle`).
      const power = name === 'ipmitool' ? words.indexOf('power') : -1;
      if (power !== -1 && /^(?:off|cycle|reset|soft|diag)$/.test(words[power + 1] ?? '')) return `ipmitool power ${words[power + 1]} stops or restarts the server`;
      if ((name === 'init' || name === 'telinit') && (words[0] === '0' || words[0] === '6')) return `${name} ${words[0]} stops or restarts the machine`;
      // macOS's launchd: `launchctl reboot`, and the system domain taken down (every service with it).
      if (name === 'launchctl' && (words[0] === 'reboot' || (words[0] === 'bootout' && words[1] === 'system'))) return `launchctl ${words.slice(0, 2).join(' ')} stops or restarts the machine`;
      // Single-user mode: every service and login stops.
      if ((name === 'init' || name === 'telinit') && /^(?:1|s|S|single)$/.test(words[0] ?? '')) return `${name} ${words[0]} takes the machine to single-user mode: every service and login stops`;
      // rtcwake's modes other than no, show and disable suspend or power off the machine now.
      if (name === 'rtcwake') {
        const mode = optionValues(args, '-m', '--mode')[0];
        if (mode !== undefined && !/^(?:no|show|disable)$/.test(mode)) return `rtcwake -m ${mode} suspends or powers off the machine now`;
      }
      // Suspend or hibernate by the kernel's own file (`echo mem | tee /sys/power/state`).
      if (name === 'tee' && positionals(args).some((path) => normalizePath(path) === SYSTEM_POWER_STATE)) return `tee writes ${SYSTEM_POWER_STATE}, which suspends or hibernates the machine now`;
      // kexec boots another kernel at once, unless it only loads or unloads one.
      if (name === 'kexec' && !hasOption(args, 'lpuSv', ['--load', '--load-panic', '--unload', '--status', '--version'])) return 'kexec boots another kernel now';
      // logind's and systemd's own methods, called over D-Bus (`busctl call ... PowerOff`).
      if (name !== null && DBUS_CALLERS.has(name) && words.some((word) => /login1|systemd1/.test(word))) {
        const method = words.find((word) => DBUS_POWER_METHOD.test(word));
        if (method) return `${name} calls ${method}, which stops or restarts the machine`;
      }
      // Signals to init (PID 1) make systemd reboot, power off or halt (SIGINT, SIGRTMIN+3..6) or
      // freeze (SIGSEGV); only 0, HUP, USR1 and USR2 ask it something harmless.
      if (name === 'kill') {
        const signal = killSignal(words);
        if (signal !== undefined && !/^(?:0|1|10|12|HUP|USR1|USR2)$/.test(signal) && killedPids(words).includes('1')) return `kill -${signal} 1 signals init, which by signal reboots, powers off, halts or freezes the machine`;
      }
      if (name !== 'systemctl') return undefined;
      // A verb that acts: a power verb itself, or one that starts or isolates a power target (and
      // set-default, which makes every boot end so); `cat`, `status` and the like only read.
      const [verb, ...units] = positionals(args).filter((word): word is string => typeof word === 'string');
      const target = units.find((word) => /^(?:poweroff|reboot|halt|kexec|rescue|emergency)\.target$/.test(word));
      if (verb && POWER_ACTIONS.has(verb)) return `systemctl ${verb} stops, restarts or isolates the machine`;
      return target && verb && TARGET_STARTERS.has(verb) ? `systemctl ${verb} ${target} stops, restarts or isolates the machine` : undefined;
    },
  },
  {
    id: 'remote-access-loss',
    description: 'sshd or the network stopped, a physical interface taken down, incoming traffic dropped by the firewall: a remote machine can no longer be reached: asks',
    verdict: 'ask',
    test: ({ name, args, text, stdin }) => {
      const words = args.filter((arg): arg is string => typeof arg === 'string');
      if (name === 'systemctl') {
        const [verb, ...units] = positionals(args).filter((word): word is string => typeof word === 'string');
        const unit = verb && /^(?:stop|disable|mask|kill)$/.test(verb) ? units.find((word) => REMOTE_ACCESS_UNITS.test(word)) : undefined;
        return unit && `systemctl ${verb} ${unit}: a remote machine can no longer be reached`;
      }
      // SysV's `service ssh stop`.
      if (name === 'service' && REMOTE_ACCESS_UNITS.test(words[0] ?? '') && words[1] === 'stop') return `service ${words[0]} stop: a remote machine can no longer be reached`;
      // firewalld no longer letting ssh in.
      if (name === 'firewall-cmd' && words.some((word, index) => word === '--remove-service=ssh' || (word === '--remove-service' && words[index + 1] === 'ssh') || /^--remove-port=22\/tcp$/.test(word))) return 'firewall-cmd stops letting ssh in: a remote machine can no longer be reached';
      // `ip link set eth0 down`, `ifdown eth0`, `ifconfig eth0 down`: a physical interface, not a container's or a bridge's.
      const iface = name === 'ip' && words[0] === 'link' && words[1] === 'set' && words.includes('down') ? words.slice(2).find((word) => word !== 'dev' && word !== 'down' && !word.startsWith('-')) : name === 'ifdown' ? (words.includes('-a') ? 'every interface' : positionals(args)[0]) : name === 'ifconfig' && words[1] === 'down' ? words[0] : undefined;
      if (typeof iface === 'string' && !VIRTUAL_INTERFACE.test(iface)) return `${name} takes ${iface} down: a remote machine can no longer be reached`;
      if (name === 'nmcli' && ((words[0] === 'networking' && words[1] === 'off') || (words[0] === 'radio' && words.at(-1) === 'off'))) return `nmcli ${words.join(' ')} cuts the network`;
      // net-tools' `route del default`; NetworkManager taking a connection or a device down.
      if (name === 'route' && /^del(?:ete)?$/.test(words[0] ?? '') && words.includes('default')) return 'route del default removes the way out: a remote machine can no longer be reached';
      if (name === 'nmcli' && ((/^c(?:on(?:nection)?)?$/.test(words[0] ?? '') && words[1] === 'down') || (/^d(?:ev(?:ice)?)?$/.test(words[0] ?? '') && /^(?:disconnect|down)$/.test(words[1] ?? '') && !VIRTUAL_INTERFACE.test(words.at(-1) ?? '')))) return `nmcli ${words.slice(0, 2).join(' ')} cuts the network`;
      if (name === 'rfkill' && words[0] === 'block' && /^(?:all|wlan|wifi)$/.test(words[1] ?? '')) return `rfkill blocks ${words[1]} radios: a machine on wireless can no longer be reached`;
      if (name === 'firewall-cmd' && words.includes('--panic-on')) return 'firewall-cmd --panic-on drops every packet: a remote machine can no longer be reached';
      // `tc ... netem loss 100%`: every packet the interface sends is lost.
      if (name === 'tc' && words.includes('netem') && words.some((word, index) => word === 'loss' && /^100(?:\.0*)?%$/.test(words[index + 1] ?? ''))) return 'tc netem loses every packet: a remote machine can no longer be reached';
      // `ip route del default`, `ip route flush` of every route, `ip addr flush` of a physical interface.
      if (name === 'ip') {
        const [object = '', verb = '', ...rest] = words.filter((word) => !word.startsWith('-'));
        const route = 'route'.startsWith(object) && object.length > 0 && ((/^(?:del|delete|d)$/.test(verb) && rest[0] === 'default') || (/^(?:flush|f)$/.test(verb) && (rest.length === 0 || rest.join(' ') === 'table main' || rest.join(' ') === 'all')));
        if (route) return `ip ${[object, verb, ...rest].join(' ')} removes the way out: a remote machine can no longer be reached`;
        const address = /^(?:a|ad|add|addr|addre|addres|address)$/.test(object);
        const flushed = address && /^(?:flush|f)$/.test(verb) ? rest.filter((word) => word !== 'dev')[0] : undefined;
        if (flushed !== undefined && !VIRTUAL_INTERFACE.test(flushed)) return `ip ${object} flush takes every address off ${flushed}: a remote machine can no longer be reached`;
        // An address taken off a physical interface: the one a remote session came in on, perhaps.
        const deleted = address && /^(?:del|delete|d)$/.test(verb) ? rest[rest.indexOf('dev') + 1] : undefined;
        if (deleted !== undefined && rest.includes('dev') && !VIRTUAL_INTERFACE.test(deleted)) return `ip ${object} del takes an address off ${deleted}: a remote machine may no longer be reached`;
      }
      const drops = (rule: string) => /\b(?:DROP|REJECT|drop|reject)\b/.test(rule);
      if ((name === 'iptables' || name === 'ip6tables') && drops(words.join(' '))) {
        const policy = words.some((word, index) => (word === '-P' || word === '--policy') && words[index + 1] === 'INPUT');
        const appended = words.some((word, index) => /^(?:-A|-I|--append|--insert)$/.test(word) && words[index + 1] === 'INPUT');
        const selective = words.some((word) => /^(?:-s|--source|-i|--in-interface|-p|--protocol|-m|--match)$/.test(word)) && !words.some((word, index) => /^--dports?$/.test(word) && /^(?:22|ssh)$/.test(words[index + 1] ?? ''));
        if (policy || (appended && !selective)) return `${name} drops incoming traffic: a remote machine can no longer be reached`;
      }
      if (name === 'nft' && /hook\s+input\b[^}]*policy\s+drop/.test(words.join(' '))) return 'nft drops incoming traffic by default: a remote machine can no longer be reached';
      // An nft rule on the input chain that drops everything, or ssh.
      // (A rule put in place of another, `replace rule ... handle N`, or at a place in the chain, is one too.)
      const nftRule = name === 'nft' && /^(?:add|insert|replace)$/.test(words[0] ?? '') && words[1] === 'rule' ? words.slice(2).join(' ') : undefined;
      if (nftRule !== undefined && /\binput\b/.test(nftRule) && /\b(?:drop|reject)\b/.test(nftRule)) {
        const matches = nftRule.replace(/^(?:(?:inet|ip6?|arp|bridge|netdev)\s+)?\S+\s+input\s*(?:(?:handle|position|index)\s+\d+\s*)?/, '').replace(/\b(?:counter|log(?:\s+prefix\s+"[^"]*")?|drop|reject(?:\s+with\s+\S+(?:\s+\S+)?)?)\b/g, '').trim();
        if (matches === '' || /\bdport\s+(?:\{[^}]*\b22\b[^}]*\}|(?:22|ssh)\b)/.test(matches)) return 'nft drops incoming traffic: a remote machine can no longer be reached';
      }
      if (name === 'ufw' && ((words[0] === 'deny' || words[0] === 'reject') && /^(?:22|22\/tcp|ssh|OpenSSH)$/.test(words[1] ?? ''))) return `ufw ${words[0]}s ssh: a remote machine can no longer be reached`;
      // Enabled without its question (`--force`, or an answer piped in): its default denies new incoming connections.
      const enabled = name === 'ufw' && positionals(args)[0] === 'enable' && (words.includes('--force') || stdin !== undefined);
      if (enabled) return 'ufw enabled: where ssh is not allowed first, a remote machine can no longer be reached (new connections are refused)';
      // Its incoming default turned to deny: in effect at once where ufw is enabled and ssh not allowed first.
      if (name === 'ufw' && words[0] === 'default' && /^(?:deny|reject)$/.test(words[1] ?? '') && (words[2] ?? 'incoming') === 'incoming') return `ufw default ${words[1]} incoming: where ssh is not allowed first, a remote machine can no longer be reached`;
      // Every sshd: the listener and every session over it, an agent's own perhaps (also by the
      // ids pidof or pgrep find: `kill $(pidof sshd)`).
      const sshd = ((name === 'pkill' || name === 'killall') && positionals(args).some((word) => word === 'sshd')) || (name === 'kill' && SSHD_PIDS.test(text));
      return sshd ? `${name} ends sshd and every session over it` : undefined;
    },
  },
  {
    id: 'dynamic-command-recursive-root',
    description: 'a command named at run time ($(...) -rf /) with recursive flags on the system',
    test: ({ name, args, cwd }) => {
      if (name !== null) return undefined;
      const target = hasOption(args, 'rR', ['--recursive']) ? firstCritical(positionals(args), cwd) : undefined;
      return target && `a command only known at run time, with recursive flags on ${target}`;
    },
  },
  ...KERNEL_RULES,
];

// mount's operands: its options and their values (`-t TYPE`, `-o OPTS`) taken off.
function skipMountOptions(args: readonly WordValue[]): WordValue[] {
  return args.filter((arg, index) => !(typeof arg === 'string' && arg.startsWith('-')) && !/^-(?:[a-zA-Z]*[tOoLU]|-types|-options|-label|-uuid|-source|-target)$/.test(String(args[index - 1])));
}

// Volumes a container runtime deletes that may hold a stopped database's data (`docker volume
// prune -a`, `docker system prune --volumes`, `podman volume rm --all`), and a virtual machine's disks.
function containerVolumesDeleted(name: string | null, args: readonly WordValue[]): string | undefined {
  const words = args.filter((arg): arg is string => typeof arg === 'string');
  const [object, verb] = positionals(args);
  if (name === 'docker' || name === 'podman' || name === 'nerdctl') {
    if (object === 'system' && verb === 'prune' && words.includes('--volumes')) return `${name} system prune --volumes deletes the volumes no running container uses`;
    // (A filter picks which: `--filter label=temp=true` deletes only those.)
    if (object === 'volume' && verb === 'prune' && (name === 'podman' || hasOption(args, 'a', ['--all'])) && !words.some((word) => word.startsWith('--filter'))) return `${name} volume prune deletes every volume no running container uses`;
    if (object === 'volume' && (verb === 'rm' || verb === 'remove') && hasOption(args, 'a', ['--all'])) return `${name} volume rm --all deletes every volume`;
    // Volumes the line lists at run time (`docker volume rm $(docker volume ls -q)`): every one, perhaps.
    if (object === 'volume' && (verb === 'rm' || verb === 'remove') && args.slice(args.indexOf(verb) + 1).includes(DYNAMIC)) return `${name} volume rm deletes volumes named only at run time (every one, perhaps)`;
  }
  if (name === 'virsh') {
    if (object === 'undefine' && words.some((word) => /^--(?:remove-all-storage|storage|wipe-storage)/.test(word))) return 'virsh undefine deletes the virtual machine\'s disks';
    if (object === 'vol-delete' || object === 'vol-wipe') return `virsh ${object} deletes a virtual machine's disk`;
  }
  return undefined;
}

const SSHD_PIDS = /(?:\$\(|`)\s*(?:pidof|pgrep(?:\s+-[a-z]+)*)\s+sshd\b/;
const REMOTE_ACCESS_UNITS = /^(?:ssh|sshd|openssh-server|NetworkManager|systemd-networkd|networking|network|wpa_supplicant|dhcpcd)(?:\.service|\.socket)?$/;
const VIRTUAL_INTERFACE = /^(?:lo|docker\d*|veth\w*|br-\w+|virbr\d*|cni\w*|flannel\S*|tun\d*|tap\d*|wg\d*|dummy\d*|vxlan\S*|kube\S*|cali\S*|podman\d*)$/;

// kill's signal, by name without SIG (`-9`, `-SIGKILL`, `-s KILL`, `--signal=9`, `-n 9`); TERM when none is given.
function killSignal(words: readonly string[]): string | undefined {
  for (const [index, word] of words.entries()) {
    if (word === '--') break;
    if (word === '-s' || word === '-n' || word === '--signal') return words[index + 1]?.toUpperCase().replace(/^SIG/, '');
    if (word.startsWith('--signal=')) return word.slice('--signal='.length).toUpperCase().replace(/^SIG/, '');
    if (/^-[lLt]$/.test(word)) return undefined;
    if (/^-\w/.test(word)) return word.slice(1).toUpperCase().replace(/^SIG/, '');
  }
  return 'TERM';
}

// The process ids kill is given (not a signal's value).
function killedPids(words: readonly string[]): string[] {
  return words.filter((word, index) => /^\d+$/.test(word) && !/^(?:-s|-n|--signal)$/.test(words[index - 1] ?? ''));
}

// The local destination of a cloud storage tool's sync that deletes what its source lacks
// (`aws s3 sync --delete`, `gsutil rsync -d`, `azcopy sync --delete-destination=true`,
// `s3cmd sync --delete-removed`, `mc mirror --remove`); undefined for any other command, or an
// upload (a destination that is a bucket or a remote).
function cloudSyncDestination(name: string | null, args: readonly WordValue[]): string | undefined {
  const words = args.filter((arg): arg is string => typeof arg === 'string');
  const deletes =
    (name === 'aws' && words[0] === 's3' && words[1] === 'sync' && words.includes('--delete')) ||
    (name === 'gsutil' && words.includes('rsync') && words.some((word) => /^-[a-zA-Z]*d[a-zA-Z]*$/.test(word))) ||
    (name === 'azcopy' && words[0] === 'sync' && words.some((word) => /^--delete-destination(?:=(?:true|prompt))?$/i.test(word))) ||
    (name === 's3cmd' && words.includes('sync') && words.includes('--delete-removed')) ||
    (name === 'mc' && words[0] === 'mirror' && words.includes('--remove'));
  if (!deletes) return undefined;
  const destination = positionals(args).at(-1);
  if (destination === undefined || /^[\w.+-]+:\/\//.test(destination)) return undefined;
  // mc names remote places ALIAS/BUCKET: a local path starts with /, . or ~.
  return name === 'mc' && !/^[/.~]/.test(destination) ? undefined : destination;
}

// dd and the tools that take its of= (and dc3dd's wipe=).
const DD_LIKE = new Set(['dd', 'dcfldd', 'dc3dd', 'ddpt', 'sg_dd', 'sdd']);

// The device a fio job writes: its --filename (or one of a `:` list) when the job writes (`--rw=write`,
// randwrite, rw, randrw, trim...; fio reads by default).
function fioWrittenDevice(args: readonly WordValue[]): string | undefined {
  const value = (option: string) => args.flatMap((arg, index) => (typeof arg !== 'string' ? [] : arg.startsWith(`--${option}=`) ? [arg.slice(option.length + 3)] : arg === `--${option}` && typeof args[index + 1] === 'string' ? [args[index + 1] as string] : []));
  const mode = value('rw').concat(value('readwrite'))[0] ?? 'read';
  if (/^(?:rand)?read$/.test(mode)) return undefined;
  return value('filename').flatMap((files) => files.split(':')).find((file) => isBlockDevice(file)) ?? undefined;
}

// Where an archive tool extracts, or git checks a work tree out (`tar -x -C /`, `unzip -d /etc`,
// `cpio -i --directory=/`, `git --work-tree=/ checkout`); undefined when it does neither.
function extractionDirectory(name: string | null, args: readonly WordValue[]): string | undefined {
  const words = args.filter((arg): arg is string => typeof arg === 'string');
  switch (name) {
    case 'tar':
    case 'bsdtar': {
      const extracts = args.some((arg, index) => arg === '--extract' || arg === '--get' || (typeof arg === 'string' && (arg.startsWith('-') || index === 0) && !arg.startsWith('--') && /^-?[a-zA-Z]*x/.test(arg)));
      return extracts ? (tarMembers(args).directory ?? '.') : undefined;
    }
    case 'unzip':
      // (-l, -v and -Z list, -t tests, -p and -c print: nothing is written.)
      return hasOption(args, 'lvtpcZ') ? undefined : (optionValues(args, '-d', '--directory')[0] ?? '.');
    case 'cpio':
      return hasOption(args, 'i', ['--extract']) ? (optionValues(args, '-D', '--directory')[0] ?? '.') : undefined;
    case 'git': {
      const tree = words.find((word) => word.startsWith('--work-tree='))?.slice('--work-tree='.length);
      return tree !== undefined && words.some((word) => /^(?:checkout|restore|reset|switch|stash)$/.test(word)) ? tree : undefined;
    }
    default:
      return undefined;
  }
}

// Packages a system does not run without: the shell, the core utilities, the C library, init, the
// package manager itself.
// Whether a package manager removes packages past its own refusal to remove what the system needs.
function removesPastChecks(name: string | null, args: readonly WordValue[]): boolean {
  const words = args.filter((arg): arg is string => typeof arg === 'string');
  return (
    (name === 'dpkg' && hasOption(args, 'rP', ['--remove', '--purge']) && words.some((word) => /^--force-(?:remove-essential|all|depends)$/.test(word))) ||
    (name === 'rpm' && hasOption(args, 'e', ['--erase']) && words.includes('--nodeps')) ||
    (name === 'pacman' && words.some((word) => /^-R/.test(word)) && words.some((word) => /^-[A-Za-z]*d[A-Za-z]*d|^--nodeps$/.test(word))) ||
    // dnf and yum refuse to remove their protected packages unless the list is emptied;
    // zypper and emerge do not refuse (emerge warns and counts down); xbps-remove when forced.
    ((name === 'dnf' || name === 'yum' || name === 'microdnf') && has(args, 'remove', 'erase') && words.some((word) => word.startsWith('--setopt=protected_packages='))) ||
    (name === 'zypper' && has(args, 'rm', 'remove')) ||
    (name === 'emerge' && words.some((word) => /^(?:--unmerge|-[A-Za-z]*C[A-Za-z]*)$/.test(word))) ||
    (name === 'xbps-remove' && words.some((word) => /^(?:--force|-[A-Za-z]*F[A-Za-z]*)$/.test(word)))
  );
}

// Package managers' removing subcommands, and a glob over every kernel package.
const REMOVES_PACKAGES: Readonly<Record<string, (args: readonly WordValue[]) => boolean>> = {
  apt: (args) => has(args, 'remove', 'purge'),
  'apt-get': (args) => has(args, 'remove', 'purge'),
  dnf: (args) => has(args, 'remove', 'erase'),
  yum: (args) => has(args, 'remove', 'erase'),
  zypper: (args) => has(args, 'rm', 'remove'),
  pacman: (args) => args.some((arg) => typeof arg === 'string' && /^-R/.test(arg)),
  apk: (args) => has(args, 'del'),
  'xbps-remove': () => true,
  emerge: (args) => args.some((arg) => typeof arg === 'string' && /^(?:--unmerge|-[A-Za-z]*C[A-Za-z]*)$/.test(arg)),
};
// Packages no package manager refuses to remove, without which the machine does not boot (its only
// kernel, its boot loader), cannot be administered (sudo), or cannot be reached (sshd, its network).
const SYSTEM_PACKAGES = /^(?:sudo|doas|opendoas|openssh-server|ssh|openssh|dropbear|grub|grub2|grub-pc|grub-common|grub-efi(?:-[\w-]+)?|grub2-(?:efi|pc)(?:-[\w-]+)?|shim|shim-signed|shim-x64|systemd-boot(?:-efi)?|linux|linux-lts|linux-zen|linux-hardened|linux-rt|linux-virt|kernel-default|busybox|alpine-base|alpine-baselayout|base-system|base|network-manager|NetworkManager|netplan\.io|ifupdown|dhcpcd)$/;
const EVERY_KERNEL = /^(?:linux-image|linux-modules|kernel|kernel-core|linux)[-*]?\*$/;
// A substitution listing every installed package: pacman -Q with no selection but q or e, rpm -qa,
// dpkg-query -W or dpkg --get-selections with no pattern, apk info, apt/dnf/yum list installed.
const EVERY_INSTALLED_PACKAGE = /\$\(\s*(?:pacman\s+-Q[qe]*(?:\s+-[qe]+)*|rpm\s+-qa|dpkg-query\s+-W(?:\s+-f=?\S*|\s+--showformat=?\S*)*|dpkg\s+(?:--get-selections|-l)|apk\s+info|(?:apt|dnf|yum)\s+list\s+(?:--)?installed)\s*(?:\)|\|)/;

const ESSENTIAL_PACKAGES = /^(?:bash|dash|coreutils|libc6|libc-bin|glibc|musl|systemd|systemd-sysv|init|sysvinit-core|dpkg|apt|rpm|pacman|base-files|base-passwd|filesystem|util-linux|login|passwd|sudo|libstdc\+\+6?|zlib1?g?|linux-image-[^ ]+|kernel(?:-core)?)(?::\w+)?$/;

const DISKUTIL_ERASES = /^(?:eraseDisk|eraseVolume|reformat|zeroDisk|randomDisk|secureErase|partitionDisk|splitPartition|mergePartitions|resizeVolume|deleteContainer|deleteVolume)$/;
// diskutil's verb that erases or repartitions; `secureErase freespace` erases only unused space.
function diskutilErase(args: readonly WordValue[]): string | undefined {
  const verb = args.find((arg): arg is string => typeof arg === 'string' && DISKUTIL_ERASES.test(arg));
  return verb === 'secureErase' && args.includes('freespace') ? undefined : verb;
}

const SYSTEM_POWER_STATE = '/sys/power/state';

const TARGET_STARTERS = new Set(['start', 'isolate', 'restart', 'try-restart', 'reload-or-restart', 'try-reload-or-restart', 'set-default']);

const DBUS_CALLERS = new Set(['busctl', 'dbus-send', 'gdbus', 'qdbus', 'qdbus6', 'dbus-launch']);

const DBUS_POWER_METHOD = /^(?:org\.freedesktop\.(?:login1|systemd1)\.Manager\.)?(?:PowerOff|Reboot|Halt|KExec|SoftReboot)(?:WithFlags)?$/;

const POWER_ACTIONS = new Set(['poweroff', 'reboot', 'halt', 'kexec', 'soft-reboot', 'rescue', 'emergency', 'suspend', 'hibernate', 'hybrid-sleep', 'suspend-then-hibernate']);

// The process ids kill signals: its operands after the signal (`-9`, `-KILL`, `-s KILL`, `-n 9`) and `--`.
function killTargets(args: readonly WordValue[]): string[] {
  const words = args.filter((arg): arg is string => typeof arg === 'string');
  let index = 0;
  if (words[0] === '-s' || words[0] === '-n') index = 2;
  else if (words[0] !== undefined && /^-(?:[A-Za-z][A-Za-z0-9+-]*|\d+)$/.test(words[0]) && words.length > 1) index = 1;
  if (words[index] === '--') index++;
  return words.slice(index);
}

// Writing a letter here makes the kernel act at once (`b` reboots, `c` crashes, `o` powers off);
// writing sysfs's delete, remove or state detaches a device, a disk with every filesystem on it
// (its rescan and online files only add).
function machineTriggerEffect(path: string): string | undefined {
  const normalized = normalizePath(path);
  if (normalized === '/proc/sysrq-trigger') return 'which reboots, powers off or crashes the kernel at once';
  if (KERNEL_SETTINGS.test(normalized)) return KERNEL_SETTING_EFFECT;
  if (/^\/dev\/(?:k?mem|port)$/.test(normalized)) return "which is the machine's memory or I/O ports: writing it crashes the machine at once";
  // (A driver's unbind detaches whichever device is written to it: the disk controller's, all its disks.)
  return /^\/sys\/.+\/(?:delete|remove|device\/state|unbind)$/.test(normalized) ? 'which detaches a device (a disk: every filesystem on it) at once' : undefined;
}

const CONTAINER_ENGINES = new Set(['docker', 'podman', 'nerdctl', 'docker-compose', 'podman-compose', 'buildah', 'ctr']);
// What starts a container or a build step that can take a bind mount (`podman build -v`, `buildah from -v`).
const STARTS_CONTAINER = new Set(['run', 'create', 'build', 'from']);

// `docker run`, `docker container create`, `docker compose run`, swarm's `docker service create`
// or `update` (its tasks start again with what it adds)...
function startsContainer(args: readonly WordValue[]): boolean {
  const { group, verb } = engineVerb(args);
  return typeof verb === 'string' && (group === 'service' ? verb === 'create' || verb === 'update' : STARTS_CONTAINER.has(verb));
}

// tar's member paths and the directory it changes to (-C); the words -f and -C take are not members.
// The first word may be an old-style bundle without a dash (`tar cf - .`).
function tarMembers(args: readonly WordValue[]): { directory: string | undefined; members: string[] } {
  let directory: string | undefined;
  const members: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (typeof arg !== 'string') continue;
    const bundle = /^-[A-Za-z]+$/.test(arg) || (index === 0 && /^[A-Za-z]+$/.test(arg)) ? arg.replace(/^-/, '') : undefined;
    if (bundle !== undefined) {
      // Each of f, C (and the rarer value letters) takes the next word, in the bundle's order.
      for (const letter of bundle) {
        if (!'fCbgHKLNTVX'.includes(letter)) continue;
        const value = args[++index];
        if (letter === 'C' && typeof value === 'string') directory = value;
      }
    } else if (arg === '--directory') {
      const value = args[++index];
      if (typeof value === 'string') directory = value;
    }
    else if (arg.startsWith('--directory=')) directory = arg.slice('--directory='.length);
    else if (arg === '--file') index++;
    else if (!arg.startsWith('-')) members.push(arg);
  }
  return { directory, members };
}

// `zfs destroy pool/fs@snap` (or `pool/fs#bookmark`), or a dry run (`-n`): the dataset's own data stays.
function zfsSnapshotsOnly(name: string, args: readonly WordValue[]): boolean {
  const targets = positionals(args).slice(1);
  return name === 'zfs' && (hasOption(args, 'n', []) || (targets.length > 0 && targets.every((target) => typeof target === 'string' && /[@#]/.test(target))));
}

/** Redirections that write a block device (`> /dev/sda`) or empty a vital file (`> /etc/passwd`): the rule and why. */
export function redirectDanger(redirect: Node, variables?: Variables, resolve: (path: string) => string = (path) => path): { rule: 'device-redirect' | 'vital-file' | 'machine-trigger' | 'account-data-delete' | 'account-database-edit' | 'loader-preload' | 'power-off'; reason: string; verdict?: 'ask' } | undefined {
  const operator = redirect.children.find((child) => child && !child.isNamed)?.text ?? '';
  // `<>` opens for writing too; tree-sitter-bash reads it as `<` and a stray `>`.
  const readWrite = /^\d*<>/.test(redirect.text);
  if (!readWrite && !/^(?:>|>>|>\||&>|&>>)$/.test(operator)) return undefined;
  const destination = redirect.childForFieldName('destination');
  const value = destination ? wordValue(destination, variables) : DYNAMIC;
  if (value === DYNAMIC) return undefined;
  const target = resolve(value);
  const effect = machineTriggerEffect(target);
  if (effect) return { rule: 'machine-trigger', reason: `redirect ${operator} writes ${target}, ${effect}` };
  if (isBlockDevice(target)) return { rule: 'device-redirect', reason: `redirect ${readWrite ? '<>' : operator} writes the block device ${target}` };
  if (normalizePath(target) === SYSTEM_POWER_STATE) return { rule: 'power-off', reason: `redirect ${operator} writes ${SYSTEM_POWER_STATE}, which suspends or hibernates the machine now`, verdict: 'ask' };
  const empties = !readWrite && !operator.endsWith('>>');
  const need = empties ? vitalFileNeed(target) : undefined;
  if (need) return { rule: 'vital-file', reason: `redirect ${operator} empties ${target}, ${need}` };
  if (isAccountDatabase(target)) return { rule: 'account-database-edit', reason: `redirect ${operator} adds to ${target}: ${ACCOUNT_DATABASE_EDIT}`, verdict: 'ask' };
  if (normalizePath(target) === LOADER_PRELOAD) return { rule: 'loader-preload', reason: `redirect ${readWrite ? '<>' : operator} writes ${target}: ${LOADER_PRELOAD_EFFECT}`, verdict: 'ask' };
  const key = empties ? accountKeyReason(target) : undefined;
  return key ? { rule: 'account-data-delete', reason: `redirect ${operator} empties ${key}`, verdict: 'ask' } : undefined;
}

/**
 * Functions that start copies of themselves in a pipeline or in the background, directly, through
 * `$FUNCNAME`, or through each other (`f(){ g & g; }; g(){ f & f; }`): `:(){ :|:& };:` by any name.
 */
export function forkBomb(definitions: readonly Node[]): string | undefined {
  const functions = new Map<string, { calls: Set<string>; spawns: boolean }>();
  for (const definition of definitions) {
    const name = definition.childForFieldName('name')?.text;
    const body = definition.childForFieldName('body');
    if (!name || !body) continue;
    const calls = new Set(
      body
        .descendantsOfType('command')
        .map((command) => command?.childForFieldName('name')?.text ?? '')
        .map((called) => (/^\$\{?FUNCNAME(?:\[0\])?\}?$/.test(called) ? name : called)),
    );
    const spawns = body.descendantsOfType('pipeline').length > 0 || body.children.some((child) => child?.text === '&') || /&\s*[;}]/.test(body.text);
    functions.set(name, { calls, spawns });
  }
  // A function that, through calls among the line's functions, comes back to itself, with a spawn on the way.
  for (const [start, { spawns }] of functions) {
    const seen = new Set<string>();
    const pending = [...functions.get(start)!.calls];
    let spawning = spawns;
    while (pending.length > 0) {
      const next = pending.pop()!;
      if (next === start && spawning) return `the function ${start} is a fork bomb: it starts copies of itself without end`;
      const called = functions.get(next);
      if (!called || seen.has(next)) continue;
      seen.add(next);
      spawning ||= called.spawns;
      pending.push(...called.calls);
    }
  }
  return undefined;
}

/**
 * A loop that never ends and starts a background job each time round (`while :; do sleep 9 & done`):
 * a fork bomb without a function. One that can break out (`break`, `exit`, `return`) or waits
 * for its jobs (`wait`) is not.
 */
export function spawningLoop(loops: readonly Node[]): string | undefined {
  for (const loop of loops) {
    const condition = loop.childForFieldName('condition')?.text.replace(/;\s*$/, '').trim() ?? '';
    const body = loop.childForFieldName('body')?.text ?? '';
    const forever = loop.children[0]?.text === 'until' ? /^false$/.test(condition) : /^(?::|true|\(\(\s*1\s*\)\)|\[\s*1\s*\])$/.test(condition);
    if (forever && !/\b(?:break|exit|return|wait)\b/.test(body) && /(?<![&|>])&(?![&>])/.test(body)) {
      return `the loop ${loop.text.slice(0, 40)} starts background jobs without end: a fork bomb`;
    }
  }
  return undefined;
}

/**
 * An endless stream of lines (`yes`, `seq inf`) handed to xargs or parallel with no limit on how
 * many commands run at once (`-P 0`, `-j 0`): a new process for each line without end, a fork bomb.
 */
export function floodingPipeline(pipelines: readonly Node[]): string | undefined {
  const wordsOf = (command: Node) => [command.childForFieldName('name'), ...command.childrenForFieldName('argument')].map((word) => word?.text.replace(/^(['"])(.*)\1$/s, '$2') ?? '');
  for (const pipeline of pipelines) {
    const [source, ...consumers] = pipeline.namedChildren.filter((child): child is Node => child?.type === 'command').map(wordsOf);
    const endless = source !== undefined && (source[0] === 'yes' || (source[0] === 'seq' && source.at(-1) === 'inf'));
    const unbounded = consumers.find(([name, ...args]) => {
      const limit = name === 'xargs' ? /^(?:-P|--max-procs=?)(.*)$/ : name === 'parallel' ? /^(?:-j|--jobs=?|-P|--max-procs=?)(.*)$/ : undefined;
      return limit !== undefined && args.some((arg, index) => {
        const match = limit.exec(arg);
        return match !== null && (match[1] === '' ? args[index + 1] : match[1]) === '0';
      });
    });
    if (endless && unbounded) return `${source.join(' ')} | ${unbounded.join(' ')} starts a process for each of endless lines, all at once: a fork bomb`;
  }
  return undefined;
}

/**
 * Why a destructive command's target cannot be judged before it runs (`rm -rf "$DIR"/*` where
 * the line does not set DIR, `rm -rf $(cat list)`), if it cannot.
 */
export function runtimeTarget({ name, args, cwd }: SimpleCommand): string | undefined {
  // After `cd "$X"`, a relative path that is not below it by a name of its own (`..`, `.`, `*`) is
  // unknown too; after `cd "$(mktemp -d)"`, one that climbs out of it.
  const unknown = (words: readonly WordValue[]) => words.some((arg) => arg === DYNAMIC || (isSomewhere(cwd) && isRelative(arg) && !harmlessTail(`${cwd!.slice(SOMEWHERE.length)}/${arg}`)));
  if (name && FORMATTERS.test(name)) return unknown(args) ? `${name} of a device known only at run time` : undefined;
  if (diskToolWrites(name, args)) return unknown(args) ? `${name} writes a device known only at run time` : undefined;
  // A package known only at run time removed past the manager's checks (`dpkg --purge --force-all linux-image-$(uname -r)`).
  if (removesPastChecks(name, args) && name !== 'zypper' && name !== 'emerge') return args.includes(DYNAMIC) ? `${name} removes, past its checks, a package known only at run time` : undefined;
  switch (name) {
    case 'rm': {
      if (isRecursiveDelete(args)) return unknown(args) ? 'rm -r of a path known only at run time' : undefined;
      // `rm "${opts[@]}" /`: options known only at run time (maybe -r) on the system.
      const target = args.includes(DYNAMIC) ? firstCritical(positionals(args), cwd) : undefined;
      return target && `rm with options known only at run time, on ${target}`;
    }
    case 'chmod':
    case 'chown':
    case 'chgrp': {
      if (!hasOption(args, 'R', ['--recursive'])) return undefined;
      // The first operand is the mode or owner; the paths come after it.
      const operands = args.filter((arg) => arg === DYNAMIC || !arg.startsWith('-'));
      return unknown(operands.slice(1)) ? `recursive ${name} of a path known only at run time` : undefined;
    }
    case 'tar':
      return args.includes('--remove-files') && unknown(args) ? 'tar --remove-files of a path known only at run time' : undefined;
    // What dd writes, or shred overwrites, known only at run time: maybe a disk.
    case 'dd':
      // (`of=$(...)` is one word known only at run time: a dd with one and no literal `of=` may write anywhere.)
      return args.includes(DYNAMIC) && !args.some((arg) => typeof arg === 'string' && arg.startsWith('of=')) ? 'dd writes to a file known only at run time' : undefined;
    case 'shred':
    case 'wipefs':
    case 'blkdiscard':
      return wipes(name, args) && unknown(args) ? `${name} of a file known only at run time` : undefined;
    case 'diskutil': {
      const verb = diskutilErase(args);
      return verb && args.includes(DYNAMIC) ? `diskutil ${verb} of a disk known only at run time` : undefined;
    }
    // What rsync --delete mirrors onto, known only at run time: what its source lacks is deleted there.
    case 'rsync': {
      const destination = deletesWhatSourceLacks(args) ? args.filter((arg) => arg === DYNAMIC || !arg.startsWith('-')).at(-1) : undefined;
      return destination !== undefined && unknown([destination]) ? 'rsync --delete onto a directory known only at run time' : undefined;
    }
    case 'find': {
      const deletes = args.includes('-delete');
      const expression = args.findIndex((arg) => arg !== DYNAMIC && /^-(?:name|iname|path|type|delete|exec|execdir|newer|mtime|size|maxdepth|mindepth|prune|o|a|not)$/.test(arg));
      const starts = expression === -1 ? args : args.slice(0, expression);
      return deletes && unknown(starts) ? 'find -delete under a directory known only at run time' : undefined;
    }
    default:
      return undefined;
  }
}
