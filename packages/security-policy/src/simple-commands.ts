import type { Node } from './bash-parser.js';
import { DYNAMIC, expandedWords, type WordValue } from './words.js';

/** One command as bash would run it, after wrappers (`sudo`, `env`, `xargs`...) are taken off. */
export interface SimpleCommand {
  /** The program name without its directory; `null` when only known at run time (`$(...)`). */
  readonly name: string | null;
  readonly args: readonly WordValue[];
  /** The source text the command came from, for messages. */
  readonly text: string;
  /** The directory an earlier `cd` of the same line moved to, when the line says (`cd / && rm -rf *`). */
  readonly cwd?: string | undefined;
}

/** Source a shell runs as a script (`bash -c STR`, `eval STR`), parsed again by the caller. */
export interface NestedScript {
  readonly source: string;
}

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'ash', 'mksh', 'busybox']);

/** Whether a program is a shell (which, without -c, runs the script it reads on stdin). */
export function isShell(name: string | null): boolean {
  return name !== null && SHELLS.has(name);
}

// Options of each wrapper that take a value, so the value is not taken for the wrapped command.
const WRAPPERS: Record<string, { valueOptions: Set<string>; positional?: number }> = {
  sudo: { valueOptions: new Set(['-u', '-g', '-C', '-D', '-h', '-p', '-r', '-t', '-U', '-T', '--user', '--group', '--chdir', '--host', '--prompt', '--role', '--type', '--other-user', '--command-timeout', '--close-from']) },
  doas: { valueOptions: new Set(['-u', '-C']) },
  env: { valueOptions: new Set(['-u', '-C', '-S', '--unset', '--chdir', '--split-string']) },
  nice: { valueOptions: new Set(['-n', '--adjustment']) },
  ionice: { valueOptions: new Set(['-c', '-n', '-p', '-P', '-u', '--class', '--classdata']) },
  nohup: { valueOptions: new Set() },
  setsid: { valueOptions: new Set() },
  time: { valueOptions: new Set(['-f', '-o', '--format', '--output']) },
  timeout: { valueOptions: new Set(['-s', '-k', '--signal', '--kill-after']), positional: 1 },
  stdbuf: { valueOptions: new Set(['-i', '-o', '-e']) },
  command: { valueOptions: new Set() },
  builtin: { valueOptions: new Set() },
  exec: { valueOptions: new Set(['-a']) },
  chroot: { valueOptions: new Set(['--userspec', '--groups']), positional: 1 },
  xargs: { valueOptions: new Set(['-a', '-d', '-E', '-e', '-I', '-i', '-L', '-l', '-n', '-P', '-s', '--arg-file', '--delimiter', '--max-args', '--max-procs', '--max-chars', '--replace']) },
  unbuffer: { valueOptions: new Set() },
  watch: { valueOptions: new Set(['-n', '-d', '--interval']) },
  strace: { valueOptions: new Set(['-e', '-o', '-p', '-s', '-u']) },
};

export function basename(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/** The words of a `command` node: name first, then arguments; assignments (`VAR=x`) dropped. */
export function commandWords(node: Node): WordValue[] {
  const name = node.childForFieldName('name');
  const args = node.childrenForFieldName('argument').filter((arg): arg is Node => arg !== null);
  return [...(name ? expandedWords(name) : [DYNAMIC]), ...args.flatMap(expandedWords)];
}

/**
 * Takes wrappers off a command's words until the command that really runs is reached.
 * Calls `onCommand` for each command found (`find -exec` yields the finder and the executed one)
 * and `onScript` for source a shell would run (`bash -c`, `eval`, `env -S`).
 */
export function unwrapCommand(
  words: WordValue[],
  text: string,
  onCommand: (command: SimpleCommand) => void,
  onScript: (script: NestedScript | typeof DYNAMIC) => void,
): void {
  let rest = words;
  for (let depth = 0; depth < 16 && rest.length > 0; depth++) {
    const [first, ...args] = rest;
    if (first === DYNAMIC || first === undefined) {
      onCommand({ name: null, args, text });
      return;
    }
    if (depth > 0 && /^\w+=/.test(first)) {
      rest = args; // env VAR=x cmd
      continue;
    }
    const name = basename(first);
    if (name === 'eval') {
      onScript(args.includes(DYNAMIC) ? DYNAMIC : { source: args.join(' ') });
      return;
    }
    if (SHELLS.has(name)) {
      const script = shellScript(args);
      if (script !== undefined) {
        onScript(script === DYNAMIC ? DYNAMIC : { source: script });
        return;
      }
    }
    if (name === 'find') {
      onCommand({ name, args, text });
      for (const executed of findExecs(args)) onCommand({ name: executed[0] === DYNAMIC || executed[0] === undefined ? null : basename(executed[0]), args: executed.slice(1), text });
      return;
    }
    const wrapper = WRAPPERS[name];
    if (!wrapper) {
      onCommand({ name, args, text });
      return;
    }
    if (name === 'env') {
      const split = optionValue(args, ['-S', '--split-string']);
      if (split !== undefined) {
        onScript(split === DYNAMIC ? DYNAMIC : { source: split });
        return;
      }
    }
    if (name === 'watch') {
      const wrapped = skipOptions(args, wrapper.valueOptions, 0);
      onScript(wrapped.includes(DYNAMIC) ? DYNAMIC : { source: wrapped.join(' ') });
      return;
    }
    rest = skipOptions(args, wrapper.valueOptions, wrapper.positional ?? 0);
  }
}

// The script of `bash [options] -c SCRIPT`, or undefined when the shell reads a file or stdin.
function shellScript(args: WordValue[]): string | typeof DYNAMIC | undefined {
  for (const [index, arg] of args.entries()) {
    if (arg === DYNAMIC || !arg.startsWith('-')) return undefined;
    if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(arg)) return args[index + 1] ?? undefined;
  }
  return undefined;
}

function optionValue(args: WordValue[], names: string[]): WordValue | undefined {
  for (const [index, arg] of args.entries()) {
    if (arg === DYNAMIC) continue;
    if (names.includes(arg)) return args[index + 1];
    const long = names.find((name) => name.startsWith('--') && arg.startsWith(`${name}=`));
    if (long) return arg.slice(long.length + 1);
  }
  return undefined;
}

function skipOptions(args: WordValue[], valueOptions: Set<string>, positional: number): WordValue[] {
  let index = 0;
  while (index < args.length) {
    const arg = args[index]!;
    if (arg === DYNAMIC || !arg.startsWith('-') || arg === '-') break;
    index++;
    if (arg === '--') break;
    if (valueOptions.has(arg)) index++;
  }
  return args.slice(index + positional);
}

// The commands `find ... -exec CMD ARGS ;` (and -execdir, -ok, -okdir) would run.
function findExecs(args: WordValue[]): WordValue[][] {
  const executed: WordValue[][] = [];
  for (let index = 0; index < args.length; index++) {
    if (!['-exec', '-execdir', '-ok', '-okdir'].includes(args[index] as string)) continue;
    const end = args.findIndex((arg, at) => at > index && (arg === ';' || arg === '+'));
    executed.push(args.slice(index + 1, end === -1 ? undefined : end));
    if (end !== -1) index = end;
  }
  return executed;
}
