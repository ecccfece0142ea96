import type { ChildProcess } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { withoutProgramKeys } from './git-config.js';

/** Paths under a home that run or steer programs later, outside the sandbox: start-up files, autostarts. */
const STARTUP_PATHS = [
  '.bashrc', '.bash_profile', '.bash_login', '.bash_logout', '.profile', '.zshrc', '.zshenv', '.zprofile', '.zlogin', '.inputrc',
  '.gitconfig', '.config/git', '.config/systemd', '.config/autostart', '.config/environment.d', '.pam_environment', '.xprofile',
  '.xsessionrc', '.ssh',
];
/** Folders under a home that programs are commonly looked up in, whether or not PATH names them yet. */
const HOME_BIN_DIRS = ['bin', '.local/bin', '.cargo/bin', 'go/bin', '.npm-global/bin', '.bun/bin', '.deno/bin', '.yarn/bin'];
/** What git reads in a repository's `.git` to go elsewhere: another common or git directory. */
const REDIRECTS = ['commondir', 'gitdir'];

/**
 * What keeps a sandboxed command's writes from running later on the host, for one launch: mount
 * arguments (after the writable binds) and a check that undoes, and says, what they cannot stop.
 * Nothing is deleted: what is undone is set aside under a `.refused` name, for a person to look at.
 */
export interface SandboxGuard {
  readonly args: readonly string[];
  /** Undoes what was planted since the launch and says what, one line each. */
  check(): string[];
}

const inside = (path: string, dir: string) => path === dir || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);

/**
 * Each repository's `.git` at the top of a writable path, or one level down, is its own mount, so
 * it cannot be moved or replaced; its hooks and config (and its submodules') are read-only. A home
 * inside a writable path keeps its start-up files and program folders read-only (`hidden` ones,
 * credentials, stay hidden). What did not exist at launch has no mount to stop it: the check
 * undoes it (a `.git` redirected elsewhere, new hooks, a new repository's keys that run programs,
 * a new start-up file or program folder).
 */
export function sandboxGuard(writable: readonly string[], home: string, path = '', hidden: ReadonlySet<string> = new Set()): SandboxGuard {
  const repos = new Map(writable.flatMap(gitDirsOf).map((dir) => [dir, kindOf(dir)]));
  const homeWritable = writable.some((dir) => inside(home, dir));
  const pathDirs = path.split(delimiter).filter((dir) => dir.startsWith('/') && inside(dir, home) && dir !== home);
  const homePaths = homeWritable ? [...new Set([...STARTUP_PATHS, ...HOME_BIN_DIRS].map((name) => join(home, name)).concat(pathDirs))] : [];
  const watched = (dir: string, kind: string | undefined) =>
    (kind === 'directory' ? [...REDIRECTS, 'hooks', 'config'] : []).map((name) => join(dir, name));
  const repoPaths = [...repos].flatMap(([dir, kind]) => watched(dir, kind));
  const missingAtLaunch = [...homePaths, ...repoPaths].filter((path) => kindOf(path) === undefined);
  const shown = homePaths.filter((path) => !hidden.has(path));
  const args = [...[...repos].flatMap(([dir, kind]) => repoArgs(dir, kind)), ...shown.flatMap(readOnly)];
  return {
    args,
    check: () => {
      const notes = missingAtLaunch.flatMap((path) => setAside(path, 'did not exist when the shell started'));
      for (const dir of writable.flatMap(gitDirsOf)) if (!repos.has(dir)) notes.push(...checkNewRepository(dir));
      return notes;
    },
  };
}

function repoArgs(dir: string, kind: 'directory' | 'file' | undefined): string[] {
  if (kind !== 'directory') return kind === 'file' ? ['--ro-bind', dir, dir] : [];
  const modules = safeList(join(dir, 'modules')).map((name) => join(dir, 'modules', name));
  return ['--bind', dir, dir, ...[dir, ...modules].flatMap((repo) => [join(repo, 'hooks'), join(repo, 'config')]).flatMap(readOnly)];
}

// A `.git` created since the launch (`git init` is everyday work): what would run on the host goes.
function checkNewRepository(dir: string): string[] {
  if (kindOf(dir) === 'file') return setAside(dir, 'a .git file points git elsewhere');
  const notes = REDIRECTS.flatMap((name) => setAside(join(dir, name), 'it points git elsewhere'));
  const config = join(dir, 'config');
  if (kindOf(config) === 'file') {
    const text = readFileSync(config, 'utf8');
    const { text: safe, removed } = withoutProgramKeys(text);
    if (removed.length > 0) {
      const original = freeName(`${config}.refused`);
      writeFileSync(original, text);
      writeFileSync(config, safe);
      notes.push(`removed what would run programs from ${config} (${removed.join(', ')}); the file as it was is ${original}`);
    }
  }
  const hooks = safeList(join(dir, 'hooks')).filter((name) => !name.endsWith('.sample') && !name.includes('.refused'));
  return [...notes, ...hooks.flatMap((hook) => setAside(join(dir, 'hooks', hook), 'git would run it'))];
}

function gitDirsOf(root: string): string[] {
  const children = safeList(root).map((name) => join(root, name, '.git'));
  return [join(root, '.git'), ...children].filter((dir) => kindOf(dir) !== undefined);
}

function readOnly(path: string): string[] {
  return kindOf(path) === undefined ? [] : ['--ro-bind', path, path];
}

// Moves what was planted to `<path>.refused` (or `.refused-2`...), saying so; nothing when it is not there.
function setAside(path: string, why: string): string[] {
  if (kindOf(path) === undefined) return [];
  const target = freeName(`${path}.refused`);
  renameSync(path, target);
  return [`moved ${path} to ${target}: ${why}`];
}

function freeName(base: string): string {
  let name = base;
  for (let n = 2; existsSync(name); n++) name = `${base}-${n}`;
  return name;
}

function kindOf(path: string): 'directory' | 'file' | undefined {
  try {
    return lstatSync(path).isDirectory() ? 'directory' : 'file';
  } catch {
    return undefined;
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

const guards = new WeakMap<ChildProcess, SandboxGuard>();

/** The guard of a sandboxed shell, if it has one. */
export function guardOf(child: ChildProcess): SandboxGuard | undefined {
  return guards.get(child);
}

export function registerGuard(child: ChildProcess, guard: SandboxGuard): void {
  guards.set(child, guard);
}
