import type { SimpleCommand } from './simple-commands.js';
import { DYNAMIC, type WordValue } from './words.js';

/** Rules in the form users know from agent settings: `Bash(git push:*)` (prefix) or `Bash(npm test)` (exact). */
export interface PermissionRules {
  readonly allow?: readonly string[];
  readonly deny?: readonly string[];
  readonly ask?: readonly string[];
}

export interface PermissionRule {
  /** The rule as written, for messages. */
  readonly source: string;
  readonly words: readonly string[];
  /** `:*` at the end: the command may go on after the words. */
  readonly prefix: boolean;
}

const RULE = /^Bash(?:\((.*)\))?$/s;

/** Parses one rule; throws naming the rule and the accepted forms. */
export function parsePermissionRule(source: string): PermissionRule {
  const match = RULE.exec(source.trim());
  if (!match) throw new Error(`permission rule ${JSON.stringify(source)}: expected Bash, Bash(<command>) or Bash(<prefix>:*)`);
  const body = (match[1] ?? '*').trim();
  if (body === '*' || body === ':*') return { source, words: [], prefix: true };
  const prefix = body.endsWith(':*');
  const words = (prefix ? body.slice(0, -2) : body).trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) throw new Error(`permission rule ${JSON.stringify(source)}: names no command`);
  return { source, words, prefix };
}

/**
 * Whether a rule covers one simple command (after wrappers were taken off). With `skipOptions`
 * (deny and ask rules), options before the rule's next word are stepped over whatever program it
 * is (`npm --registry URL publish`, `kubectl -n prod delete`): an option there may or may not take
 * the next word as its value, and a rule that covers the command either way covers it. Allow rules
 * compare the words as written, so an option cannot make a command look like one allowed.
 */
export function ruleMatches(rule: PermissionRule, command: SimpleCommand, { skipOptions = false } = {}): boolean {
  const words = comparedWords(command);
  if (words === undefined) return rule.words.length === 0;
  if (covers(rule, words)) return true;
  if (!skipOptions || rule.words.length < 2) return false;
  return subcommandStarts(words.slice(1)).some((start) => covers(rule, [words[0]!, ...words.slice(1 + start)]));
}

/**
 * Whether a rule may cover it once words known only at run time are known (`git $SUB` for `git
 * push`). A program named at run time may be the rule's (`$X push`) or a wrapper running it (`$X git
 * push`); alone (`$X`), it is not judged: nothing tells it from a line of assignments.
 */
export function ruleMayMatch(rule: PermissionRule, command: SimpleCommand): boolean {
  const { name, args } = command;
  if (name === null) {
    const wrapped = args.some((arg, index) => typeof arg === 'string' && ruleMatches(rule, { ...command, name: arg, args: args.slice(index + 1) }, { skipOptions: true }));
    return args.length > 0 && (wrapped || mayCover(rule, [DYNAMIC, ...args]));
  }
  const words = comparedWords(command);
  return words !== undefined && mayCover(rule, words);
}

const mayCover = (rule: PermissionRule, words: readonly WordValue[]) =>
  fits(rule, words) && rule.words.some((_, index) => words[index] === DYNAMIC) && rule.words.every((word, index) => words[index] === DYNAMIC || words[index] === word);

const fits = (rule: PermissionRule, words: readonly WordValue[]) => words.length >= rule.words.length && (rule.prefix || words.length === rule.words.length);
const covers = (rule: PermissionRule, words: readonly WordValue[]) => fits(rule, words) && rule.words.every((word, index) => words[index] !== DYNAMIC && words[index] === word);

// The command's words as a rule compares them; undefined for a line of assignments only.
function comparedWords(command: SimpleCommand): readonly WordValue[] | undefined {
  if (command.name === null) return undefined;
  return [command.name, ...(command.name === 'git' ? withoutGitGlobals(command.args) : command.args)];
}

// Where a subcommand may start among a program's arguments after options: each option (`-n`,
// `--context`, `+nightly`) may or may not take the next word as its value (`--name=value` does not).
function subcommandStarts(args: readonly WordValue[]): number[] {
  const starts: number[] = [];
  const reachable = new Set([0]);
  for (let index = 0; index < args.length; index++) {
    if (!reachable.has(index)) continue;
    const arg = args[index];
    if (typeof arg !== 'string' || !/^[-+]./.test(arg) || arg === '--') {
      if (index > 0) starts.push(index);
      continue;
    }
    reachable.add(index + 1);
    if (!arg.includes('=')) reachable.add(index + 2);
  }
  return starts;
}

// git's options before its subcommand (`git -C . push`, `git --no-pager -c k=v push`): a rule
// about `git push` is about the subcommand, however it is reached.
const GIT_GLOBALS_WITH_VALUE = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--exec-path', '--super-prefix', '--list-cmds']);
const GIT_GLOBAL_FLAG = /^(?:-p|-P|--paginate|--no-pager|--bare|--no-replace-objects|--no-lazy-fetch|--no-optional-locks|--no-advice|--literal-pathspecs|--glob-pathspecs|--noglob-pathspecs|--icase-pathspecs|--html-path|--man-path|--info-path|--[a-z-]+=.*)$/;

function withoutGitGlobals(args: readonly WordValue[]): readonly WordValue[] {
  let index = 0;
  // `-c alias.p=push`: `git p` is `git push` (an alias to a shell command, `!...`, is judged as one).
  const aliases = new Map<string, string>();
  // Past the end, args[index] is undefined: no option, and the loop ends there.
  for (let arg = args[0]; typeof arg === 'string' && arg.startsWith('-'); arg = args[index]) {
    const alias = arg === '-c' && typeof args[index + 1] === 'string' ? /^alias\.([^=]+)=([^!].*)$/s.exec(args[index + 1] as string) : null;
    if (alias) aliases.set(alias[1]!, alias[2]!);
    if (GIT_GLOBALS_WITH_VALUE.has(arg)) index += 2;
    else if (GIT_GLOBAL_FLAG.test(arg)) index += 1;
    else break;
  }
  const [subcommand, ...rest] = args.slice(index);
  const expanded = typeof subcommand === 'string' ? aliases.get(subcommand) : undefined;
  return expanded === undefined ? args.slice(index) : [...expanded.trim().split(/\s+/), ...rest];
}
