import type { Node, Tree } from './bash-parser.js';
import { homedir } from 'node:os';
import { posix } from 'node:path';
import { ACCOUNT_DATA_NAMES, criticalPathReason, homeDirectoryReason, normalizePath, SYSTEM_DIRECTORIES, SYSTEM_SUBDIRECTORIES } from './paths.js';
import { globRegExp } from './glob.js';
import { listsEveryProcess } from './processes.js';
import { basename, outputCommand } from './wrappers.js';

// A path's segment that may make a system directory of it, whatever comes before: a top-level
// name (`$X/etc`) or one further down (`$X/local` is /usr/local when X is /usr).
const SYSTEM_DIRECTORY_NAMES = new Set<string>([...SYSTEM_DIRECTORIES, ...SYSTEM_SUBDIRECTORIES.flatMap((directory) => directory.split('/'))]);

/** A word whose value is only known when the shell runs it (`$X`, `$(cmd)`). */
export const DYNAMIC = null;
export type WordValue = string | typeof DYNAMIC;

const HOME_VARIABLES = new Set(['HOME']);

/** Variables the line set before the word, by name (`x=/; rm -rf $x`). */
export type Variables = ReadonlyMap<string, string>;
const NO_VARIABLES: Variables = new Map();

/**
 * A path that ends in a known, harmless way after a part known only at run time
 * (`"$TMPDIR/cache"`): no danger rule can match it, but it is not a run-time unknown either.
 */
export const SOMEWHERE = '\uE000';

/** Whether a directory is known only at run time, harmless (`cd "$(mktemp -d)"`) or not (`cd "$X"`). */
export const isSomewhere = (directory: string | undefined): boolean => directory?.startsWith(SOMEWHERE) ?? false;

/**
 * The value bash would give a word, with quotes and escapes removed; `$HOME` becomes `~`, a
 * variable the line set earlier its value.
 */
export function wordValue(node: Node, variables: Variables = NO_VARIABLES): WordValue {
  switch (node.type) {
    case 'word':
    case 'command_name': {
      if (node.namedChildCount > 0) return joinParts(node.namedChildren, variables);
      // `~+` is $PWD and `~-` $OLDPWD, as bash expands them (unquoted, alone or before a slash).
      const tilde = /^~([+-])(?=\/|$)/.exec(node.text);
      if (!tilde) return unescape(node.text);
      const directory = variables.get(tilde[1] === '+' ? 'PWD' : 'OLDPWD');
      return directory === undefined ? DYNAMIC : directory + unescape(node.text.slice(2));
    }
    case 'number':
    case 'brace_expression':
      return node.text;
    case 'raw_string':
      return node.text.slice(1, -1);
    case 'ansi_c_string':
      return decodeAnsiC(node.text.slice(2, -1));
    case 'string_content':
      return node.parent?.type === 'string' ? doubleQuoted(node.text) : node.text;
    case 'string':
    case 'translated_string':
      return joinParts(withGaps(node), variables);
    case 'concatenation':
      return joinParts(node.namedChildren, variables);
    case 'simple_expansion':
    case 'expansion':
      return variableValue(node, variables);
    case 'command_substitution': {
      // `$(echo /)`, `` `printf /usr` ``: what a lone echo or printf of known words prints, as bash
      // substitutes it (trailing newlines removed).
      const inner = node.namedChildren.filter((child) => child !== null);
      // `$(mktemp -d)`: a new, uniquely named path, wherever it is made.
      if (inner.length === 1 && inner[0]!.type === 'command' && inner[0]!.childForFieldName('name')?.text === 'mktemp') return `${SOMEWHERE}/mktemp`;
      // `$(find . -name __pycache__)`: entries of a harmless name below its starting points.
      if (inner.length === 1 && inner[0]!.type === 'command' && inner[0]!.childForFieldName('name')?.text === 'find') {
        const found = findNamedOutput(commandWords(inner[0]!, variables).slice(1), startName);
        if (found !== undefined) return found.join('\n');
      }
      // `$(pgrep -f .)`, `$(ps -e -o pid=)`: every process's id, which is what kill's -1 names
      // (only a listing program's words are expanded for it: this runs for every substitution).
      const commands = inner.length === 1 ? pipelineCommands(inner[0]!) : [];
      if (PROCESS_LISTERS.has(commands[0]?.childForFieldName('name')?.text ?? '') && listsEveryProcess(commands.map((command) => commandWords(command, variables)))) return '-1';
      const printed = inner.length === 1 ? printedText(inner[0]!, variables) : undefined;
      return printed === undefined ? DYNAMIC : printed.replace(/\n+$/, '');
    }
    default:
      return DYNAMIC;
  }
}

/** The name find matches a starting point's own -name against: its last segment (the account's name for `~`). */
export const startName = (start: string): string => posix.basename(start === '~' || start.startsWith('~/') ? homedir() + start.slice(1) : start);

// The programs whose output can be every process's id (see listsEveryProcess).
const PROCESS_LISTERS = new Set(['ps', 'pgrep', 'ls']);

// The commands of a pipeline in order (a command alone is a pipeline of one).
const pipelineCommands = (node: Node): Node[] => (node.type === 'pipeline' ? node.namedChildren.filter((child): child is Node => child?.type === 'command') : node.type === 'command' ? [node] : []);

/** The words of a `command` node: name first, then arguments; assignments (`VAR=x`) dropped. */
export function commandWords(node: Node, variables?: Variables): WordValue[] {
  const name = node.childForFieldName('name');
  const args = [...node.childrenForFieldName('argument'), ...wordsAfterRedirects(node)].filter((arg): arg is Node => arg !== null);
  return [...(name ? expandedWords(name, variables) : [DYNAMIC]), ...args.flatMap((arg) => expandedWords(arg, variables))];
}

// bash reads words after a redirection's target as the command's (`rm >/dev/null -rf /` is
// `rm -rf /`); tree-sitter-bash makes them more targets of that redirection.
function wordsAfterRedirects(node: Node): (Node | null)[] {
  const statement = node.parent?.type === 'redirected_statement' && node.parent.namedChild(0)?.id === node.id ? node.parent : undefined;
  return (statement?.childrenForFieldName('redirect') ?? []).flatMap((redirect) => (redirect?.type === 'file_redirect' ? redirect.childrenForFieldName('destination').slice(1) : []));
}

// Inside double quotes a backslash escapes only \\, $, `, " and a newline (which it removes, as a line continuation).
const doubleQuoted = (text: string) => text.replace(/\\([\\$`"\n])/g, (_, escaped: string) => (escaped === '\n' ? '' : escaped));

// A double-quoted string's parts and the text between them, which the grammar leaves out of its
// nodes (the newline of `"echo x<newline>rm -rf /"`).
function withGaps(node: Node): (Node | string)[] {
  const parts: (Node | string)[] = [];
  const opening = node.text.indexOf('"') + 1;
  let cursor = node.startIndex + opening;
  for (const part of node.namedChildren) {
    if (!part) continue;
    if (part.startIndex > cursor) parts.push(doubleQuoted(node.text.slice(cursor - node.startIndex, part.startIndex - node.startIndex)));
    parts.push(part);
    cursor = part.endIndex;
  }
  const closing = node.endIndex - 1;
  if (closing > cursor) parts.push(doubleQuoted(node.text.slice(cursor - node.startIndex, closing - node.startIndex)));
  return parts;
}

// A word of parts: known when every part is. When a part is only known at run time, what follows
// the last such part may still show the word cannot be a critical path (`$X/cache`).
function joinParts(parts: (Node | string | null)[], variables: Variables): WordValue {
  let value = '';
  let dynamic = false;
  for (const part of parts) {
    if (!part) continue;
    const partValue = typeof part === 'string' ? part : wordValue(part, variables);
    if (partValue === DYNAMIC) {
      dynamic = true;
      value = '';
    } else if (partValue.startsWith(SOMEWHERE)) {
      // A part that ends harmlessly (`$tmp` from mktemp): what follows it must too (`$tmp/../..`).
      dynamic = true;
      value = partValue.slice(SOMEWHERE.length);
    } else value += partValue;
  }
  if (!dynamic) return value;
  return harmlessTail(value) ? SOMEWHERE + value : DYNAMIC;
}

// Whatever comes before it, a path ending in `tail` is no critical path: it has a segment of its
// own that is not `..`, a glob, or a system directory's name, and does not climb out of it.
export function harmlessTail(tail: string): boolean {
  const segments = tail.split('/');
  // Below a directory of a harmless name, what does not climb out of it is harmless too (`$tmp/*`).
  return segments.some((segment, index) => index > 0 && harmlessName(segment) && !segments.slice(index + 1).includes('..'));
}

const harmlessName = (segment: string) =>
  segment !== '' && segment !== '..' && segment !== '.' && (/[*?[]/.test(segment) ? narrowGlob(segment) : !SYSTEM_DIRECTORY_NAMES.has(segment));

// A glob naming things of its own (`myapp-*`, `*.o`): two letters of its own at least, and no
// system directory or folder the account keeps matches it (`*`, `e*`, `.*` and `D*` are not).
export const KEPT_NAMES = [...SYSTEM_DIRECTORY_NAMES, ...ACCOUNT_DATA_NAMES];
function narrowGlob(segment: string): boolean {
  if (segment.replace(/\[[^\]]*\]|[*?]/g, '').length < 2) return false;
  const matches = globRegExp(segment, { inPaths: true });
  return !KEPT_NAMES.some((name) => matches.test(name));
}

function variableValue(node: Node, variables: Variables): WordValue {
  // `${a[@]}`, `${a[*]}`: every element of an array the line set; `${a[N]}` one of them.
  const subscript = node.namedChild(0)?.type === 'subscript' ? node.namedChild(0)! : undefined;
  if (subscript) return node.namedChildCount === 1 ? subscriptValue(subscript, variables) : operatedValue(node, variables);
  // `$@` and `$*` are the positional parameters, which `set --` gives.
  const name = node.namedChildren.find((child) => child?.type === 'variable_name' || (child?.type === 'special_variable_name' && /^[@*]$/.test(child.text)));
  // `${HOME}` and `$HOME`, or a variable the line set: `${HOME:-x}`, `${#x}`, `${x@P}` and friends
  // stay dynamic; `${!NAME}` is the variable NAME names.
  const plain = node.namedChildCount === 1 && /^\$\{?!?[\w@*]+\}?$/.test(node.text);
  if (!name) return DYNAMIC;
  if (!plain) return operatedValue(node, variables);
  const named = node.text.startsWith('${!') ? variables.get(name.text) : name.text;
  if (named === undefined) return DYNAMIC;
  if (named === 'IFS') return IFS_SPLIT;
  const value = variables.get(named === '*' ? '@' : named);
  if (value !== undefined) return value;
  return HOME_VARIABLES.has(named) ? '~' : DYNAMIC;
}

function subscriptValue(subscript: Node, variables: Variables): WordValue {
  const name = subscript.childForFieldName('name')?.text;
  const elements = variables.get(`${name}[@]`);
  const index = subscript.childForFieldName('index')?.text ?? '';
  if (elements === undefined) return DYNAMIC;
  if (index === '@' || index === '*') return elements;
  return variables.get(`${name}[${index}]`) ?? (/^\d+$/.test(index) ? (elements.split(IFS_SPLIT)[Number(index)] ?? '') : DYNAMIC);
}

// `${x%/*}`, `${x##*/}`, `${x,,}`, `${x:-w}`, `${x:1:3}`, `${x/a/b}` of a variable or array element
// whose value the line set, `${a[@]:1:2}` of an array's: what bash makes of it. A pattern with
// quotes or expansions in it stays unknown.
function operatedValue(node: Node, variables: Variables): WordValue {
  const [open, variable, operator, ...rest] = node.children;
  if (open?.text !== '${' || (variable?.type !== 'variable_name' && variable?.type !== 'subscript') || !operator || operator.isNamed || rest.at(-1)?.text !== '}') return DYNAMIC;
  const whole = variable.type === 'subscript' ? subscriptValue(variable, variables) : (variables.get(variable.text) ?? DYNAMIC);
  const everyElement = variable.type === 'subscript' && /^[@*]$/.test(variable.childForFieldName('index')?.text ?? '');
  if (whole === DYNAMIC || whole.startsWith(SOMEWHERE) || (!everyElement && whole.includes(IFS_SPLIT))) return DYNAMIC;
  const operands = rest.slice(0, -1).filter((operand): operand is Node => operand !== null);
  const elements = everyElement ? whole.split(IFS_SPLIT) : [whole];
  // An array's slice is of its elements; any other operation is made on each element.
  if (everyElement && operator.text === ':') {
    const range = sliceRange(operands);
    return range ? elements.slice(range.offset, range.end).join(IFS_SPLIT) : DYNAMIC;
  }
  const values = elements.map((element) => operated(element, operator.text, operands, variables));
  return values.includes(DYNAMIC) ? DYNAMIC : values.join(IFS_SPLIT);
}

// `:OFFSET` or `:OFFSET:LENGTH` in plain numbers.
function sliceRange(operands: readonly Node[]): { offset: number; end: number | undefined } | undefined {
  const [offset, , length] = operands.map((operand) => (operand.type === 'number' ? Number(operand.text) : NaN));
  if (offset === undefined || Number.isNaN(offset) || (operands.length > 1 && (length === undefined || Number.isNaN(length)))) return undefined;
  return { offset, end: length === undefined ? undefined : offset + length };
}

function operated(value: string, operator: string, operands: readonly Node[], variables: Variables): WordValue {
  const literal = (index: number) => (operands[index]?.type === 'regex' && !/[$`"'\\]/.test(operands[index]!.text) ? operands[index]!.text : undefined);
  switch (operator) {
    case ',,':
    case '^^':
    case ',':
    case '^': {
      if (operands.length > 0) return DYNAMIC;
      const change = (text: string) => (operator.startsWith(',') ? text.toLowerCase() : text.toUpperCase());
      return operator.length === 2 ? change(value) : change(value.slice(0, 1)) + value.slice(1);
    }
    case ':-':
    case '-':
    case ':=':
    case '=':
      if (value !== '' || !operator.startsWith(':')) return value;
      return operands.length === 1 ? wordValue(operands[0]!, variables) : DYNAMIC;
    case '#':
    case '##':
    case '%':
    case '%%': {
      const pattern = literal(0);
      if (pattern === undefined || operands.length !== 1) return DYNAMIC;
      return removeMatch(value, globRegExp(pattern), operator);
    }
    case '/':
    case '//':
    case '/#':
    case '/%': {
      const pattern = literal(0);
      const replacement = operands.length === 3 ? wordValue(operands[2]!, variables) : operands.length <= 2 ? '' : DYNAMIC;
      if (pattern === undefined || replacement === DYNAMIC) return DYNAMIC;
      // `${x/#p/r}`: the longest match of p at the front replaced by r; `${x/%p/r}` at the end.
      if (operator === '/#' || operator === '/%') {
        const front = operator === '/#';
        const cut = anchoredCut(value, globRegExp(pattern), front ? '##' : '%%');
        return cut === undefined ? value : front ? replacement + value.slice(cut) : value.slice(0, cut) + replacement;
      }
      if (pattern.startsWith('#') || pattern.startsWith('%')) return DYNAMIC;
      return replaceMatches(value, globRegExp(pattern), replacement, operator === '//');
    }
    case ':': {
      const range = sliceRange(operands);
      return range ? value.slice(range.offset, range.end) : DYNAMIC;
    }
    default:
      return DYNAMIC;
  }
}

// Where a match of p at the front ends (`#` the shortest, `##` the longest) or one at the end
// starts (`%` the shortest, `%%` the longest); undefined where none matches.
function anchoredCut(value: string, pattern: RegExp, operator: string): number | undefined {
  const cuts = [...Array(value.length + 1).keys()];
  if (operator === '##' || operator === '%') cuts.reverse();
  return cuts.find((cut) => pattern.test(operator.startsWith('#') ? value.slice(0, cut) : value.slice(cut)));
}

// `${x#p}` the shortest match of p removed from the front, `##` the longest; `%` and `%%` from the end.
function removeMatch(value: string, pattern: RegExp, operator: string): string {
  const cut = anchoredCut(value, pattern, operator);
  return cut === undefined ? value : operator.startsWith('#') ? value.slice(cut) : value.slice(0, cut);
}

// `${x/p/r}`: the longest match of p at the first place it matches replaced by r; `//` every match.
function replaceMatches(value: string, pattern: RegExp, replacement: string, every: boolean): string {
  if (value === '') return pattern.test('') ? replacement : '';
  let result = '';
  let start = 0;
  while (start <= value.length) {
    let end = value.length;
    while (end > start && !pattern.test(value.slice(start, end))) end--;
    if (end > start) {
      result += replacement;
      start = end;
      if (!every) return result + value.slice(start);
    } else {
      result += value.charAt(start);
      start++;
    }
  }
  return result;
}

const DEFAULT_SPLIT = /[ \t\n]+/;

// find's words that only limit how deep or how it walks, or what kind of entry it prints.
const FIND_NAME_ONLY = /^-(?:name|iname|type|maxdepth|mindepth|print0?|xdev|mount|depth|prune|o|or|a|and|empty|readable|writable|executable|nouser|nogroup|user|group|uid|gid|[acm](?:time|min)|newer|size|perm|links)$/;
// Those of them that take a value.
const FIND_VALUE_TESTS = /^-(?:name|iname|type|maxdepth|mindepth|user|group|uid|gid|[acm](?:time|min)|newer|size|perm|links)$/;

/**
 * What `find START... -name PATTERN` prints, when it can only be entries named by the pattern and
 * no name the pattern takes is a system directory's, an account's keys or documents, or a starting
 * point's own (`find ~ -name '*.pyc'`): for a home directory, one harmless word known only at run
 * time; for a relative starting point, the point itself, judged where the line runs (as what find
 * deletes under it is). Undefined otherwise (`find / -name etc`, `find ~ -name '*'`), and below a
 * system directory, where find deletes nothing by name either (`find /etc -name '*.conf' -delete`).
 */
export function findNamedOutput(args: readonly WordValue[], startNames: (start: string) => string): string[] | undefined {
  const expression = args.findIndex((arg) => arg !== DYNAMIC && /^[-(!]/.test(arg));
  if (expression < 0 || args.slice(0, expression).some((arg) => arg === DYNAMIC)) return undefined;
  // With no starting point GNU find starts at `.`.
  const starts = expression === 0 ? ['.'] : (args.slice(0, expression) as string[]);
  const patterns: RegExp[] = [];
  for (let index = expression; index < args.length; index++) {
    const option = args[index];
    if (option === DYNAMIC || option === undefined || !FIND_NAME_ONLY.test(option)) return undefined;
    if (!FIND_VALUE_TESTS.test(option)) continue;
    const value = args[++index];
    if (value === undefined || (typeof value !== 'string' && (option === '-name' || option === '-iname'))) return undefined;
    if (option === '-name' || option === '-iname') patterns.push(globRegExp(value as string, { flags: option === '-iname' ? 'i' : '' }));
  }
  const named = [...KEPT_NAMES, '.', '..', ...starts.map(startNames)];
  if (patterns.length === 0 || patterns.some((pattern) => named.some((name) => pattern.test(name)))) return undefined;
  const printed = starts.map((start) => (!/^[/~]/.test(start) ? start : homeDirectoryReason(start) ? `${SOMEWHERE}/found` : criticalPathReason(start) ? undefined : start));
  return printed.every((word) => word !== undefined) ? (printed as string[]) : undefined;
}

// Where an unquoted expansion splits: at the characters of IFS where the line set it
// (`IFS=,; x=rm,-rf,/; $x`), at blanks otherwise, nowhere when IFS is empty.
export function ifsSplitter(separators: string | undefined): RegExp | undefined {
  if (separators === undefined) return DEFAULT_SPLIT;
  return separators === '' ? undefined : new RegExp(`[${separators.replace(/[\]\\^-]/g, '\\$&')}]+`);
}

// Unquoted, these are split into words where their value has blanks (`$(echo rm -rf /)` is three).
const SPLIT_UNQUOTED = new Set(['simple_expansion', 'expansion', 'command_substitution']);

/**
 * What `echo WORDS` or `printf FORMAT WORDS` prints, when every word is known: the script a
 * shell is fed (`echo rm -rf / | sh`) or a substitution's value (`$(echo /)`). Undefined for any
 * other command, one with redirections, or one with words known only at run time.
 */
export function printedText(command: Node, variables: Variables = NO_VARIABLES): string | undefined {
  // `cat <<EOF ... EOF`, `cat <<< '...'`: what it is given.
  const body = command.type === 'redirected_statement' ? command.childForFieldName('body') : command;
  if (body?.type === 'command' && body.namedChildCount - body.childrenForFieldName('redirect').length === 1 && body.childForFieldName('name')?.text === 'cat') return hereInput(body, variables);
  // `echo rm -rf / 2>/dev/null | sh`: redirections of stderr or stdin leave what is printed as it is.
  // (Given the command alone, those of its statement are the caller's: `echo ... > f` writes f.)
  const leaveStdout = (node: Node) => node.childrenForFieldName('redirect').every((redirect) => redirect !== null && leavesStdout(redirect));
  if (command.type === 'redirected_statement') return body && leaveStdout(command) ? printedText(body, variables) : undefined;
  if (command.type !== 'command' || !leaveStdout(command)) return undefined;
  // Its words as bash reads them: assignments before it are only its environment (`X=1 echo ...`),
  // words after a redirection's target are its own (`echo 2>/dev/null rm -rf /`).
  const words = commandWords(command, variables);
  if (!words.every((word): word is string => word !== DYNAMIC && !word.startsWith(SOMEWHERE))) return undefined;
  // `sudo echo ...`, `env X=1 printf ...`: what the wrapped command prints; `/bin/echo` is echo.
  const printing = outputCommand(words);
  if (printing === undefined) return undefined;
  const [program, ...args] = printing;
  const name = program === undefined ? undefined : basename(program);
  if (name === 'printf') return args[0] === '-v' ? undefined : printfText(args);
  // `ls -d build dist` lists the names it is given (`-a` and `--` change nothing); `ls -d` alone, `.`.
  if (name === 'ls') {
    const names = args.filter((arg) => !/^-[d1aA]+$/.test(arg) && arg !== '--');
    const listsNames = args.some((arg) => /^-[1aA]*d[d1aA]*$/.test(arg)) && names.every((arg) => !arg.startsWith('-') && !/[*?[]/.test(arg));
    return listsNames ? (names.length > 0 ? names : ['.']).join('\n') : undefined;
  }
  const paths = pathPrinted(name, args, variables);
  if (paths !== undefined) return paths;
  if (name !== 'echo') return undefined;
  // echo's own options come first (-n, -e, -E); everything after is printed, `-rf` included.
  const start = args.findIndex((word) => !/^-[neE]+$/.test(word));
  return start === -1 ? '' : unescapeC(args.slice(start).join(' '));
}

// What pwd, dirname, basename, realpath and readlink -f print of known paths (`$(realpath ../..)`):
// relative ones from where the line is (`$PWD`); links are taken to be none.
function pathPrinted(name: string | undefined, args: string[], variables: Variables): string | undefined {
  const operands = args.filter((arg) => !arg.startsWith('-'));
  const options = args.filter((arg) => arg.startsWith('-') && arg !== '--');
  const here = variables.get('PWD');
  const absolute = (path: string) => (path.startsWith('/') || path === '~' || path.startsWith('~/') ? normalizePath(path) : here === undefined || here.startsWith(SOMEWHERE) ? undefined : normalizePath(posix.join(here, path)));
  const each = (print: (path: string) => string | undefined) => {
    const printed = operands.map(print);
    return operands.length > 0 && printed.every((line) => line !== undefined) ? printed.join('\n') : undefined;
  };
  switch (name) {
    case 'pwd':
      return operands.length === 0 ? absolute('.') : undefined;
    case 'dirname':
      return options.length === 0 ? each((path) => (path === '~' ? undefined : posix.dirname(path))) : undefined;
    case 'basename':
      return options.length === 0 && operands.length === 1 ? each((path) => (path === '~' ? undefined : posix.basename(path))) : undefined;
    case 'realpath':
      return options.every((option) => /^-[mesLq]+$/.test(option)) ? each(absolute) : undefined;
    case 'readlink':
      return options.length > 0 && options.every((option) => /^-[fem][nqsv]*$/.test(option)) ? each(absolute) : undefined;
    default:
      return undefined;
  }
}

/**
 * What `printf FORMAT WORDS` prints: each %s, %b or %d takes the next word, escapes as printf
 * reads them; the format is used again while words are left (`printf '%s ' a b` prints `a b `).
 */
export function printfText([format = '', ...values]: readonly string[]): string {
  const takes = format.match(/%[sbd]/g)?.length ?? 0;
  let text = '';
  do text += unescapeC(format.replace(/%[sbd]/g, () => values.shift() ?? ''));
  while (takes > 0 && values.length > 0);
  return text;
}

// Escapes as printf (and echo -e) turn them into characters: `\n`, `\t`, `\\`, `\xHH`, octal `\NNN` and `\0NNN`.
function unescapeC(text: string): string {
  return text.replace(/\\(x[0-9a-fA-F]{1,2}|0?[0-7]{1,3}|[nt\\])/g, (_, code: string) => {
    if (code === 'n') return '\n';
    if (code === 't') return '\t';
    if (code === '\\') return '\\';
    return String.fromCharCode(code.startsWith('x') ? Number.parseInt(code.slice(1), 16) : Number.parseInt(code, 8));
  });
}

/**
 * Where a word splits into several: an unquoted `$IFS` (bash's default IFS starts with a space),
 * and between the positional parameters of `"$@"`.
 */
export const IFS_SPLIT = '\u0000';

/**
 * The words bash makes of one word node: brace lists expanded (`/{bin,etc}` is two words) and
 * split where an unquoted `$IFS` stands (`rm${IFS}-rf${IFS}/` is three).
 */
export function expandedWords(node: Node, variables: Variables = NO_VARIABLES): WordValue[] {
  const value = wordValue(node, variables);
  if (value === DYNAMIC) return [DYNAMIC];
  // Braces expand where they are not quoted: `"$HOME"/{a,*}` expands, `"{a,b}"` does not.
  const quoted = node.type === 'concatenation' ? node.namedChildren.some((part) => part?.type !== 'word' && /\{[^{}]*,[^{}]*\}/.test(part?.text ?? '')) : /["']/.test(node.text);
  // An unquoted variable's value is split into words (`a='rm -rf /'; $a`).
  const whole = node.type === 'command_name' && node.namedChildCount === 1 ? node.namedChild(0)! : node;
  const splitter = ifsSplitter(variables.get('IFS'));
  if (SPLIT_UNQUOTED.has(whole.type)) {
    if (splitter?.test(value)) return value.split(splitter).filter(Boolean);
  }
  // Among other parts too, its pieces joined to the parts beside it (`x$p` with p=' /' is `x` and `/`).
  const splits = whole.type === 'concatenation' && splitter !== undefined && whole.namedChildren.some((part) => part !== null && SPLIT_UNQUOTED.has(part.type));
  const marked = splits ? splitParts(whole, splitter, variables) : value;
  const split = marked === DYNAMIC ? value : marked;
  const braced = quoted || !(/\{[^{}]*,[^{}]*\}/.test(node.text) || BRACE_SEQUENCE.test(node.text)) ? [split] : expandBraces(split);
  return braced.flatMap((word) => (word.includes(IFS_SPLIT) ? word.split(IFS_SPLIT).filter(Boolean) : [word]));
}

// A word of several parts with the places its unquoted expansions split marked (IFS_SPLIT).
function splitParts(word: Node, splitter: RegExp, variables: Variables): WordValue {
  const parts = word.namedChildren.map((part) => {
    const value = part && SPLIT_UNQUOTED.has(part.type) ? wordValue(part, variables) : DYNAMIC;
    return value === DYNAMIC || value.startsWith(SOMEWHERE) ? part : value.split(splitter).join(IFS_SPLIT);
  });
  return joinParts(parts, variables);
}

// `{1..3}`, `{a..e}`, `{01..10..2}`: a sequence of numbers or letters.
const BRACE_SEQUENCE = /\{(?:(-?\d+)\.\.(-?\d+)|([a-zA-Z])\.\.([a-zA-Z]))(?:\.\.(-?\d+))?\}/;
// Longer sequences are judged as the glob they can only be part of (`x{1..100000}` as `x*`).
const MAX_SEQUENCE = 64;

function braceSequence(match: RegExpExecArray): string[] {
  const [, from, to, fromLetter, toLetter, stepText] = match;
  const step = Math.abs(Number(stepText ?? 1)) || 1;
  const [start, end] = from === undefined ? [fromLetter!.charCodeAt(0), toLetter!.charCodeAt(0)] : [Number(from), Number(to)];
  if (Math.abs(end - start) / step >= MAX_SEQUENCE) return ['*'];
  const width = from !== undefined && /^-?0\d/.test(from + to) ? Math.max(from.length, to!.length) : 0;
  const values: string[] = [];
  for (let value = start; start <= end ? value <= end : value >= end; value += start <= end ? step : -step) {
    values.push(from === undefined ? String.fromCharCode(value) : String(value).padStart(width, '0'));
  }
  return values;
}

// `a{b,c}d` is `abd acd`; several lists multiply; a list with nothing to choose stays as it is.
function expandBraces(word: string): string[] {
  const sequence = BRACE_SEQUENCE.exec(word);
  if (sequence) return braceSequence(sequence).flatMap((choice) => expandBraces(word.slice(0, sequence.index) + choice + word.slice(sequence.index + sequence[0].length)));
  const match = /\{([^{}]*,[^{}]*)\}/.exec(word);
  if (!match) return [word];
  const before = word.slice(0, match.index);
  const after = word.slice(match.index + match[0].length);
  return match[1]!.split(',').flatMap((choice) => expandBraces(before + choice + after));
}

const ANSI_C_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' };

// `$'...'` as bash reads it: `\x72` is r, `\162` is r, `\u0072` is r.
function decodeAnsiC(text: string): string {
  return text.replace(/\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|c.|.)/gs, (whole, code: string) => {
    if (/^[xuU]/.test(code)) return String.fromCodePoint(Number.parseInt(code.slice(1), 16));
    if (/^[0-7]/.test(code)) return String.fromCharCode(Number.parseInt(code, 8));
    if (code.startsWith('c')) return String.fromCharCode(code.charCodeAt(1) & 0x1f);
    return ANSI_C_ESCAPES[code] ?? whole;
  });
}

function unescape(text: string): string {
  return text.replace(/\\(.)/gs, '$1');
}

// A command's redirections: its own, and those of the statement it is the body of. The grammar
// hangs a redirection after `a && b` or `a | b` on the whole list or pipeline; bash gives it to
// the last command, as here.
// Asked several times of each command: found once per tree (a tree without `<` or `>` has none).
// (Callers copy before they change what they are given.)
const redirectsByTree = new WeakMap<Tree, Map<number, Node[]> | 'none'>();
const NO_REDIRECTS: Node[] = [];
/** Whether a redirection leaves stdout where it was (stdin's, here-documents, another descriptor's). */
function leavesStdout(redirect: Node): boolean {
  if (redirect.type !== 'file_redirect') return true;
  const descriptor = redirect.childForFieldName('descriptor')?.text;
  if (descriptor !== undefined) return descriptor !== '1';
  return /^<[&>]?$/.test(redirect.children.find((child) => !child.isNamed)?.text ?? '');
}

export function ownRedirects(command: Node): Node[] {
  let known = redirectsByTree.get(command.tree);
  if (!known) redirectsByTree.set(command.tree, (known = /[<>]/.test(command.tree.rootNode.text) ? new Map() : 'none'));
  if (known === 'none') return NO_REDIRECTS;
  let redirects = known.get(command.id);
  if (!redirects) known.set(command.id, (redirects = redirectsOf(command)));
  return redirects;
}
function redirectsOf(command: Node): Node[] {
  let body = command;
  while ((body.parent?.type === 'list' || body.parent?.type === 'pipeline') && body.parent.lastNamedChild?.id === body.id) body = body.parent;
  const statement = body.parent?.type === 'redirected_statement' ? body.parent : undefined;
  return [...command.childrenForFieldName('redirect'), ...(statement?.childrenForFieldName('redirect') ?? [])].filter((redirect): redirect is Node => redirect !== null);
}

// What a command's own here-string or heredoc gives it on stdin, when the line says (or those of
// `redirects`, a group's or a loop's).
export function hereInput(command: Node, variables: Variables, redirects: readonly Node[] = ownRedirects(command)): string | undefined {
  const herestring = redirects.find((redirect) => redirect.type === 'herestring_redirect')?.namedChild(0);
  if (herestring) return wordValue(herestring, variables) ?? undefined;
  // `< <(echo ...)`: what the substitution prints.
  const substituted = redirects.find((redirect) => redirect.type === 'file_redirect' && /^\d*<$/.test(redirect.children.find((child) => child && !child.isNamed)?.text ?? ''))?.childForFieldName('destination');
  if (substituted?.type === 'process_substitution') {
    const inner = substituted.namedChildren.filter((child) => child !== null);
    return inner.length === 1 ? printedText(inner[0]!, variables) : undefined;
  }
  const heredoc = redirects.find((redirect) => redirect.type === 'heredoc_redirect');
  return heredoc ? heredocBody(heredoc) : undefined;
}

export function heredocBody(heredoc: Node): string | undefined {
  return heredoc.namedChildren.find((child) => child?.type === 'heredoc_body')?.text;
}
