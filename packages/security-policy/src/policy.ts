import type { Parser } from 'web-tree-sitter';
import { homedir } from 'node:os';
import { posix } from 'node:path';
import { loadBashParser, withSyntaxTree, type Node, type Tree } from './bash-parser.js';
import { CopyOnWriteMap } from './copy-on-write-map.js';
import { DANGER_RULES, floodingPipeline, forkBomb, redirectDanger, resolvedIn, runtimeTarget, spawningLoop, type DangerRule } from './danger-rules.js';
import { parsePermissionRule, ruleMatches, ruleMayMatch, type PermissionRule, type PermissionRules } from './permission-rules.js';
import { aptHookCommands, carriedCommands, COMMAND_VARIABLES, cronCommands, findStartingPoints, gitConfigCommands, gitConfigSet, downloadedFiles, FETCHERS, fdSearch, gitEnvironmentScripts, INTERPRETERS, RUNTIME_MARK, interpreterProgramFile, interpreterScripts, isShell, justRecipes, makeRecipes, programScripts, quoted, readsProgramFromStdin, stdinScripts, toolOf, unwrapCommand, type SimpleCommand } from './simple-commands.js';
import { hasOption, positionals } from './options.js';
import { normalizePath } from './paths.js';
import { listsEveryProcess } from './processes.js';
import { commandWords, DYNAMIC, expandedWords, findNamedOutput, startName, heredocBody, hereInput, IFS_SPLIT, ifsSplitter, harmlessTail, ownRedirects, isSomewhere, printedText, printfText, SOMEWHERE, wordValue, type Variables, type WordValue } from './words.js';

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
// Programs that ask a question before they act, whose answer the rules read from stdin.
const ANSWERED = new Set(['ssh-keygen', 'ufw']);
// Downloads (by curl and wget, other fetchers, browsers' dumps, cloud storage clients; another
// machine's or a container's output through ssh, a socket, kubectl or docker) and decoders: what a
// script known only at run time comes out of when it is asked about.
// (In one-line programs too: `b64decode`, `decode_base64`, `Buffer.from(..., 'base64')`, `atob`,
// `unhexlify`; and text made of character codes: `chr(114)+...`, Perl's `pack("H*", ...)`, `%c`.)
// In any case: where names are found regardless of case, `CURL ... | BASH` runs curl.
const FETCHES_OR_DECODES = /\b(?:curl|wget|base64\s+(?:-\w*d|--decode)|xxd\s+(?:-\w*r)|openssl\s+(?:enc|base64)|gzip\s+-\w*d|gunzip|zcat|bzcat|xzcat|uudecode|rev|b64decode|decode_base64|atob|unhexlify|fromhex|fromCharCode|urlopen|requests\.get|fetch)\b|(?:^|[\s|;&(`])(?:ssh|nc|ncat|netcat|socat|http|https|xh|xhs|curlie|wget2|aria2c|lynx|w3m|links|elinks|gsutil|s3cmd|scp|sftp|tftp|ftp)\s|\b(?:gh\s+(?:api|gist|release)|glab\s+(?:api|snippet)|aws\s+s3|az\s+storage|gcloud\s+storage|rclone\s+(?:cat|copy)|kubectl\s+(?:exec|cp)|(?:docker|podman)\s+(?:run|exec)|openssl\s+s_client)\b|\b(?:file_get_contents|fopen)\s*\(\s*['"]https?:|\bURI\.open\b|open-uri|Net::HTTP|LWP|HTTP::Tiny|\b(?:Invoke-WebRequest|Invoke-RestMethod|iwr|irm|DownloadString|WebClient)\b|Buffer\.from\([^)]*base64|\b(?:chr|pack)\s*\(|%c/i;
// Programs that write a script out of text (`tr ... <<< '...' | sh`, `python3 -c 'print(...)' | sh`): piped into a shell, asked about too.
const GENERATES = /\b(?:tr|sed|awk|gawk|perl|python[\d.]*|node|ruby|php|jq|yq)\b/;
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
   * `memory`: what the session's earlier lines set (`export T=/`, `f() {...}`), followed into this
   * one; what this line sets is kept in it, pending until `memory.commit()` says the line ran.
   * `ownDir`: the directory that is the call's own to clean (the agent's working directory), where
   * a session may have gone elsewhere; `cwd` by default.
   */
  check(command: string, { cwd, memory, ownDir }: { cwd?: string | undefined; memory?: SessionMemory | undefined; ownDir?: string | undefined } = {}): Decision {
    return this.#checkLine(command, cwd, memory, undefined, ownDir);
  }

  /**
   * Judges text written to a running command line's stdin (`Bash` in the background, then
   * `BashInput`): what the commands reading it make of it (`bash` runs it as a script, `python3` as
   * a program, `cat > f` keeps it as data). A decision stricter than the line's own, or by another
   * rule, is the input's; otherwise the input is allowed.
   */
  checkInput(command: string, input: string, { cwd }: { cwd?: string | undefined } = {}): Decision {
    const line = this.#checkLine(command, cwd, undefined, undefined);
    const fed = this.#checkLine(command, cwd, undefined, input);
    const added = fed.verdict !== 'allow' && (SEVERITY[fed.verdict] > SEVERITY[line.verdict] || fed.rule !== line.rule || fed.reason !== line.reason);
    return added ? fed : ALLOWED;
  }

  #checkLine(command: string, cwd: string | undefined, memory: SessionMemory | undefined, lineInput: string | undefined, ownDir = cwd): Decision {
    const known = memory ? memories.get(memory)?.remembered : undefined;
    const start = cwd === undefined ? undefined : normalizePath(cwd);
    const walk: Walk = {
      cwd: start,
      callCwd: ownDir === undefined ? undefined : normalizePath(ownDir),
      // (Views of what earlier lines set: copied only by a line that changes them.)
      variables: new CopyOnWriteMap(known?.variables),
      files: new CopyOnWriteMap(known?.files),
      links: new CopyOnWriteMap(known?.links),
      programs: new CopyOnWriteMap(known?.programs),
      pathChanged: known?.pathChanged ?? false,
      functions: new CopyOnWriteMap(known?.functions),
      aliases: new CopyOnWriteMap(known?.aliases),
      calling: new Set(),
      dirStack: [],
      exitTraps: [],
      lineInput,
      failedCd: undefined,
    };
    setWorkingDirectoryVariable(walk);
    const decision = judgedWithinStack(command, () => {
      let judged = this.#checkScript(command, 0, walk);
      // `trap '...' EXIT` runs when the line is done, with the values the line gave by then.
      for (const trap of walk.exitTraps) if (judged.verdict !== 'deny') judged = stricter(judged, this.#checkScript(trap, 1, walk));
      return judged;
    });
    walk.failedCd = undefined;
    if (memory) memories.set(memory, { remembered: known, pending: walk });
    return decision;
  }

  #checkScript(source: string, depth: number, walk: Walk): Decision {
    if (depth > MAX_NESTING) {
      return danger('nesting-depth', `shell scripts nested more than ${MAX_NESTING} deep`, source);
    }
    // Where the grammar misreads valid bash, the line is judged again as the walk found it:
    // - what it swallowed into an error (`[[ -d / ]] && rm -rf /`), each command on its own;
    // - where it cut one word in two (`rm$IFS-rf$IFS/`), with `$NAME` spelled `${NAME}`, which bash
    //   reads the same and the grammar does not cut;
    // - where a line continuation joins a word (`r\<newline>m`, which the grammar reads as two), joined;
    // - where a here-string follows an output redirection, with the here-string first; where it
    //   follows a group or a loop, or feeds descriptor 0, as stdin's.
    let again: { walk: Walk; misparsed: boolean; splitWord: boolean; continued: boolean; stdinDescriptor: boolean } | undefined;
    let decision = withSyntaxTree(this.#parser, source, (root) => {
      const misparsed = root.tree.hasError;
      const splitWord = TWO_EXPANSIONS_IN_A_WORD.test(source) && hasSplitWord(root);
      const continued = CONTINUED_WORD.test(source);
      const stdinDescriptor = /(?:^|\s)\d+<<</.test(source);
      if (misparsed || splitWord || continued || stdinDescriptor) again = { walk: { ...walk, variables: new Map(walk.variables) }, misparsed, splitWord, continued, stdinDescriptor };
      return this.#checkTree(root, depth, walk);
    });
    if (again && decision.verdict !== 'deny') {
      const parts = again.misparsed ? splitAtOperators(source) : [];
      const retries = parts.length > 1 ? parts : [];
      if (again.splitWord) retries.push(source.replace(/(?<!\\)\$([A-Za-z_]\w*)/g, '$${$1}'));
      if (again.misparsed && source.includes('<<<')) {
        retries.push(source.replace(HERESTRING_AFTER_REDIRECT, '$2 $1'));
        // A here-string after a group's `}` or `)`, which the grammar misreads: the same text by a process substitution.
        retries.push(source.replace(HERESTRING_AFTER_GROUP, '$1 < <(echo $2)'));
      }
      // A here-string on descriptor 0, which the grammar reads as an argument `0` (`bash 0<<< '...'`), or on
      // another one that stdin is made a copy of (`bash 3<<< '...' <&3`): stdin's.
      if (again.stdinDescriptor) retries.push(source.replace(/<&\s*\d/.test(source) ? /(^|\s)\d+<<</g : /(^|\s)0<<</g, '$1<<<').replace(/(^|\s)0</g, '$1<'));
      // A brace list where a command starts (`{rm,-rf,/}`): bash expands it into the command's words.
      const expanded = again.misparsed ? source.replace(LEADING_BRACES, (_, before: string, list: string) => `${before}${list.split(',').join(' ')}`) : source;
      if (expanded !== source) retries.push(expanded);
      // A loop whose body is a group, which bash takes and the grammar does not (`for x in /; { rm -rf $x; }`): as do ... done.
      if (again.misparsed) retries.push(source.replace(GROUP_LOOP_BODY, (_, head: string, body: string) => `${head}do ${body.replace(/;\s*$/, '')}; done`));
      // (An odd run of backslashes ends in one that escapes the newline.)
      if (again.continued) retries.push(source.replace(/(\\+)\n/g, (whole, run: string) => (run.length % 2 === 1 ? run.slice(1) : whole)));
      if (again.misparsed && source.includes('((')) retries.push(nestedParentheses(source));
      // (A retry the same as the line is the same misreading again.)
      for (const retry of retries.filter((retry) => retry !== source)) {
        decision = stricter(decision, this.#checkScript(retry, depth + 1, again.walk));
        if (decision.verdict === 'deny') break;
      }
    }
    // What follows `<<EOF;` on its line runs; the grammar reads it as part of the heredoc.
    const trailer = decision.verdict === 'deny' ? undefined : afterHeredocStart(source);
    return trailer === undefined ? decision : stricter(decision, this.#checkScript(trailer, depth + 1, walk));
  }

  #checkTree(root: Node, depth: number, walk: Walk): Decision {
    // One walk of the tree for every kind of node judged below (each walk costs more than the judging).
    const found = root.descendantsOfType(JUDGED_NODES).filter((node): node is Node => node !== null);
    const nodes = (type: string) => found.filter((node) => node.type === type);
    const bomb = forkBomb(nodes('function_definition')) ?? spawningLoop(nodes('while_statement')) ?? floodingPipeline(nodes('pipeline'));
    if (bomb) return danger('fork-bomb', bomb, root.text);
    // `[[ -v 'a[$(cmd)]' ]]`: bash evaluates the subscript of the name it tests, substitutions included.
    for (const test of nodes('unary_expression')) {
      const operand = test.child(1);
      const name = operand && test.child(0)?.text === '-v' ? wordValue(operand, walk.variables) : DYNAMIC;
      if (name === DYNAMIC || !/\[.*(?:\$\(|`)/s.test(name)) continue;
      const judged = this.#checkScript(`: ${name}`, depth + 1, walk);
      if (judged.verdict !== 'allow') return judged;
    }
    // Redirections of a command are judged with it, when the line's variables are known; the rest
    // (of a group, a loop, a bare `> /dev/sda`) here.
    // (An ask, of a private key emptied, is kept while the rest is judged: something else may deny.)
    let decision = ALLOWED;
    for (const redirect of nodes('file_redirect')) {
      const owner = redirect.parent?.type === 'redirected_statement' ? redirect.parent.namedChild(0) : redirect.parent;
      const found = owner?.type === 'command' ? undefined : redirectDecision(redirect, walk);
      if (found?.verdict === 'deny') return found;
      if (found) decision = stricter(decision, found);
    }
    // Assignments made in a subshell, a pipeline or before a command's name, undone where that ends.
    const scoped: { readonly end: number; readonly name: string; readonly previous: string | undefined }[] = [];
    // Bodies of loops over known words, judged once per word (below) and not again with the variable unknown;
    // bodies of functions the line calls, judged at each call with its arguments.
    const judgedBodies: Node[] = [];
    // Bodies of functions the line defines and does not call: nothing in them runs until a call
    // (in a later line of the session, judged there with its arguments), so what they would ask
    // about only for values known at run time (`f() { rm -rf "$1"; }`) waits for it.
    const uncalledBodies: Node[] = [];
    const commands = nodes('command');
    const promptExpansions = nodes('expansion').filter((expansion) => expansion.text.endsWith('@P}'));
    for (const definition of nodes('function_definition')) {
      const name = definition.childForFieldName('name')?.text;
      const body = definition.childForFieldName('body');
      if (!name || !body) continue;
      walk.functions.set(name, body.text);
      const outside = (command: Node) => command.startIndex < body.startIndex || command.endIndex > body.endIndex;
      if (commands.some((command) => command.childForFieldName('name')?.text === name && outside(command))) judgedBodies.push(body);
      else uncalledBodies.push(body);
    }
    // Shells of their own the walk is in (a subshell, a substitution, a pipeline's part, a background job): innermost last.
    const shells: { readonly id: number; readonly end: number; readonly state: ShellState }[] = [];
    // Commands and assignments in the order of the line: `x=/; rm -rf $x` removes /.
    for (const node of found.filter((node) => WALKED_NODES.has(node.type))) {
      if (judgedBodies.some((body) => node.startIndex >= body.startIndex && node.endIndex <= body.endIndex)) continue;
      while (shells.length > 0 && node.startIndex >= shells.at(-1)!.end) restoreShellState(walk, shells.pop()!.state);
      for (const shell of ownShells(node, root)) if (!shells.some((entered) => entered.id === shell.id)) shells.push({ id: shell.id, end: shell.endIndex, state: saveShellState(walk) });
      if (node.type === 'for_statement') {
        const judged = this.#checkLoop(node, depth, walk);
        if (judged) {
          judgedBodies.push(judged.body);
          decision = stricter(decision, judged.decision);
          if (decision.verdict === 'deny') return decision;
        }
        continue;
      }
      while (scoped.length > 0 && node.startIndex >= scoped.at(-1)!.end) {
        const { name, previous } = scoped.pop()!;
        if (previous === undefined) walk.variables.delete(name);
        else walk.variables.set(name, previous);
      }
      if (node.type === 'variable_assignment') {
        const scope = assignmentScope(node, root);
        const name = node.childForFieldName('name')?.text;
        if (scope && name) scoped.push({ end: scope.endIndex, name, previous: walk.variables.get(name) });
        assign(node, walk);
        if (name === 'PATH') walk.pathChanged = true;
        decision = stricter(decision, this.#checkCommandVariable(node, depth, walk));
        if (decision.verdict === 'deny') return decision;
        continue;
      }
      // A redirection's target can be a variable the line set (`d=/dev/sda; cat x > $d`).
      let here = ALLOWED;
      for (const redirect of ownRedirects(node).filter((redirect) => redirect.type === 'file_redirect')) {
        const found = redirectDecision(redirect, walk);
        if (found) here = stricter(here, found);
        if (here.verdict === 'deny') return here;
      }
      here = stricter(here, this.#checkPromptExpansions(node, promptExpansions, depth, walk));
      if (here.verdict === 'deny') return here;
      here = stricter(here, this.#checkCommand(node, depth, walk));
      if (here.verdict === 'deny') return here;
      here = stricter(here, this.#checkCall(node, depth, walk));
      if (here.verdict === 'deny') return here;
      const waitsForCall = here.rule === 'runtime-target' && uncalledBodies.some((body) => node.startIndex >= body.startIndex && node.endIndex <= body.endIndex);
      if (!waitsForCall) decision = stricter(decision, here);
    }
    while (shells.length > 0) restoreShellState(walk, shells.pop()!.state);
    return decision;
  }

  // A command line handed to a program whose behaviour we do not know (`nodemon --exec '...'`):
  // asked about when it would be denied or asked about if it ran. A function or alias the line
  // defined is judged at its call instead (#checkCall).
  #checkCarried(command: SimpleCommand, depth: number, walk: Walk): Decision {
    const defined = walk.functions.has(command.name ?? '') || walk.aliases.has(command.name ?? '');
    if (this.#runtimeTargets === 'allow' || defined) return ALLOWED;
    for (const line of carriedCommands(command)) {
      const inner = this.#checkScript(line, depth + 1, { ...walk, variables: new CopyOnWriteMap(walk.variables) });
      if (inner.verdict === 'allow') continue;
      const reason = `${command.name} is handed a command line that would be ${inner.verdict === 'deny' ? 'denied' : 'asked about'} (${inner.reason}); whether it runs it is known only at run time`;
      return { verdict: this.#runtimeTargets, category: 'dangerous', reason, rule: 'runtime-target', command: command.text };
    }
    return ALLOWED;
  }

  // `${x@P}` expands x as a prompt, running the substitutions in its value (`x='$(rm -rf /)'`).
  #checkPromptExpansions(command: Node, expansions: readonly Node[], depth: number, walk: Walk): Decision {
    let decision = ALLOWED;
    for (const expansion of expansions) {
      if (expansion.startIndex < command.startIndex || expansion.endIndex > command.endIndex) continue;
      const name = /^\$\{(\w+)@P\}$/.exec(expansion.text)?.[1];
      if (!name) continue;
      const value = walk.variables.get(name);
      if (value !== undefined) decision = stricter(decision, this.#checkScript(value, depth + 1, walk));
      else if (this.#runtimeTargets !== 'allow') {
        decision = stricter(decision, { verdict: this.#runtimeTargets, category: 'dangerous', reason: `\${${name}@P} runs the substitutions in a value known only at run time`, rule: 'runtime-target', command: command.text });
      }
    }
    return decision;
  }

  // `PAGER='rm -rf /' git log`, `EDITOR=...`: a variable whose value a program runs as a command;
  // `BASH_ENV=<(...) bash`: a script bash runs first (a file the line wrote is judged where a
  // shell starts, with the other startup scripts).
  #checkCommandVariable(node: Node, depth: number, walk: Walk): Decision {
    const name = node.childForFieldName('name')?.text ?? '';
    const value = walk.variables.get(name);
    if (COMMAND_VARIABLES.has(name)) return value === undefined ? ALLOWED : this.#checkScript(value, depth + 1, walk);
    // git's configuration by environment (`GIT_CONFIG_KEY_0=core.pager GIT_CONFIG_VALUE_0=CMD`).
    const configured = gitEnvironmentScripts(name, walk.variables);
    if (configured.length > 0) return configured.reduce((decision, script) => (decision.verdict === 'deny' ? decision : stricter(decision, this.#checkScript(script, depth + 1, walk))), ALLOWED);
    if (name !== 'BASH_ENV' && name !== 'ENV') return ALLOWED;
    const substitution = node.childForFieldName('value');
    const inner = substitution?.type === 'process_substitution' ? substitution.namedChildren.filter((child) => child !== null) : [];
    const script = inner.length === 1 ? printedText(inner[0]!, walk.variables) : undefined;
    return script === undefined ? ALLOWED : this.#checkScript(script, depth + 1, walk);
  }

  // A call of a function or an alias the line defined: its body as it runs with these arguments
  // (`f() { "$@"; }; f rm -rf /`, `alias x='rm -rf'; x /`). A function already being judged is not again.
  #checkCall(node: Node, depth: number, walk: Walk): Decision {
    const nameNode = node.childForFieldName('name');
    const name = nameNode?.text ?? '';
    const alias = walk.aliases.get(name);
    const body = walk.functions.get(name);
    if ((alias === undefined && body === undefined) || walk.calling.has(name)) return ALLOWED;
    const saved = POSITIONAL.map((parameter) => walk.variables.get(parameter));
    if (alias === undefined) assignFrom({ name: 'set', args: ['--', ...commandWords(node, walk.variables).slice(1)], text: node.text }, walk);
    walk.calling.add(name);
    try {
      // An alias is its text in place of the name, the arguments after it; `alias rm='rm -i'` is not expanded again.
      return this.#checkScript(alias === undefined ? body! : alias + node.text.slice(nameNode!.endIndex - node.startIndex), depth + 1, walk);
    } finally {
      walk.calling.delete(name);
      POSITIONAL.forEach((parameter, index) => (saved[index] === undefined ? walk.variables.delete(parameter) : walk.variables.set(parameter, saved[index]!)));
    }
  }

  // `for d in / /tmp; do rm -rf "$d"; done`: the body as it runs for each word.
  #checkLoop(loop: Node, depth: number, walk: Walk): { body: Node; decision: Decision } | undefined {
    const name = loop.childForFieldName('variable')?.text;
    const body = loop.childForFieldName('body');
    const values = loop.childrenForFieldName('value').flatMap((value) => (value ? expandedWords(value, walk.variables) : [DYNAMIC]));
    if (!name || body?.type !== 'do_group' || values.length === 0) return undefined;
    // A body that does not use the variable is judged once, as any other commands are.
    if (!new RegExp(`\\$\\{?${name}\\b`).test(body.text)) return undefined;
    const script = body.text.replace(/^do\b/, '').replace(/\bdone$/, '');
    let decision = ALLOWED;
    // A word known only at run time leaves the variable unknown for that turn.
    for (const value of values) {
      if (value === DYNAMIC) walk.variables.delete(name);
      else walk.variables.set(name, value);
      decision = stricter(decision, this.#checkScript(script, depth + 1, walk));
      if (decision.verdict === 'deny') break;
    }
    return { body, decision };
  }

  // One command of the line: each simple command it comes down to (wrappers taken off), then what
  // it runs of what it reads (stdin, a process substitution) and of what it writes into a shell.
  #checkCommand(node: Node, depth: number, walk: Walk): Decision {
    // What it reads on stdin: a here-string, a heredoc, a pipe, or a file the line wrote (`sh < x.sh`).
    const input = redirectedInput(node, walk);
    const stdin = stdinScript(node, walk.variables) ?? (input === NAMED_PIPE ? undefined : input) ?? (walk.lineInput !== undefined && readsLineStdin(node) ? walk.lineInput : undefined);
    const words = commandWords(node, walk.variables);
    const judging: Judging = { node, depth, walk, decision: ALLOWED, input, stdin, words, runsStdinOnly: false };
    for (const [file, text] of recordWrites(node, words, stdin, walk)) {
      // A file something else runs later (`echo '...' >> ~/.bashrc`): what it will run is judged now.
      const later = runLater(file, text);
      if (later !== undefined) this.#checkScriptOf(judging, later);
    }
    const program = typeof words[0] === 'string' ? realProgram(words[0], node, walk) : undefined;
    if (program !== undefined) words[0] = program;
    // A script the line wrote to a file and then runs (`echo '...' > x.sh && ./x.sh`).
    const run = typeof words[0] === 'string' && words[0].includes('/') ? writtenScript(words[0], walk) : undefined;
    // (A program it downloaded and runs, `./jq`, is a program like any other; a script, `./install.sh`, is what `curl | sh` runs.)
    if (run !== undefined && (run !== DOWNLOADED || DOWNLOADED_SCRIPT.test(String(words[0])))) this.#checkScriptOf(judging, run);
    for (const redirect of ownRedirects(node)) {
      const wipes = wipesUnknownTarget(redirect, words, walk.variables);
      if (wipes) this.#runtime(judging, wipes, node.text);
    }
    unwrapCommand(
      words,
      node.text,
      (command) => this.#checkSimple(judging, command),
      (script) => {
        if (script?.atExit) walk.exitTraps.push(script.source);
        else if (script) this.#checkScriptOf(judging, script.source, script.sameShell, script.modelled);
        else {
          // (Fed by a pipe, what it reads may be the script: `curl ... | while read -r l; do eval "$l"; done`.)
          this.#unseen(judging, 'a shell, eval or one-line program', pipelineText(node));
          // Built from text the line spells out (`eval "rm -rf $X"`): that text, its expansions judged where they stand.
          for (const spelled of spelledScripts(node)) this.#checkScriptOf(judging, spelled);
        }
      },
      () => stdinWords(node, stdin, walk.variables),
      () => stdin?.split('\n').filter(Boolean),
    );
    // `$(curl URL)`, `$(echo ... | base64 -d)` as the command: what it downloads or decodes runs, as words.
    const named = words[0] === DYNAMIC ? node.childForFieldName('name') : null;
    if (named && /^(?:\$\(|`)/.test(named.text)) this.#unseen(judging, 'a command named by a substitution', named.text);
    this.#checkStdinRun(judging);
    this.#checkOutputSubstitutions(judging);
    this.#checkSubstitutionsRead(judging);
    return judging.decision;
  }

  // A script to judge; one known only at run time (a one-liner's computed command) is asked
  // about where the line downloads or decodes it.
  // (`sameShell`: run by this shell, `eval` and `source`; else by a shell of its own, whose
  // directory, variables, functions and aliases end with it.)
  #checkScriptOf(judging: Judging, source: string | typeof DYNAMIC, sameShell = false, modelled = false): void {
    if (source === DYNAMIC) this.#unseen(judging, 'a program', judging.node.text);
    else if (source === DOWNLOADED) this.#runtime(judging, 'a shell or interpreter runs a file the line downloads, known only at run time', judging.node.text);
    else if (judging.decision.verdict !== 'deny') {
      const state = sameShell ? undefined : saveShellState(judging.walk);
      const wasModelled = judging.walk.modelled;
      judging.walk.modelled ||= modelled;
      judging.decision = stricter(judging.decision, this.#checkScript(source, judging.depth + 1, judging.walk));
      judging.walk.modelled = wasModelled;
      if (state) restoreShellState(judging.walk, state);
    }
  }

  // A script known only at run time: asked about.
  #runtime(judging: Judging, reason: string, text: string): void {
    if (this.#runtimeTargets !== 'allow') judging.decision = stricter(judging.decision, { verdict: this.#runtimeTargets, category: 'dangerous', reason, rule: 'runtime-target', command: text });
  }

  // One downloaded or decoded (`eval "$(... | base64 -d)"`); `feeders`: the programs writing into
  // a pipe, where one that generates a script counts too.
  #unseen(judging: Judging, where: string, text: string, feeders?: string): void {
    const how = FETCHES_OR_DECODES.test(text) ? 'downloaded or decoded' : feeders !== undefined && GENERATES.test(feeders) ? 'another program writes' : undefined;
    if (how) this.#runtime(judging, `${where} runs a script ${how}, known only at run time`, text);
  }

  // One simple command, wrappers taken off: the scripts it runs, the rules, and what it changes of
  // the line's state (directory, variables, links, copies, aliases).
  #checkSimple(judging: Judging, command: SimpleCommand): void {
    const { node, walk } = judging;
    const written = (path: WordValue | undefined) => writtenScript(path, walk);
    const sourced = command.name === 'source' || command.name === '.';
    const script = isShell(command.name) || sourced ? written(positionals(command.args)[0]) : undefined;
    if (script !== undefined) this.#checkScriptOf(judging, script, sourced);
    // A shell or interpreter whose words a download or decoder gives (`curl ... | xargs bash`: xargs hands it `-c` and a script).
    else if (command.args.includes(DYNAMIC) && command.name !== null && (isShell(command.name) || INTERPRETERS.test(command.name)))
      this.#unseen(judging, 'a shell or interpreter given words', pipelineText(node));
    // A program file the line wrote (`echo 'os.system(...)' > x.py && python3 x.py`): judged as its text.
    const program = script === undefined ? written(interpreterProgramFile(command.name, command.args)) : undefined;
    if (program !== undefined) (program === DOWNLOADED ? [program] : programScripts(command.name!, program)).forEach((source) => this.#checkScriptOf(judging, source));
    startupScripts(command, written, (name) => variableFor(node, name, walk)).forEach((source) => this.#checkScriptOf(judging, source));
    judging.runsFromStdin ??= stdinScripts(command.name, command.args);
    judging.runsStdinOnly ||= readsProgramFromStdin(command.name, command.args);
    // Where it runs: a wrapper's own directory (`env -C DIR`), resolved from the line's, or the line's.
    const cwd = command.cwd === undefined ? walk.cwd : cdTarget({ ...command, args: [command.cwd] }, walk.cwd);
    // What it downloads to files (`curl -o i.sh URL`): a shell running one later in the line asks.
    for (const file of downloadedFiles(command.name, command.args)) rememberFile(walk, fileKey(file, cwd), DOWNLOADED);
    // A path the line linked elsewhere is judged as where it leads (`dd of=disk` after `ln -s /dev/sda disk`).
    const linked = (arg: WordValue, from = cwd) => {
      if (typeof arg !== 'string' || walk.links.size === 0 || (arg.startsWith('-') && !arg.startsWith('of='))) return arg;
      const [, option = '', path = arg] = /^(of=)?(.*)$/s.exec(arg) ?? [];
      return option + throughLinks(path, walk, from);
    };
    // git's work tree given by the environment (`GIT_WORK_TREE=/ git clean -fdx`) is judged as the option.
    const workTree = command.name === 'git' ? variableFor(node, 'GIT_WORK_TREE', walk) : undefined;
    // Aliases an earlier `git config alias.p push` made: given as `-c alias.p=push`, judged the same.
    const gitAliases = command.name === 'git' ? [...walk.aliases].flatMap(([key, value]) => (key.startsWith(GIT_ALIAS) ? ['-c', `alias.${key.slice(GIT_ALIAS.length)}=${value}`] : [])) : [];
    const argsFrom = (from: string | undefined) => [...gitAliases, ...(workTree === undefined ? [] : [`--work-tree=${workTree}`]), ...command.args.map((arg) => linked(arg, from))];
    const args = argsFrom(cwd);
    // What feeds its stdin, for the rules that read it (the answer to ssh-keygen's overwrite question,
    // to ufw's before it enables): the text the line gives, or something the line does not say (`yes |`
    // among it), which may answer yes.
    const asks = command.name !== null && ANSWERED.has(command.name);
    const fed = asks && pipedInto(node) !== undefined;
    const stdin = !asks ? undefined : (judging.stdin ?? (fed || judging.input !== undefined ? DYNAMIC : undefined));
    const modelled = command.modelled || walk.modelled;
    if (judging.decision.verdict !== 'deny') judging.decision = stricter(judging.decision, this.#judge({ ...command, cwd, args, callCwd: walk.callCwd, stdin, modelled }));
    // Where it runs if a cd before it failed and the line went on: judged there too.
    const failed = walk.failedCd;
    if (failed && command.cwd === undefined && failed.cwd !== cwd && node.tree === failed.tree && node.startIndex >= failed.from && judging.decision.verdict !== 'deny') {
      const there = this.#judge({ ...command, cwd: failed.cwd, args: argsFrom(failed.cwd), callCwd: walk.callCwd, stdin, modelled });
      if (there.verdict !== 'allow') judging.decision = stricter(judging.decision, { ...there, reason: `${there.reason}, if the cd before it fails and the line goes on in ${failed.cwd ?? 'the directory it started in'}` });
    }
    if (command.name === 'ln') recordLink(command.args, walk);
    else if (command.name === 'mount' || command.name === 'bindfs') recordBindMount(command, walk);
    recordCopies(command, walk);
    if (judging.decision.verdict === 'allow') judging.decision = stricter(judging.decision, this.#checkCarried(command, judging.depth, walk));
    if (command.name === 'cd' || command.name === 'pushd' || command.name === 'popd') {
      const before = walk.cwd;
      changeDirectory(command, walk, variableFor(node, 'CDPATH', walk));
      const from = walk.failedCd === undefined && walk.cwd !== before ? cdFailureGoesOnFrom(node) : undefined;
      if (from !== undefined) walk.failedCd = { cwd: before, tree: node.tree, from };
    }
    else if (command.name === 'set' || command.name === 'printf' || command.name === 'shift') assignFrom(command, walk);
    else if (command.name === 'read') assignRead(command, judging.stdin, walk, variableFor(node, 'IFS', walk));
    else if (command.name === 'mapfile' || command.name === 'readarray') assignLines(command, judging.stdin, walk);
    else if (command.name === 'mkfifo') positionals(command.args).forEach((path) => typeof path === 'string' && walk.files.set(fileKey(path, walk.cwd), NAMED_PIPE));
    // `alias x='rm -rf /'`: what it stands for is judged now, and where the line uses it (#checkCall).
    else if (command.name === 'alias') recordAliases(command.args, walk).forEach((source) => this.#checkScriptOf(judging, source));
    else if (command.name === 'git') recordGitAlias(command.args, walk);
  }

  // What a shell or interpreter runs of its stdin: the text the line gives it, else asked about
  // where a pipe, a named pipe or a coprocess feeds it something known only at run time.
  #checkStdinRun(judging: Judging): void {
    const { node, stdin, input, words } = judging;
    const sourced = words[0] === 'source' || words[0] === '.';
    if (judging.runsFromStdin && stdin) {
      judging.runsFromStdin(stdin).forEach((source) => this.#checkScriptOf(judging, source, sourced));
      return;
    }
    if (!judging.runsStdinOnly) return;
    const fed = pipedInto(node);
    const here = fed ? undefined : hereText(node);
    if (fed) this.#unseen(judging, 'a shell or interpreter fed by a pipe', fed.parent!.text, fed.parent!.text.slice(0, fed.startIndex - fed.parent!.startIndex));
    else if (here !== undefined) this.#unseen(judging, 'a shell or interpreter given a here-string or heredoc', here);
    else if (input === NAMED_PIPE) this.#runtime(judging, 'a shell reading a named pipe runs what the line writes into it, known only at run time', node.text);
    else if (words[0] === 'coproc') this.#runtime(judging, 'a shell run as a coprocess runs what the line writes to it, known only at run time', node.text);
  }

  // `echo '...' > >(sh)`, `tee >(sh)`: a shell in a process substitution runs what is written into it.
  // Its commands, and those of a pipeline in it: the first reads what is written in (`>(sh)`);
  // what a later one reads is known only at run time (`>(tee log | sh)`, `>(true; sh)`).
  #checkOutputSubstitutions(judging: Judging): void {
    const { node, walk, words } = judging;
    for (const sink of outputSubstitutions(node)) {
      const fed = sink.parent?.type === 'file_redirect' ? printedText(node, walk.variables) : words[0] === 'tee' ? judging.stdin : undefined;
      const parts = sink.namedChildren.flatMap((part) => (part?.type === 'pipeline' ? part.namedChildren : [part])).filter((part): part is Node => part?.type === 'command');
      parts.forEach((part, index) => {
        const [name, ...args] = commandWords(part, walk.variables);
        const runs = typeof name === 'string' ? stdinScripts(name, args) : undefined;
        if (!runs || (isShell(name as string) && !readsProgramFromStdin(name as string, args))) return;
        if (fed !== undefined && index === 0) runs(fed).forEach((source) => this.#checkScriptOf(judging, source));
        else this.#runtime(judging, `${name} in a process substitution runs what the line writes into it, known only at run time`, node.text);
      });
    }
  }

  // `bash <(...)`, `source <(...)`, `at -f <(...)`, `crontab <(...)`: the file it reads is what the
  // substitution prints (the one word known only at run time, read as /dev/stdin).
  #checkSubstitutionsRead(judging: Judging): void {
    const { node, walk, words } = judging;
    const readsSubstitution =
      judging.runsFromStdin ?? (words.filter((word) => word === DYNAMIC).length === 1 ? stdinScripts(words[0] as string, words.slice(1).map((word) => (word === DYNAMIC ? '/dev/stdin' : word))) : undefined);
    if (!readsSubstitution) return;
    // (Sourced, what it sets holds for the rest of the line: `source <(echo X=/); rm -rf "$X"`.)
    const sourced = words[0] === 'source' || words[0] === '.';
    for (const substitution of node.childrenForFieldName('argument')) {
      if (substitution?.type !== 'process_substitution') continue;
      const inner = substitution.namedChildren.filter((child) => child !== null);
      const printed = inner.length === 1 ? printedText(inner[0]!, walk.variables) : undefined;
      if (printed !== undefined) readsSubstitution(printed).forEach((source) => this.#checkScriptOf(judging, source, sourced));
      else this.#unseen(judging, 'a shell reading a process substitution', substitution.text);
    }
  }

  // One simple command: the danger rules (one that denies before one that asks), then the
  // configured rules (deny, ask, allow), then the default.
  #judge(command: SimpleCommand): Decision {
    let asked: Decision | undefined;
    for (const rule of this.#rules) {
      if (asked && rule.verdict === 'ask') continue;
      const reason = rule.test(command);
      if (!reason) continue;
      if (rule.verdict !== 'ask') return danger(rule.id, reason, command.text);
      asked = { verdict: 'ask', category: 'dangerous', reason, rule: rule.id, command: command.text };
    }
    if (asked) return asked;
    const unknown = this.#runtimeTargets === 'allow' ? undefined : runtimeTarget(command);
    if (unknown) return { verdict: this.#runtimeTargets, category: 'dangerous', reason: unknown, rule: 'runtime-target', command: command.text };
    for (const verdict of command.modelled ? (['deny', 'ask'] as const) : (['deny', 'ask', 'allow'] as const)) {
      // Deny and ask rules reach through every wrapper; an allow rule must allow `sudo ls` itself.
      const subject = verdict === 'allow' ? (command.elevatedBy ?? command) : command;
      const rule = this.#permissions[verdict].find((candidate) => ruleMatches(candidate, subject, { skipOptions: verdict !== 'allow' }));
      if (rule) return { verdict, category: 'permission', reason: `matches the ${verdict} rule ${rule.source}`, rule: rule.source, command: command.text };
      // A deny rule whose words the command may have once those known only at run time are known.
      const maybe = verdict === 'deny' && this.#runtimeTargets !== 'allow' ? this.#permissions.deny.find((candidate) => ruleMayMatch(candidate, command)) : undefined;
      if (maybe) return { verdict: this.#runtimeTargets, category: 'permission', reason: `may be what the deny rule ${maybe.source} forbids: ${command.name === null ? 'the program it runs is' : 'its words are'} known only at run time`, rule: 'runtime-target', command: command.text };
    }
    if (this.#defaultVerdict === 'allow' || command.modelled) return ALLOWED;
    return { verdict: this.#defaultVerdict, category: 'permission', reason: 'no allow rule matches it', rule: 'default', command: command.text };
  }
}

/**
 * What a session's earlier command lines set, as the policy followed them: variables (`export
 * T=/`), functions, aliases, files written and links made. A line's effects are remembered once
 * `commit()` says it ran (a refused line sets nothing). What the policy could not follow (`T=$(cat
 * f)`) is not remembered: a destructive command on it asks, as without a memory.
 */
export class SessionMemory {
  /** The line last judged is running: what it sets holds for the next. */
  commit(): void {
    const pending = memories.get(this)?.pending;
    if (!pending) return;
    // A file the line downloaded is on disk for the next lines to read before it runs: only what a
    // line downloads itself asks. (A line that wrote no file has its files as they were.)
    if (pending.files.copied) for (const [path, text] of pending.files) if (text === DOWNLOADED) pending.files.delete(path);
    memories.set(this, { remembered: pending });
  }
}

// What committed lines set, and what the line last judged would set, by memory.
type Remembered = Omit<Walk, 'cwd' | 'calling'>;
const memories = new WeakMap<SessionMemory, { remembered?: Remembered; pending?: Remembered }>();

// `for NAME [in WORDS];` and the group after it that is its body.
const GROUP_LOOP_BODY = /(\bfor\s+\w+(?:\s+in\b[^;\n{}]*)?[;\n]\s*)\{\s([^{}]*)\}/g;

// A brace list of plain words where a command starts: after the line's start, an operator, `(`, a newline, `then`, `do` or `else`.
const LEADING_BRACES = /(^|[;&|(\n]\s*|\b(?:then|do|else)\s+)\{([^\s{}'"$`\\,]*(?:,[^\s{}'"$`\\,]*)+)\}(?=[\s;&|)]|$)/g;

// Where the grammar can cut a word in two: a second `$NAME` in the same unquoted run of characters.
const TWO_EXPANSIONS_IN_A_WORD = /\$\w+[^\s$'"]*\$\w/;

// Whether the grammar made two words of what bash reads as one: arguments with nothing between them.
function hasSplitWord(root: Node): boolean {
  return root.descendantsOfType('command').some((command) => {
    const words = command?.namedChildren.filter((child) => child !== null && !child.type.endsWith('redirect')) ?? [];
    return words.some((word, index) => index > 0 && word!.startIndex === words[index - 1]!.endIndex);
  });
}

// The characters of `source` from `from` on that bash reads unquoted, with their index: what a
// backslash escapes and what quotes hold (the quotes too) are passed over.
function* unquotedCharacters(source: string, from = 0): Generator<[number, string]> {
  let quote: string | undefined;
  for (let index = from; index < source.length; index++) {
    const char = source[index]!;
    if (char === '\\' && quote !== "'") index++;
    else if (quote) quote = char === quote ? undefined : quote;
    else if (char === "'" || char === '"' || char === '`') quote = char;
    else yield [index, char];
  }
}

// A line cut at its top-level operators (`;`, `&`, `|`, newlines), quotes and parentheses kept whole.
function splitAtOperators(source: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let depth = 0;
  for (const [index, char] of unquotedCharacters(source)) {
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && ';&|\n'.includes(char)) {
      parts.push(source.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(source.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

// `((` (and `$((`) starts arithmetic only where the `(` it opens second is closed by `)` with a
// second `)` right after it; otherwise bash reads two parentheses (`((rm -rf /) )` runs the rm),
// which the grammar reads as arithmetic. The line with each such `((` spaced apart.
function nestedParentheses(source: string): string {
  const spaced: number[] = [];
  // Open parentheses, innermost last: where each is, and whether it is the second of a `((`.
  const open: { index: number; second: boolean }[] = [];
  let previous: { index: number; second: boolean } | undefined;
  for (const [index, char] of unquotedCharacters(source)) {
    if (char === '(') {
      const second = previous !== undefined && previous.index === index - 1 && !previous.second;
      open.push((previous = { index, second }));
    } else {
      previous = undefined;
      const closed = char === ')' ? open.pop() : undefined;
      if (closed?.second && source[index + 1] !== ')') spaced.push(closed.index - 1);
    }
  }
  return spaced.reduceRight((line, at) => `${line.slice(0, at + 1)} ${line.slice(at + 1)}`, source);
}

// bash ends a heredoc's delimiter at an operator (`cat <<EOF; rm -rf /` runs the rm, and the body
// starts on the next line); tree-sitter-bash reads the rest of that line into the heredoc. The
// commands after `;` or `&` on such lines, if any.
function afterHeredocStart(source: string): string | undefined {
  if (!source.includes('<<')) return undefined;
  const trailers = [...source.matchAll(/<<-?[ \t]*(['"]?)\w+\1[ \t]*(?:;|&(?!&))([^\n]*)/g)].map((match) => match[2]!.trim()).filter(Boolean);
  return trailers.length > 0 ? trailers.join('\n') : undefined;
}

/** Where the line is, as far as its `cd`s and assignments tell (a judgement aid, not a shell: subshells are not scoped). */
interface Walk {
  cwd: string | undefined;
  /** The directory that is the call's own (the agent's working directory; where it runs, by default). */
  readonly callCwd: string | undefined;
  variables: Map<string, string>;
  /** Files the line wrote known text to (`echo ... > x.sh`), by path: the text. */
  readonly files: CopyOnWriteMap<string, string>;
  /** Symbolic links the line made (`ln -s /dev/sda disk`), by path: what they point to. */
  readonly links: Map<string, string>;
  /** Programs the line copied or hashed under another name (`cp /bin/rm x`, `hash -p /bin/rm ls`): the program. */
  readonly programs: Map<string, string>;
  /** Whether the line changed PATH (a link or copy it made may then be found by its name). */
  pathChanged: boolean;
  /** Functions and aliases the line defined, by name: their bodies. */
  readonly functions: Map<string, string>;
  readonly aliases: Map<string, string>;
  /** Functions being judged at a call, so that a recursive one is not followed again. */
  readonly calling: Set<string>;
  /** The directories pushd put on the stack in the line (replaced, never changed in place). */
  dirStack: readonly string[];
  /** What `trap '...' EXIT` runs when the line ends. */
  readonly exitTraps: string[];
  /** Text written to the line's own stdin (BashInput), which the commands reading it get. */
  readonly lineInput?: string | undefined;
  /** Judging what a program does, as shell (a model, not its commands): only what forbids or asks applies. */
  modelled?: boolean;
  /**
   * Where the line goes on if a `cd` that nothing guards fails (`cd build; rm -rf *` deletes in the
   * directory the line started from then): from where in which tree.
   */
  failedCd?: { readonly cwd: string | undefined; readonly tree: object; readonly from: number } | undefined;
}

/** One command being judged: where it is, what it reads, and the decision so far. */
interface Judging {
  readonly node: Node;
  readonly depth: number;
  readonly walk: Walk;
  decision: Decision;
  /** What it reads on stdin (`sh < x.sh`): the text, or a named pipe's sentinel. */
  readonly input: ReturnType<typeof redirectedInput>;
  /** The script it reads on stdin, when the line gives it. */
  readonly stdin: string | undefined;
  readonly words: WordValue[];
  /** What it runs of what it reads on stdin (a shell: all of it). */
  runsFromStdin?: ((text: string) => (string | typeof DYNAMIC)[]) | undefined;
  /** A shell given no script (`... | sh`, `bash -s`): it runs what it reads on stdin. */
  runsStdinOnly: boolean;
}

// A script the line wrote to a file and then runs (`echo '...' > x.sh && bash x.sh`, `./x.sh`).
// What the line knows of a file it downloaded: only that (no text it could judge).
const DOWNLOADED = '\0downloaded\0';
// A downloaded file run by its path that is a script by its name (its `#!` line runs a shell or an interpreter).
const DOWNLOADED_SCRIPT = /(?:\.(?:sh|bash|zsh|ksh|fish|py|pl|rb|js|mjs|cjs|php|lua|tcl|ps1)|(?:^|\/)(?:install|setup|bootstrap|get-[\w-]+))$/i;

function writtenScript(path: WordValue | undefined, walk: Walk): string | undefined {
  return typeof path === 'string' ? walk.files.get(fileKey(path, walk.cwd)) : undefined;
}

const POSITIONAL = ['@', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

// A file's path as the line names it, relative ones taken from where the line is.
const fileKey = (path: string, cwd: string | undefined) => {
  const resolved = resolvedIn(path, cwd);
  return /^[/~]/.test(resolved) ? normalizePath(resolved) : posix.normalize(resolved);
};

// A variable as a command sees it: set for this command only (`CDPATH=/ cd etc`), or by the line.
function variableFor(command: Node, name: string, walk: Walk): string | undefined {
  const own = command.namedChildren.find((child) => child?.type === 'variable_assignment' && child.childForFieldName('name')?.text === name);
  const value = own?.childForFieldName('value');
  return value ? (wordValue(value, walk.variables) ?? undefined) : walk.variables.get(name);
}

// The program a command word names, where the line made it another: a link or copy of a program
// (`ln -s /bin/rm ./ls; ./ls`, `cp /bin/rm x`), `hash -p /bin/rm ls`, or a link or copy named so
// in a directory the line put on PATH (`PATH=$PWD/b:$PATH ls`).
function realProgram(word: string, command: Node, walk: Walk): string | undefined {
  if (word.includes('/')) {
    const key = fileKey(word, walk.cwd);
    const linked = throughLinks(word, walk);
    return walk.programs.get(key) ?? (linked !== resolvedIn(word, walk.cwd) ? linked : undefined);
  }
  const hashed = walk.programs.get(word);
  if (hashed !== undefined || (!walk.pathChanged && !command.namedChildren.some((child) => child?.type === 'variable_assignment' && child.childForFieldName('name')?.text === 'PATH'))) return hashed;
  for (const [path, target] of [...walk.programs, ...walk.links]) if (posix.basename(path) === word) return target;
  return undefined;
}

// Files and programs cp, mv and install carry to a new path: the text the line wrote (`cp a.sh
// b.sh`), the program (`cp /bin/rm x`). `hash -p PROGRAM NAME` names a program too.
function recordCopies({ name, args }: SimpleCommand, walk: Walk): void {
  const operands = positionals(args);
  if (name === 'hash') {
    const at = args.indexOf('-p');
    const [program, hashed] = [args[at + 1], args[at + 2]];
    if (at !== -1 && typeof program === 'string' && typeof hashed === 'string') walk.programs.set(hashed, program);
    return;
  }
  // A hard link (`ln /bin/rm x`) is the program under another name, as a copy is.
  const hardLink = name === 'ln' && !hasOption(args, 's', ['--symbolic']);
  if ((name !== 'cp' && name !== 'mv' && name !== 'install' && !hardLink) || operands.length !== 2) return;
  const [source, destination] = operands as [string, string];
  const from = fileKey(source, walk.cwd);
  const to = fileKey(destination.endsWith('/') ? posix.join(destination, posix.basename(source)) : destination, walk.cwd);
  const text = walk.files.get(from);
  if (text !== undefined) rememberFile(walk, to, text);
  else walk.files.delete(to);
  if (source.startsWith('/')) walk.programs.set(to, walk.programs.get(from) ?? source);
  if (name === 'mv') walk.files.delete(from);
}

// `alias NAME=TEXT...`: the aliases from now on; what they stand for, to be judged.
function recordAliases(args: readonly WordValue[], walk: Walk): string[] {
  return args.flatMap((definition) => {
    const [, name, text] = typeof definition === 'string' ? (/^([^=]+)=(.*)$/s.exec(definition) ?? []) : [];
    if (name === undefined || text === undefined) return [];
    walk.aliases.set(name, text);
    return [text];
  });
}

// `git config [--global] alias.p push`: kept with the shell's aliases, under a name no alias can have.
const GIT_ALIAS = 'git alias ';
function recordGitAlias(args: readonly WordValue[], walk: Walk): void {
  const set = gitConfigSet(args, /^alias\.[^=]+$/);
  if (set === undefined) return;
  const name = GIT_ALIAS + set.key.slice('alias.'.length);
  if (typeof set.value === 'string') walk.aliases.set(name, set.value);
  else walk.aliases.delete(name);
}

// `ln -s TARGET LINK` (and -sf, -sfn): where LINK leads from now on.
// Programs whose output is some of the lines of the files they read, as they are (grep's first
// operand is its pattern).
const LINE_FILTERS = new Set(['cat', 'tac', 'grep', 'egrep', 'fgrep', 'head', 'tail', 'sort', 'uniq']);

// A link the line made: a symbolic one's relative target is relative to the link's directory, a
// hard one's (the same file by another name: emptying it empties the target) to where the line is.
function recordLink(args: readonly WordValue[], walk: Walk): void {
  const [target, link] = positionals(args);
  if (target === undefined || link === undefined) return;
  const symbolic = hasOption(args, 's', ['--symbolic']);
  walk.links.set(fileKey(link, walk.cwd), target.startsWith('/') ? target : resolvedIn(symbolic ? posix.join(posix.dirname(link), target) : target, walk.cwd));
}

// A bind mount the line made (`mount --bind / /mnt/x`, `mount -o bind`, `bindfs`): below the
// mount point is what is below its source, as through a link.
function recordBindMount({ name, args }: SimpleCommand, walk: Walk): void {
  const words = args.filter((arg): arg is string => typeof arg === 'string');
  const binds = name === 'bindfs' || words.some((word, index) => /^(?:--r?bind|-[BR])$/.test(word) || ((word === '-o' || word === '--options') && /(?:^|,)r?bind(?:,|$)/.test(words[index + 1] ?? '')));
  const [source, point] = positionals(args).filter((word) => !/^(?:r?bind|ro|rw)(?:,|$)/.test(word)).slice(-2);
  if (!binds || source === undefined || point === undefined) return;
  walk.links.set(fileKey(point, walk.cwd), resolvedIn(source, walk.cwd));
}

// A session remembers what its lines wrote for as long as it lives: so much and no more (a file
// past it is unknown, as one the line did not write).
const MAX_FILE_TEXT = 64 * 1024;
const MAX_FILES = 256;

function rememberFile(walk: Walk, key: string, text: string): void {
  walk.files.delete(key);
  if (text.length > MAX_FILE_TEXT) return;
  walk.files.set(key, text);
  if (walk.files.size > MAX_FILES) walk.files.delete(walk.files.keys().next().value!);
}

// What a command writes to files by `>` and `>>`, when its output is known (echo, printf, cat of a
// heredoc); else the file is unknown. Returned: each file written with the text it was given.
function recordWrites(command: Node, words: readonly WordValue[], stdin: string | undefined, walk: Walk): [string, string][] {
  const redirects = ownRedirects(command);
  const written: [string, string][] = [];
  // tee, also as root (`| sudo tee FILE`).
  const teeAt = words[0] === 'tee' ? 0 : /^(?:sudo|doas|run0)$/.test(String(words[0])) ? words.indexOf('tee') : -1;
  if (redirects.length === 0 && teeAt === -1) return written;
  // `cat a.sh > b.sh`: the text of files the line wrote; `grep rm a.sh > b.sh` some of its lines,
  // judged as all of them; `... | tee x.sh`: what is piped in.
  const operands = LINE_FILTERS.has(String(words[0])) ? positionals(words.slice(1)).filter((word) => words[0] !== 'grep' || word !== positionals(words.slice(1))[0]) : [];
  // (What else they read is not known; the lines the line wrote are judged all the same.)
  const catted = operands.flatMap((word) => walk.files.get(fileKey(word, walk.cwd)) ?? []);
  // `... | cat >> FILE`, `... | sort > FILE`: what is piped in (some of its lines, judged as all of them).
  const piped = LINE_FILTERS.has(String(words[0])) && operands.length === 0 ? stdin : undefined;
  const printed = printedText(command, walk.variables) ?? (catted.length > 0 ? catted.join('') : piped);
  if (teeAt !== -1) {
    const teeArgs = words.slice(teeAt + 1);
    for (const file of positionals(teeArgs)) {
      const key = fileKey(file, walk.cwd);
      const before = hasOption(teeArgs, 'a', ['--append']) ? walk.files.get(key) : '';
      if (stdin !== undefined) written.push([key, stdin]);
      if (stdin === undefined || before === undefined) walk.files.delete(key);
      else rememberFile(walk, key, before + stdin);
    }
  }
  for (const redirect of redirects) {
    const operator = redirect.type === 'file_redirect' ? (redirect.children.find((child) => child && !child.isNamed)?.text ?? '') : '';
    const destination = redirect.childForFieldName('destination');
    const path = /^(?:>|>>|>\||&>|&>>)$/.test(operator) && destination ? wordValue(destination, walk.variables) : DYNAMIC;
    if (path === DYNAMIC) continue;
    const key = fileKey(path, walk.cwd);
    const text = printed;
    // `cat /bin/rm > x`: a copy of the program.
    if (operator === '>' && words[0] === 'cat' && words.length === 2 && typeof words[1] === 'string' && words[1].startsWith('/')) walk.programs.set(key, walk.programs.get(fileKey(words[1], walk.cwd)) ?? words[1]);
    const before = operator.endsWith('>>') ? walk.files.get(key) : '';
    if (text !== undefined) written.push([key, text]);
    // `curl URL > i.sh`, `curl URL >> i.sh`: a download.
    if (text === undefined && FETCHERS.has(posix.basename(String(words[0])))) rememberFile(walk, key, DOWNLOADED);
    else if (text === undefined || before === undefined) walk.files.delete(key);
    else rememberFile(walk, key, before + text + (operator.startsWith('&') || text.endsWith('\n') ? '' : '\n'));
  }
  return written;
}

// Files something else runs later. Their text a script: a shell's startup files (fish's too), ssh's
// rc, direnv's .envrc, X sessions' files, git hooks (husky's, a hooks path's), rc.local, init,
// motd and network dispatcher scripts, cron's script directories. Their text read for the commands
// in it: cron tables, systemd units and desktop entries (Exec lines), git configuration files
// (`fsmonitor`, `pager`, `!` aliases...), apt's configuration (its Pre-/Post-Invoke hooks).
const STARTUP_FILES = new RegExp(
  [
    /(?:^|\/)\.(?:bashrc|bash_profile|bash_login|bash_logout|bash_aliases|bash_completion|profile|zshrc|zprofile|zshenv|zlogin|zlogout|kshrc|mkshrc|envrc|xprofile|xinitrc|xsession|xsessionrc)$/.source,
    /(?:^|\/)\.ssh\/rc$|^\/etc\/ssh\/sshrc$/.source,
    /^\/etc\/(?:profile|bash\.bashrc|bashrc|zshrc|zsh\/\w+|profile\.d\/[^/]+|rc\.local|init\.d\/[^/]+|cron\.(?:hourly|daily|weekly|monthly)\/[^/]+)$/.source,
    /^\/etc\/(?:update-motd\.d|NetworkManager\/dispatcher\.d|network\/if-[a-z-]+\.d|X11\/Xsession\.d)\/[^/]+$/.source,
    /(?:^|\/)\.git\/hooks\/[^/]+$|(?:^|\/)\.husky\/[^/_][^/]*$|(?:^|\/)\.config\/fish\/(?:config\.fish|conf\.d\/[^/]+)$/.source,
    // KDE's scripts sourced at login and at logout.
    /(?:^|\/)\.config\/plasma-workspace\/(?:env|shutdown)\/[^/]+$/.source,
    /(?:^|\/)[^/]*hooks\/(?:pre-commit|pre-merge-commit|prepare-commit-msg|commit-msg|post-commit|pre-rebase|post-checkout|post-merge|pre-push|post-rewrite|pre-receive|post-receive|post-update|pre-applypatch|applypatch-msg|post-applypatch|reference-transaction|push-to-checkout|pre-auto-gc)$/.source,
  ].join('|'),
);
const LAUNCHD_JOBS = /(?:^|\/)Library\/Launch(?:Agents|Daemons)\/[^/]+\.plist$/;
const SYSTEM_CRON_TABLES = /^\/etc\/(?:crontab|cron\.d\/[^/]+)$/;
// udev runs a rule's RUN programs when a device matches (at the next boot, or plugged in).
const UDEV_RULES = /^\/(?:etc|lib|usr\/lib)\/udev\/rules\.d\/[^/]+\.rules$/;
// A program written into the system's PATH runs when anyone calls it by name (`ls` in /usr/local/bin).
const SYSTEM_PATH_PROGRAM = /^\/(?:usr\/local\/s?bin|usr\/s?bin|s?bin)\/[^/]+$/;
const UNIT_FILES = /\.(?:service|desktop)$/;
// Vim's and Emacs's startup files run their editor's script when it starts; logrotate runs a
// configuration's scripts (`postrotate` ... `endscript`) with sh, as root, daily.
const VIM_STARTUP_FILES = /(?:^|\/)(?:\.vimrc|\.gvimrc|\.exrc|\.vim\/vimrc|\.config\/nvim\/init\.vim)$/;
const EMACS_STARTUP_FILES = /(?:^|\/)(?:\.emacs(?:\.el)?|\.emacs\.d\/init\.el|\.config\/emacs\/init\.el)$/;
const LOGROTATE_FILES = /^\/etc\/logrotate\.(?:conf|d\/[^/]+)$/;
const GIT_CONFIG_FILES = /(?:^|\/)\.git\/config$|(?:^|\/)\.gitconfig$|(?:^|\/)\.config\/git\/config$|^\/etc\/gitconfig$/;
const APT_CONFIG_FILES = /^\/etc\/apt\/apt\.conf(?:\.d\/[^/]+)?$/;
function runLater(path: string, text: string): string | undefined {
  if (SYSTEM_CRON_TABLES.test(path) || path.startsWith('/var/spool/cron/')) return cronCommands(text, !path.startsWith('/var/spool/cron/')).join('\n');
  if (STARTUP_FILES.test(path)) return text;
  if (UDEV_RULES.test(path)) return [...text.matchAll(/\bRUN(?:\{[^}]*\})?\+?="([^"]*)"/g)].map((match) => match[1]!).join('\n');
  if (SYSTEM_PATH_PROGRAM.test(path) && /^(?:#!\s*\S*\/(?:env\s+)?(?:ba|da|z|k)?sh\b|[^#])/.test(text)) return text;
  if (GIT_CONFIG_FILES.test(path)) return gitConfigCommands(text).join('\n');
  if (APT_CONFIG_FILES.test(path)) return aptHookCommands(text).join('\n');
  // `:!CMD`, `autocmd ... !CMD`, `silent !CMD`, `call system('CMD')`.
  if (VIM_STARTUP_FILES.test(path)) return [...text.matchAll(/(?:^|[\s:])!\s*([^|\n]+)|\bsystem\s*\(\s*(['"])((?:(?!\2).)*)\2/gm)].map((match) => (match[1] ?? match[3])!).join('\n');
  if (EMACS_STARTUP_FILES.test(path)) return programScripts('emacs', text).filter(isKnown).join('\n');
  if (LOGROTATE_FILES.test(path)) return [...text.matchAll(/\b(?:pre|post)rotate|\b(?:first|last)action|\bpreremove/g)].map((match) => text.slice((match.index ?? 0) + match[0].length).split(/\bendscript\b/)[0]!).join('\n');
  // launchd's jobs (macOS): `ProgramArguments`' strings, or `Program`, run at login or boot.
  if (LAUNCHD_JOBS.test(path)) {
    const argv = /<key>\s*ProgramArguments\s*<\/key>\s*<array>([\s\S]*?)<\/array>/.exec(text)?.[1];
    const words = argv ? [...argv.matchAll(/<string>([^<]*)<\/string>/g)].map((match) => match[1]!) : [/<key>\s*Program\s*<\/key>\s*<string>([^<]*)<\/string>/.exec(text)?.[1] ?? ''];
    return words.filter(Boolean).map(quoted).join(' ') || undefined;
  }
  if (!UNIT_FILES.test(path)) return undefined;
  // `ExecStart=-/bin/rm -rf /` (the prefixes -@:+! change how it runs, not what).
  const lines = [...text.matchAll(/^\s*Exec\w*\s*=\s*[-@:+!]*(.*)$/gm)].map((match) => match[1]!);
  return lines.length > 0 ? lines.join('\n') : undefined;
}

// `x=/`, `export T=/`: the value, when the line says it; an assignment of an unknown value forgets the variable.
// An array (`a=(rm -rf /)`) is kept as its elements, under `a[@]`, and its first, under `a`.
// A name reference (`declare -n r=x`) takes the value of the variable it names.
function assign(node: Node, walk: Walk): void {
  const name = node.childForFieldName('name')?.text;
  if (!name) return;
  const valueNode = node.childForFieldName('value');
  const set = (key: string, value: WordValue | undefined) => (value === DYNAMIC || value === undefined ? walk.variables.delete(key) : walk.variables.set(key, value));
  if (valueNode?.type === 'array') {
    const appended = node.text.startsWith(`${name}+=`) ? walk.variables.get(`${name}[@]`)?.split(IFS_SPLIT) : [];
    const given = valueNode.namedChildren.flatMap((element) => (element ? expandedWords(element, walk.variables) : [DYNAMIC]));
    // `declare -A m=([k]=v)`, `a=([2]=x)`: an element given its key is kept under it too (`${m[k]}`).
    const elements = [
      ...(appended ?? [DYNAMIC]),
      ...given.map((element) => {
        const keyed = element === DYNAMIC ? undefined : /^\[([^\]]+)\]=(.*)$/s.exec(element);
        if (keyed) set(`${name}[${keyed[1]}]`, keyed[2]);
        return keyed ? keyed[2]! : element;
      }),
    ];
    const known = !elements.includes(DYNAMIC);
    set(`${name}[@]`, known ? elements.join(IFS_SPLIT) : DYNAMIC);
    set(name, known ? (elements[0] ?? '') : DYNAMIC);
    return;
  }
  const value = valueNode ? wordValue(valueNode, walk.variables) : '';
  const declaration = node.parent?.type === 'declaration_command' ? node.parent : undefined;
  if (declaration?.namedChildren.some((child) => child?.type === 'word' && /^-\w*n/.test(child.text))) {
    set(name, value === DYNAMIC ? DYNAMIC : walk.variables.get(value));
    set(`${name}[@]`, value === DYNAMIC ? DYNAMIC : walk.variables.get(`${value}[@]`));
    return;
  }
  set(name, value);
}

// Variables set by commands: `set -- WORDS` the positional parameters, `shift [N]` drops the first
// of them, `printf -v NAME FORMAT ...` NAME.
function assignFrom({ name, args }: SimpleCommand, walk: Walk): void {
  const known = (words: readonly WordValue[]): words is string[] => !words.includes(DYNAMIC);
  if (name === 'shift') {
    const count = args[0] === undefined ? 1 : typeof args[0] === 'string' && /^\d+$/.test(args[0]) ? Number(args[0]) : undefined;
    const parameters = walk.variables.get('@');
    const rest = count === undefined || parameters === undefined ? [DYNAMIC] : parameters.split(IFS_SPLIT).filter(Boolean).slice(count);
    assignFrom({ name: 'set', args: ['--', ...rest], text: '' }, walk);
    return;
  }
  if (name === 'printf') {
    const variable = args[0] === '-v' ? args[1] : undefined;
    if (typeof variable !== 'string') return;
    const rest = args.slice(2);
    if (known(rest)) walk.variables.set(variable, printfText(rest));
    else walk.variables.delete(variable);
    return;
  }
  const dashDash = args.indexOf('--');
  const parameters = dashDash !== -1 ? args.slice(dashDash + 1) : typeof args[0] === 'string' && !/^[-+]/.test(args[0]) ? args : undefined;
  if (parameters === undefined) return;
  if (!known(parameters)) {
    for (let index = 1; index <= 9; index++) walk.variables.delete(String(index));
    walk.variables.delete('@');
    return;
  }
  walk.variables.set('@', parameters.join(IFS_SPLIT));
  // Those it does not give are empty, as bash has them (`set -- a` leaves `$9` empty).
  for (let index = 1; index <= 9; index++) walk.variables.set(String(index), (parameters[index - 1] as string | undefined) ?? '');
}

// Where an assignment's effect ends: its command (`R=/ cmd`), the subshell or pipeline it is made
// in (each part of a pipeline is a subshell), or nowhere before the end of the line.
// What a shell of its own changes of its parent's state ends with it (`(cd /tmp); rm -rf *` deletes
// where the line is); the files it writes and the links it makes stay.
interface ShellState {
  readonly cwd: string | undefined;
  readonly dirStack: readonly string[];
  readonly variables: Map<string, string>;
  readonly functions: Map<string, string>;
  readonly aliases: Map<string, string>;
  readonly pathChanged: boolean;
}
function saveShellState(walk: Walk): ShellState {
  // The variables as they are are kept, unchanged: the shell of its own sets its own (a view of them).
  const variables = walk.variables;
  walk.variables = new CopyOnWriteMap(variables);
  return { cwd: walk.cwd, dirStack: walk.dirStack, variables, functions: new Map(walk.functions), aliases: new Map(walk.aliases), pathChanged: walk.pathChanged };
}
function restoreShellState(walk: Walk, state: ShellState): void {
  walk.cwd = state.cwd;
  walk.dirStack = state.dirStack;
  walk.variables = state.variables;
  walk.pathChanged = state.pathChanged;
  for (const [own, saved] of [[walk.functions, state.functions], [walk.aliases, state.aliases]] as const) {
    own.clear();
    for (const [name, body] of saved) own.set(name, body);
  }
}

// The shells of its own a node runs in, outermost first: subshells, command and process
// substitutions, each part of a pipeline (bash runs them all so), and jobs put in the background.
function ownShells(node: Node, root: Node): Node[] {
  const shells: Node[] = [];
  if (!shapes(node).shells) return shells;
  for (let child: Node = node, parent = node.parent; parent && child.id !== root.id; child = parent, parent = parent.parent) {
    if (OWN_SHELLS.has(child.type) || parent.type === 'pipeline' || child.nextSibling?.type === '&') shells.unshift(child);
  }
  return shells;
}
const OWN_SHELLS = new Set(['subshell', 'command_substitution', 'process_substitution']);

function assignmentScope(node: Node, root: Node): Node | undefined {
  for (let parent = node.parent; parent && parent.id !== root.id; parent = parent.parent) {
    if (parent.type === 'command' || parent.type === 'subshell' || parent.type === 'pipeline') return parent;
  }
  return undefined;
}

// Where a path the line names leads: from where the line is, through a link the line made to it or
// to a directory above it (`ln -s /dev/sda disk`, `ln -s ../.. up; rm -rf up/*`).
function throughLinks(path: string, walk: Walk, cwd = walk.cwd): string {
  const key = fileKey(path, cwd);
  for (const [link, target] of walk.links) {
    if (key === link || key.startsWith(`${link}/`)) return normalizePath(target + key.slice(link.length));
  }
  return resolvedIn(path, cwd);
}

function resolver(walk: Walk): (path: string) => string {
  return (path) => throughLinks(path, walk);
}

// Zeros or random bytes written where a program computes (`cat /dev/zero > $(lsblk ...)`): maybe a
// disk. (A variable set elsewhere, `> "$OUT"`, is everyday.)
const WIPE_SOURCES = new Set(['/dev/zero', '/dev/urandom', '/dev/random']);
function wipesUnknownTarget(redirect: Node, [name, ...args]: readonly WordValue[], variables: Variables): string | undefined {
  const destination = redirect.type === 'file_redirect' ? redirect.childForFieldName('destination') : null;
  if (!destination || !/\$\(|`/.test(destination.text) || wordValue(destination, variables) !== DYNAMIC || !/^(?:\d*>\|?|&>)$/.test(redirect.children.find((child) => child && !child.isNamed)?.text ?? '')) return undefined;
  // (Another descriptor than stdout, `2>`, is given none of them.)
  if (!/^1?$/.test(redirect.childForFieldName('descriptor')?.text ?? '')) return undefined;
  const streams = (name === 'cat' || name === 'pv' || name === 'head') && args.some((arg) => typeof arg === 'string' && WIPE_SOURCES.has(arg));
  const copies = name === 'dd' && args.some((arg) => typeof arg === 'string' && /^if=\/dev\/(?:zero|u?random)$/.test(arg));
  return streams || copies ? `${name} writes zeros or random bytes to a file known only at run time (a program names it: a disk?)` : undefined;
}

function redirectDecision(redirect: Node, walk: Walk): Decision | undefined {
  const found = redirectDanger(redirect, walk.variables, resolver(walk));
  if (!found) return undefined;
  const decision = danger(found.rule, found.reason, redirect.parent?.text ?? redirect.text);
  return found.verdict ? { ...decision, verdict: found.verdict } : decision;
}

// Where the line goes on if this `cd` fails: after it, or after the `&&` chain it is part of (`cd
// build && make; rm -rf *`); never when the line stops (`cd build || exit`, `set -e` before it).
function cdFailureGoesOnFrom(cd: Node): number | undefined {
  let part = cd;
  while (part.parent?.type === 'redirected_statement') part = part.parent;
  const list = part.parent?.type === 'list' ? part.parent : undefined;
  if (list && listOperator(list) === '||' && list.namedChild(0)?.id === part.id && STOPS_THE_LINE.test(list.lastNamedChild?.text ?? '')) return undefined;
  const root = cd.tree.rootNode;
  if (ERREXIT.test(root.text.slice(0, cd.startIndex - root.startIndex))) return undefined;
  while (part.parent?.type === 'list' && listOperator(part.parent) === '&&') part = part.parent;
  return part.endIndex;
}
const listOperator = (list: Node) => list.children.find((child) => child !== null && !child.isNamed)?.type;
const STOPS_THE_LINE = /^(?:exit|return)\b|^\{[\s\S]*\b(?:exit|return)\b/;
const ERREXIT = /(?:^|[;&|\n({]\s*)set\s+(?:-[a-zA-Z]*e|-o\s+errexit)/;

// The directory `cd` moves to, when it is known without running anything.
// SOMEWHERE: a directory known only at run time (`cd "$X"`), from which relative paths are unknown too.
// cd, pushd and popd: where the line is next, with OLDPWD (`cd -`) and the directory stack as bash
// keeps them. A stack the line did not fill, or turned (`pushd +1`), is known only at run time.
function changeDirectory(command: SimpleCommand, walk: Walk, cdpath: string | undefined): void {
  const previous = walk.cwd ?? SOMEWHERE;
  const operand = command.args.find((arg) => arg === DYNAMIC || arg === '-' || !/^[-+]/.test(arg) || /^[-+]\d+$/.test(arg));
  const rotates = typeof operand === 'string' && /^[-+]\d+$/.test(operand);
  if (command.name === 'popd') {
    // (`popd +N` drops an entry of the stack and stays.)
    if (!rotates) walk.cwd = walk.dirStack.at(-1) ?? SOMEWHERE;
    walk.dirStack = rotates ? [] : walk.dirStack.slice(0, -1);
  } else if (operand === '-') walk.cwd = walk.variables.get('OLDPWD') ?? SOMEWHERE;
  else if (command.name === 'pushd' && (operand === undefined || rotates)) {
    // Alone it swaps the two top directories.
    walk.cwd = rotates ? SOMEWHERE : (walk.dirStack.at(-1) ?? SOMEWHERE);
    walk.dirStack = rotates ? [] : [...walk.dirStack.slice(0, -1), previous];
  } else {
    walk.cwd = cdTarget(command, walk.cwd, cdpath);
    if (command.name === 'pushd') walk.dirStack = [...walk.dirStack, previous];
  }
  if (previous === SOMEWHERE) walk.variables.delete('OLDPWD');
  else walk.variables.set('OLDPWD', previous);
  setWorkingDirectoryVariable(walk);
}

// `$PWD` is where the line is, when that is known (`${PWD%/*/*}`).
function setWorkingDirectoryVariable(walk: Walk): void {
  if (walk.cwd === undefined || walk.cwd === SOMEWHERE) walk.variables.delete('PWD');
  else walk.variables.set('PWD', walk.cwd);
}

function cdTarget({ args }: SimpleCommand, cwd: string | undefined, cdpath?: string): string | undefined {
  const target = args.find((arg) => arg === DYNAMIC || !arg.startsWith('-'));
  if (target === undefined) return '~';
  if (target === DYNAMIC) return SOMEWHERE;
  // A directory of a harmless name known only at run time (`cd "$(mktemp -d)"`) stays one.
  if (isSomewhere(target)) return target;
  if (target.startsWith('/') || target.startsWith('~')) return normalizePath(target);
  // A name (not ./ or ../) is looked for in CDPATH first: taken to be found in its first directory.
  const first = cdpath?.split(':')[0];
  if (first && !/^\.\.?(?:\/|$)/.test(target)) return cdTarget({ args: [posix.join(first, target)], name: 'cd', text: '' }, cwd);
  if (cwd === undefined || cwd === SOMEWHERE) return cwd;
  if (isSomewhere(cwd)) return harmlessTail(`${cwd!.slice(SOMEWHERE.length)}/${target}`) ? `${cwd}/${target}` : SOMEWHERE;
  // Above the home directory (`cd ~ && cd ../..`) is somewhere known: the home is where it is.
  const base = cwd === '~' || cwd.startsWith('~/') ? homedir() + cwd.slice(1) : cwd;
  const moved = normalizePath(posix.join(base, target));
  const home = homedir();
  return moved === home || moved.startsWith(`${home}/`) ? `~${moved.slice(home.length)}` : moved;
}

// What a line has that a walk up the tree (each step a call into the parser) looks for: pipes and
// jobs (`|`, `&`), subshells and substitutions (`(`, a backquote), input given a group (`<<<`, `< <(...)`).
// Found once per tree from its text.
const shapesByTree = new WeakMap<Tree, { readonly pipes: boolean; readonly shells: boolean; readonly heres: boolean }>();
function shapes(node: Node): { readonly pipes: boolean; readonly shells: boolean; readonly heres: boolean } {
  let found = shapesByTree.get(node.tree);
  if (!found) {
    const text = node.tree.rootNode.text;
    // (`||`, `&&` and `2>&1` make no pipe and no job.)
    const pipes = /(?<!\|)\|(?!\|)/.test(text);
    shapesByTree.set(node.tree, (found = { pipes, shells: pipes || /[(`]|(?<![&|<>])&(?![&>])/.test(text), heres: text.includes('<') }));
  }
  return found;
}

// The part of a pipeline a command reads the pipe in: itself, or the subshell, group or loop it is
// in (`curl ... | (cd /tmp && bash)`); undefined when nothing is piped into it.
function pipedInto(node: Node): Node | undefined {
  if (!shapes(node).pipes) return undefined;
  let part: Node = node;
  while (part.parent && STDIN_PASSING.has(part.parent.type)) part = part.parent;
  return part.parent?.type === 'pipeline' && part.previousNamedSibling ? part : undefined;
}
const STDIN_PASSING = new Set(['subshell', 'compound_statement', 'list', 'redirected_statement', 'while_statement', 'for_statement', 'do_group', 'if_statement', 'case_statement', 'case_item']);

// What a command reads on stdin, as the words xargs makes of it: the text the line gives, the
// starting points of a `find` piped in (it prints them first, then what is under them), or a
// word known only at run time (`xargs rm -rf < list`, `cat list | xargs rm -rf`).
function stdinWords(node: Node, stdin: string | undefined, variables: Variables): WordValue[] {
  if (stdin !== undefined) return stdin.split(/[\s\0]+/).filter(Boolean);
  const feeder = node.parent?.type === 'pipeline' ? node.previousNamedSibling : undefined;
  const words = feeder?.type === 'command' ? commandWords(feeder, variables) : [];
  // What find lists is everything under its starting points: to what xargs runs, as recursive as `-R` (rm, chmod, chown).
  if (typeof words[0] === 'string' && toolOf(words[0]) === 'find') {
    // (Entries of a harmless name below them, when find selects by such a name alone.)
    const named = findNamedOutput(words.slice(1), startName);
    return named ?? [...findStartingPoints(words.slice(1)), '-R'];
  }
  // Other listers of every file under their roots (`rg --files ~`, `fd . /`, `locate '*'`): the same.
  const listed = everyFileListed(words);
  if (listed) return [...listed, '-R'];
  // Every process's id (`ps -e -o pid= | xargs kill`): what kill's -1 names.
  const feeders: Node[] = [];
  for (let before = feeder; before; before = before.previousNamedSibling) if (before.type === 'command') feeders.unshift(before);
  return listsEveryProcess(feeders.map((command) => commandWords(command, variables))) ? ['-1'] : [DYNAMIC];
}

// The roots a lister prints every file under, when it selects nothing: `rg --files [PATH...]`,
// `fd [.] [PATH...]` (as find, through fdAsFind), and locate's every-name patterns (the whole machine).
function everyFileListed(words: readonly WordValue[]): WordValue[] | undefined {
  const [program, ...args] = words;
  // (By its path or under another name too: `/usr/bin/rg --files /`.)
  const lister = typeof program === 'string' ? toolOf(program) : program;
  if (lister === 'rg' && args.includes('--files') && !args.some((arg) => typeof arg === 'string' && /^(?:-[gt]|--(?:glob|iglob|type)(?:=|$))/.test(arg))) {
    const paths = args.filter((arg) => arg === DYNAMIC || !arg.startsWith('-'));
    return paths.length > 0 ? paths : ['.'];
  }
  if (lister === 'fd' || lister === 'fdfind') {
    const search = fdSearch(args);
    return search.selects ? undefined : search.roots;
  }
  if (lister === 'locate' || lister === 'plocate' || lister === 'mlocate') {
    const patterns = args.filter((arg) => arg === DYNAMIC || !arg.startsWith('-'));
    return patterns.some((pattern) => pattern === '*' || pattern === '/' || (args.some((arg) => arg === '-r' || arg === '--regexp' || arg === '--regex') && (pattern === '.*' || pattern === '.' || pattern === '^'))) ? ['/'] : undefined;
  }
  return undefined;
}

/** The script a shell command reads on stdin when the line says what it is: `<<<`, a heredoc, or `echo ... |`. */
function stdinScript(node: Node, variables: Variables): string | undefined {
  const given = hereInput(node, variables) ?? enclosingHereInput(node, variables);
  if (given !== undefined) return given;
  // `cat <<EOF | sh`: the grammar puts the rest of the pipeline inside the heredoc's redirection
  // (nested, for `cat <<EOF | sort | sh`); the first command there reads the heredoc.
  const pipeline = node.parent?.type === 'pipeline' ? node.parent : undefined;
  let outermost = pipeline;
  let first = !node.previousNamedSibling;
  while (outermost?.parent?.type === 'pipeline') {
    first &&= !outermost.previousNamedSibling;
    outermost = outermost.parent;
  }
  const carrier = outermost?.parent?.type === 'heredoc_redirect' && first ? outermost.parent : undefined;
  if (carrier && carrier.parent?.type === 'redirected_statement' && commandWords(carrier.parent.namedChild(0)!)[0] === 'cat') return heredocBody(carrier);
  const fed = pipedInto(node);
  return fed ? pipedText(fed.previousNamedSibling, variables) : undefined;
}

// The whole pipeline a command reads a pipe in (`curl ... | xargs bash`), else the command.
const pipelineText = (node: Node) => pipedInto(node)?.parent!.text ?? node.text;

// The text of a command's own here-string or heredoc (its value not known, where this is asked).
function hereText(node: Node): string | undefined {
  return ownRedirects(node).find((redirect) => redirect.type === 'herestring_redirect' || redirect.type === 'heredoc_redirect')?.text;
}

// What a group, subshell, loop or if statement is given on stdin, which the commands in it read
// (`{ true; bash; } <<< '...'`, `while ...; done <<EOF`).
function enclosingHereInput(node: Node, variables: Variables): string | undefined {
  if (!shapes(node).heres) return undefined;
  for (let part = node.parent; part && STDIN_PASSING.has(part.type); part = part.parent) {
    if (part.type !== 'redirected_statement' || part.namedChild(0)?.id === node.id) continue;
    const given = hereInput(part, variables, part.namedChildren.filter((child): child is Node => child !== null && child.type.endsWith('redirect')));
    if (given !== undefined) return given;
  }
  return undefined;
}

// What a command earlier in a pipeline writes into it, when the line says: an echo or printf of
// known words, or `cat` given a here-string or a heredoc, or passing on what is piped into it
// (`echo ... | cat | sh`).
const PASSES_INPUT_ON = new Set(['cat', 'sort', 'uniq', 'tac', 'head', 'tail']);

function pipedText(feeder: Node | null, variables: Variables): string | undefined {
  const command = feeder?.type === 'redirected_statement' ? feeder.namedChild(0) : feeder;
  if (command?.type === 'subshell' || command?.type === 'compound_statement') {
    // `(crontab -l; echo '* * * * * rm -rf /') | crontab -`: what the group's commands print that the line shows.
    const printed = command.namedChildren.map((child) => (child?.type === 'command' ? printedOutput(child, variables) : undefined)).filter((text) => text !== undefined);
    return printed.length === 0 ? undefined : printed.join('');
  }
  if (command?.type !== 'command') return undefined;
  const words = commandWords(command, variables);
  // tee passes on what it reads, as cat does.
  if (words[0] === 'tee' && !words.includes(DYNAMIC)) return stdinScript(command, variables);
  // cat, sort, uniq, tac, head and tail with no operand pass on what they read (a file operand they read instead).
  if (words.length !== 1 || !PASSES_INPUT_ON.has(words[0] as string)) return printedText(feeder!, variables);
  const given = hereInput(command, variables);
  if (given !== undefined) return given;
  // `cat < file`: the file's text is not on the line; else what reaches it (`cat <<EOF | sort | sh`).
  return ownRedirects(command).length > 0 ? undefined : stdinScript(command, variables);
}

// What `read -r x <<< '...'` gives: each name a word of the first line, the last the rest of it
// (`-a NAME` an array of them, `-d` the whole input); input known only at run time forgets them.
function assignRead({ args }: SimpleCommand, input: string | undefined, walk: Walk, separators: string | undefined): void {
  const names: string[] = [];
  let array: string | undefined;
  let whole = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (typeof arg !== 'string') return;
    if (/^-[a-zA-Z]*[adinNptu]$/.test(arg)) {
      const value = args[++index];
      if (arg.endsWith('a') && typeof value === 'string') array = value;
      whole ||= arg.endsWith('d');
    } else if (!arg.startsWith('-')) names.push(arg);
  }
  const line = (whole ? input : input?.split('\n')[0])?.trim();
  // Split at IFS as the command sees it (`IFS=: read a b <<< "/:x"` gives a `/`).
  const splitter = ifsSplitter(separators);
  if (array !== undefined) {
    const words = line === undefined ? undefined : splitter ? line.split(splitter).filter(Boolean) : [line];
    if (words === undefined) [array, `${array}[@]`].forEach((key) => walk.variables.delete(key));
    else walk.variables.set(`${array}[@]`, words.join(IFS_SPLIT)).set(array, words[0] ?? '');
  }
  const targets = names.length === 0 && array === undefined ? ['REPLY'] : names;
  // Each name takes one field; the last takes the rest of the line as it stands.
  let rest = line;
  targets.forEach((name, index) => {
    if (rest === undefined) return walk.variables.delete(name);
    const separator = index < targets.length - 1 && splitter ? splitter.exec(rest) : null;
    walk.variables.set(name, separator ? rest.slice(0, separator.index) : rest);
    rest = separator ? rest.slice(separator.index + separator[0].length) : '';
  });
}

// `mapfile -t NAME <<< TEXT` (readarray): the array holds the lines (MAPFILE when no name is given).
function assignLines({ args }: SimpleCommand, input: string | undefined, walk: Walk): void {
  let array = 'MAPFILE';
  let delimiter = '\n';
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (typeof arg !== 'string') return;
    if (/^-[a-zA-Z]*[dnOsuCc]$/.test(arg)) {
      const value = args[++index];
      if (arg.endsWith('d')) delimiter = typeof value === 'string' ? value.charAt(0) || '\0' : '\0';
    } else if (!arg.startsWith('-')) array = arg;
  }
  const lines = input?.split(delimiter);
  if (lines?.at(-1) === '') lines.pop();
  if (lines === undefined) [array, `${array}[@]`].forEach((key) => walk.variables.delete(key));
  else walk.variables.set(`${array}[@]`, lines.join(IFS_SPLIT)).set(array, lines[0] ?? '');
}

// A named pipe the line made (`mkfifo p`): what is read from it is known only at run time.
const NAMED_PIPE = '\uE001';

// What `cmd < FILE` reads when the line wrote FILE: its text, or NAMED_PIPE.
// Whether a command reads the line's own stdin: nothing of its own feeds it (`< f`, `<<<`, a
// heredoc, a pipe from anything but programs passing lines on), nor anything around it.
const INPUT_REDIRECTS = new Set(['heredoc_redirect', 'herestring_redirect']);
// Programs that pass on some of the lines they read as they are (`cat | sh`, `grep x | bash`).
const PASSES_LINES = /^(?:cat|tac|tee|head|tail|sort|uniq|grep|egrep|fgrep)(?:\s+(?!-o\b|--only)[^|;&<>$`]*)?$/;
function readsLineStdin(node: Node): boolean {
  const feedsItself = (redirects: readonly (Node | null)[]) =>
    redirects.some((redirect) => redirect !== null && (INPUT_REDIRECTS.has(redirect.type) || (redirect.type === 'file_redirect' && /^\d*<(?!&-)/.test(redirect.children.find((child) => child && !child.isNamed)?.text ?? ''))));
  if (feedsItself(node.childrenForFieldName('redirect'))) return false;
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === 'redirected_statement' && feedsItself(parent.childrenForFieldName('redirect'))) return false;
    if (parent.type === 'pipeline') {
      const before = parent.namedChildren.slice(0, parent.namedChildren.findIndex((part) => part?.id === child.id));
      if (!before.every((part) => part?.type === 'command' && PASSES_LINES.test(part.text.trim()))) return false;
    }
  }
  return true;
}

function redirectedInput(node: Node, walk: Walk): string | undefined {
  for (const redirect of ownRedirects(node)) {
    const operator = redirect.children.find((child) => child && !child.isNamed)?.text;
    const destination = redirect.type === 'file_redirect' && operator === '<' ? redirect.childForFieldName('destination') : null;
    const path = destination ? wordValue(destination, walk.variables) : DYNAMIC;
    if (typeof path === 'string') return walk.files.get(fileKey(path, walk.cwd));
  }
  return undefined;
}

// A script the line gives (not one known only at run time).
const isKnown = (script: string | typeof DYNAMIC): script is string => script !== DYNAMIC;

// The scripts of `eval WORDS`, `SHELL -c WORD` or an interpreter's one-line program as the line
// spells them, unexpanded: the text of a double-quoted word with its escapes taken off (`eval "rm
// -rf $X"` is `rm -rf $X`), a single-quoted word's text, a bare word as it stands.
function spelledScripts(node: Node): string[] {
  const args = node.childrenForFieldName('argument').filter((arg): arg is Node => arg !== null);
  const source = (word: Node) => (word.type === 'string' ? word.text.slice(1, -1).replace(/\\([$`"\\\n])/g, '$1') : word.type === 'raw_string' ? word.text.slice(1, -1) : word.text);
  const name = node.childForFieldName('name')?.text;
  if (name === 'eval') return [args.map(source).join(' ')];
  const program = posix.basename(name ?? '');
  // (In a program's text, what bash expands is a value known only at run time.)
  const marked = (word: Node) => source(word).replace(/\$(?:\{[^}]*\}|\([^)]*\)|\w+|[@*#?$!])|`[^`]*`/g, RUNTIME_MARK);
  if (INTERPRETERS.test(program)) return interpreterScripts(program, args.map(marked)).filter(isKnown);
  const at = args.findIndex((arg) => /^-[a-zA-Z]*c[a-zA-Z]*$/.test(arg.text));
  const shell = at === 0 ? name : args[at - 1]?.text;
  return at === -1 || args[at + 1] === undefined || !isShell(posix.basename(shell ?? '')) ? [] : [source(args[at + 1]!)];
}

// The `>(...)` process substitutions a command writes into: among its arguments and as its redirections' targets.
function outputSubstitutions(node: Node): Node[] {
  // Most commands have none: the text says so without walking the nodes.
  if (!(node.parent?.type === 'redirected_statement' ? node.parent : node).text.includes('>(')) return [];
  const targets = [...node.childrenForFieldName('argument'), ...ownRedirects(node).map((redirect) => redirect.childForFieldName('destination'))];
  return targets.filter((target): target is Node => target?.type === 'process_substitution' && target.text.startsWith('>('));
}

/**
 * Scripts the line wrote that a command reads without naming them: an interactive shell's
 * ~/.bashrc (or $ENV), a login shell's profiles, a non-interactive bash's $BASH_ENV, make's Makefile, just's justfile,
 * a package.json's scripts, and the program files of pytest, pip, rake, gulp, grunt and pre-commit.
 */
function startupScripts({ name, args }: SimpleCommand, written: (path: string) => string | undefined, variable: (name: string) => string | undefined): string[] {
  if (name === 'make' || name === 'gmake') {
    // make runs the recipes of its makefile.
    if (args.some((arg) => typeof arg === 'string' && /^(?:-f|--file|--makefile)/.test(arg))) return [];
    return ['GNUmakefile', 'makefile', 'Makefile'].flatMap((file) => makeRecipes(written(file) ?? ''));
  }
  if (name === 'npm' || name === 'pnpm' || name === 'yarn' || name === 'bun') {
    // A package manager runs the package's scripts: the one named, with its pre and post scripts;
    // install's lifecycle scripts on install.
    const scripts = packageScripts(written('package.json'));
    return scripts ? runScripts(args).flatMap((script) => [`pre${script}`, script, `post${script}`]).flatMap((script) => (typeof scripts[script] === 'string' ? [scripts[script] as string] : [])) : [];
  }
  if (name === 'just') {
    // just runs the recipes of its justfile.
    if (args.some((arg) => typeof arg === 'string' && /^(?:-f|--justfile)/.test(arg))) return [];
    return ['justfile', 'Justfile', '.justfile'].flatMap((file) => justRecipes(written(file) ?? ''));
  }
  // Program files tools run without being named: pytest's conftest.py, setup.py on `pip install .`,
  // rake's Rakefile (its `sh` is a shell call), gulp's and grunt's files; pre-commit's hook entries.
  const program = (file: string, language: string, text = written(file)) => (text === undefined ? [] : programScripts(language, text).filter(isKnown));
  const pytest = name === 'pytest' || name === 'py.test' || (name !== null && /^python[\d.]*$/.test(name) && args[0] === '-m' && args[1] === 'pytest');
  if (pytest) return program('conftest.py', 'python3');
  const installsHere = (name !== null && /^pip[\d.]*$/.test(name) && args.includes('install') && args.some((arg) => arg === '.' || arg === './')) || (name !== null && /^python[\d.]*$/.test(name) && args[0] === 'setup.py');
  if (installsHere) return program('setup.py', 'python3');
  if (name === 'rake') return ['Rakefile', 'rakefile', 'Rakefile.rb'].flatMap((file) => program(file, 'ruby', written(file)?.replace(/\bsh(?=[\s(])/g, 'system')));
  if (name === 'gulp' || name === 'grunt') return (name === 'gulp' ? ['gulpfile.js', 'gulpfile.mjs', 'gulpfile.cjs'] : ['Gruntfile.js', 'Gruntfile.cjs']).flatMap((file) => program(file, 'node'));
  if (name === 'pre-commit') return [...(written('.pre-commit-config.yaml') ?? '').matchAll(/^\s*entry:\s*(.+?)\s*$/gm)].map((match) => match[1]!.replace(/^(['"])(.*)\1$/, '$2'));
  if (!isShell(name)) return [];
  const files = [
    ...(hasOption(args, 'i', []) ? ['~/.bashrc', variable('ENV')] : [variable('BASH_ENV')]),
    ...(hasOption(args, 'l', ['--login']) ? ['~/.bash_profile', '~/.bash_login', '~/.profile'] : []),
  ];
  return files.flatMap((file) => (file === undefined ? [] : (written(file) ?? [])));
}

// The `scripts` of a package.json the line wrote, when it is JSON.
function packageScripts(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    const scripts = typeof parsed === 'object' && parsed !== null ? (parsed as { scripts?: unknown }).scripts : undefined;
    return typeof scripts === 'object' && scripts !== null ? (scripts as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

// The scripts a package manager's command runs: `run NAME`, `test`, `start`, or install's.
function runScripts(args: readonly WordValue[]): string[] {
  const [verb, script] = positionals(args);
  if (verb === 'run' || verb === 'run-script') return typeof script === 'string' ? [script] : [];
  if (verb === 'test' || verb === 't' || verb === 'start' || verb === 'stop' || verb === 'restart') return [verb === 't' ? 'test' : verb];
  if (verb === undefined || verb === 'install' || verb === 'i' || verb === 'ci' || verb === 'add') return ['install', 'prepare'];
  return [];
}

// What a command prints, with the newline echo ends its text with (without -n).
function printedOutput(command: Node, variables: Variables): string | undefined {
  const text = printedText(command, variables);
  const echoed = command.childForFieldName('name')?.text === 'echo' && !/^-[eE]*n/.test(command.childForFieldName('argument')?.text ?? '');
  return text === undefined || !echoed ? text : `${text}\n`;
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

// A line nested thousands deep (`$($($(...)))`) runs the walk out of stack: denied as one nested
// too deep to judge, as scripts nested more than MAX_NESTING deep are.
function judgedWithinStack(command: string, judge: () => Decision): Decision {
  try {
    return judge();
  } catch (error) {
    if (!(error instanceof RangeError && /call stack/.test(error.message))) throw error;
    return danger('nesting-depth', 'the line nests too deeply to be judged', command);
  }
}

// A line continuation inside a word: a backslash and a newline with no blank before them.
const CONTINUED_WORD = /[^\s\\]\\\n/;
// `cat >> ~/.bashrc <<< 'CMD'`: the grammar takes a here-string after an output redirection for an
// error and a file named by its text; the here-string first (`cat <<< 'CMD' >> ~/.bashrc`) it reads.
const HERESTRING_AFTER_REDIRECT = /((?:\d*|&)>>?\|?\s*(?:"(?:[^"\\]|\\.)*"|'[^']*'|[^\s;&|<>]+)\s+)(<<<\s*(?:"(?:[^"\\]|\\.)*"|'[^']*'|[^\s;&|<>]+))/g;
const HERESTRING_AFTER_GROUP = /([})]|\b(?:done|fi|esac))\s*<<<\s*("(?:[^"\\]|\\.)*"|'[^']*'|[^\s;&|<>]+)/g;
// The nodes #checkTree judges, and those of them it walks in the order of the line.
const JUDGED_NODES = ['function_definition', 'while_statement', 'pipeline', 'unary_expression', 'file_redirect', 'expansion', 'command', 'variable_assignment', 'for_statement'];
const WALKED_NODES = new Set(['command', 'variable_assignment', 'for_statement']);
