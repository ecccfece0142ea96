import type { WordValue } from './words.js';

// A pattern every process name matches: empty, `.`, `.*`, `^`, `$`, `.+` and the like.
const EVERY_NAME = /^\^?(?:\.[*+]?)?\$?$/;
// The same when the whole name must match (`pkill -x`).
const EVERY_WHOLE_NAME = /^\^?\.[*+]\$?$/;

// Options of pkill (pgrep) and killall that take a value; those naming the user, and those that
// narrow the selection (a user, group, parent, session, terminal, namespace, age), are told apart.
const KILLER_VALUE_OPTIONS: Record<'pkill' | 'killall', RegExp> = {
  pkill: /^-(?:[sUuGgPtF]|-(?:signal|euid|uid|group|pgroup|parent|session|terminal|pidfile|ns|nslist|cgroup))$/,
  killall: /^-(?:[usoynZ]|-(?:user|signal|older-than|younger-than|ns|context))$/,
};
const USER_OPTION = /^-(?:[uU]|-(?:euid|uid|user))$/;
const NARROWING = /^-(?:[UuGgPtFoyZ]|-(?:euid|uid|group|pgroup|parent|session|terminal|pidfile|ns|nslist|cgroup|user|older-than|younger-than|context))$/;

/**
 * Whether pkill, pgrep or killall selects every process: a pattern every name matches
 * (`pkill -f .`, `killall -r '.*'`), or pkill's `-v` (all but the matches), with nothing else
 * narrowing it (a user, a parent, a terminal; `-n`/`-o`, the newest or oldest one alone).
 */
export function matchesEveryProcess(name: string | null, args: readonly WordValue[]): boolean {
  const family = name === 'pgrep' || name === 'pkill' ? 'pkill' : name === 'killall' ? 'killall' : undefined;
  if (family === undefined) return false;
  const flags = new Set<string>();
  const patterns: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const word = args[index];
    // A word known only at run time may be anything.
    if (typeof word !== 'string') return false;
    if (!word.startsWith('-') || word === '-') {
      patterns.push(word);
      continue;
    }
    const option = word.split('=')[0]!;
    if (NARROWING.test(option) || (family === 'pkill' && option === '-s')) return false;
    if (KILLER_VALUE_OPTIONS[family].test(option)) {
      if (!word.includes('=')) index++;
      continue;
    }
    // Bundled short flags (`-9f`, `-fv`), a signal given as `-9` or `-KILL` among them.
    if (!word.startsWith('--')) for (const letter of word.slice(1)) flags.add(letter);
    else flags.add(word);
  }
  const [pattern] = patterns;
  if (pattern === undefined) return false;
  // killall takes several names (`killall -r '.*' nginx`): one that every name matches is enough.
  if (family === 'killall') return (flags.has('r') || flags.has('--regexp')) && patterns.some((each) => EVERY_NAME.test(each));
  // (pkill and pgrep take one pattern: given more, they refuse.)
  if (patterns.length > 1) return false;
  if (flags.has('n') || flags.has('o') || flags.has('--newest') || flags.has('--oldest')) return false;
  if (flags.has('v') || flags.has('--inverse')) return true;
  return flags.has('x') || flags.has('--exact') ? EVERY_WHOLE_NAME.test(pattern) : EVERY_NAME.test(pattern);
}

// Programs that only cut columns or lines out of what they are fed (the listing stays every process).
const COLUMN_CUTTERS = new Set(['awk', 'cut', 'tail', 'tr', 'sed', 'grep', 'sort', 'uniq']);

/**
 * Whether a pipeline's commands (their words) list the id of every process: `ps -e -o pid=`,
 * `ps aux | awk '{print $2}'`, `pgrep -f .`, `ls /proc | grep -E '^[0-9]+$'`, the later commands
 * only cutting columns (`awk '{print $2}'`, `cut`, `tail -n +2`) or keeping numbers.
 */
export function listsEveryProcess(commands: readonly (readonly WordValue[])[]): boolean {
  const [first, ...rest] = commands;
  if (!first) return false;
  const [name, ...args] = first;
  const words = args.filter((arg): arg is string => typeof arg === 'string');
  const lister =
    (name === 'ps' && words.some((word) => /^-[a-zA-Z]*[eA]/.test(word) || /^a?u?x$|^aux$|^ax[a-z]*$/.test(word))) ||
    (name === 'pgrep' && matchesEveryProcess('pgrep', args)) ||
    (name === 'ls' && words.length === 1 && /^\/proc\/?$/.test(words[0]!));
  return lister && rest.every(([cutter, ...cut]) => typeof cutter === 'string' && COLUMN_CUTTERS.has(cutter) && keepsEveryLine(cutter, cut));
}

// A cutter that keeps a line per process: awk printing a column with no condition but skipping
// the header (`NR>1`), grep keeping numbers or dropping some lines (`grep -v grep`, `-v PID`: all
// the others are still there), tail or sed skipping the header, cut, tr, sort, uniq.
function keepsEveryLine(name: string, args: readonly WordValue[]): boolean {
  const words = args.filter((arg): arg is string => typeof arg === 'string');
  if (name === 'awk') return words.length === 1 && /^\s*(?:F?NR\s*(?:>\s*1|>=\s*2|!=\s*1)\s*)?\{\s*print\s+\$\d+\s*;?\s*\}\s*$/.test(words[0]!);
  if (name === 'grep') return words.some((word) => /^\^?\[0-9\][+*]\$?$/.test(word)) || words.includes('-v');
  return true;
}

// `pkill -u root`, `killall -9 -u 0`, `pkill -u "$USER"`: the only selection is a user (no name, no
// pattern, no parent, terminal or session narrowing it), so every process of that user is
// signalled. Which: root, or one named only at run time (the current account's, as a line names it).
export function selectsEveryProcessOf(name: 'pkill' | 'killall', args: readonly WordValue[]): 'root' | 'run-time' | undefined {
  const takesValue = KILLER_VALUE_OPTIONS[name];
  let selected: 'root' | 'run-time' | undefined;
  for (let index = 0; index < args.length; index++) {
    const word = args[index];
    if (typeof word !== 'string' || !word.startsWith('-') || word === '-') return undefined;
    const [option, inline] = /^(--[^=]+)=(.*)$/s.exec(word)?.slice(1) ?? /^(-[uU])(.+)$/s.exec(word)?.slice(1) ?? [word, undefined];
    if (!takesValue.test(option!) && inline === undefined) continue;
    const value = inline ?? args[++index];
    if (!USER_OPTION.test(option!)) {
      if (!/^-(?:s|-signal)$/.test(option!) || (name === 'pkill' && option === '-s')) return undefined;
      continue;
    }
    if (value === undefined) return undefined;
    // (A word known only at run time: `"$USER"`, `$(whoami)`.)
    if (typeof value !== 'string') selected ??= 'run-time';
    else if (value.split(',').some((user) => user === 'root' || user === '0')) selected = 'root';
  }
  return selected;
}
