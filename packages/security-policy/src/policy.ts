import type { Parser } from 'web-tree-sitter';
import { homedir } from 'node:os';
import { posix } from 'node:path';
import { loadBashParser, withSyntaxTree, type Node } from './bash-parser.js';
import { DANGER_RULES, deviceRedirect, forkBomb, runtimeTarget, type DangerRule } from './danger-rules.js';
import { parsePermissionRule, ruleMatches, type PermissionRule, type PermissionRules } from './permission-rules.js';
import { commandWords, isShell, unwrapCommand, type SimpleCommand } from './simple-commands.js';
import { normalizePath } from './paths.js';
import { DYNAMIC, SOMEWHERE, wordValue } from './words.js';

export type Verdict = 'allow' | 'deny' | 'ask';

/** What the policy says of one command line. */
export interface Decision {
  readonly verdict: Verdict;
  /** Whether a danger rule or a configured permission rule decided (absent when nothing matched). */
  readonly category?: 'dangerous' | 'permission' | undefined;
  /** Why, in words the model can act on. */
  readonly reason: string;
  /** The id of the rule that decided; undefined when nothing matched. */
  readonly rule?: string | undefined;
  /** The part of the command line the rule matched. */
  readonly command?: string | undefined;
}

export interface PolicyOptions {
  /** Rules judged against every simple command; defaults to `DANGER_RULES`. They always deny. */
  readonly rules?: readonly DangerRule[];
  /** Configured allow, ask and deny rules, judged per simple command; deny wins, then ask. */
  readonly permissions?: PermissionRules;
  /** The verdict for a simple command no permission rule matches: `allow` by default. */
  readonly defaultVerdict?: Verdict;
  /**
   * The verdict for a destructive command whose target is known only at run time (`rm -rf "$X"`,
   * `rm -rf $(cat list)`, where the line does not set X): `ask` by default.
   */
  readonly runtimeTargets?: Verdict;
}

const MAX_NESTING = 8;
const ALLOWED: Decision = { verdict: 'allow', reason: 'no rule matched' };

/**
 * Decides whether a command line may run. It parses the line with a real bash grammar and judges
 * every simple command in it (lists, pipelines, subshells, substitutions, functions), after
 * taking off wrappers like `sudo` and re-parsing what `bash -c` and `eval` would run.
 * A policy is not a sandbox: it stops the known ways to wreck a machine, not every way.
 */
export class CommandPolicy {
  readonly #parser: Parser;
  readonly #rules: readonly DangerRule[];
  readonly #permissions: Record<'deny' | 'ask' | 'allow', PermissionRule[]>;
  readonly #defaultVerdict: Verdict;
  readonly #runtimeTargets: Verdict;

  private constructor(parser: Parser, { rules = DANGER_RULES, permissions = {}, defaultVerdict = 'allow', runtimeTargets = 'ask' }: PolicyOptions) {
    this.#runtimeTargets = runtimeTargets;
    this.#parser = parser;
    this.#rules = rules;
    this.#permissions = {
      deny: (permissions.deny ?? []).map(parsePermissionRule),
      ask: (permissions.ask ?? []).map(parsePermissionRule),
      allow: (permissions.allow ?? []).map(parsePermissionRule),
    };
    this.#defaultVerdict = defaultVerdict;
  }

  static async create(options: PolicyOptions = {}): Promise<CommandPolicy> {
    return new CommandPolicy(await loadBashParser(), options);
  }

  /**
   * Judges a command line. `cwd`: the directory it runs in (a session's current one), against
   * which relative paths and `cd ..` are resolved; without it only an absolute `cd` tells.
   */
  check(command: string, { cwd }: { cwd?: string | undefined } = {}): Decision {
    return this.#checkScript(command, 0, { cwd: cwd === undefined ? undefined : normalizePath(cwd), variables: new Map() });
  }

  #checkScript(source: string, depth: number, walk: Walk): Decision {
    if (depth > MAX_NESTING) {
      return danger('nesting-depth', `shell scripts nested more than ${MAX_NESTING} deep`, source);
    }
    return withSyntaxTree(this.#parser, source, (root) => this.#checkTree(root, depth, walk));
  }

  #checkTree(root: Node, depth: number, walk: Walk): Decision {
    const bomb = forkBomb(nodes(root, 'function_definition'));
    if (bomb) return danger('fork-bomb', bomb, root.text);
    for (const redirect of nodes(root, 'file_redirect')) {
      const reason = deviceRedirect(redirect);
      if (reason) return danger('device-redirect', reason, redirect.parent?.text ?? redirect.text);
    }
    let decision = ALLOWED;
    // Commands and assignments in the order of the line: `x=/; rm -rf $x` removes /.
    for (const node of root.descendantsOfType(['command', 'variable_assignment'])) {
      if (!node) continue;
      if (node.type === 'variable_assignment') {
        assign(node, walk);
        continue;
      }
      decision = stricter(decision, this.#checkCommand(node, depth, walk));
      if (decision.verdict === 'deny') return decision;
    }
    return decision;
  }

  #checkCommand(node: Node, depth: number, walk: Walk): Decision {
    let decision = ALLOWED;
    let readsScriptFromStdin = false;
    const checkScript = (source: string) => {
      if (decision.verdict !== 'deny') decision = stricter(decision, this.#checkScript(source, depth + 1, walk));
    };
    const judge = (command: SimpleCommand) => {
      readsScriptFromStdin ||= isShell(command.name);
      // Where it runs: a wrapper's own directory (`env -C DIR`), resolved from the line's, or the line's.
      const cwd = command.cwd === undefined ? walk.cwd : cdTarget({ ...command, args: [command.cwd] }, walk.cwd);
      if (decision.verdict !== 'deny') decision = stricter(decision, this.#judge({ ...command, cwd }));
      if (command.name === 'cd' || command.name === 'pushd') walk.cwd = cdTarget(command, walk.cwd);
    };
    const stdin = stdinScript(node);
    unwrapCommand(commandWords(node, walk.variables), node.text, judge, (script) => script && checkScript(script.source), stdin?.split(/\s+/).filter(Boolean));
    const fed = readsScriptFromStdin ? stdin : undefined;
    if (fed) checkScript(fed);
    return decision;
  }

  // One simple command: the danger rules, then the configured rules (deny, ask, allow), then the default.
  #judge(command: SimpleCommand): Decision {
    for (const rule of this.#rules) {
      const reason = rule.test(command);
      if (reason) return danger(rule.id, reason, command.text);
    }
    const unknown = this.#runtimeTargets === 'allow' ? undefined : runtimeTarget(command);
    if (unknown) return { verdict: this.#runtimeTargets, category: 'dangerous', reason: unknown, rule: 'runtime-target', command: command.text };
    for (const verdict of ['deny', 'ask', 'allow'] as const) {
      const rule = this.#permissions[verdict].find((candidate) => ruleMatches(candidate, command));
      if (rule) return { verdict, category: 'permission', reason: `matches the ${verdict} rule ${rule.source}`, rule: rule.source, command: command.text };
    }
    if (this.#defaultVerdict === 'allow') return ALLOWED;
    return { verdict: this.#defaultVerdict, category: 'permission', reason: 'no allow rule matches it', rule: 'default', command: command.text };
  }
}

/** Where the line is, as far as its `cd`s and assignments tell (a judgement aid, not a shell: subshells are not scoped). */
interface Walk {
  cwd: string | undefined;
  variables: Map<string, string>;
}

// `x=/`, `export T=/`: the value, when the line says it; an assignment of an unknown value forgets the variable.
function assign(node: Node, walk: Walk): void {
  const name = node.childForFieldName('name')?.text;
  if (!name) return;
  const valueNode = node.childForFieldName('value');
  const value = valueNode ? wordValue(valueNode, walk.variables) : '';
  if (value === DYNAMIC || value.startsWith(SOMEWHERE)) walk.variables.delete(name);
  else walk.variables.set(name, value);
}

// The directory `cd` moves to, when it is known without running anything.
function cdTarget({ args }: SimpleCommand, cwd: string | undefined): string | undefined {
  const target = args.find((arg) => arg === DYNAMIC || !arg.startsWith('-'));
  if (target === undefined) return '~';
  if (target === DYNAMIC) return undefined;
  if (target.startsWith('/') || target.startsWith('~')) return normalizePath(target);
  if (cwd === undefined) return undefined;
  // Above the home directory (`cd ~ && cd ../..`) is somewhere known: the home is where it is.
  const base = cwd === '~' || cwd.startsWith('~/') ? homedir() + cwd.slice(1) : cwd;
  const moved = normalizePath(posix.join(base, target));
  const home = homedir();
  return moved === home || moved.startsWith(`${home}/`) ? `~${moved.slice(home.length)}` : moved;
}

/** The script a shell command reads on stdin when the line says what it is: `<<<`, a heredoc, or `echo ... |`. */
function stdinScript(node: Node): string | undefined {
  const herestring = node.childrenForFieldName('redirect').find((redirect) => redirect?.type === 'herestring_redirect');
  const text = herestring?.namedChild(0);
  if (text) return wordValue(text) ?? undefined;
  const statement = node.parent?.type === 'redirected_statement' ? node.parent : undefined;
  const heredoc = statement?.childrenForFieldName('redirect').find((redirect) => redirect?.type === 'heredoc_redirect');
  const body = heredoc?.namedChildren.find((child) => child?.type === 'heredoc_body');
  if (body) return body.text;
  const feeder = node.parent?.type === 'pipeline' ? node.previousNamedSibling : undefined;
  if (feeder?.type !== 'command') return undefined;
  const [name, ...args] = commandWords(feeder);
  if ((name !== 'echo' && name !== 'printf') || args.includes(DYNAMIC)) return undefined;
  const words = args as string[];
  if (name === 'printf') {
    // The format, with each %s, %b or %d taking the next word, its escapes as printf reads them.
    const [format = '', ...values] = words;
    return unescapeC(format.replace(/%[sbd]/g, () => values.shift() ?? ''));
  }
  // echo's own options come first (-n, -e, -E); everything after is printed, `-rf` included.
  const start = words.findIndex((word) => !/^-[neE]+$/.test(word));
  return start === -1 ? '' : unescapeC(words.slice(start).join(' '));
}

// `\n` and `\t` as printf (and echo -e) turn them into characters.
function unescapeC(text: string): string {
  return text.replace(/\\([nt\\])/g, (_, code: string) => (code === 'n' ? '\n' : code === 't' ? '\t' : '\\'));
}

const SEVERITY: Record<Verdict, number> = { allow: 0, ask: 1, deny: 2 };

// The stricter of two decisions; between equals, one that names its rule.
function stricter(current: Decision, next: Decision): Decision {
  if (SEVERITY[next.verdict] > SEVERITY[current.verdict]) return next;
  if (SEVERITY[next.verdict] < SEVERITY[current.verdict]) return current;
  return current.rule === undefined ? next : current;
}

function danger(rule: string, reason: string, command: string): Decision {
  return { verdict: 'deny', category: 'dangerous', reason, rule, command };
}

function nodes(root: Node, type: string): Node[] {
  return root.descendantsOfType(type).filter((node): node is Node => node !== null);
}
