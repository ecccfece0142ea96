import type { Parser } from 'web-tree-sitter';
import { loadBashParser, withSyntaxTree, type Node } from './bash-parser.js';
import { DANGER_RULES, deviceRedirect, forkBomb, type DangerRule } from './danger-rules.js';
import { commandWords, unwrapCommand, type SimpleCommand } from './simple-commands.js';

export type Verdict = 'allow' | 'deny' | 'ask';

/** What the policy says of one command line. */
export interface Decision {
  readonly verdict: Verdict;
  /** Why, in words the model can act on. */
  readonly reason: string;
  /** The id of the rule that decided; undefined when nothing matched. */
  readonly rule?: string | undefined;
  /** The part of the command line the rule matched. */
  readonly command?: string | undefined;
}

export interface PolicyOptions {
  /** Rules judged against every simple command; defaults to `DANGER_RULES`. */
  readonly rules?: readonly DangerRule[];
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

  private constructor(parser: Parser, { rules = DANGER_RULES }: PolicyOptions) {
    this.#parser = parser;
    this.#rules = rules;
  }

  static async create(options: PolicyOptions = {}): Promise<CommandPolicy> {
    return new CommandPolicy(await loadBashParser(), options);
  }

  check(command: string): Decision {
    return this.#checkScript(command, 0);
  }

  #checkScript(source: string, depth: number): Decision {
    if (depth > MAX_NESTING) {
      return { verdict: 'deny', reason: `shell scripts nested more than ${MAX_NESTING} deep`, rule: 'nesting-depth', command: source };
    }
    return withSyntaxTree(this.#parser, source, (root) => this.#checkTree(root, depth));
  }

  #checkTree(root: Node, depth: number): Decision {
    for (const definition of nodes(root, 'function_definition')) {
      const reason = forkBomb(definition);
      if (reason) return deny('fork-bomb', reason, definition.text);
    }
    for (const redirect of nodes(root, 'file_redirect')) {
      const reason = deviceRedirect(redirect);
      if (reason) return deny('device-redirect', reason, redirect.parent?.text ?? redirect.text);
    }
    for (const node of nodes(root, 'command')) {
      const decision = this.#checkCommand(node, depth);
      if (decision.verdict !== 'allow') return decision;
    }
    return ALLOWED;
  }

  #checkCommand(node: Node, depth: number): Decision {
    let decision = ALLOWED;
    const judge = (command: SimpleCommand) => {
      if (decision.verdict !== 'allow') return;
      for (const rule of this.#rules) {
        const reason = rule.test(command);
        if (reason) {
          decision = deny(rule.id, reason, command.text);
          return;
        }
      }
    };
    unwrapCommand(commandWords(node), node.text, judge, (script) => {
      if (decision.verdict === 'allow' && script) decision = this.#checkScript(script.source, depth + 1);
    });
    return decision;
  }
}

function deny(rule: string, reason: string, command: string): Decision {
  return { verdict: 'deny', reason, rule, command };
}

function nodes(root: Node, type: string): Node[] {
  return root.descendantsOfType(type).filter((node): node is Node => node !== null);
}
