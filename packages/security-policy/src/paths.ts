import { globRegExp } from './glob.js';
import { posix } from 'node:path';

/** Top-level directories whose loss breaks or wipes the system. */
export const SYSTEM_DIRECTORIES = [
  'bin', 'boot', 'dev', 'etc', 'home', 'lib', 'lib32', 'lib64', 'libx32', 'opt', 'proc', 'root',
  'run', 'sbin', 'srv', 'sys', 'usr', 'var', 'snap', 'mnt', 'media', 'efi',
  // NixOS's and Guix's stores and state
  'nix', 'gnu',
  // macOS
  'System', 'Library', 'Applications', 'Users', 'Volumes', 'private',
] as const;

/**
 * Directories further down whose loss breaks the system as surely: the programs (also those
 * installed locally), libraries, kernel modules, boot loader (and what makes its menu), package databases, and the
 * configuration logins and start-up need (PAM, systemd, sudoers.d).
 */
export const SYSTEM_SUBDIRECTORIES = [
  'usr/bin', 'usr/sbin', 'usr/lib', 'usr/lib32', 'usr/lib64', 'usr/libexec', 'usr/include', 'usr/share', 'usr/local', 'usr/local/bin', 'usr/local/sbin', 'usr/local/lib', 'var/lib', 'var/log',
  'var/lib/dpkg', 'var/lib/rpm', 'var/lib/pacman', 'var/db', 'etc/pam.d', 'etc/systemd', 'etc/security', 'etc/sudoers.d', 'System/Library',
  'boot/efi', 'boot/grub', 'boot/grub2', 'boot/loader', 'etc/grub.d', 'lib/modules', 'lib/firmware', 'usr/lib/modules', 'usr/lib/firmware',
  'lib/x86_64-linux-gnu', 'lib/aarch64-linux-gnu', 'usr/lib/x86_64-linux-gnu', 'usr/lib/aarch64-linux-gnu',
  'nix/store', 'nix/var', 'gnu/store', 'var/guix', 'etc/nixos', 'opt/homebrew', 'usr/local/Homebrew', 'usr/local/Cellar',
  // The firmware's own variables, boot entries among them: some machines do not start without them.
  'sys/firmware/efi/efivars',
  // What a remote machine needs at its next start: ssh, TLS certificates, its network's
  // configuration; and the links and paths programs are found by.
  'etc/ssh', 'etc/ssl', 'etc/ssl/certs', 'etc/ca-certificates', 'usr/share/ca-certificates', 'etc/netplan', 'etc/network', 'etc/NetworkManager', 'etc/alternatives', 'etc/ld.so.conf.d',
] as const;

const systemDirectories = new Set<string>(SYSTEM_DIRECTORIES);
const systemSubdirectories = SYSTEM_SUBDIRECTORIES.map((directory) => directory.split('/'));
const GLOB = /[*?[]/;
// Linux's disks (not loop devices: writing one writes the image file attached to it), and macOS's
// raw ones (`rdisk0`), FreeBSD's (`ada0`, `da0`, `nvd0`, `vtbd0`) and ZFS volumes (`zd0`).
const BLOCK_DEVICE = /^\/dev\/(?:root$|[shv]d[a-z]|xvd[a-z]|nvme\d|mmcblk\d|md\d|dm-\d|r?disk\d|disk\/by-|block\/|sr\d|mapper\/|zvol\/|(?:rbd|nbd|bcache|drbd|pmem|sg|mtd|mtdblock|ubi|ada|da|nvd|vtbd|zd)\d)/;

/** A Windows drive's path (`C:\\Windows`, `C:/`, `C:`) as WSL mounts it (`/mnt/c/Windows`); other paths as they are. */
export function fromWindows(path: string): string {
  const drive = /^([A-Za-z]):(?:[\\/](.*))?$/s.exec(path);
  return drive ? `/mnt/${drive[1]!.toLowerCase()}/${(drive[2] ?? '').replaceAll('\\', '/')}` : path;
}

/** Spells a path the way the kernel resolves it: `//`, `/./`, `..` and trailing slashes folded. */
export function normalizePath(given: string): string {
  const path = fromWindows(given);
  if (path.startsWith('~')) {
    const slash = path.indexOf('/');
    if (slash === -1) return path;
    // Above the home directory (`~/../user`) it is taken to be /home/NAME, as a user's is.
    const nominal = posix.normalize(`/home/~${path.slice(slash)}`);
    if (nominal !== '/home/~' && !nominal.startsWith('/home/~/')) return nominal.length > 1 ? nominal.replace(/\/$/, '') : nominal;
    const rest = nominal.slice('/home/~'.length);
    return rest === '' || rest === '/' ? path.slice(0, slash) : path.slice(0, slash) + rest.replace(/\/$/, '');
  }
  if (!path.startsWith('/')) return path;
  // A process's root (`/proc/self/root`), or init's working directory, is the root directory;
  // macOS's /etc, /var and /tmp are links into /private, and its boot volume is mounted at / and
  // reached at /Volumes/Macintosh HD too; its data volume's folders are those at /.
  const normalized =
    posix
      .normalize(path)
      .replace(/^\/proc\/(?:(?:self|thread-self|\d+)\/root|\d+\/cwd)(?=\/|$)/, '')
      .replace(/^\/private(?=\/(?:etc|var|tmp|home)(?:\/|$))/, '')
      .replace(/^\/Volumes\/Macintosh HD(?=\/|$)/, '')
      // (Its data volume, where /Users and /Applications are, is linked in at / as well.)
      .replace(/^\/System\/Volumes\/Data(?=\/|$)/, '') || '/';
  return normalized.length > 1 ? normalized.replace(/\/$/, '') : normalized;
}

/**
 * Whether a recursive delete, chmod or move of `path` would take the system or the home directory
 * with it: `/`, `/*`, `~`, `$HOME`, a top-level system directory, or a glob over the top level.
 */
export function criticalPathReason(path: string): string | undefined {
  const normalized = normalizePath(path);
  if (normalized === '/') return 'the root directory';
  const home = homeDirectoryReason(normalized);
  if (home) return home;
  // macOS: an account's Library holds every application's data and its keychains.
  if (/^(?:~[^/]*|\/Users\/[^/]+)\/Library$/.test(normalized)) return `the account's Library ${normalized}`;
  // macOS's sealed system volume: nothing under /System is anyone's own.
  if (/^\/System\/./.test(normalized)) return `macOS's system volume ${normalized}`;
  if (!normalized.startsWith('/')) return undefined;
  const segments = normalized.slice(1).split('/');
  const [top] = segments;
  // A glob at the top level matches every top-level directory (`/*`, `/*/*`, `/[a-z]*`).
  if (top !== undefined && GLOB.test(top)) return 'everything under the root directory';
  // A system directory, or a glob over what it holds (`/usr/*`, `/usr/[a-z]*`).
  if (top !== undefined && systemDirectories.has(top) && (segments.length === 1 || GLOB.test(segments[1]!))) {
    return `the system directory /${top}`;
  }
  // A Windows drive as WSL (`/mnt/c`), Cygwin (`/cygdrive/c`) or Git Bash (`/c`) mounts it, or a glob over what it holds.
  const drive = top === 'mnt' || top === 'cygdrive' ? 2 : /^[a-z]$/i.test(top ?? '') ? 1 : 0;
  if (drive > 0 && /^[a-z]$/i.test(segments[drive - 1] ?? '')) {
    const mount = `/${segments.slice(0, drive).join('/')}`;
    if (segments.length === drive || GLOB.test(segments[drive]!)) return `the Windows drive ${mount}`;
    // Windows's own directories on it (`/mnt/c/Windows`, `/mnt/c/Program Files`), and every account's home.
    if (/^(?:windows|program files(?: \(x86\))?|programdata|users)$/i.test(segments[drive]!) && (segments.length === drive + 1 || GLOB.test(segments[drive + 1]!))) {
      return `the Windows system directory ${mount}/${segments[drive]}`;
    }
    // Its programs, drivers and component store (`/mnt/c/Windows/System32`), or a glob over what they hold.
    if (/^windows$/i.test(segments[drive]!) && /^(?:system32|syswow64|winsxs|boot)$/i.test(segments[drive + 1] ?? '') && (segments.length === drive + 2 || GLOB.test(segments[drive + 2]!))) {
      return `the Windows system directory /${segments.slice(0, drive + 2).join('/')}`;
    }
  }
  // One of them, or a glob over what it holds.
  const below = systemSubdirectories.find((directory) => directory.every((part, index) => segments[index] === part) && (segments.length === directory.length || GLOB.test(segments[directory.length]!)));
  return below && `the system directory /${below.join('/')}`;
}

// The programs every command, boot or administration needs (see isVitalProgram).
const VITAL_PROGRAMS = [
  /^\/(?:usr\/)?lib(?:32|64|x32)?\/(?:[^/]+\/)?(?:ld-linux[^/]*|libc)\.so/,
  /^\/(?:usr\/)?bin\/(?:sh|bash|env|sudo|su)$/,
  /^\/(?:usr\/)?(?:sbin\/init|lib\/systemd\/systemd)$/,
];
// Files the system cannot boot or log anyone in without: accounts, sudoers, mounts, the kernel, the
// boot loader's configuration, the firmware's variables (boot entries among them), and those
// programs. Examples stand in for them where a glob is given (`rm /etc/pass*`).
const VITAL_FILES = [
  /^\/etc\/(?:passwd|shadow|group|gshadow|sudoers|fstab)$/,
  /^\/boot\/(?:vmlinuz|initrd|initramfs|grub2?\/grub\.cfg$|loader(?:\/|$)|efi\/EFI(?:\/|$))/,
  /^\/sys\/firmware\/efi\/efivars\/[^/]+$/,
  // PAM's configuration of logins and sudo: without it nobody is let in.
  /^\/etc\/pam\.d\/(?:common-(?:auth|account|password|session)|system-auth|password-auth|login|sshd|sudo|su)$/,
  // sshd does not start (nor, re-executing itself for each connection, take one) without its
  // program, its host keys or its configuration: a remote machine cannot be reached.
  /^\/etc\/ssh\/(?:ssh_host_[^/]*_key|sshd_config)$/,
  /^\/(?:usr\/)?sbin\/sshd$/,
  // sudo's policy plugin (sudo refuses everyone without it) and sshd's per-connection program (OpenSSH 9.8).
  /^\/usr\/(?:lib|libexec)\/(?:sudo\/sudoers\.so|openssh\/sshd-session)$/,
  ...VITAL_PROGRAMS,
];
const VITAL_EXAMPLES = ['/etc/passwd', '/etc/shadow', '/etc/group', '/etc/gshadow', '/etc/sudoers', '/etc/fstab', '/boot/vmlinuz', '/boot/vmlinuz-6.1.0-13-amd64', '/boot/initrd.img', '/boot/initrd.img-6.1.0-13-amd64', '/boot/grub/grub.cfg', '/lib64/ld-linux-x86-64.so.2', '/usr/lib64/ld-linux-x86-64.so.2', '/lib/x86_64-linux-gnu/libc.so.6', '/usr/lib/x86_64-linux-gnu/libc.so.6', '/bin/sh', '/usr/bin/sh', '/bin/bash', '/usr/bin/bash', '/usr/bin/env', '/usr/bin/sudo', '/bin/su', '/usr/bin/su', '/sbin/init', '/usr/sbin/init', '/lib/systemd/systemd', '/usr/lib/systemd/systemd', '/sys/firmware/efi/efivars/Boot0000-8be4df61-93ca-11d2-aa0d-00e098032b8c', '/etc/ssh/ssh_host_ed25519_key', '/etc/ssh/sshd_config', '/usr/sbin/sshd', '/sbin/sshd', '/etc/pam.d/common-auth', '/etc/pam.d/system-auth', '/etc/pam.d/sudo', '/etc/pam.d/sshd', '/usr/lib/sudo/sudoers.so', '/usr/libexec/sudo/sudoers.so', '/usr/lib/openssh/sshd-session', '/usr/libexec/openssh/sshd-session'];

/**
 * The shell, `env` (every `#!/usr/bin/env` script's), sudo and su, the dynamic loader, the C library
 * and init: a system whose copy of one is replaced by another file cannot run a command, boot, or be
 * administered.
 */
export function isVitalProgram(path: string): boolean {
  const normalized = normalizePath(path);
  return VITAL_PROGRAMS.some((pattern) => pattern.test(normalized));
}

/** Whether `path` is where the accounts and who may act as root are kept (/etc/passwd, /etc/sudoers...). */
export const isAccountDatabase = (path: string) => /^\/etc\/(?:passwd|shadow|group|gshadow|sudoers)$/.test(normalizePath(path));

/** Whether deleting, emptying or moving `path` leaves a system that cannot boot or log in. */
export function isVitalFile(path: string): boolean {
  return vitalFileNeed(path) !== undefined;
}

// The package manager's record of what is installed (dpkg's status and its packages' file lists,
// rpm's database, pacman's): without it nothing can be installed, upgraded or removed, and the
// machine cannot be repaired with its own tools.
const PACKAGE_DATABASES = /^\/var\/lib\/(?:dpkg\/(?:status|info)|rpm\/(?:rpmdb\.sqlite|Packages)|pacman\/local)$/;
const PACKAGE_DATABASE_EXAMPLES = ['/var/lib/dpkg/status', '/var/lib/dpkg/info', '/var/lib/rpm/rpmdb.sqlite', '/var/lib/rpm/Packages', '/var/lib/pacman/local'];
const EVERY_VITAL_EXAMPLE = [...VITAL_EXAMPLES, ...PACKAGE_DATABASE_EXAMPLES];

// Whether `normalized` is one of `patterns`, or a glob matching one of their `examples`.
function namedAmong(normalized: string, patterns: readonly RegExp[], examples: readonly string[]): string | undefined {
  if (!GLOB.test(normalized)) return patterns.some((pattern) => pattern.test(normalized)) ? normalized : undefined;
  const glob = globRegExp(normalized, { inPaths: true });
  return examples.find((example) => glob.test(example));
}

/** The first file the system cannot do without below the directory `path` (`/usr/lib/systemd` holds init). */
export function vitalFileBelow(path: string): string | undefined {
  const normalized = normalizePath(path).replace(/\/$/, '');
  if (!normalized.startsWith('/') || GLOB.test(normalized)) return undefined;
  return EVERY_VITAL_EXAMPLE.find((example) => example.startsWith(`${normalized}/`));
}

/** What the system needs `path` for, when it is a file it cannot do without (a glob: one it matches); undefined otherwise. */
export function vitalFileNeed(path: string): string | undefined {
  const normalized = normalizePath(path);
  if (namedAmong(normalized, VITAL_FILES, VITAL_EXAMPLES)) return 'which the system needs to boot or log in';
  if (namedAmong(normalized, [PACKAGE_DATABASES], PACKAGE_DATABASE_EXAMPLES)) return "the package manager's record of what is installed, without which nothing can be installed, upgraded or removed";
  return undefined;
}

// The links a merged-/usr system keeps at the top of / (/bin -> usr/bin...): every program, its
// loader and its libraries are found through them. rm without -r deletes such a link, where it
// cannot delete a directory.
const SYSTEM_LINKS = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
const SYSTEM_LINK = /^\/(?:s?bin|lib(?:32|64|x32)?)$/;

/** The merged-/usr link `path` names, or the first one a glob in it matches (`/*`, `/lib*`). */
export function systemLink(path: string): string | undefined {
  return namedAmong(normalizePath(path), [SYSTEM_LINK], SYSTEM_LINKS);
}

// The folders of a home directory that hold what an account cannot make again, by what they hold:
// its keys and credentials, documents, mail, browser profiles, folders a service keeps in sync (a
// deletion there reaches the cloud's copy), every application's settings and data, its source trees.
const ACCOUNT_DATA: readonly (readonly [kind: string, folders: readonly string[]])[] = [
  ['keys', ['.ssh', '.gnupg', '.password-store', '.local/share/keyrings', 'Library/Keychains', '.aws', '.kube', '.azure', '.config/gcloud']],
  ['', ['Documents', 'Desktop', 'Pictures', 'Music', 'Videos', 'Movies', 'Downloads']],
  ['mail', ['.thunderbird', 'Maildir', 'mail', 'Mail', '.local/share/evolution', 'Library/Mail']],
  ['messages and photos', ['Library/Messages', 'Pictures/Photos Library.photoslibrary']],
  ['browser profiles', ['.mozilla', '.mozilla/firefox', '.config/google-chrome', '.config/chromium', '.config/BraveSoftware', 'Library/Application Support/Google/Chrome', 'Library/Application Support/Firefox', 'Library/Safari']],
  ['synced folder, whose deletion reaches the cloud\'s copy,', ['Dropbox', 'OneDrive', 'Google Drive', 'Nextcloud', 'iCloud Drive', 'Library/Mobile Documents', 'Library/CloudStorage', 'Library/CloudStorage/']],
  ['settings and application data', ['.config', '.local', '.local/share', '.var/app', '.var/app/']],
  ['source trees', ['projects', 'Projects', 'src', 'code', 'Code', 'repos', 'git', 'dev', 'workspace', 'Developer', 'go/src', 'source/repos']],
];
/** Their last names (`.ssh`, `Documents`, `firefox`): what a `find -name` that prints them would match. */
// (A folder ending in `/` stands for each folder in it: `Library/CloudStorage/OneDrive-Personal`, a flatpak's `.var/app/ID`.)
export const ACCOUNT_DATA_NAMES = [...new Set(ACCOUNT_DATA.flatMap(([, folders]) => folders.filter((folder) => !folder.endsWith('/')).map((folder) => folder.slice(folder.lastIndexOf('/') + 1))))];
// A home: `~`, /home/NAME, root's /root, macOS's /Users/NAME, a Windows profile as WSL mounts it
// (/mnt/c/Users/NAME); and a folder's suffix that stands for all it holds (`/*`, `/.*`).
const HOME = String.raw`~[^/]*|(?:/mnt/[a-z])?/(?:home|Users)/[^/*?[]+|/root`;
const ALL_IT_HOLDS = String.raw`(?:/\.?\*)?`;
const ACCOUNT_DATA_PATH = new RegExp(`^(${HOME})/(${ACCOUNT_DATA.flatMap(([, folders]) => folders).map((folder) => folder.replace(/[.]/g, '\\.').replace(/\/$/, '/[^/*?[]+')).join('|')})${ALL_IT_HOLDS}$`);

/** The account's data `path` is, if it is: its folder (`Downloads`, `.ssh`), what it holds, and why deleting it loses what cannot be got back. */
export function accountData(path: string): { folder: string; kind: string; reason: string } | undefined {
  const match = ACCOUNT_DATA_PATH.exec(normalizePath(path));
  if (!match) return undefined;
  const folder = match[2]!;
  const kind = ACCOUNT_DATA.find(([, folders]) => folders.some((name) => name === folder || (name.endsWith('/') && folder.startsWith(name))))![0];
  return { folder, kind, reason: kind === '' ? `the account's ${folder} ${match[0]}` : `the account's ${kind} ${match[0]}` };
}

/** Why deleting `path` loses what an account cannot get back, if it does (`~/.ssh`, `~/Documents`, `~/.thunderbird`, `~/projects`). */
export const accountDataReason = (path: string): string | undefined => accountData(path)?.reason;

// Folders at the top of a home that hold what programs make again: caches, package stores, toolchains, temporary folders.
const REGENERATED_HOME_FOLDERS = /^(?:\.cache|\.npm|\.pnpm-store|\.yarn|\.bun|\.deno|\.gradle|\.m2|\.ivy2|\.sbt|\.cargo|\.rustup|\.nvm|\.pyenv|\.rbenv|\.virtualenvs|\.node-gyp|\.electron|\.composer|\.nuget|\.gem|\.bundle|\.ccache|\.sccache|__pycache__|\.pytest_cache|\.mypy_cache|\.ruff_cache|\.tox|\.nox|\.hypothesis|\.parcel-cache|\.turbo|\.vscode-server|\.Trash|tmp|temp|scratch|Trash|node_modules|\.?venv)$/;

const HOME_FOLDER = new RegExp(`^(${HOME})/([^/*?[]+)/?${ALL_IT_HOLDS}$`);
// A folder directly in a home directory (`~/.pi`, `/home/ann/notes`), not one programs make again.
export function homeFolder(path: string): string | undefined {
  // (Or all it holds: `~/.pi/*`, `~/.pi/.*`.)
  const match = HOME_FOLDER.exec(normalizePath(path));
  return match && !REGENERATED_HOME_FOLDERS.test(match[2]!) && !/^\.+$/.test(match[2]!) ? `${match[1]}/${match[2]}` : undefined;
}

/**
 * Why `path` is one of the account's private keys, or a glob over some (`~/.ssh/id_ed25519`,
 * `~/.ssh/authorized_keys`, `~/.ssh/*`, gpg's `private-keys-v1.d`): not a public key or known_hosts.
 */
export function accountKeyReason(path: string): string | undefined {
  const match = /^(?:~[^/]*|\/(?:home|Users)\/[^/*?[]+|\/root)\/(?:\.ssh\/(?:id_[^/]*|authorized_keys2?|[*?[][^/]*)|\.gnupg\/(?:private-keys-v1\.d(?:\/[^/]*)?|secring\.gpg)|\.aws\/credentials|\.kube\/config)$/.exec(normalizePath(path));
  return match && !match[0].endsWith('.pub') ? `the account's key ${match[0]}` : undefined;
}

/** Why `path` is a folder of the account's private keys (`~/.ssh`, `~/.gnupg`, `~/.aws`, `~/.kube`), if it is. */
export function accountKeysFolderReason(path: string): string | undefined {
  const match = /^(?:~[^/]*|\/(?:home|Users)\/[^/*?[]+|\/root)\/(?:\.ssh|\.gnupg(?:\/private-keys-v1\.d)?|\.aws|\.kube)$/.exec(normalizePath(path));
  return match ? `the account's keys in ${match[0]}` : undefined;
}

/**
 * Why `path` holds the machine's backups, if it does: snapshot trees (snapper's `/.snapshots`,
 * timeshift's `/timeshift`), Debian's `/var/backups`, rsnapshot's cache, etckeeper's history of
 * /etc, and backup folders at the top level or on a mounted volume (`/backup`, `/mnt/backup`).
 */
export function backupReason(path: string): string | undefined {
  const match = /^\/(?:\.snapshots|timeshift|backups?|var\/backups|var\/cache\/rsnapshot|etc\/\.git|(?:mnt|media|srv|Volumes)\/(?:[^/]+\/)?[^/]*backup[^/]*)(?=\/|$)/i.exec(normalizePath(path));
  return match ? `the machine's backups in ${match[0]}` : undefined;
}

/**
 * Why `path` holds the machine's own data, if it does: its databases, its containers' and virtual
 * machines' images and volumes, its flatpak and snap installs (`/var/lib/mysql`, `/var/lib/docker`).
 */
export function machineDataReason(path: string): string | undefined {
  // A database's own directory in a service's state (`/var/lib/postgresql/16/main`, GitLab's bundled
  // one), virtual machines' images.
  const normalized = normalizePath(path);
  const match = /^(?:\/var\/lib\/(?:libvirt\/images|postgresql\/[\d.]+\/main|pgsql\/(?:[\d.]+\/)?data|mysql\/\w+)|\/var\/opt\/gitlab\/(?:postgresql\/data|git-data))(?=\/?\*?$)/.exec(normalized);
  if (match) return `the machine's data in ${match[0]}`;
  // A service's whole state or configuration (a directory directly in /var/lib, /var/opt or /etc:
  // mysql's, docker's, gitea's, nginx's; a name with an extension in /etc is a file), the sites a
  // web server serves, every account's mail, the spool (crontabs, mail queues), the certificates
  // Let's Encrypt issued; and what a mounted volume holds (`/mnt/nfs`, `/media/ann/USB`, macOS's `/Volumes/USB`).
  // (Backups are the backup rule's, whatever they are mounted at.)
  if (backupReason(normalized)) return undefined;
  const whole = /^(?:\/var\/(?:lib|opt)\/[^/*?[]+|\/etc\/[^/*?[]+(?<!\.[\w-]+)|\/var\/(?:www|mail|opt|spool(?:\/mail|\/cron)?)|\/mnt\/[^/*?[]+|\/media\/[^/*?[]+\/[^/*?[]+|\/Volumes\/[^/*?[]+)(?=\/?\*?$)/.exec(normalized);
  return whole ? `the machine's data in ${whole[0]}` : undefined;
}

/** Why `path` is a home directory, if it is: `~`, `~NAME`, a glob over one, or /home/NAME (macOS: /Users/NAME). */
// Profiles every Windows account shares, not an account's own.
const WINDOWS_SHARED_PROFILES = new Set(['Public', 'Default', 'Default User', 'All Users']);

export function homeDirectoryReason(path: string): string | undefined {
  const normalized = normalizePath(path);
  // What it holds, too: a glob of nothing but wildcards, classes and leading dots (`~/*`, `~/[!.]*`,
  // `~/.*`); not one naming some of it (`~/*.bak`).
  const everything = (segment: string | undefined) => segment === undefined || /^\.*$/.test(segment) || (GLOB.test(segment) && segment.replace(/\[[^\]]*\]/g, '').replace(/[*?]/g, '').replace(/^\.+/, '') === '');
  // And what every folder of it holds, at any depth (`~/*/*`, `~/**/*`): not one name in each (`~/*/node_modules`).
  const all = (rest: readonly string[]) => rest.every(everything);
  const tilde = /^~[^/]*(?:\/(.*))?$/.exec(normalized);
  if (tilde && all(tilde[1]?.split('/') ?? [])) return 'the home directory';
  // /home/NAME, macOS's /Users/NAME, and a Windows profile as WSL mounts it (/mnt/c/Users/NAME).
  const windows = /^\/mnt\/[a-z]\/Users\//i.test(normalized) ? 2 : 0;
  const segments = normalized.slice(1).split('/').slice(windows);
  const home =
    normalized.startsWith('/') && segments.length >= 2 && all(segments.slice(2)) && (segments[0] === 'home' || segments[0] === 'Users') && segments[1] !== '' && !GLOB.test(segments[1]!) && !(windows && WINDOWS_SHARED_PROFILES.has(segments[1]!));
  return home ? `the home directory ${normalized.split('/').slice(0, windows + 3).join('/')}` : undefined;
}

export function isBlockDevice(path: string): boolean {
  // Windows's raw disks, as its own dd and Git Bash's name them.
  if (/^\\\\[.?]\\PhysicalDrive\d+$/i.test(path)) return true;
  const normalized = normalizePath(path);
  const glob = normalized.search(GLOB);
  if (glob === -1) return BLOCK_DEVICE.test(normalized);
  // A glob that can match a device (`/dev/sd*`, `/dev/*`): what it starts with could begin a device's name.
  const start = normalized.slice(0, glob);
  if (!start.startsWith('/dev/')) return false;
  const name = start.slice('/dev/'.length);
  return !name.includes('/') ? DEVICE_NAME_STARTS.some((device) => device.startsWith(name) || name.startsWith(device)) : BLOCK_DEVICE.test(`${start}x`);
}

/** A node in /dev (a device, not the files programs keep in /dev/shm or /dev/mqueue). */
export function isDeviceNode(path: string): boolean {
  return /^\/dev\/(?!(?:shm|mqueue)(?:\/|$))[^/]/.test(normalizePath(path));
}

const DEVICE_NAME_STARTS = ['sd', 'hd', 'vd', 'xvd', 'nvme', 'mmcblk', 'md', 'dm-', 'disk', 'rdisk', 'sr', 'rbd', 'nbd', 'bcache', 'drbd', 'pmem', 'ada', 'da', 'nvd', 'vtbd', 'zd'];
