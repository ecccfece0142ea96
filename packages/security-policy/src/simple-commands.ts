import type { Node } from './bash-parser.js';
import { hasOption, optionValues, positionals } from './options.js';
import { fromWindows } from './paths.js';
import { globRegExp } from './glob.js';
import { commandWords, DYNAMIC, expandedWords, KEPT_NAMES, type Variables, type WordValue } from './words.js';
import { basename, skipOptions, WRAPPERS } from './wrappers.js';

/** One command as bash would run it, after wrappers (`sudo`, `env`, `xargs`...) are taken off. */
export interface SimpleCommand {
  /** The program name without its directory; `null` when only known at run time (`$(...)`). */
  readonly name: string | null;
  readonly args: readonly WordValue[];
  /** The source text the command came from, for messages. */
  readonly text: string;
  /** The directory an earlier `cd` of the same line moved to, when the line says (`cd / && rm -rf *`). */
  readonly cwd?: string | undefined;
  /** The wrapper that runs it as another user or in a project's environment (`sudo ls`, `uv run pytest`): an allow rule must allow that, not the command alone. */
  readonly elevatedBy?: SimpleCommand | undefined;
  /** Where the call runs, before any `cd` of its line (set when the command is judged). */
  readonly callCwd?: string | undefined;
  /**
   * Stands for what a command does rather than one it runs (`RM` judged as `rm` too; `cargo clean
   * --target-dir D` as `rm -rf D`): only what forbids or asks applies, the allow rules and the
   * default verdict are the command's as written.
   */
  readonly modelled?: boolean | undefined;
  /** What it reads on stdin, when the line feeds it: the text, or DYNAMIC where the line does not say (set when judged). */
  readonly stdin?: string | typeof DYNAMIC | undefined;
}

/** Source a shell runs as a script (`bash -c STR`, `eval STR`), parsed again by the caller. */
export interface NestedScript {
  readonly source: string;
  /** Run by this shell (`eval`): what it changes of the shell's state stays; else a shell of its own runs it. */
  readonly sameShell?: boolean;
  /** Run when the shell exits (`trap '...' EXIT`): with what the line has set by then. */
  readonly atExit?: boolean;
  /** What the program does, as shell (see SimpleCommand's `modelled`), not a command line it runs. */
  readonly modelled?: boolean;
}

const PREFIXED_TOOL = /^(?:g|uu-)(rm|rmdir|unlink|shred|dd|chmod|chown|chgrp|chattr|mv|cp|ln|truncate|tee|install|find|xargs|sed|tar|sort|split|env|timeout|nice|nohup|stdbuf|chroot|awk|echo|printf|cat)$/;
/** The tool a program's name stands for: `/usr/bin/find`, `gfind` (Homebrew's GNU find), `uu-find` and `bfs` are find. */
export function toolOf(program: string): string {
  const name = basename(program);
  return PREFIXED_TOOL.exec(name)?.[1] ?? (name === 'bfs' ? 'find' : name);
}
const GIO_VERBS: Readonly<Record<string, string>> = { remove: 'rm', copy: 'cp', move: 'mv', trash: 'trash-put' };
const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'ash', 'mksh', 'busybox', 'fish', 'yash', 'posh', 'csh', 'tcsh', 'rbash']);

const STDIN_FILES = new Set(['/dev/stdin', '/dev/fd/0', '/proc/self/fd/0', '-']);

/** Whether a program is a shell (which runs a script file it is given, or stdin). */
export function isShell(name: string | null): boolean {
  return name !== null && SHELLS.has(name);
}

/**
 * A zsh script in bash's terms where zsh's own syntax would hide a path from bash's grammar: the
 * flags of a parameter expansion (`${~HOME}`, `${=X}`, `${^X}`) dropped, and a glob qualifier at the
 * end of a word (the `(D)` of `*(D)`, the `(N)` of `*(N)`) taken off.
 */
function asBash(shell: string, script: string): string {
  if (shell === 'fish') return fishSubstitutions(script);
  if (shell !== 'zsh') return script;
  return script.replace(/\$\{[~=^]+(?=[A-Za-z_])/g, '${').replace(/([*?\]])\([^()\s'"]*\)(?=$|[\s;&|)'"])/g, '$1');
}

// fish's command substitution is `(cmd)` outside quotes (`rm -rf (echo /)`): bash's `$(cmd)`.
function fishSubstitutions(script: string): string {
  let quote = '';
  let bash = '';
  for (const [index, char] of [...script].entries()) {
    if (quote) quote = char === quote && script[index - 1] !== '\\' ? '' : quote;
    else if (char === "'" || char === '"') quote = char;
    else if (char === '(' && script[index - 1] !== '$') bash += '$';
    bash += char;
  }
  return bash;
}

/**
 * What a command runs of the text it reads on stdin, as shell source, if it runs any: a shell or
 * `at` the text itself, `crontab -` the commands of its lines, `make -f -` its recipes, `python3`
 * with no program given what the program runs.
 */
export function stdinScripts(name: string | null, args: readonly WordValue[]): ((text: string) => (string | typeof DYNAMIC)[]) | undefined {
  if (name === null) return undefined;
  // A shell runs what it reads unless given a script (`bash -c '...'`, `bash x.sh`) that does not read it.
  if (SHELLS.has(name)) return args.includes(DYNAMIC) || readsProgramFromStdin(name, args) ? (text) => [asBash(name, text)] : undefined;
  if (name === 'at' || name === 'batch') {
    // `at -f FILE` reads the job from FILE: stdin when it is /dev/stdin.
    const file = optionValue([...args], ['-f']);
    if (typeof file === 'string' && STDIN_FILES.has(file)) return (text) => [text];
    return args.some((arg) => typeof arg === 'string' && /^-[a-zA-Z]*[flrdc]/.test(arg)) ? undefined : (text) => [text];
  }
  // ed and ex run the shell for a line of their script that starts with `!`.
  if (name === 'ed' || name === 'ex') return (text) => [...text.matchAll(/^\s*!(.*)$/gm)].map((match) => match[1]!);
  // Vim in Ex mode (`vim -es`, `-e`, `-E`) reads Ex commands: `:!CMD` runs the shell.
  if (/^n?vim?$/.test(name) && args.some((arg) => typeof arg === 'string' && /^-[a-zA-Z]*[eE]/.test(arg) && !arg.startsWith('--'))) return (text) => [...text.matchAll(/^\s*:*\s*(?:silent!?\s+)?!(.*)$/gm)].map((match) => match[1]!);
  // awk with its program read from stdin (`awk -f -`).
  if (/^[gmn]?awk$/.test(name) && STDIN_FILES.has(String(optionValue([...args], ['-f', '--file'])))) return (text) => awkProgramScripts(text);
  if (name === 'source' || name === '.') return typeof args[0] === 'string' && STDIN_FILES.has(args[0]) ? (text) => [text] : undefined;
  // crontab with no file, or `-`, installs what it reads: each line's command after the schedule.
  if (name === 'crontab') return positionals(args).every((arg) => typeof arg === 'string' && STDIN_FILES.has(arg)) && !hasOption(args, 'lre', []) ? cronCommands : undefined;
  if (name === 'make' || name === 'gmake') {
    const makefile = optionValue([...args], ['-f', '--file', '--makefile']);
    return typeof makefile === 'string' && STDIN_FILES.has(makefile) ? makeRecipes : undefined;
  }
  // `cmake -P -` runs the CMake script it reads: its file(REMOVE_RECURSE ...) and execute_process(COMMAND ...).
  if (name === 'cmake' && STDIN_FILES.has(String(optionValue([...args], ['-P'])))) return cmakeScriptCommands;
  // `systemd-tmpfiles --remove -` deletes what the lines it reads name: `R PATH` and `D PATH` their
  // trees, `r PATH` one path; `--clean` what is older than a line's age (all of it at 0).
  if (name === 'systemd-tmpfiles' && positionals(args).some((arg) => STDIN_FILES.has(arg)) && hasOption(args, '', ['--remove', '--clean'])) return tmpfilesDeletes;
  // Interactive programs run a shell for their escape lines (`\\! cmd` in psql, `.shell cmd` in sqlite3).
  const escape = SHELL_ESCAPES[name];
  if (escape) return (text) => [...text.matchAll(escape)].map((match) => (match[1] ?? match[2])!);
  // ssh with no command runs the remote account's shell on what it reads (`ssh localhost` is this machine).
  if (name === 'ssh') return skipOptions([...args], SSH_VALUE_OPTIONS, 0).length === 1 && !hasOption(args, 'NW', []) ? (text) => [text] : undefined;
  if (name === 'just') {
    const justfile = optionValue([...args], ['-f', '--justfile']);
    return typeof justfile === 'string' && STDIN_FILES.has(justfile) ? justRecipes : undefined;
  }
  // Programs that start a shell on what they read: a new tmux or screen session (not detached),
  // environment managers' shells (`nix-shell`, `nix develop`, `poetry shell`, `pipenv shell`...).
  if (startsInteractiveShell(name, args)) return (text) => [text];
  // expect reads its script: what it runs (`spawn`, `exec`) and the lines it types (`send "...\r"`).
  if (name === 'expect' && positionals(args).length === 0 && !hasOption(args, 'cf', [])) {
    return (text) => [...tclScripts(text), ...[...text.matchAll(/\bsend\s+(?:--\s+)?"((?:[^"\\]|\\.)*)"/g)].flatMap((match) => match[1]!.replace(/\\[rn]/g, '\n').replace(/\\(.)/g, '$1').split('\n').filter(Boolean))];
  }
  // Read-eval-print loops read their language's code on stdin (`irb`, `ipython`, `iex`); IPython
  // runs a line's `!CMD` (and `%system CMD`, `%sx CMD`) in a shell, GHCi its `:! CMD`.
  const language = REPLS[name];
  if (language) return (text) => [...programScripts(language, text), ...(language === 'python3' ? [...text.matchAll(/^\s*(?:!!?|%(?:system|sx)\s)(.*)$/gm)].map((match) => match[1]!) : [])];
  // (GHCi loads the modules it is given, then reads its prompt's lines all the same.)
  if (name === 'ghci' && !args.some((arg) => arg === '-e' || arg === DYNAMIC)) return (text) => [...programScripts(name, text), ...[...text.matchAll(/^\s*:!\s*(.*)$/gm)].map((match) => match[1]!)];
  // Vim's keys: `:!CMD` typed in normal mode (after Esc too) runs CMD in a shell.
  if (/^n?vim?$/.test(name)) return (text) => [...text.matchAll(/(?:^|\n|\x1b)\s*:+\s*(?:silent!?\s+)?!(.*)$/gm)].map((match) => match[1]!);
  return INTERPRETERS.test(name) && readsProgramFromStdin(name, args) ? (text) => programScripts(name, text) : undefined;
}

function startsInteractiveShell(name: string, args: readonly WordValue[]): boolean {
  const [verb] = positionals(args);
  if (name === 'tmux') return (args.length === 0 || verb === 'new' || verb === 'new-session') && !hasOption(args, 'd', []);
  if (name === 'screen') return !args.some((arg) => typeof arg === 'string' && /^-[a-zA-Z]*[dDrRxXlsQ]/.test(arg) && !/^-S$/.test(arg));
  if (name === 'nix-shell') return !args.some((arg) => arg === '--run' || arg === '--command');
  if (name === 'nix') return verb === 'develop' && !args.some((arg) => arg === '--command' || arg === '-c');
  if (name === 'poetry' || name === 'pipenv' || name === 'hatch' || name === 'pdm' || name === 'devbox') return verb === 'shell';
  return false;
}

function cmakeScriptCommands(text: string): string[] {
  return [
    ...[...text.matchAll(/\bfile\s*\(\s*REMOVE(_RECURSE)?\s+([^)]*)\)/gi)].map(([, recursive, paths]) => `rm -f${recursive ? 'r' : ''} ${paths!.trim()}`),
    ...[...text.matchAll(/\bexecute_process\s*\(([^)]*)\)/gi)].flatMap(([, call]) =>
      [...call!.matchAll(/\bCOMMAND\s+(.*?)(?=\s+(?:COMMAND|WORKING_DIRECTORY|TIMEOUT|RESULT_VARIABLES?|RESULTS_VARIABLE|OUTPUT_\w+|ERROR_\w+|INPUT_FILE|OUTPUT_FILE|ERROR_FILE|COMMAND_ECHO|ENCODING|ECHO_\w+|COMMAND_ERROR_IS_FATAL)\b|\s*$)/gs)].map((command) => command[1]!),
    ),
  ];
}

function tmpfilesDeletes(text: string): string[] {
  return [...text.matchAll(/^[ \t]*([rRDde])[!^=+~-]*[ \t]+(\S+)(?:[ \t]+\S+){0,3}(?:[ \t]+(\S+))?/gm)].flatMap(([, type, path, age]) => {
    const removed = type === 'R' || type === 'D' ? `rm -rf ${quoted(path!)}` : type === 'r' ? `rm -f ${quoted(path!)}` : undefined;
    const cleaned = age !== undefined && age !== '-' ? `rm -rf ${quoted(path!)}/*` : undefined;
    return [removed, cleaned].filter((command): command is string => command !== undefined);
  });
}

// The interactive shells of languages, by the interpreter whose code they read.
const REPLS: Readonly<Record<string, string>> = { jshell: 'java', irb: 'ruby', pry: 'ruby', ipython: 'python3', ipython3: 'python3', bpython: 'python3', ptpython: 'python3', iex: 'elixir', 'ts-node': 'node', tsx: 'node' };

// The lines interactive programs run with a shell, as they read their commands on stdin.
const SHELL_ESCAPES: Readonly<Record<string, RegExp>> = {
  psql: /^\s*\\!\s*(.*)$/gm,
  mysql: /^\s*(?:\\!|system)\s+(.*)$/gm,
  mariadb: /^\s*(?:\\!|system)\s+(.*)$/gm,
  sqlite3: /^\s*\.(?:shell|system)\s+(.*)$/gm,
  gdb: /^\s*(?:shell\s+|!)(.*)$/gm,
  lldb: /^\s*(?:platform\s+)?shell\s+(.*)$/gm,
  sftp: /^\s*!(.*)$/gm,
  dc: /!(?![<>=])([^\n]*)/g,
  // gnuplot's `!CMD` lines and system("CMD").
  gnuplot: /^\s*!(.*)$|\bsystem\s*\(\s*"((?:[^"\\]|\\.)*)"/gm,
  // m4's syscmd and esyscmd, their argument in m4's quotes or not.
  m4: /\be?syscmd\(\s*`?([^)']*)'?\s*\)/g,
  ftp: /^\s*!(.*)$/gm,
  lftp: /^\s*!(.*)$/gm,
  // Pagers run `!CMD` in a shell.
  less: /^\s*!(.*)$/gm,
  more: /^\s*!(.*)$/gm,
};

/** The commands of a justfile's recipes (their indented lines, without `@` or `-`). */
export const justRecipes = (text: string): string[] => [...text.matchAll(/^[ \t]+[@-]*(\S.*)$/gm)].map((match) => match[1]!);

/** The commands of a makefile's recipes (the tab-indented lines, without their `@`, `-`, `+`). */
export const makeRecipes = (text: string): string[] => [...text.matchAll(/^\t[@+-]*(.*)$/gm)].map((match) => match[1]!);

// What a cmd.exe line deletes, as shell: `rd /s` and `del /s` as rm -rf (del of the folder its
// pattern is in), `del` as rm -f, `format X:` as the whole drive deleted; with its %VARIABLES%
// expanded (`%USERPROFILE%` is the home, `%SystemRoot%` Windows's directory, any other a value
// known only at run time), relative paths taken from where `cd` went, and `for %i in (SET) do
// CMD` run for each member of SET.
function cmdDeletes(line: string): string[] {
  let directory: string | undefined;
  return cmdExpanded(line)
    .split(/&&?|\|\|/)
    .flatMap((statement) => {
      const loop = /^\s*for\s+(?:\/[dr]\s+)?(%%?\w)\s+in\s+\(([^)]*)\)\s+do\s+(.*)$/is.exec(statement);
      if (loop) return loop[2]!.trim().split(/[\s,;]+/).flatMap((member) => cmdDeletes(loop[3]!.replaceAll(loop[1]!, member)));
      const [verb = '', ...words] = statement.trim().split(/\s+/).map((word) => word.replace(/^"(.*)"$/, '$1'));
      // `C:*` is in the drive's current directory, its root for a cmd.exe just started.
      const given = words.filter((word) => !word.startsWith('/')).map((word) => word.replace(/^([A-Za-z]:)(?![\\/])(?=.)/, '$1\\'));
      if (/^(?:cd|chdir|pushd)$/i.test(verb)) {
        directory = given[0] === undefined ? directory : cmdPath(given[0], directory);
        return [];
      }
      const paths = given.map((path) => cmdPath(path, directory));
      const tree = words.some((word) => /^\/s$/i.test(word));
      if (/^(?:rd|rmdir)$/i.test(verb)) return tree ? [`rm -rf ${paths.map(quoted).join(' ')}`] : [];
      if (/^(?:del|erase)$/i.test(verb)) return [`rm ${tree ? '-rf' : '-f'} ${paths.map((path) => quoted(tree ? path.replace(/[^\\/]*[*?][^\\/]*$/, '') : path)).join(' ')}`];
      return /^format$/i.test(verb) ? [`rm -rf ${paths.map(quoted).join(' ')}`] : [];
    });
}

// The line `cmd.exe /c LINE` (or /k, /r; Git Bash's `//c`, whose doubled slash keeps it from being
// read as a path) runs; undefined without one.
function cmdLine<Word extends WordValue>(args: readonly Word[]): Word[] | undefined {
  const at = args.findIndex((arg) => typeof arg === 'string' && /^\/\/?[ckr]$/i.test(arg));
  return at === -1 ? undefined : args.slice(at + 1);
}

// A path of a cmd.exe line where it is: a drive's own (`C:\\x`), or taken from the directory `cd` went to.
function cmdPath(path: string, directory: string | undefined): string {
  if (directory === undefined || /^(?:[A-Za-z]:|[\\/]|~)/.test(path)) return path;
  return path === '.' ? directory : `${directory.replace(/[\\/]+$/, '')}\\${path}`;
}

// cmd.exe's %VARIABLES% as it expands them (see cmdDeletes).
const CMD_KNOWN: Readonly<Record<string, string>> = { userprofile: '~', 'homedrive%%homepath': '~', systemdrive: 'C:', systemroot: 'C:\\Windows', windir: 'C:\\Windows', programfiles: 'C:\\Program Files', temp: '/tmp', tmp: '/tmp' };
const cmdExpanded = (line: string) => line.replace(/%(homedrive%%homepath|[A-Za-z_][\w()]*)%/gi, (_, name: string) => CMD_KNOWN[name.toLowerCase()] ?? RUNTIME_MARK);

/**
 * A value known only at run time inside another language's text (a PowerShell variable, a bash
 * expansion in a one-line program): a word holding it is the run-time word in the shell line made
 * of that text.
 */
export const RUNTIME_MARK = '\u0000runtime\u0000';

// The commands of a crontab: each line after its five time fields or its @keyword (and, in the
// system's tables, the account it runs as); not comments or VAR=value lines.
export function cronCommands(text: string, withAccount = false): string[] {
  const fields = withAccount ? 1 : 0;
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !/^\w+\s*=/.test(line))
    .map((line) => line.split(/\s+/).slice((line.startsWith('@') ? 1 : 5) + fields).join(' '));
}

// Wrappers that run their command as another user, root most often.
const PRIVILEGE_WRAPPERS = new Set(['sudo', 'doas', 'run0', 'su', 'runuser', 'pkexec']);

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
  /** What the command reads on stdin, as words (`echo / | xargs rm -rf`); DYNAMIC where the line does not say. Asked only by xargs and parallel. */
  stdinWords?: () => readonly WordValue[],
  /** Its lines, when the line gives the text (`xargs -I% sh -c % <<< '...'`). */
  stdinLines?: () => readonly string[] | undefined,
): void {
  let rest = words;
  // A wrapper's own change of directory (`env -C /`, `sudo -D /`) is where what it runs runs.
  let chdir: string | undefined;
  let elevatedBy: SimpleCommand | undefined;
  const found = (command: SimpleCommand) => onCommand(chdir === undefined && elevatedBy === undefined ? command : { ...command, ...(chdir === undefined ? {} : { cwd: chdir }), ...(elevatedBy && { elevatedBy }) });
  // A wrapper left with nothing to run (`sudo`, `env FOO=1`) is judged as itself.
  let lastWrapper: SimpleCommand | undefined;
  // The variables set before the command (`GIT_CONFIG_KEY_0=... GIT_CONFIG_VALUE_0=... git status`).
  const assigned = new Map<string, string>();
  for (let depth = 0; depth < 16 && rest.length > 0; depth++) {
    // A glob as the program (`/???/r? -rf /`, `/bin/r[m]`): which program it finds is known only at run time.
    const [first, ...args] = typeof rest[0] === 'string' && /[*?]|\[.*\]/.test(rest[0]) ? [DYNAMIC, ...rest.slice(1)] : rest;
    if (first === DYNAMIC || first === undefined) {
      // `$SHELL -c '...'`: a program named at run time given a script is a shell running it.
      const script = first === DYNAMIC ? shellScript(args) : undefined;
      if (script !== undefined) onScript(script === DYNAMIC ? DYNAMIC : { source: script });
      found({ name: null, args, text });
      return;
    }
    // env VAR=x cmd; a variable whose value is a command the program runs (`env PAGER='...' git log`)
    // is judged as one. (First on the line, such a word is quoted or expanded: bash finds no such
    // command, and what follows is judged all the same.)
    if (/^\w+=/.test(first)) {
      const [variable = '', ...value] = first.split('=');
      if (COMMAND_VARIABLES.has(variable)) onScript({ source: value.join('=') });
      assigned.set(variable, value.join('='));
      for (const script of gitEnvironmentScripts(variable, assigned)) onScript({ source: script });
      rest = args;
      continue;
    }
    const name = basename(first);
    // Also judged as what it runs, as written: where the filesystem ignores case (macOS's; Windows's
    // drives under Git Bash, WSL or Cygwin) `RM -rf ~` runs rm, so a name with capitals is judged in
    // lower case too; Homebrew installs GNU's tools with a g before their names (`grm`, `gfind`,
    // `gsed`), Arch uutils' with uu- (`uu-rm`), and bfs is a find.
    // GNOME's gio: its file verbs do what the tools they name do (`gio remove /etc/passwd`).
    const tool = /[A-Z]/.test(name) ? first.toLowerCase() : toolOf(name);
    const gioVerb = name === 'gio' && typeof args[0] === 'string' ? GIO_VERBS[args[0]] : undefined;
    const runs = gioVerb ? [gioVerb, ...args.slice(1)] : tool !== name ? [tool, ...args] : undefined;
    if (runs) unwrapCommand(runs, text, (command) => found({ ...command, modelled: true }), onScript, stdinWords, stdinLines);
    if (name === 'eval') {
      onScript(args.includes(DYNAMIC) ? DYNAMIC : { source: args.join(' '), sameShell: true });
      return;
    }
    // `trap 'SCRIPT' EXIT`: the script runs later, in this shell, with what the line has set by then;
    // for a signal (`trap '...' INT`), whenever it comes: from now on, up to the end.
    if (name === 'trap') {
      const [action, ...signals] = skipOptions(args, new Set(), 0);
      const onlyAtExit = signals.length > 0 && signals.every((signal) => typeof signal === 'string' && /^(?:(?:SIG)?EXIT|0)$/i.test(signal));
      if (action === DYNAMIC) onScript(DYNAMIC);
      else if (action !== undefined && action !== '-') {
        if (!onlyAtExit) onScript({ source: action });
        onScript({ source: action, atExit: true });
      }
      return;
    }
    if (SHELLS.has(name)) {
      const script = shellScript(args);
      if (script !== undefined) {
        // The shell is a command too (its startup files, the rules configured for it), then its script.
        found({ name, args, text });
        onScript(script === DYNAMIC ? DYNAMIC : { source: asBash(name, script) });
        return;
      }
    }
    // fd runs its -x/-X command as find's -exec does: judged as that find.
    if (name === 'fd' || name === 'fdfind') {
      const asFind = fdAsFind(args);
      if (asFind) {
        unwrapCommand(asFind, text, found, onScript);
        return;
      }
    }
    if (name === 'find') {
      found({ name, args, text });
      // What -exec runs is a command of its own, wrappers and shells included (`-exec sh -c '...'`).
      // Selected by name alone (`-name .ssh`), {} is each name it can be anywhere below a start:
      // judged where it is nearest, directly under each start (`find ~ -name .ssh -exec rm -rf {} +`
      // reaches ~/.ssh, and so does `-name '.ss*'`).
      const names = findNames(args);
      for (const executed of findExecs(args)) {
        if (names.length > 0 && executed.includes('{}')) {
          for (const start of findStartingPoints(args)) {
            if (start === DYNAMIC) continue;
            for (const named of names) unwrapCommand(executed.map((word) => (word === '{}' ? `${start.replace(/\/+$/, '')}/${named}` : word)), text, found, onScript);
          }
        } else unwrapCommand(executed, text, found, onScript);
        // A find that selects nothing hands {} every path under its starting points: the command
        // is judged on them as on a tree (`-exec chmod 000 {} +` as `chmod -R 000 START`,
        // `-exec sh -c 'rm -rf "$1"' _ {}` with $1 the start).
        if (!findSelects(args) && executed.includes('{}')) {
          const program = typeof executed[0] === 'string' ? basename(executed[0]) : '';
          const tree = PERMISSION_CHANGERS.has(program) || program in REPLACES_ITS_INPUT ? ['-R'] : [];
          for (const start of findStartingPoints(args)) {
            const onStart = executed.map((word) => (typeof word === 'string' && start !== DYNAMIC ? word.replaceAll('{}', start) : word === '{}' ? start : word));
            unwrapCommand([onStart[0]!, ...tree, ...onStart.slice(1)], text, found, onScript);
          }
        }
      }
      return;
    }
    // GNU parallel: the command line is run by a shell with each argument (after `:::`, else from stdin) for `{}` or at its end.
    if (name === 'parallel') {
      const separator = args.findIndex((arg) => arg === ':::' || arg === ':::+');
      const options = separator === -1 ? args : args.slice(0, separator);
      const command = skipOptions(options, PARALLEL_VALUE_OPTIONS, 0);
      const fromFile = readsArgFile(options);
      // What it reads on stdin is one argument a line (`echo 'rm -rf /' | parallel bash -c {}`).
      const stdin = (): readonly WordValue[] => stdinLines?.() ?? stdinWords?.() ?? [DYNAMIC];
      const inputs = fromFile ? [DYNAMIC] : separator === -1 ? stdin() : args.slice(separator + 1).filter((arg) => arg !== ':::' && arg !== ':::+');
      if (command.includes(DYNAMIC)) return onScript(DYNAMIC);
      // Its words are joined into a line a shell runs; as given (quoted, `-q`) they may mean
      // something else (`parallel bash -c 'rm -rf {}' ::: /`): both are judged.
      const lines = hasOption(options.slice(0, options.length - command.length), 'q', ['--quote']) ? [command.map((word) => quoted(word!)).join(' ')] : [command.join(' '), command.map((word) => quoted(word!)).join(' ')];
      for (const input of inputs.length > 0 ? inputs : [DYNAMIC]) {
        const word = input === DYNAMIC ? RUNTIME_WORD : quoted(input);
        // With no command, each argument is a command line (`parallel ::: 'rm -rf /'`).
        if (command.length === 0) onScript(input === DYNAMIC ? DYNAMIC : { source: input });
        else for (const line of lines) onScript({ source: line.includes('{}') ? line.replaceAll('{}', word) : `${line} ${word}` });
      }
      return;
    }
    // Package managers' runners: `npm exec -- rimraf /`, `pnpm dlx x`, `bun x x`; `npm exec -c '...'` runs a shell.
    if (PACKAGE_MANAGERS.has(name) && typeof args[0] === 'string' && PACKAGE_RUNNERS.has(args[0])) {
      const script = optionValue(args, ['-c', '--call']);
      if (script !== undefined) return onScript(script === DYNAMIC ? DYNAMIC : { source: script });
      rest = skipOptions(args.slice(1), new Set(['-p', '--package']), 0);
      continue;
    }
    const runner = ENVIRONMENT_RUNNERS[name];
    if (runner && args[0] === runner.verb) {
      elevatedBy ??= { name, args, text };
      rest = skipOptions(args.slice(1), runner.valueOptions as Set<string>, 0);
      continue;
    }
    // `deno run npm:rimraf /`, `deno x npm:rimraf /`: the npm package's program, as npx runs it.
    if (name === 'deno' && (args[0] === 'run' || args[0] === 'x')) {
      const at = args.findIndex((arg, index) => index > 0 && (arg === DYNAMIC || !arg.startsWith('-')));
      const spec = args[at];
      const npmName = typeof spec === 'string' ? /^npm:(@?[^@]+)/.exec(spec)?.[1] : undefined;
      if (npmName !== undefined) {
        rest = [basename(npmName), ...args.slice(at + 1)];
        continue;
      }
    }
    // Programs that run a shell command given in an option or their own script language.
    for (const script of embeddedScripts(name, args)) onScript(script === DYNAMIC ? DYNAMIC : { source: script });
    for (const script of effectsAsShell(name, args)) onScript(script === DYNAMIC ? DYNAMIC : { source: script, modelled: true });
    // `gdb --args PROGRAM ARGS`, `lldb -- PROGRAM ARGS`: the program debugged is run.
    const debugged = name === 'gdb' ? args.indexOf('--args') : name === 'lldb' ? args.indexOf('--') : -1;
    if (debugged !== -1 && debugged + 1 < args.length) {
      rest = args.slice(debugged + 1);
      continue;
    }
    // Windows Terminal: `wt [new-tab|split-pane|...] [options] COMMAND LINE` runs the command line in a new tab.
    if (name === 'wt') {
      const valueOptions = new Set(['-p', '--profile', '-d', '--startingDirectory', '--title', '--tabColor', '-w', '--window', '--colorScheme']);
      let at = 0;
      while (typeof args[at] === 'string' && (/^-/.test(args[at] as string) || /^(?:new-tab|nt|split-pane|sp|focus-tab|ft)$/.test(args[at] as string))) at += valueOptions.has(args[at] as string) ? 2 : 1;
      rest = args.slice(at);
      continue;
    }
    // `newgrp GROUP` starts the account's shell, which reads its commands on stdin.
    if (name === 'newgrp') {
      found({ name: 'sh', args: [], text });
      return;
    }
    const wrapper = WRAPPERS[name];
    if (!wrapper) {
      found({ name, args, text });
      return;
    }
    if (name === 'env') {
      const split = optionValue(args, ['-S', '--split-string']);
      if (split !== undefined) {
        onScript(split === DYNAMIC ? DYNAMIC : { source: split });
        return;
      }
    }
    if (wrapper.script) {
      const script = optionValue(args, [...wrapper.script]);
      if (script !== undefined) {
        onScript(script === DYNAMIC ? DYNAMIC : { source: script });
        return;
      }
    }
    // `script` with no command starts the account's shell, which reads its commands on stdin.
    if (name === 'script') {
      found({ name: 'sh', args: [], text });
      return;
    }
    if (name === 'watch') {
      const wrapped = skipOptions(args, wrapper.valueOptions, 0);
      onScript(wrapped.includes(DYNAMIC) ? DYNAMIC : { source: wrapped.join(' ') });
      return;
    }
    const chdirOptions = CHDIR_OPTIONS[name];
    if (chdirOptions) {
      const directory = optionValue(args, chdirOptions);
      if (typeof directory === 'string') chdir = directory;
    }
    // nsenter is judged itself too: whose namespaces it enters matters as much as what it runs there.
    if (name === 'nsenter') found({ name, args, text });
    rest = skipOptions(args, wrapper.valueOptions, wrapper.positional ?? 0);
    lastWrapper = { name, args, text };
    if (PRIVILEGE_WRAPPERS.has(name)) elevatedBy ??= lastWrapper;
    // `sudo -s`, `sudo -i`, `su [-] [USER]` with no command start a shell that reads its commands on stdin.
    if ((name === 'su' && wrapper.script) || (name === 'sudo' && rest.length === 0 && hasOption(args, 'si', ['--shell', '--login']))) {
      found({ name: 'sh', args: [], text });
      return;
    }
    if (name === 'xargs') {
      // With -I R, each line it reads takes the place of R in the command's words.
      const replace = xargsReplace(args.slice(0, args.length - rest.length));
      const lines = replace === undefined ? undefined : stdinLines?.();
      if (replace !== undefined && lines !== undefined) {
        const command = rest;
        for (const line of lines) unwrapCommand(command.map((word) => (typeof word === 'string' ? word.replaceAll(replace, line) : word)), text, found, onScript);
        return;
      }
      // Else it puts what it reads after the command's own arguments (`find ~ | xargs rm`); with
      // -a FILE it reads the file instead of stdin.
      const fromFile = readsArgFile(args.slice(0, args.length - rest.length));
      const piped = fromFile ? [DYNAMIC] : (stdinWords?.() ?? [DYNAMIC]);
      // With -I and what it reads known only at run time, a word holding R is too (`xargs -I{} {} -rf /`).
      if (replace !== undefined && piped.includes(DYNAMIC)) {
        unwrapCommand(rest.map((word) => (typeof word === 'string' && !word.includes(replace) ? word : DYNAMIC)), text, found, onScript);
        return;
      }
      if (stdinWords) rest = [...rest, ...piped];
    }
  }
  // Wrapped deeper than we follow: judged as a command named only at run time, never passed over.
  if (rest.length > 0) found({ name: null, args: rest, text });
  else if (lastWrapper) found(lastWrapper);
}

/**
 * The script of `bash [options] -c [--] SCRIPT [NAME ARGS...]`, with `$0`, `$1`... replaced by
 * the words after it (`sh -c 'rm -rf "$0"' /`); undefined when the shell reads a file or stdin.
 */
function shellScript(args: WordValue[]): string | typeof DYNAMIC | undefined {
  let command = false;
  // `-n` (or `-o noexec`) reads the script without running it; a later `+n` runs it again.
  let noexec = false;
  let index = 0;
  for (; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === DYNAMIC || !/^[-+]/.test(arg)) break;
    if (arg === '--' || arg === '-') {
      index++;
      break;
    }
    // `-o pipefail`, `-euxo pipefail`, `+O extglob`, `--rcfile FILE`: an option that takes the next word.
    if (/^[-+][a-zA-Z]*[oO]$/.test(arg) || arg === '--rcfile' || arg === '--init-file') {
      if (/^[-+][a-zA-Z]*o$/.test(arg) && args[index + 1] === 'noexec') noexec = arg.startsWith('-');
      index++;
      continue;
    }
    if (arg.startsWith('--')) continue;
    if (/^-[a-zA-Z]*n/.test(arg)) noexec = true;
    if (/^\+[a-zA-Z]*n/.test(arg)) noexec = false;
    if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(arg)) command = true;
  }
  if (!command) return undefined;
  // The first word that is not an option is the script (`bash -c -x '...'`).
  const script = args[index];
  if (script === undefined || script === DYNAMIC) return script;
  if (noexec) return '';
  const positional = args.slice(index + 1);
  // `"$0"` and `$0` alike become the word, quoted for the script.
  return script.replace(/"?\$(?:\{(\d)\}|(\d))"?/g, (whole, braced?: string, bare?: string) => {
    const value = positional[Number(braced ?? bare)];
    return value === undefined ? whole : value === DYNAMIC ? RUNTIME_WORD : `'${value.replaceAll("'", `'\\''`)}'`;
  });
}

// Wrappers' options that set the directory what they run starts in.
const CHDIR_OPTIONS: Record<string, string[]> = { env: ['-C', '--chdir'], sudo: ['-D', '--chdir'], run0: ['-D', '--chdir'], unshare: ['-w', '--wd'], nsenter: ['-w', '--wd'] };

const PACKAGE_MANAGERS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
const PACKAGE_RUNNERS = new Set(['exec', 'x', 'dlx']);
// Projects' environment runners (`uv run CMD`, `poetry run CMD`, `bundle exec CMD`, `conda run -n
// ENV CMD`): the verb that runs a command, and the options before it that take a value.
const ENVIRONMENT_RUNNERS: Readonly<Record<string, { verb: string; valueOptions: ReadonlySet<string> }>> = {
  uv: { verb: 'run', valueOptions: new Set(['--with', '--with-editable', '--with-requirements', '--python', '-p', '--directory', '--project', '--package', '--extra', '--group', '--env-file', '--index', '--default-index', '--from', '--script']) },
  poetry: { verb: 'run', valueOptions: new Set(['-C', '--directory', '-P', '--project']) },
  pipenv: { verb: 'run', valueOptions: new Set() },
  pdm: { verb: 'run', valueOptions: new Set(['-p', '--project', '-G', '--group']) },
  rye: { verb: 'run', valueOptions: new Set(['--pyproject']) },
  pixi: { verb: 'run', valueOptions: new Set(['-e', '--environment', '--manifest-path']) },
  bundle: { verb: 'exec', valueOptions: new Set(['--gemfile']) },
  conda: { verb: 'run', valueOptions: new Set(['-n', '--name', '-p', '--prefix', '--cwd']) },
  mamba: { verb: 'run', valueOptions: new Set(['-n', '--name', '-p', '--prefix', '--cwd']) },
  micromamba: { verb: 'run', valueOptions: new Set(['-n', '--name', '-p', '--prefix', '--cwd']) },
  asdf: { verb: 'exec', valueOptions: new Set() },
  devbox: { verb: 'run', valueOptions: new Set(['-c', '--config', '-e', '--env']) },
};

// xargs's and parallel's `-a FILE`, `--arg-file[=]FILE`: the arguments come from a file, not stdin.
const readsArgFile = (options: readonly WordValue[]) => options.some((arg) => arg === '-a' || (typeof arg === 'string' && /^--arg-file(?:=|$)/.test(arg)));

// The replacement string of `xargs -I R`, `-iR`, `-i`, `--replace[=R]` (`{}` when not given).
function xargsReplace(options: readonly WordValue[]): string | undefined {
  let replace: string | undefined;
  options.forEach((option, index) => {
    if (option === '-I' && typeof options[index + 1] === 'string') replace = options[index + 1]!;
    else if (typeof option === 'string' && /^-[Ii]./.test(option)) replace = option.slice(2);
    else if (option === '-i' || option === '--replace') replace = '{}';
    else if (typeof option === 'string' && option.startsWith('--replace=')) replace = option.slice('--replace='.length) || '{}';
  });
  return replace;
}

function optionValue(args: WordValue[], names: string[]): WordValue | undefined {
  for (const [index, arg] of args.entries()) {
    if (arg === DYNAMIC) continue;
    // `-c` alone or last in a bundle of flags (`script -qc '...'`).
    if (names.some((name) => name === arg || (/^-\w$/.test(name) && new RegExp(`^-[a-zA-Z]+${name[1]}$`).test(arg)))) return args[index + 1];
    const long = names.find((name) => name.startsWith('--') && arg.startsWith(`${name}=`));
    if (long) return arg.slice(long.length + 1);
  }
  return undefined;
}

/** Where `find ARGS` starts (`.` when it names nowhere); DYNAMIC for one known only at run time. */
export function findStartingPoints(args: readonly WordValue[]): WordValue[] {
  // find's own options come before the starting points: -H, -L, -P, -D debug, -O level.
  let first = 0;
  while (first < args.length && /^-(?:[HLP]|D|O\d*)$/.test(String(args[first]))) first += args[first] === '-D' ? 2 : 1;
  const rest = args.slice(first);
  const expression = rest.findIndex((arg) => arg !== DYNAMIC && /^[-(!]/.test(arg));
  const starts = expression === -1 ? rest : rest.slice(0, expression);
  return starts.length > 0 ? starts : ['.'];
}

// find's words that do not narrow what it visits (`-type d` leaves every directory, `-type f` every
// file: chmod 666 on each of them is chmod -R 666).
const FIND_VISITS_ALL = /^-(?:maxdepth|mindepth|depth|xdev|mount|follow|noleaf|ignore_readdir_race|daystart|print0?|exec|execdir|ok|okdir|[HLP])$/;
/** Programs that change permissions, owners or attributes (given -R, of a whole tree). */
// Compressors and encryptors that replace each file they are given with a transformed copy
// (`gzip FILE` leaves FILE.gz and no FILE; ccrypt leaves FILE.cpt): what reads FILE finds
// nothing. zstd, lz4 and brotli keep their input unless told `--rm`, lzop unless `-U`. Keeping
// (`-k`), writing to stdout, testing, listing and decompressing replace nothing that was plain.
export const REPLACES_ITS_INPUT: Readonly<Record<string, (args: readonly WordValue[]) => boolean>> = {
  ...Object.fromEntries(['gzip', 'bzip2', 'xz', 'lzma', 'lzip', 'plzip', 'pigz', 'pbzip2', 'compress'].map((name) => [name, () => true])),
  ...Object.fromEntries(['zstd', 'lz4', 'brotli'].map((name) => [name, (args: readonly WordValue[]) => args.includes('--rm')])),
  lzop: (args) => hasOption(args, 'U', ['--delete']),
  ccrypt: (args) => !hasOption(args, 'dcmu', ['--decrypt', '--cat', '--unixcrypt', '--keychange']),
  ccencrypt: (args) => !hasOption(args, 'c', ['--cat']),
};

export const PERMISSION_CHANGERS = new Set(['chmod', 'chown', 'chgrp', 'chattr', 'setfacl', 'chcon']);
// The names a find can select when it selects by one name and nothing that could add others (not
// with `-o`): a plain one (`-name .ssh`), or the system directories and account folders a pattern
// matches (`-name '.ss*'`, `-iname .SSH`, `-path '*/.ssh'`: `.ssh`; `-name '*.log'`: none).
function findNames(args: readonly WordValue[]): string[] {
  const tests = args.flatMap((arg, index) => {
    const value = args[index + 1];
    if (typeof arg !== 'string' || typeof value !== 'string') return [];
    if (/^-i?name$/.test(arg)) return [{ pattern: value, caseless: arg === '-iname' }];
    // A path pattern that only names the last part (`*/.ssh`) is a name.
    const last = /^-i?(?:path|wholename)$/.test(arg) ? /^\*\/([^/]+)$/.exec(value)?.[1] : undefined;
    return last === undefined ? [] : [{ pattern: last, caseless: arg.startsWith('-i') }];
  });
  if (tests.length !== 1 || args.some((arg) => arg === '-o' || arg === '-or' || arg === ',')) return [];
  const { pattern, caseless } = tests[0]!;
  if (pattern === '' || pattern.includes('/')) return [];
  const matches = globRegExp(pattern, { flags: caseless ? 'i' : '' });
  const kept = KEPT_NAMES.filter((name) => matches.test(name));
  return /[*?[\]\\]/.test(pattern) ? kept : [...new Set([...kept, pattern])];
}

function findSelects(args: readonly WordValue[]): boolean {
  const first = args.findIndex((arg) => arg !== DYNAMIC && /^[-(!]/.test(arg) && !/^-(?:[HLP]|D|O\d*)$/.test(arg));
  let inExec = false;
  for (const [index, arg] of (first === -1 ? [] : args.slice(first)).entries()) {
    const previous = args[first + index - 1];
    if (arg === ';' || arg === '+') inExec = false;
    else if (inExec || typeof arg !== 'string' || !/^[-(!]/.test(arg) || /^-(?:maxdepth|mindepth)$/.test(String(previous))) continue;
    else if (/^-(?:exec|execdir|ok|okdir)$/.test(arg)) inExec = true;
    // (`-type l`: chmod and chown change what each link points to, wherever that is.)
    else if (!FIND_VISITS_ALL.test(arg) && !(arg === '-type' && /^[dfl](?:,[dfl])*$/.test(String(args[first + index + 1])))) return true;
  }
  return false;
}

// fd's options that take a value, and those that select what it lists (as find's -name does).
const FD_VALUE_OPTIONS = /^(?:-[tedESoj]|--(?:type|extension|max-depth|min-depth|exact-depth|exclude|size|owner|threads|changed-within|changed-before|base-directory|search-path|color|max-results|ignore-file|format|path-separator|batch-size))$/;
const FD_SELECTIONS = /^(?:-[eSo]|--(?:extension|size|owner|changed-within|changed-before|glob)|-g)$/;
/**
 * What `fd [OPTIONS] [PATTERN] [PATH...]` searches: its roots (`.` when none), whether it selects
 * among what they hold (a pattern not every name matches, an extension, size or owner, as find's
 * -name does), and the command its -x/-X runs on each entry, if any.
 */
export function fdSearch(args: readonly WordValue[]): { roots: WordValue[]; selects: boolean; command: WordValue[] | undefined; mayTakeKept: boolean } {
  const at = args.findIndex((arg) => typeof arg === 'string' && /^(?:-[xX]|--exec(?:-batch)?)$/.test(arg));
  const options = at === -1 ? args : args.slice(0, at);
  const operands: WordValue[] = [];
  let selects = false;
  for (let index = 0; index < options.length; index++) {
    const arg = options[index];
    if (typeof arg === 'string' && arg.startsWith('-')) {
      selects ||= FD_SELECTIONS.test(arg) || /^--(?:extension|size|owner|changed-within|changed-before)=/.test(arg);
      if (FD_VALUE_OPTIONS.test(arg)) index++;
    } else operands.push(arg!);
  }
  const [pattern, ...paths] = operands;
  // A pattern every name matches (`.`, `^`, an empty one) selects nothing.
  const byName = pattern !== undefined && !(typeof pattern === 'string' && /^(?:\.|\^|\.\*|)$/.test(pattern));
  // Whether what it selects by name may be a system directory or an account folder (`fd .ssh ~`).
  const glob = options.some((arg) => arg === '-g' || arg === '--glob');
  const mayTakeKept = byName && (typeof pattern !== 'string' || KEPT_NAMES.some(RegExp.prototype.test, fdPattern(pattern, glob)));
  return { roots: paths.length > 0 ? paths : ['.'], selects: selects || byName, command: at === -1 ? undefined : args.slice(at + 1), mayTakeKept };
}

// fd's pattern: a regular expression found anywhere in a name, without case when it has no
// capital (fd's smart case); a glob with `-g`. One Rust's syntax and JavaScript's do not share
// is taken to match anything.
function fdPattern(pattern: string, glob: boolean): RegExp {
  if (glob) return globRegExp(pattern);
  try {
    return new RegExp(pattern, /[A-Z]/.test(pattern) ? '' : 'i');
  } catch {
    return /(?:)/;
  }
}

// fd's -x/-X as the find that runs the same command on the same entries (`find PATH... -exec CMD
// ARGS {} +`; a selecting fd as a selecting -regex). Undefined without a command to run.
function fdAsFind(args: readonly WordValue[]): WordValue[] | undefined {
  const { roots, selects, command, mayTakeKept } = fdSearch(args);
  if (!command) return undefined;
  const placeholder = command.some((word) => typeof word === 'string' && /\{[/.]*\}/.test(word));
  const run = command.map((word) => (typeof word === 'string' ? word.replace(/\{[/.]*\}/g, '{}') : word));
  // One that may take a system directory or an account folder is judged as taking every entry.
  return ['find', ...roots, ...(selects && !mayTakeKept ? ['-regex', '(selected by fd)'] : []), '-exec', ...run, ...(placeholder ? [] : ['{}']), '+'];
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

const PARALLEL_VALUE_OPTIONS = new Set(['-j', '--jobs', '-n', '--max-args', '-N', '-L', '-S', '--sshlogin', '-a', '--arg-file', '-I', '--delay', '--timeout', '--joblog', '--results', '--tmpdir', '-d', '--delimiter', '-C', '--colsep', '-E']);
const SSH_VALUE_OPTIONS = new Set(['-B', '-b', '-c', '-D', '-E', '-e', '-F', '-I', '-i', '-J', '-L', '-l', '-m', '-O', '-o', '-p', '-Q', '-R', '-S', '-W', '-w']);

// git configuration whose value is a command git runs (`-c core.fsmonitor='...'`, `alias.x='!...'`).
const GIT_COMMAND_KEYS = /^(?:core\.(?:fsmonitor|sshcommand|pager|editor|askpass)|sequence\.editor|diff\.external|credential\.helper|gpg\.program|alias\.[^=]+|diff\.[^=]+\.(?:textconv|command)|filter\.[^=]+\.(?:clean|smudge|process)|merge\.[^=]+\.driver)$/i;

// git's configuration given in its environment: `GIT_CONFIG_KEY_N`/`GIT_CONFIG_VALUE_N` pairs and
// `GIT_CONFIG_PARAMETERS="'key=value' ..."`; the values of keys that hold commands.
export function gitEnvironmentScripts(variable: string, assigned: ReadonlyMap<string, string>): string[] {
  const pair = /^GIT_CONFIG_(?:KEY|VALUE)_(\d+)$/.exec(variable);
  if (pair) {
    const key = assigned.get(`GIT_CONFIG_KEY_${pair[1]}`);
    const value = assigned.get(`GIT_CONFIG_VALUE_${pair[1]}`);
    return key !== undefined && value !== undefined && GIT_COMMAND_KEYS.test(key) ? [value.replace(/^!/, '')] : [];
  }
  if (variable !== 'GIT_CONFIG_PARAMETERS') return [];
  return [...(assigned.get(variable) ?? '').matchAll(/'([^'=]+)=((?:[^']|'\\'')*)'/g)].flatMap(([, key, value]) => (GIT_COMMAND_KEYS.test(key!) ? [value!.replaceAll("'\\''", "'").replace(/^!/, '')] : []));
}

/** The commands apt's configuration text gives it to run with sh (`DPkg::Pre-Invoke {"CMD";};`). */
export function aptHookCommands(text: string): string[] {
  const blocks = [...text.matchAll(/(?:Invoke(?:-Success)?|Pre-Install-Pkgs)\s*\{([^}]*)\}/g)];
  return blocks.flatMap((block) => [...block[1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((string) => string[1]!.replace(/\\(["\\])/g, '$1')));
}

/** The commands a git configuration file's text gives git to run (`[core] fsmonitor = CMD`, `[alias] x = !CMD`). */
export function gitConfigCommands(text: string): string[] {
  let section = '';
  const commands: string[] = [];
  for (const line of text.split('\n')) {
    const header = /^\s*\[\s*([^\]\s"]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]/.exec(line);
    if (header) section = header[2] === undefined ? header[1]! : `${header[1]}.${header[2]}`;
    const entry = header ? null : /^\s*([A-Za-z][\w-]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!entry || !GIT_COMMAND_KEYS.test(`${section}.${entry[1]}`)) continue;
    const value = /^"(.*)"$/s.exec(entry[2]!)?.[1]?.replace(/\\(["\\])/g, '$1') ?? entry[2]!;
    commands.push(value.replace(/^!/, ''));
  }
  return commands;
}

// What an awk program runs: system(EXPR), `"CMD" | getline`, `print ... | "CMD"` (and what it
// prints, when CMD is a shell reading it), and the files `print > "FILE"` writes over. With -f the
// program is a file and the operands are data; -e and --source give program text all the same.
function awkScripts(args: readonly WordValue[]): (string | typeof DYNAMIC)[] {
  const fromFile = args.some((arg) => typeof arg === 'string' && (arg === '--file' || /^-f/.test(arg)));
  const given = args.flatMap((arg, index) => (typeof arg === 'string' && (!fromFile || args[index - 1] === '-e' || args[index - 1] === '--source') ? [arg] : []));
  // What the program is given as values: `-v NAME=VALUE`, and ARGV[1]... (the operands after the program).
  const values = new Map<string, string>();
  const operands: WordValue[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const option = typeof arg === 'string' && arg.startsWith('-') && operands.length === 0 && arg !== '-' ? arg : undefined;
    if (option === undefined) operands.push(arg);
    else if (/^-[vFfe]$|^--(?:assign|file|source)$/.test(option)) {
      const assignment = option === '-v' || option === '--assign' ? /^(\w+)=(.*)$/s.exec(String(args[index + 1])) : null;
      if (assignment) values.set(assignment[1]!, assignment[2]!);
      index++;
    } else {
      const assignment = /^(?:-v|--assign=)(\w+)=(.*)$/s.exec(option);
      if (assignment) values.set(assignment[1]!, assignment[2]!);
    }
  }
  // Without -f the first operand is the program.
  operands.slice(fromFile ? 0 : 1).forEach((operand, index) => typeof operand === 'string' && values.set(`ARGV[${index + 1}]`, operand));
  return given.flatMap((program) => awkProgramScripts(program, values));
}

function awkProgramScripts(program: string, values: ReadonlyMap<string, string> = new Map()): (string | typeof DYNAMIC)[] {
  // Only a `#` that opens a line is sure to start a comment (one in a regex does not).
  return [program.replace(/^[ \t]*#.*$/gm, '')].flatMap((arg) => {
    // What the program assigns, as text (`cmd = "rm -rf " ENVIRON["HOME"]; system(cmd)`).
    const assigned = new Map<string, string>(values);
    for (const match of arg.matchAll(/\b(\w+)\s*(?<![=!<>])=(?!=)\s*([^;}\n]+)/g)) assigned.set(match[1]!, awkCommandText(match[2]!, assigned));
    const commands = [
      ...[...arg.matchAll(/\bsystem\s*\(/g)].map((match) => awkCommandText(awkParenthesized(arg, match.index + match[0].length), assigned)),
      ...[...arg.matchAll(/"((?:[^"\\]|\\.)*)"\s*\|\s*getline/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1')),
      // `print X | "CMD"` runs CMD with what it prints on its stdin: a shell runs that too.
      // (What it prints may hold `;`, `|` or `>` in its strings: `print "cd /; rm -rf *" | "sh"`.)
      ...[...arg.matchAll(/\b(printf?)\b\s*((?:"(?:[^"\\]|\\.)*"|[^;{}\n|>"])*?)\s*\|&?(?!\|)\s*("(?:[^"\\]|\\.)*"|[A-Za-z_]\w*)/g)].map(([, verb, printed, target]) => {
        const text = awkPrinted(verb!, printed!, assigned);
        return `printf '%s\\n' ${text === RUNTIME_WORD ? text : quoted(text)} | ${awkCommandText(target!, assigned)}`;
      }),
    ];
    // `print ... > "/etc/passwd"`: awk empties the file and writes it (`>>` appends).
    const writes = [...arg.matchAll(/\bprintf?\b(?:"(?:[^"\\]|\\.)*"|[^>|;}"])*?(?<!>)>\s*"([^"]+)"/g)].map((match) => `: > ${quoted(match[1]!)}`);
    return [...commands, ...writes];
  });
}

// What `print EXPR, EXPR` (joined by a space) or `printf FORMAT` (a format without conversions)
// prints; any other printf is known only at run time.
function awkPrinted(verb: string, expression: string, assigned: ReadonlyMap<string, string>): string {
  const inner = expression.trim().replace(/^\((.*)\)$/s, '$1');
  if (verb === 'printf') {
    const format = /^"((?:[^"\\]|\\.)*)"\s*$/.exec(inner)?.[1];
    return format === undefined || /%[^%]/.test(format.replaceAll('%%', '')) ? RUNTIME_WORD : awkCommandText(`"${format}"`, assigned).replaceAll('%%', '%');
  }
  return inner.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((part) => awkCommandText(part, assigned)).join(' ');
}

// The text of an awk call's argument: from `start` to the parenthesis that closes it.
function awkParenthesized(program: string, start: number): string {
  let depth = 1;
  let inString = false;
  for (let index = start; index < program.length; index++) {
    const char = program[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return program.slice(start, index);
  }
  return program.slice(start);
}

// An awk string expression as the shell text it makes: string literals joined (awk concatenates
// what stands side by side), `ENVIRON["X"]` as `$X`, a name the program assigned as its value;
// any other term (a field, a variable) is known only at run time.
function awkCommandText(expression: string, assigned: ReadonlyMap<string, string>): string {
  const unescaped = (literal: string) => literal.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char === 't' ? '\t' : char));
  // `sprintf("%c%c -rf /", 114, 109)`: its format, each conversion a value known only at run time.
  return [...expression.matchAll(/sprintf\s*\(\s*"((?:[^"\\]|\\.)*)"[^)]*\)|"((?:[^"\\]|\\.)*)"|ENVIRON\s*\[\s*"(\w+)"\s*\]|(ARGV\s*\[\s*\d+\s*\]|[A-Za-z_]\w*)|\$\w+|[^\s()]/g)]
    .map(([, format, literal, environ, name]) =>
      format !== undefined
        ? unescaped(format)
            .replace(/%[-+ #0-9.]*[a-zA-Z]/g, RUNTIME_WORD)
            .replaceAll('%%', '%')
        : literal !== undefined
          ? unescaped(literal)
          : environ !== undefined
            ? `"$\{${environ}}"`
            : (name !== undefined && assigned.get(name.replace(/\s+/g, ''))) || RUNTIME_WORD,
    )
    .join('');
}

// `run`'s (and swarm's `service create`'s) options that take a value, the image, then the command.
const RUN_VALUE_OPTIONS = /^(?:-[veuwpmhlac]|--(?:volume|env|env-file|user|workdir|publish|memory|hostname|label|attach|cpus|cpu-shares|name|network|net|entrypoint|mount|device|platform|pull|restart|add-host|dns|cap-add|cap-drop|security-opt|ulimit|tmpfs|log-driver|log-opt|gpus|pid|ipc|uts|cgroupns|shm-size|stop-signal|stop-timeout|health-cmd|group-add|runtime|userns|volumes-from|link|expose|label-file|cidfile|isolation|memory-swap|storage-opt|sysctl|annotation|arch|os|variant|pod|secret|replicas|mode|constraint|placement-pref|config|container-label|credential-spec|dns-option|dns-search|endpoint-mode|generic-resource|host|stop-grace-period|(?:limit|reserve)-\w+|(?:restart|update|rollback)-[\w-]+))$/;
// The engines' (and compose's) own options before the verb that take a value (`docker --context prod run`, `docker compose -f c.yml run`).
const ENGINE_VALUE_OPTIONS = new Set(['-H', '--host', '-c', '--context', '--config', '-l', '--log-level', '--url', '--connection', '--tlscacert', '--tlscert', '--tlskey', '--identity', '--root', '--runroot', '--storage-driver', '--cgroup-manager', '-f', '--file', '-p', '--project-name', '--profile', '--env-file', '--project-directory']);
/**
 * A container engine's verb (`docker`, `podman`, `nerdctl`, compose): the first word after its own
 * options, or after a group (`container`, `compose`, swarm's `service`) and the group's options;
 * `at` is where it stands.
 */
export function engineVerb(args: readonly WordValue[]): { group: string | undefined; verb: WordValue | undefined; at: number } {
  let at = 0;
  const skipOptions = () => {
    while (at < args.length && typeof args[at] === 'string' && (args[at] as string).startsWith('-')) at += ENGINE_VALUE_OPTIONS.has(args[at] as string) ? 2 : 1;
  };
  skipOptions();
  const group = args[at] === 'container' || args[at] === 'compose' || args[at] === 'service' ? (args[at++] as string) : undefined;
  if (group !== undefined) skipOptions();
  return { group, verb: args[at], at };
}

function containerCommand(args: readonly WordValue[]): (string | typeof DYNAMIC)[] {
  // `run`; `create`, whose container runs its command when started; compose's `run` (a service's
  // container, with what the line binds besides its own); swarm's `service create` (its tasks run
  // on the swarm's nodes, this one among them).
  const { group, verb, at } = engineVerb(args);
  if (group === 'service' ? verb !== 'create' : verb !== 'run' && (verb !== 'create' || group === 'compose')) return [];
  let index = at + 1;
  while (index < args.length && typeof args[index] === 'string' && (args[index] as string).startsWith('-')) index += RUN_VALUE_OPTIONS.test(args[index] as string) ? 2 : 1;
  const options = args.slice(at + 1, index);
  const command = args.slice(index + 1);
  // Host directories bound in writable, by where the container sees them (bound read-only,
  // nothing in one can be deleted or written: it is as the container's own).
  const bound = bindMounts(options).flatMap(({ source, target, readOnly }): [string, string][] => (/^[/~]/.test(source) && target && !readOnly ? [[target.replace(/\/+$/, '') || '/', source]] : []));
  if (bound.length === 0 || command.length === 0 || command.includes(DYNAMIC)) return [];
  // A path the container sees: the host's where it is under a bound directory, else one of the container's own.
  const onHost = (path: string) => {
    const [target, source] = bound.find(([target]) => path === target || path.startsWith(target === '/' ? '/' : `${target}/`)) ?? [];
    return target === undefined ? `${CONTAINER_OWN}${path}` : source + path.slice(target === '/' ? 0 : target.length);
  };
  // In its command, a directory above a bound one (`rm -rf /*` over `-v ~:/data`) reaches the bound
  // source too; and paths are read inside words (`sh -c "rm -rf /data/*"`, `of=/data/x`).
  const reaching = (path: string) => {
    const above = path.replace(/(?:\/\*|\/\.)?\/*$/, '');
    return bound.find(([target]) => above === '' || target.startsWith(`${above}/`))?.[1] ?? onHost(path);
  };
  const workdir = optionValue([...options], ['-w', '--workdir']);
  const cwd = typeof workdir === 'string' && workdir.startsWith('/') ? onHost(workdir) : CONTAINER_OWN;
  const words = (command as string[]).map((word) => word.replace(/(^|[\s'"=;&|(<>`])(\/[^\s'"`;&|()<>]*)/g, (_, before: string, path: string) => before + reaching(path)));
  return [`cd ${quoted(cwd)} && ${words.map(quoted).join(' ')}`];
}
/** The host paths bound into a container (`-v SRC:DST[:ro]`, `--mount type=bind,source=SRC,target=DST,readonly`, a swarm service's `--mount-add`): where, to where, and whether read-only. */
export function bindMounts(args: readonly WordValue[]): { source: string; target: string | undefined; readOnly: boolean }[] {
  const mounts: { source: string; target: string | undefined; readOnly: boolean }[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (typeof arg !== 'string') continue;
    const volume = arg === '-v' || arg === '--volume' ? args[++index] : /^(?:-v=?|--volume=)(.+)$/.exec(arg)?.[1];
    if (typeof volume === 'string') {
      const [source = '', target, options = ''] = volume.split(':');
      mounts.push({ source, target, readOnly: /(?:^|,)(?:ro|readonly)(?:,|$)/.test(options) });
    }
    const mount = arg === '--mount' || arg === '--mount-add' ? args[++index] : /^--mount(?:-add)?=(.+)$/.exec(arg)?.[1];
    if (typeof mount === 'string' && /(?:^|,)type=bind(?:,|$)/.test(mount)) {
      const source = /(?:^|,)(?:source|src)=([^,]+)/.exec(mount)?.[1];
      const target = /(?:^|,)(?:target|destination|dst)=([^,]+)/.exec(mount)?.[1];
      if (source) mounts.push({ source, target, readOnly: /(?:^|,)(?:readonly|ro)(?:=true|=1)?(?:,|$)/.test(mount) });
    }
  }
  return mounts;
}

// Where the container's own files are taken to be: nothing of the host's.
const CONTAINER_OWN = '/tmp/.container';

/**
 * The files a downloader writes what it fetches to: curl's `-o FILE` and `-O` (the URL's last
 * part), wget's `-O FILE` or the URL's last part (in `-P DIR`), aria2c's `-o FILE` (in `-d DIR`),
 * fetch's `-o FILE`, httpie's and xh's `--download -o FILE`; none written to stdout (`-O -`).
 */
export function downloadedFiles(name: string | null, args: readonly WordValue[]): string[] {
  // (The URLs' last parts: the names a downloader gives the files by default.)
  const urlNames = () => args.flatMap((arg) => (typeof arg === 'string' && /^(?:https?|ftps?):\/\/[^/]+\/./.test(arg) ? [arg.replace(/[?#].*$/, '').split('/').at(-1)!] : []));
  const named = (short: string, long: string) => optionValues(args, short, long).filter((file) => file !== '-');
  const inDirectory = (directory: string | undefined, files: string[]) => (directory === undefined ? files : files.map((file) => `${directory}/${file}`));
  switch (name) {
    case 'curl': {
      const remoteNames = args.some((arg) => typeof arg === 'string' && (/^-[a-zA-Z]*O[a-zA-Z]*$/.test(arg) || arg === '--remote-name' || arg === '--remote-name-all'));
      const directory = optionValue([...args], ['--output-dir']);
      return inDirectory(typeof directory === 'string' ? directory : undefined, [...named('-o', '--output'), ...(remoteNames ? urlNames() : [])]);
    }
    case 'wget':
    case 'wget2': {
      const document = optionValues(args, '-O', '--output-document');
      if (document.length > 0) return document.filter((file) => file !== '-');
      return inDirectory(optionValues(args, '-P', '--directory-prefix')[0], urlNames());
    }
    case 'aria2c': {
      const out = named('-o', '--out');
      return inDirectory(optionValues(args, '-d', '--dir')[0], out.length > 0 ? out : urlNames());
    }
    case 'fetch':
    case 'http':
    case 'https':
    case 'xh':
    case 'xhs':
      return named('-o', '--output');
    default:
      return [];
  }
}
/** Programs whose output is what they fetch (written to a file by `>`, it is a download). */
export const FETCHERS = new Set(['curl', 'wget', 'wget2', 'fetch', 'http', 'https', 'xh', 'xhs', 'curlie', 'lynx', 'w3m', 'links', 'elinks']);

/**
 * What `git config [OPTIONS] KEY VALUE` (or `git config set KEY VALUE`) sets, for a key `keys`
 * matches; undefined where it only reads or removes (`--get`, `--unset`, `--list` before the key).
 */
export function gitConfigSet(args: readonly WordValue[], keys: RegExp): { key: string; value: WordValue | undefined } | undefined {
  const at = args.indexOf('config');
  const key = at === -1 ? -1 : args.findIndex((arg, index) => index > at && typeof arg === 'string' && keys.test(arg));
  if (key === -1 || args.slice(at + 1, key).some((arg) => typeof arg === 'string' && GIT_CONFIG_READS.test(arg))) return undefined;
  return { key: args[key] as string, value: args[key + 1] };
}
const GIT_CONFIG_READS = /^(?:--get(?:-all|-regexp|-urlmatch|-color|-colorbool)?|--unset(?:-all)?|--list|-l|--remove-section|--rename-section|--edit|-e)$/;

// What a program does, as shell (judged `modelled`: not commands it runs, so only what forbids or
// asks applies): cleaners' and Windows's tools' effects, cmake's own rm, configuration managers'
// file deletions, and the directories tools empty (emptiedDirectories).
function effectsAsShell(name: string, args: WordValue[]): (string | typeof DYNAMIC)[] {
  switch (name) {
    case 'cmake': {
      // `cmake -E rm -rf DIR`, `remove_directory DIR...`, `remove [-f] FILE...`: its own rm.
      const [mode, tool, ...operands] = args;
      const words = operands.map((arg) => (arg === DYNAMIC ? RUNTIME_WORD : quoted(arg))).join(' ');
      const rm = tool === 'rm' ? 'rm' : tool === 'remove_directory' ? 'rm -rf' : tool === 'remove' ? 'rm -f' : undefined;
      return mode === '-E' && rm ? [`${rm} ${words}`] : [];
    }
    // `tmpreaper AGE DIR...`, `tmpwatch AGE DIR...`: every file under each DIR older than AGE is
    // deleted; with an age of 0, or a tree that is old, all of it.
    case 'tmpreaper':
    case 'tmpwatch': {
      const [, ...directories] = skipOptions(args, new Set(['--protect', '-X', '--exclude-pattern', '-x', '--exclude', '-U', '--exclude-user', '-d', '--delay']), 0);
      return directories.length === 0 ? [] : [`rm -rf ${directories.map((arg) => (arg === DYNAMIC ? RUNTIME_WORD : quoted(arg))).join(' ')}`];
    }
    // Windows's takeown and icacls over a tree (`/r`, `/t`; `//r` from Git Bash, which leaves a
    // doubled slash as one): judged as chown -R and chmod -R of it.
    case 'takeown': {
      const path = args[args.findIndex((arg) => typeof arg === 'string' && /^\/\/?f$/i.test(arg)) + 1];
      return typeof path === 'string' && args.some((arg) => typeof arg === 'string' && /^\/\/?r$/i.test(arg)) ? [`chown -R "$USER" ${quoted(path)}`] : [];
    }
    case 'icacls': {
      const [path] = args;
      const changes = args.some((arg) => typeof arg === 'string' && /^\/\/?(?:grant|deny|remove|reset|setowner|setintegritylevel|inheritance)/i.test(arg));
      return typeof path === 'string' && changes && args.some((arg) => typeof arg === 'string' && /^\/\/?t$/i.test(arg)) ? [`chmod -R 777 ${quoted(path)}`] : [];
    }
    case 'format':
      // Windows's own (`format.com C: /q`, as WSL runs it); Linux has no program of that name.
      return args.includes(DYNAMIC) ? [DYNAMIC] : cmdDeletes(['format', ...args].join(' '));
    case 'robocopy': {
      // `/MIR` and `/PURGE` delete from the destination what the source lacks: an rsync --delete.
      if (!args.some((arg) => typeof arg === 'string' && /^\/(?:MIR|PURGE)$/i.test(arg))) return [];
      const [source, destination] = args.filter((arg) => arg === DYNAMIC || !arg.startsWith('/') || /^\/[^/]*\//.test(arg));
      if (source === undefined || destination === undefined) return [];
      // (Windows's paths as WSL mounts them: rsync would read `C:` as a host.)
      return [`rsync -a --delete ${source === DYNAMIC ? RUNTIME_WORD : quoted(`${fromWindows(source)}/`)} ${destination === DYNAMIC ? RUNTIME_WORD : quoted(fromWindows(destination))}`];
    }
    case 'cmd': {
      // `cmd.exe /c LINE`: its deletions and formats as rm (`rd /s C:\\` as `rm -rf 'C:\\'`).
      const line = cmdLine(args);
      if (line === undefined) return [];
      // (A line whose command is known only at run time is a script the policy cannot see.)
      return line[0] === DYNAMIC ? [DYNAMIC] : cmdDeletes(line.map((word) => word ?? RUNTIME_MARK).join(' '));
    }
    // Ansible's `-m file -a 'path=P state=absent'` deletes P, a tree too.
    case 'ansible': {
      const call = ansibleModule(args);
      if (call?.name !== 'file' || call.moduleArgs === DYNAMIC || !/\bstate=absent\b/.test(call.moduleArgs)) return [];
      const path = /\b(?:path|dest|name)=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(call.moduleArgs);
      return path ? [`rm -rf ${quoted(path[1] ?? path[2] ?? path[3]!)}`] : [DYNAMIC];
    }
    // `salt-call --local file.remove PATH` (salt TARGET file.remove PATH) deletes PATH, a tree too.
    case 'salt-call':
    case 'salt': {
      const at = args.indexOf('file.remove');
      // Its path: the first word after it that is not an option (one known only at run time too).
      const path = at === -1 ? undefined : args.slice(at + 1).find((arg) => typeof arg !== 'string' || !arg.startsWith('-'));
      return path === undefined ? [] : typeof path === 'string' ? [`rm -rf ${quoted(path)}`] : [DYNAMIC];
    }
    default:
      return emptiedDirectories(name, args).map((dir) => (dir === DYNAMIC ? `rm -rf -- ${RUNTIME_WORD}` : `rm -rf -- ${quoted(dir)}`));
  }
}
// The module an ad-hoc `ansible` call runs (`-m NAME`, `--module-name=NAME`; `ansible.builtin.` taken off) and its arguments.
function ansibleModule(args: WordValue[]): { name: string; moduleArgs: WordValue } | undefined {
  const module = optionValue(args, ['-m', '--module-name']);
  const moduleArgs = optionValue(args, ['-a', '--args']);
  return typeof module === 'string' && moduleArgs !== undefined ? { name: module.replace(/^ansible\.(?:builtin|legacy)\./, ''), moduleArgs } : undefined;
}

// Tools that empty or delete a directory they are given, as `rm -rf` of it: an environment made
// again (`python -m venv --clear DIR`, `virtualenv --clear DIR`), one removed by its prefix (`conda
// env remove -p DIR`), a build's output cleaned (`cargo clean --target-dir DIR`, Jekyll's and
// MkDocs's destination, Hugo's with --cleanDestinationDir, Vite's with --emptyOutDir).
function emptiedDirectories(name: string, args: WordValue[]): WordValue[] {
  const given = (...names: string[]): WordValue[] => {
    const value = optionValue(args, names);
    return value === undefined ? [] : [value];
  };
  const verb = () => positionals(args)[0] ?? '';
  switch (name) {
    case 'virtualenv':
      return args.includes('--clear') ? positionals(skipOptions(args, VIRTUALENV_VALUE_OPTIONS, 0)) : [];
    case 'cargo':
      return verb() === 'clean' ? given('--target-dir') : [];
    case 'conda':
    case 'mamba':
    case 'micromamba':
      return (verb() === 'env' && args.includes('remove')) || (verb() === 'remove' && args.includes('--all')) ? given('-p', '--prefix') : [];
    case 'jekyll':
      return /^(?:build|b|serve|server|s)$/.test(verb()) ? given('-d', '--destination') : [];
    case 'mkdocs':
      return /^(?:build|gh-deploy)$/.test(verb()) && !args.includes('--dirty') ? given('-d', '--site-dir') : [];
    case 'hugo':
      return args.includes('--cleanDestinationDir') ? given('-d', '--destination') : [];
    case 'vite':
      return args.includes('--emptyOutDir') ? given('--outDir') : [];
  }
  if (!/^python[\d.]*$/.test(name) || !args.includes('--clear')) return [];
  const module = args.findIndex((arg, index) => arg === '-mvenv' || (arg === 'venv' && args[index - 1] === '-m'));
  return module === -1 ? [] : positionals(skipOptions(args.slice(module + 1), new Set(['--prompt']), 0));
}
const VIRTUALENV_VALUE_OPTIONS = new Set(['-p', '--python', '--prompt', '--creator', '--seeder', '--activators', '--app-data', '--extra-search-dir', '--pip', '--setuptools', '--wheel']);

/** Shell commands a program runs that its arguments carry: git -c, awk system(), sed e, tar's actions. */
function embeddedScripts(name: string, args: WordValue[]): (string | typeof DYNAMIC)[] {
  const strings = args.filter((arg): arg is string => arg !== DYNAMIC);
  switch (name) {
    case 'git': {
      const configured: (string | typeof DYNAMIC)[] = args.flatMap((arg, index) => {
        if (args[index - 1] !== '-c' || typeof arg !== 'string') return [];
        const [key = '', ...value] = arg.split('=');
        return GIT_COMMAND_KEYS.test(key) ? [value.join('=').replace(/^!/, '')] : [];
      });
      // `git config [--global] alias.x '!CMD'`: set now, run whenever it is used.
      const value = gitConfigSet(args, GIT_COMMAND_KEYS)?.value;
      if (value !== undefined) configured.push(typeof value === 'string' ? value.replace(/^!/, '') : DYNAMIC);
      // `--upload-pack=CMD` (`clone -u CMD`), `--receive-pack=CMD`, `--exec=CMD`: the program git runs for the other end.
      for (const [index, arg] of args.entries()) {
        const option = typeof arg === 'string' ? /^--(?:upload-pack|receive-pack|exec)(?:=(.*))?$/s.exec(arg) : null;
        const value = option ? (option[1] ?? args[index + 1]) : arg === '-u' && args.includes('clone') ? args[index + 1] : undefined;
        if (value !== undefined && !(option && args.includes('rebase'))) configured.push(value);
      }
      // `rebase --exec CMD`, `bisect run CMD ARGS`, `submodule foreach CMD`: commands git runs.
      // The words after `first second` (`bisect run`), if the line has them.
      const after = (first: string, second: string) => {
        const at = args.indexOf(first);
        return at !== -1 && args[at + 1] === second ? args.slice(at + 2) : undefined;
      };
      const bisected = after('bisect', 'run');
      const eachModule = after('submodule', 'foreach');
      const run = bisected ? [bisected] : [];
      const foreach = eachModule ? [skipOptions(eachModule, new Set(), 0)] : [];
      const exec = !args.includes('rebase') ? [] : args.flatMap((arg, index) => (['--exec', '-x'].includes(String(args[index - 1])) ? [[arg]] : typeof arg === 'string' && arg.startsWith('--exec=') ? [[arg.slice(7)]] : []));
      // `difftool -x CMD`, `--extcmd=CMD`; `grep -OCMD`, `--open-files-in-pager=CMD`.
      if (args.includes('difftool')) exec.push(...optionValues(args, '-x', '--extcmd').map((value) => [value]));
      if (args.includes('grep')) exec.push(...args.flatMap((arg) => (typeof arg === 'string' && /^(?:-O|--open-files-in-pager=)./.test(arg) ? [[arg.replace(/^(?:-O|--open-files-in-pager=)/, '')]] : [])));
      return [...configured, ...[...run, ...foreach, ...exec].map((words) => (words.includes(DYNAMIC) ? DYNAMIC : words.join(' ')))];
    }
    // What a container runs on the host's directories bound into it (`docker run -v ~/x:/data alpine
    // rm -rf /data` deletes ~/x's contents): its command, with the paths under a bound directory
    // (and its working directory) read as the host's; its own files are none of the host's.
    case 'docker':
    case 'podman':
    case 'nerdctl':
    case 'docker-compose':
    case 'podman-compose':
      return containerCommand(args);
    case 'npm': {
      // `npm pkg set scripts.x='...'`, `npm set-script x '...'`: a script `npm run x` runs later.
      const set = args.includes('pkg') && args.includes('set') ? strings.flatMap((arg) => /^scripts\.[^=]+=(.*)$/s.exec(arg)?.slice(1) ?? []) : [];
      const at = args.indexOf('set-script');
      return [...set, ...(at === -1 || args[at + 2] === undefined ? [] : [args[at + 2]!])];
    }
    case 'awk':
    case 'gawk':
    case 'mawk':
    case 'nawk':
      return awkScripts(args);
    case 'vi':
    case 'vim':
    case 'nvim':
    case 'ex':
      // `-c ':!cmd'`, `+'!cmd'`, `:r !cmd`, `:w !cmd`: ex commands that run the shell.
      return args.flatMap((arg, index) => {
        const command = args[index - 1] === '-c' || args[index - 1] === '--cmd' ? arg : typeof arg === 'string' && arg.startsWith('+') ? arg.slice(1) : undefined;
        if (command === undefined) return [];
        if (command === DYNAMIC) return [DYNAMIC];
        const bang = /^:*\s*(?:silent!?\s+)?(?:(?:r(?:ead)?|w(?:rite)?)\s*)?!(.*)$/.exec(command);
        // `call delete("/etc", "rf")`: Vim script deleting a tree.
        const deleted = [...command.matchAll(EDITOR_TREE_DELETES)].map((match) => `rm -rf ${quoted(unquote(match[1] ?? match[3]!))}`);
        return bang ? [bang[1]!, ...deleted] : deleted;
      });
    case 'mapfile':
    case 'readarray': {
      // `-C CALLBACK`: bash evaluates it with each quantum of lines read.
      const callback = optionValue(args, ['-C']);
      return callback === undefined ? [] : [callback];
    }
    case 'less':
      // `+CMD` (and `++CMD`) are commands less runs at start; `!` in one runs the rest in a shell
      // (`+G!CMD`), but not in a search's pattern (`+/a!b`).
      return args.flatMap((arg) => {
        if (arg === DYNAMIC) return [];
        const bang = /^\+\+?(?![/?])[^!]*!(.*)$/s.exec(arg);
        return bang ? [bang[1]!] : [];
      });
    case 'sed':
      // The `e COMMAND` command, and the `e` flag of s///, which runs what the substitution made.
      return strings.flatMap((arg) => [
        ...[...arg.matchAll(/(?:^|[;\n{}]|\d|\$|\/)\s*e\s+([^;\n}]+)/g)].map((match) => match[1]!.trim()),
        ...substitutionsRun(arg),
      ]);
    case 'tar':
      return tarActions(strings);
    // socat's `EXEC:CMD` and `SYSTEM:CMD` addresses run a command line (its options follow a comma).
    case 'socat':
      return strings.flatMap((arg) => /^(?:EXEC|SYSTEM):/i.test(arg) ? [arg.replace(/^\w+:/, '').replace(/,[\w-]+(?:=[^,]*)?(?:,[\w-]+(?:=[^,]*)?)*$/, '')] : []);
    // `make --eval=TEXT` (`-E TEXT`) reads TEXT as makefile lines: its recipes run.
    case 'make':
    case 'gmake':
      return optionValues(args, '-E', '--eval').flatMap(makeRecipes);
    // `ansible HOSTS -m shell -a 'CMD'` runs CMD (its file module's deletions are effects: effectsAsShell).
    case 'ansible': {
      const call = ansibleModule(args);
      return call && /^(?:shell|command|raw)$/.test(call.name) ? [call.moduleArgs] : [];
    }
    // `puppet apply -e CODE` and `chef-apply -e CODE`: the resources they delete and the commands they run.
    case 'puppet': {
      const code = strings[0] === 'apply' ? optionValue(args, ['-e', '--execute']) : undefined;
      return typeof code === 'string' ? puppetScripts(code) : code === DYNAMIC ? [DYNAMIC] : [];
    }
    case 'chef-apply': {
      const code = optionValue(args, ['-e', '--execute']);
      return typeof code === 'string' ? chefScripts(code) : code === DYNAMIC ? [DYNAMIC] : [];
    }
    case 'tmux':
      return tmuxCommands(args);
    case 'gdb':
      // `-ex 'shell CMD'`, `-ex '!CMD'`: gdb's shell escape.
      return args.flatMap((arg, index) => {
        const joined = typeof arg === 'string' ? /^--?(?:eval-command|init-eval-command)=(.*)$/s.exec(arg)?.[1] : undefined;
        const command = joined ?? (/^--?(?:ex|iex|eval-command|init-eval-command)$/.test(String(args[index - 1])) ? arg : undefined);
        if (command === undefined) return [];
        if (command === DYNAMIC) return [DYNAMIC];
        const shell = /^\s*(?:shell\s|!)(.*)$/s.exec(command);
        return shell ? [shell[1]!] : [];
      });
    case 'expect': {
      const script = optionValue(args, ['-c']);
      return script === DYNAMIC ? [DYNAMIC] : tclScripts(script ?? '');
    }
    case 'ssh': {
      // What follows the host is a command line the remote shell runs (`ssh host rm -rf /`).
      const [, ...remote] = skipOptions(args, SSH_VALUE_OPTIONS, 0);
      return [...sshLocalCommands(args), ...(remote.length === 0 ? [] : [remote.includes(DYNAMIC) ? DYNAMIC : remote.join(' ')])];
    }
    case 'scp':
    case 'sftp':
      return sshLocalCommands(args);
    // `man -P CMD`, `--pager=CMD`: the pager runs through a shell.
    case 'man':
      return optionValues(args, '-P', '--pager');
    // `gcc -wrapper rm,-rf,/`: each of its programs is run under that command.
    case 'gcc':
    case 'g++':
    case 'cc':
    case 'c++':
      return optionValues(args, '-wrapper').map((value) => value.split(',').map(quoted).join(' '));
    // GNU dc runs the rest of the line after `!` (not `!<`, `!>`, `!=`, its comparisons) in a shell.
    case 'dc':
      return optionValues(args, '-e', '--expression').flatMap(dcShellLines);
    default: {
      // A client's commands given on its command line (`psql -c '\\! CMD'`, `sqlite3 DB '.shell CMD'`).
      const escape = SHELL_ESCAPES[name];
      const given = CLIENT_COMMAND_OPTIONS[name];
      if (escape && given) {
        const commands = [...(name === 'sqlite3' ? positionals(args).slice(1) : []), ...optionValues(args, ...given)];
        return commands.flatMap((command) => [...command.matchAll(escape)].map((match) => (match[1] ?? match[2])!));
      }
      return INTERPRETERS.test(name) ? interpreterScripts(name, args) : [];
    }
  }
}

// The options that give those clients their commands.
const CLIENT_COMMAND_OPTIONS: Readonly<Record<string, readonly [short: string, long?: string]>> = {
  psql: ['-c', '--command'],
  mysql: ['-e', '--execute'],
  mariadb: ['-e', '--execute'],
  sqlite3: ['-cmd'],
  lldb: ['-o', '--one-line'],
};

// Commands ssh runs here, with the account's shell: `-o ProxyCommand=CMD`, `-o LocalCommand=CMD`
// (also spelled with a space, `-oProxyCommand=`, `-o 'ProxyCommand CMD'`).
function sshLocalCommands(args: readonly WordValue[]): (string | typeof DYNAMIC)[] {
  return optionValues(args, '-o').flatMap((value) => {
    const command = /^\s*(?:ProxyCommand|LocalCommand)\s*[=\s]\s*(.*)$/is.exec(value);
    return command && !/^none$/i.test(command[1]!.trim()) ? [command[1]!] : [];
  });
}

function dcShellLines(program: string): string[] {
  return [...program.matchAll(/!(?![<>=])([^\n]*)/g)].map((match) => match[1]!);
}


// `s/PATTERN/REPLACEMENT/e`: the replacement, what was matched (`&`, `\1`) known only at run time.
function substitutionsRun(script: string): string[] {
  return [...script.matchAll(/(?:^|[;\n{}])\s*(?:\d+|\$)?\s*s(.)((?:\\.|(?!\1).)*)\1((?:\\.|(?!\1).)*)\1([a-zA-Z\d]*)/g)]
    .filter((match) => match[4]!.includes('e'))
    .map((match) => match[3]!.replace(/&|\\\d/g, RUNTIME_WORD).replace(/\\(.)/g, '$1'));
}

// Tcl's `spawn`, `exec` and `system` run programs (braces quote as single quotes do).
function tclScripts(code: string): string[] {
  // Tcl's `$env(HOME)` (or `$::env(HOME)`) is the shell's `~`.
  const tcl = code.replace(/\$(?:::)?env\(HOME\)/g, '~');
  return [
    ...[...tcl.matchAll(/(?:^|[;\n[])\s*(?:spawn|exec|system)\s+([^;\n\]]+)/g)].map((match) => match[1]!.replace(/[{}]/g, "'")),
    // `file delete -force PATH`: a tree deleted (without -force, only files and empty directories).
    ...[...tcl.matchAll(/(?:^|[;\n[])\s*file\s+delete\s+((?:-force\s+|--\s+)*)([^;\n\]]+)/g)].map((match) => `rm ${match[1]!.includes('-force') ? '-rf' : '-f'} -- ${match[2]!.replace(/[{}]/g, "'")}`),
  ];
}

// Puppet's `file { 'P': ensure => absent, force => true }` (a tree with force, a file without) and
// `exec { ...: command => 'CMD' }`, as shell.
function puppetScripts(code: string): string[] {
  return [
    ...[...code.matchAll(/\bfile\s*\{\s*(['"])([^'"]+)\1\s*:([^}]*)\}/g)].flatMap((match) =>
      /\bensure\s*=>\s*['"]?absent\b/.test(match[3]!) ? [`rm ${/\bforce\s*=>\s*true\b/.test(match[3]!) ? '-rf' : '-f'} -- ${quoted(match[2]!)}`] : [],
    ),
    ...[...code.matchAll(/\bcommand\s*=>\s*(['"])((?:\\.|(?!\1).)*)\1/g)].map((match) => unquote(match[2]!)),
  ];
}

// Chef's `directory 'P' do action :delete; recursive true end`, `file 'P' do action :delete end`,
// and the commands of `execute 'CMD'` and `bash '...' do code 'CMD' end`, as shell.
function chefScripts(code: string): string[] {
  return [
    ...[...code.matchAll(/\b(directory|file)\s+(['"])([^'"]+)\2\s+do\b((?:(?!\bend\b)[\s\S])*)/g)].flatMap((match) =>
      /\baction\s+:delete\b/.test(match[4]!) ? [`rm ${match[1] === 'directory' && /\brecursive\s+true\b/.test(match[4]!) ? '-rf' : '-f'} -- ${quoted(match[3]!)}`] : [],
    ),
    ...[...code.matchAll(/\b(?:execute|command|code)\s+(['"])((?:\\.|(?!\1).)*)\1/g)].map((match) => unquote(match[2]!)),
  ];
}

// tmux commands that start a shell command (`new -d 'CMD'`) or type one into a pane (`send-keys 'CMD' Enter`).
const TMUX_RUNS = new Set(['new', 'new-session', 'new-window', 'neww', 'split-window', 'splitw', 'respawn-pane', 'respawnp', 'respawn-window', 'respawnw', 'run-shell', 'run', 'send-keys', 'send']);
const TMUX_VALUE_OPTIONS = new Set(['-c', '-e', '-F', '-f', '-l', '-n', '-s', '-t', '-x', '-y', '-T', '-N', '-L', '-S']);
const TMUX_KEYS = /^(?:Enter|C-m|KPEnter|C-j|Escape|Space|Tab)$/;

function tmuxCommands(args: WordValue[]): (string | typeof DYNAMIC)[] {
  const at = args.findIndex((arg) => typeof arg === 'string' && TMUX_RUNS.has(arg));
  if (at === -1) return [];
  const words = skipOptions(args.slice(at + 1), TMUX_VALUE_OPTIONS, 0).filter((word) => typeof word !== 'string' || !TMUX_KEYS.test(word));
  if (words.length === 0) return [];
  return [words.includes(DYNAMIC) ? DYNAMIC : words.join(' ')];
}

function tarActions(strings: readonly string[]): string[] {
  return strings.flatMap((arg, index) => {
    const action = /^--(?:checkpoint-action=exec|to-command|use-compress-program|info-script|new-volume-script)=(.*)$/.exec(arg);
    // `-I CMD`, `--use-compress-program CMD`, `-F CMD`: the compressor and the volume script it runs.
    const apart = /^(?:-I|--use-compress-program|-F|--info-script|--new-volume-script|--to-command)$/.test(strings[index - 1] ?? '') ? arg : undefined;
    return action ? [action[1]!] : apart !== undefined ? [apart] : [];
  });
}

const languageOf = (name: string) => name.replace(/[\d.]+$/, '').replace(/^nodejs$/, 'node');
const isPowerShell = (family: string) => family === 'pwsh' || family === 'powershell';

/** Interpreters whose one-line programs (`python3 -c`, `perl -e`, `node -e`, `php -r`) can run shell commands. */
export const INTERPRETERS = /^(?:python[\d.]*|perl|raku|perl6|bb|ruby|node|nodejs|php|bun|deno|kotlin|scala|zx|octave(?:-cli)?|matlab|lua[\d.]*|Rscript|R|pwsh|powershell|tclsh[\d.]*|wish|julia|groovy|elixir|erl|guile|racket|osascript|emacs|ghci|ghc|runghc|runhaskell|ocaml|sbcl|clisp|ecl)$/;
// The options that give the program itself.
const CODE_OPTIONS: Record<string, string[]> = {
  python: ['-c'], perl: ['-e', '-E'], raku: ['-e'], perl6: ['-e'], bb: ['-e', '--eval'], ruby: ['-e'], node: ['-e', '-p', '--eval', '--print'], php: ['-r', '-B', '-R', '-E'], bun: ['-e', '--eval'], deno: ['eval'], lua: ['-e'], Rscript: ['-e'], R: ['-e', '-f', '--file'], ghc: ['-e'], ghci: ['-e'], runghc: [], runhaskell: [],
  pwsh: ['-c', '-Command', '-command'], powershell: ['-c', '-Command', '-command'],
  julia: ['-e', '--eval'], groovy: ['-e'], kotlin: ['-e'], scala: ['-e'], zx: ['-e', '--eval'], octave: ['--eval'], 'octave-cli': ['--eval'], matlab: ['-batch', '-r'], elixir: ['-e', '--eval'], erl: ['-eval'], guile: ['-c'], racket: ['-e', '--eval'], osascript: ['-e'], sbcl: ['--eval'], clisp: ['-x'], ecl: ['-eval', '--eval'], emacs: ['--eval', '-eval'],
};
// Calls that hand a string to a shell, deletions of whole trees and of files, in those languages.
// (`sp.call(...)` after `import subprocess as sp`, a bare `call(...)` after `from subprocess import call`.)
// (Erlang's `os:cmd`, Emacs's `shell-command`, AppleScript's `do shell script`, Elixir's `System.shell` too.)
const SHELL_CALL_NAMES = String.raw`callCommand|Sys\.command|(?:(?:sb-ext|uiop|ext):)?run-program|uiop:launch-program|ext:shell|spawnCommand|execaCommandSync|execaCommand|os\.system|os\.popen|os\.execute|io\.popen|os:cmd|shell-command(?:-to-string)?|shell(?![-\w])|[dD][oO]\s+(?:[sS][hH][eE][lL][lL]\s+)?[sS][cC][rR][iI][pP][tT]|System\.shell|(?:\w+\.)?(?:run|call|check_call|check_output|Popen|getoutput|getstatusoutput)|system2?|exec|execSync|shell_exec|passthru|popen|proc_open|qx|Open3\.(?:capture[23]e?|popen[23]e?)|getattr\(\s*os\s*,\s*['"](?:system|popen)['"]\s*\)`;
const SHELL_CALLS = new RegExp(String.raw`(?<!->|\/\.)\b(?:${SHELL_CALL_NAMES})\s*\(?\s*(?:[fFrRuU]{1,2}(?=['"]))?(['"])((?:\\.|(?!\1).)*)\1`, 'g');
// The same calls given a value the program computes (`os.system(base64.b64decode(...))`).
const SHELL_CALLS_OF_VALUES = new RegExp(String.raw`(?<!->|\/\.)\b(?:${SHELL_CALL_NAMES})\s*\(\s*(?!['"\s)\[])`, 'g');
// Perl's, Ruby's, PHP's and JavaScript's eval (and Ruby's instance_eval, JavaScript's Function) of
// anything but a literal: code known only at run time.
const CODE_EVALS_OF_VALUES = /(?<![\w.$])(?:eval|instance_eval|Function)\b(?!\s*\(?\s*['"])/;
// Groovy's `"rm -rf /".execute()`, Scala's `"rm -rf /".!`: a string run as a command line.
const EXECUTED_STRINGS = /(['"])((?:\\.|(?!\1).)*)\1\s*\.(?:execute\(\)|!!?)/g;
// Another name given to one of them: `const {execSync: e} = require(...)`, `from os import system as s`, `e = os.system`.
const SHELL_CALL_ALIASES = /\b(?:execSync|exec|spawnSync|execFileSync)\s*:\s*([A-Za-z_$][\w$]*)|\bimport\s+(?:system|popen|call|run|check_output|getoutput|Popen)\s+as\s+(\w+)|\b(\w+)\s*=\s*(?:os\.system|os\.popen|subprocess\.\w+)\b/g;
const ARGV_CALLS = /\b(?:subprocess\.(?:run|call|check_call|check_output|Popen)|os\.(?:execv\w*|spawnv\w*)|spawnSync|spawn|execFileSync|execFile|execaSync|execa|Bun\.spawnSync|Bun\.spawn|exec\.Command|system|exec|Deno\.Command|ProcessBuilder)\s*(?:\(((?:[^()]|\([^()]*\))*)\)|\s((?:(['"])(?:\\.|(?!\3).)*\3\s*,\s*)+[^;\n]+))/g;
// Programs that start copies of themselves without end: `fork while fork`, `while True: os.fork()`.
const FORK_LOOPS = /\bfork\s+while\s+(?:fork|1|true)\b|\bwhile\s*\(\s*(?:1|true)\s*\)\s*\{\s*fork\b|\bos\.fork\(\)\s+for\s+\w+\s+in\s+(?:iter\(|itertools\.(?:count|repeat|cycle)\()|\bwhile\s+(?:True|1)\s*:\s*os\.fork\(\)|\bfor\s*\(\s*;\s*;\s*\)\s*fork\(\)|\bloop\s*(?:\{|do)\s*fork\b/;
// `os.path.join('/etc', name)`: a path under a known directory, the rest known only at run time.
const JOINED_PATHS = /\bos\.path\.join\(\s*(['"])((?:\\.|(?!\1).)*)\1\s*,[^()]*(?:\([^()]*\)[^()]*)*\)/g;
const FILE_DELETES = /(?:\bos\.(?:remove|unlink)|(?:\bfs|\))(?:\.promises)?\.(?:unlinkSync|unlink)|\bFile\.(?:delete|unlink)|\bFileUtils\.(?:rm|rm_f|remove_file)\b|(?<![.\w])unlink(?:\s*\(?\s*glob)?)\s*\(?\s*(['"])((?:\\.|(?!\1).)*)\1/g;
const TREE_DELETER = String.raw`(?:\bshutil\.rmtree|(?:\bfs|\))(?:\.promises)?\.(?:rmSync|rm|rmdirSync|rmdir)|\bFile(?:Utils)?\.rm_rf!?|\bdelete-tree|\bdelete-directory\/files|\bremoveItem\s*\(\s*atPath:|\bFileUtils\.(?:rm_r|remove_dir|remove_entry(?:_secure)?)\b|\bFile::Path::rmtree|\bremove_tree|\brmtree|\bDeno\.remove(?:Sync)?|\bos\.RemoveAll|\b(?:removeSync|emptyDirSync|deleteSync|rimrafSync)|\brimraf(?:\.sync)?|\brequire\(\s*['"](?:rimraf|del)['"]\s*\)(?:\.sync|\.deleteSync)?|\b(?:unlink|rm)(?=\s*\((?:[^()]|\([^()]*\))*\brecursive\s*=\s*(?:TRUE|T|true)\b))`;
// Writes to an absolute path (`open('/dev/sda', 'wb')`, `fs.writeFileSync('/etc/passwd', ...)`, Perl's
// `truncate "/etc/shadow", 0`), judged as `: > PATH`: a device written, a vital file emptied.
const PATH_WRITES = /(?:\bopen\s*\(\s*(['"])(\/[^'"]+)\1\s*,\s*['"]([^'"]*[wa+])|\b(?:writeFileSync|writeFile|createWriteStream|openSync|truncate|truncateSync)\s*\(?\s*(['"])(\/[^'"]+)\4)/g;
// Perl's `open F, ">/etc/passwd"` and `open(my $f, '>', '/etc/passwd')`, Ruby's `File.write("/etc/fstab", "")`.
const PERL_OPENS = /\bopen\s*\(?\s*(?:my\s+)?\$?\w+\s*,\s*(?:(['"])\s*(\+?>>?)\s*(\/[^'"]+)\1|(['"])(\+?>>?)\4\s*,\s*(['"])(\/[^'"]+)\6)/g;
const RUBY_WRITES = /\b(?:File|IO)\.(?:write|binwrite)\s*\(?\s*(['"])(\/[^'"]+)\1/g;
// With its path in parentheses or, in Ruby and Perl, after a space (`FileUtils.rm_rf "/"`).
// (A list of paths gives its first: `deleteSync(['/etc/**'])`.)
const TREE_DELETES = new RegExp(String.raw`${TREE_DELETER}(?:\s*\(\s*\[?\s*|\s+)(['"])((?:\\.|(?!\1).)*)\1`, 'g');
const TREE_DELETES_OF_VALUES = new RegExp(String.raw`${TREE_DELETER}\s*\(\s*(?!['"\s)])`, 'g');
// PowerShell's deleters, their options that take a value, and what lists items into a pipeline.
const POWERSHELL_DELETERS = /^(?:Remove-Item|ri|rm|rmdir|rd|del|erase)$/i;
const POWERSHELL_VALUE_OPTIONS = /^-(?:Include|Exclude|Filter|Credential|Stream)$/i;
const POWERSHELL_LISTERS = /^(?:Get-ChildItem|gci|ls|dir|Get-Item|gi)$/i;
// What a glob lists (`Dir.glob("/etc/*")`, `Dir["/etc/*"]`, `glob.glob('/etc/*')`) and a deleter
// of one file or of a tree elsewhere in the code: `Dir.glob("/etc/*").each { |f| File.delete(f) }`.
const GLOB_LISTS = /\b(?:Dir\.glob|Dir|glob\.i?glob|glob)\s*[[(]\s*(['"])((?:\\.|(?!\1).)*)\1/g;
const FILE_DELETER = /\bos\.(?:remove|unlink)\b|\.unlink(?:Sync)?\b|\bFile\.(?:delete|unlink)\b|\bFileUtils\.(?:rm|rm_f|remove_file)\b|(?<![.\w])unlink\b/;
// The command line a shell call is given: a literal, with what the program adds to it known only at
// run time (`'rm -rf ' + os.path.expanduser('~')`, `f'rm -rf {path}'`, `'rm -rf %s' % p`).
const JOINED_LITERAL = /^\s*(?:\+|\.)\s*(['"])((?:\\.|(?!\1).)*)\1/;
function shellCallLine(code: string, match: RegExpMatchArray): string {
  const literal = unquote(match[2]!);
  const quoteAt = (match.index ?? 0) + match[0].length - match[2]!.length - 2;
  // Its prefix (`f'...'`, `rf'...'`, `fr'...'`) says whether `{...}` is filled in.
  const formatted = /[fF][rR]?$|[rR][fF]$/.test(code.slice(Math.max(0, quoteAt - 2), quoteAt)) ? literal.replace(/\{[^{}]*\}/g, RUNTIME_WORD) : literal;
  // Literals joined to it are part of the line (`"rm -rf " + "/"`; PHP's and Perl's `.` joins
  // too); anything else joined is known only at run time.
  let rest = code.slice((match.index ?? 0) + match[0].length);
  let line = formatted;
  for (let next = JOINED_LITERAL.exec(rest); next; next = JOINED_LITERAL.exec(rest)) {
    line += unquote(next[2]!);
    rest = rest.slice(next[0].length);
  }
  const joined = /^\s*(?:\+|%|\.format\s*\(|\.\s*\$)/.test(rest);
  return joined ? `${line}${RUNTIME_WORD}` : line;
}

// The literals that follow one in a call's argument list (`rmtree('/tmp/x', '/')`).
function followingLiterals(code: string, from: number): string[] {
  const literals: string[] = [];
  const next = /^\s*,\s*(['"])((?:\\.|(?!\1).)*)\1/;
  for (let rest = code.slice(from), match = next.exec(rest); match; rest = rest.slice(match[0].length), match = next.exec(rest)) literals.push(unquote(match[2]!));
  return literals;
}

// A string literal's text: `\'` is `'`.
const unquote = (text: string) => text.replace(/\\(.)/g, '$1');
function globbedDeletes(code: string): string[] {
  const tree = new RegExp(TREE_DELETER).test(code);
  if (!tree && !FILE_DELETER.test(code)) return [];
  return [...code.matchAll(GLOB_LISTS)].map((match) => `rm ${tree ? '-rf' : '-f'} ${quoted(unquote(match[2]!))}`);
}

// Emacs Lisp's `(delete-directory "/" t)` and Vim script's `delete("/etc", "rf")`: a tree deleted.
const EDITOR_TREE_DELETES = /\(delete-directory\s+"((?:\\.|[^"\\])*)"\s+t\s*\)|\bdelete\(\s*(['"])((?:\\.|(?!\2).)*)\2\s*,\s*(['"])rf\4\s*\)/g;

// Python's `Path('/etc/passwd').unlink()`, `.write_text(...)`: a file deleted, a file emptied and written.
const PATHLIB_CHANGES = /\bPath\s*\(\s*(['"])((?:\\.|(?!\1).)*)\1\s*\)\s*\.(unlink|write_text|write_bytes)\s*\(/g;

/**
 * PowerShell's deletions as `rm`: `Remove-Item -Recurse -Force /` as `rm -rf /`, in any order of
 * its parameters (which PowerShell lets one abbreviate), and `Get-ChildItem / | Remove-Item
 * -Recurse` as the deletion of everything under `/` (with `Get-ChildItem -Recurse`, every file under
 * it too); in blocks and groups (`if (...) { ... }`, `& { ... }`), code it evaluates
 * (`Invoke-Expression "..."`), and programs it starts (`Start-Process bash -ArgumentList ...`).
 */
function powershellDeletes(code: string, depth = 0): string[] {
  const deletes: string[] = depth === 0 ? [...powershellDotNetChanges(code)] : [];
  for (const statement of powershellStatements(code)) {
    let listed: { path: string; recursive: boolean } | undefined;
    for (const stage of statement) {
      // What is in single quotes is literal; variables elsewhere are expanded (`"C:\\$name"`).
      const words = stage.map((word) => (/^'.*'$/s.test(word) ? word.slice(1, -1) : powershellExpanded(/^".*"$/s.test(word) ? word.slice(1, -1) : word)));
      const [verb = '', ...args] = words[0] === '&' || words[0] === '.' ? words.slice(1) : words;
      // (A switch may be given its value: `-Recurse:$true`.)
      const recursive = args.some((arg) => /^-r(?:e(?:c(?:u(?:r(?:se?)?)?)?)?)?(?::\$true)?$/i.test(arg));
      if (POWERSHELL_LISTERS.test(verb)) listed = { path: optionOrFirst(args, /^-(?:Path|LiteralPath|LP)$/i, POWERSHELL_VALUE_OPTIONS) ?? '.', recursive };
      // The storage cmdlets that erase disks and partitions, judged as commands of their own.
      if (/^(?:Clear-Disk|Remove-Partition|Format-Volume)$/i.test(verb)) deletes.push([verb, ...args].map(quoted).join(' '));
      // cmd.exe run from PowerShell (`cmd /c rd /s /q "C:\\$x"`): what its line deletes.
      if (/^cmd(?:\.exe)?$/i.test(verb)) deletes.push(...cmdDeletes(cmdLine(args)?.join(' ') ?? ''));
      // Code it evaluates, and programs it starts with their arguments (an array is joined with
      // spaces into one command line: as given, and as words, both are judged).
      if (/^(?:Invoke-Expression|iex)$/i.test(verb) && depth < 4) deletes.push(...powershellDeletes(args.filter((arg) => !/^-Command$/i.test(arg)).join(' '), depth + 1));
      if (/^(?:Start-Process|saps|start)$/i.test(verb)) {
        const program = optionOrFirst(args, /^-(?:FilePath|Path|PSPath)$/i, /^-(?:ArgumentList|Args|WorkingDirectory|Verb|WindowStyle|RedirectStandard\w+|Credential)$/i);
        // (Its list as spelled, quotes and commas still in it: `-ArgumentList "-c","rm -rf /"`.)
        const listAt = stage.findIndex((word) => /^-(?:ArgumentList|Args)$/i.test(word));
        const list = listAt === -1 ? stage.slice(stage.findIndex((word) => powershellExpanded(word.replace(/^(['"])(.*)\1$/s, '$2')) === program) + 1) : stage.slice(listAt + 1);
        const items = [...list.join(' ').matchAll(/'([^']*)'|"([^"]*)"|([^,\s'"]+)/g)].map((match) => match[1] ?? powershellExpanded((match[2] ?? match[3])!));
        if (program !== undefined) deletes.push([program, ...items].map(quoted).join(' '), `${quoted(program)} ${items.join(' ')}`);
      }
      if (POWERSHELL_WRITERS.test(verb)) {
        const appends = /^(?:Add-Content|ac)$/i.test(verb) || args.some((arg) => /^-Ap(?:p(?:e(?:nd?)?)?)?$/i.test(arg));
        const path = optionOrFirst(args, /^-(?:Path|LiteralPath|FilePath|PSPath|LP)$/i, /^-(?:Value|Encoding|InputObject|Width|Stream|Delimiter|Filter|Include|Exclude|Credential)$/i);
        if (path !== undefined) deletes.push(`: ${appends ? '>>' : '>'} ${quoted(path)}`);
        continue;
      }
      if (!POWERSHELL_DELETERS.test(verb)) continue;
      const paths = args.filter((arg, index) => !arg.startsWith('-') && !POWERSHELL_VALUE_OPTIONS.test(args[index - 1] ?? ''));
      const fromList = listed === undefined ? [] : [listed.path.includes(RUNTIME_MARK) ? RUNTIME_WORD : `${quoted(listed.path.replace(/\/+$/, ''))}/*`];
      const targets = paths.length > 0 ? paths.map(quoted) : fromList;
      // The registry's keys (`HKLM:\\SYSTEM`, `Registry::HKEY_LOCAL_MACHINE\\...`) are deleted as `reg delete` deletes them.
      for (const target of targets) deletes.push(REGISTRY_PATH.test(unquotedPath(target)) ? `reg delete ${quoted(unquotedPath(target).replace(REGISTRY_PATH, '$1'))} /f` : `rm ${recursive || (paths.length === 0 && listed?.recursive) ? '-rf' : '-f'} ${target}`);
    }
  }
  return deletes;
}

// PowerShell's statements, each its pipeline's stages, each a list of words (quotes kept): split
// where no quote holds a `;`, a newline, a `|`, or a block's or group's bracket.
function powershellStatements(code: string): string[][][] {
  const statements: string[][][] = [];
  let stages: string[][] = [];
  let words: string[] = [];
  let word = '';
  let quote = '';
  const endWord = () => {
    if (word !== '') words.push(word);
    word = '';
  };
  const endStage = () => {
    endWord();
    if (words.length > 0) stages.push(words);
    words = [];
  };
  const endStatement = () => {
    endStage();
    if (stages.length > 0) statements.push(stages);
    stages = [];
  };
  for (const char of code) {
    if (quote !== '') {
      if (char === quote) quote = '';
      word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      word += char;
    } else if (char === '|') endStage();
    else if (';\n{}()'.includes(char)) endStatement();
    else if (/\s/.test(char)) endWord();
    else word += char;
  }
  endStatement();
  return statements;
}

// Finder's `delete` from AppleScript moves to the Trash, as `mv ... ~/.Trash/`: the home, the
// startup disk, a POSIX file, or a folder by its HFS path (`"Macintosh HD:Users:ann"`); `every item
// of` one moves what it holds.
const FINDER_DELETES = /\bdelete\s+(every\s+(?:item|file|folder)\s+of\s+)?(?:(home)\b|(?:the\s+)?(startup\s+disk)\b|POSIX\s+file\s+"([^"]*)"|(?:folder|file|alias|disk|item)\s+"([^"]*:[^"]*)")/gi;
function finderTrashes(code: string): string[] {
  if (!/application\s+"Finder"/i.test(code)) return [];
  return [...code.matchAll(FINDER_DELETES)].map(([, every, home, startupDisk, posix, hfs]) => {
    const path = home ? '~' : startupDisk ? '/' : (posix ?? `/${hfs!.split(':').slice(1).filter(Boolean).join('/')}`);
    return `mv ${quoted(every ? `${path.replace(/\/$/, '')}/` : path)}${every ? '*' : ''} ~/.Trash/`;
  });
}

// PowerShell's writers: a file written over, emptied, or added to (`Set-Content /etc/passwd ''`).
const POWERSHELL_WRITERS = /^(?:Set-Content|sc|Clear-Content|clc|Out-File|Add-Content|ac)$/i;
// The value of a named option, or else the first word that is neither an option nor the value of one.
function optionOrFirst(args: readonly string[], named: RegExp, valued: RegExp): string | undefined {
  const at = args.findIndex((arg) => named.test(arg));
  if (at !== -1) return args[at + 1];
  return args.find((arg, index) => !arg.startsWith('-') && !named.test(args[index - 1] ?? '') && !valued.test(args[index - 1] ?? ''));
}

// A word as PowerShell expands it: the account's home (`$HOME`, `$env:USERPROFILE`), Windows's
// own directories, and any other variable a value known only at run time (an undefined one is
// empty: `"C:\\$typo"` is the drive's root).
const POWERSHELL_KNOWN: Readonly<Record<string, string>> = { home: '~', 'env:home': '~', 'env:userprofile': '~', 'env:systemroot': 'C:\\Windows', 'env:windir': 'C:\\Windows', 'env:systemdrive': 'C:', 'env:programfiles': 'C:\\Program Files', 'env:temp': '/tmp', 'env:tmp': '/tmp' };
const powershellExpanded = (word: string) =>
  word.replace(/\$(?:\{([^}]*)\}|((?:env:)?\w+))/gi, (whole, braced: string | undefined, name: string | undefined) => {
    const variable = (braced ?? name!).toLowerCase();
    if (/^(?:true|false|null)$/.test(variable)) return whole;
    return POWERSHELL_KNOWN[variable] ?? RUNTIME_MARK;
  });

// .NET's file system calls from PowerShell: `[IO.Directory]::Delete(path, $true)` deletes a tree,
// `[IO.File]::Delete(path)` a file; `[IO.File]::WriteAllText(path, ...)` writes one over.
const DOTNET_CHANGES = /\[(?:System\.)?IO\.(Directory|File)\]::(Delete|WriteAll(?:Text|Bytes|Lines)|AppendAll(?:Text|Lines))\(\s*(?:'([^']*)'|"([^"]*)"|(\$[\w:]+))\s*(,\s*\$true\s*)?/gi;
function powershellDotNetChanges(code: string): string[] {
  return [...code.matchAll(DOTNET_CHANGES)].flatMap(([, type, method, single, double, variable, recursive]) => {
    const path = quoted(single ?? powershellExpanded((double ?? variable)!));
    if (/^Delete$/i.test(method!)) return /^Directory$/i.test(type!) ? (recursive ? [`rm -rf ${path}`] : []) : [`rm -f ${path}`];
    return [`: ${/^Append/i.test(method!) ? '>>' : '>'} ${path}`];
  });
}

const REGISTRY_PATH = /^(?:Registry::)?(HK(?:LM|CU|CR|U|CC|EY_[A-Z_]+)):?(?=\\|$)/i;
// A path as powershellDeletes quoted it.
const unquotedPath = (word: string) => word.replace(/^'(.*)'$/s, '$1').replaceAll(`'\\''`, "'");

// `pwsh -EncodedCommand BASE64`: the script, base64 of UTF-16LE (pwsh refuses one that is not).
function powershellEncoded(args: readonly WordValue[]): string | typeof DYNAMIC | undefined {
  const at = args.findIndex((arg) => typeof arg === 'string' && /^-(?:e|ec|enc\w*)$/i.test(arg));
  const encoded = at === -1 ? undefined : args[at + 1];
  if (encoded === undefined || encoded === DYNAMIC) return encoded;
  const decoded = Buffer.from(encoded, 'base64').toString('utf16le');
  return /^[A-Za-z0-9+/]+={0,2}$/.test(encoded) && !decoded.includes('\uFFFD') ? decoded : undefined;
}

// A shell script that runs what its stdin holds: a shell reading it (`sh`, `exec bash`), eval of what cat reads, /dev/stdin sourced, a line read and evaluated.
const SHELL_RUNS_STDIN = /(?:^|[;&|({]\s*|\b(?:then|do|else|exec)\s+)(?:sh|bash|dash|zsh|ksh)\s*(?:-s\b[^;&|)}]*)?(?:$|[;&|)}])|\beval\s+["']?\$\((?:cat|head|tail|dd)\b[^)]*\)|\beval\s+["']?`cat|(?:\bsource|(?:^|[;&|]\s*)\.)\s+\/(?:dev\/stdin|proc\/self\/fd\/0)\b|\bread\b[^;\n]*[;\n]\s*(?:eval|\$\w+\s*(?:$|;))/;
// A one-line program that reads its stdin (Python, Perl, Ruby, Node, PHP, Lua, R), and one that runs code or commands.
const READS_STDIN = /\bsys\.stdin\b|\binput\s*\(|\bopen\s*\(\s*0\b|<STDIN>|<>|\$_\b|\bSTDIN\b|\$stdin\b|\bARGF\b|\bgets\b|readFileSync\s*\(\s*(?:0|['"]\/dev\/stdin['"])|process\.stdin|\/dev\/stdin|php:\/\/stdin|io\.read|readLines\s*\(/;
// (Not a method of the same name: `json.load`, `re.compile`, a regex's `.exec`; backquotes run commands in Perl, Ruby and PHP, not in Node.)
const RUNS_CODE = /(?<![\w.])(?:exec|eval|load|loadstring|compile|instance_eval|qx)\b|\b(?:system|popen|Popen|subprocess|execSync|spawnSync|child_process|passthru|shell_exec|proc_open|os\.execute|Function)\b/;
const BACKQUOTES_RUN = /^(?:perl|ruby|php)$/;

/**
 * Whether a shell or an interpreter runs what it reads on stdin (`... | sh`, `bash -s`, `... |
 * python3`): no program given in an option (`-c`, `-e`, `-m`...) or a file, or one given that
 * runs what it reads.
 */
export function readsProgramFromStdin(name: string | null, args: readonly WordValue[]): boolean {
  if (name === null || args.includes(DYNAMIC)) return false;
  const shell = SHELLS.has(name);
  if (!shell && !INTERPRETERS.test(name)) return false;
  // A program on its command line that runs what it reads (`python3 -c 'exec(sys.stdin.read())'`, `bash -c 'eval "$(cat)"'`).
  const code = optionValue([...args], shell ? ['-c'] : (CODE_OPTIONS[languageOf(name)] ?? []));
  if (typeof code === 'string') return shell ? SHELL_RUNS_STDIN.test(code) : READS_STDIN.test(code) && (RUNS_CODE.test(code) || (BACKQUOTES_RUN.test(languageOf(name)) && code.includes('`')));
  const given = shell ? [] : ['-m', ...(CODE_OPTIONS[languageOf(name)] ?? [])];
  // `bun repl`, `deno repl`: a REPL reads its code from stdin.
  if ((name === 'bun' || name === 'deno') && args[0] === 'repl') return true;
  // (`bun run -`, `deno run -A -`: the program comes after the run subcommand's options.)
  for (const arg of (name === 'bun' || name === 'deno') && args[0] === 'run' ? args.slice(1) as string[] : args as string[]) {
    // `-` is stdin as the program file; a shell's -s reads stdin whatever follows (its parameters).
    if (arg === '-' || (shell && /^-[a-zA-Z]*s[a-zA-Z]*$/.test(arg))) return true;
    // A program given in an option, or a file.
    if (given.includes(arg) || !arg.startsWith('-')) return false;
  }
  return true;
}

// Programs whose arguments are text, or whose way of running commands is judged already (their
// scripts, options and one-liners): a command line in their arguments is not handed on.
const ARGUMENTS_ARE_JUDGED = new Set([
  'echo', 'printf', 'grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'cat', 'tee', 'jq', 'yq', 'gh', 'glab', 'logger', 'which', 'type', 'test', '[',
  'sed', 'awk', 'gawk', 'mawk', 'nawk', 'vi', 'vim', 'nvim', 'ex', 'tar', 'ssh', 'tmux', 'gdb', 'expect', 'find', 'parallel', 'less', 'mapfile', 'readarray', 'cmake', 'cmd', 'alias', 'export', 'declare', 'local', 'readonly', 'typeset',
  // Readers: their words are files to read or show, never a command they run.
  // (Not man or sort: `man -P CMD`, `sort --compress-program=CMD` run one; less's `+!CMD` is judged above.)
  'wc', 'head', 'tail', 'file', 'stat', 'ls', 'du', 'uniq', 'cut', 'nl', 'od', 'xxd', 'hexdump', 'strings', 'diff', 'cmp', 'md5sum', 'sha1sum', 'sha256sum', 'basename', 'dirname', 'realpath', 'readlink', 'whatis', 'apropos',
]);
// git's subcommands that take text (messages, patterns), not commands.
// (config's values that git runs are read as commands by embeddedScripts; the others are text.)
const GIT_TEXT = new Set(['commit', 'tag', 'notes', 'log', 'show', 'grep', 'stash', 'merge', 'diff', 'blame', 'shortlog', 'describe', 'status', 'add', 'revert', 'cherry-pick', 'config']);
// Programs that destroy something given the right target: where one starts a program's arguments, they may be a command it runs.
const DESTROYERS = /^(?:rm|dd|shred|wipefs|blkdiscard|mkfs(?:\..+)?|mke2fs|mkswap|fdisk|sfdisk|sgdisk|parted|chmod|chown|chgrp|mv|rsync|rclone|truncate|rimraf|del-cli|sh|bash|dash|zsh|ksh|fish|eval|sudo|xargs|find)$/;

/**
 * Command lines a program of unknown behaviour is handed (`nodemon --exec 'rm -rf /'`,
 * `hyperfine 'rm -rf ~'`, `watchexec -- rm -rf /`): an argument that reads as one, or the words
 * from a destroyer's name on. Whether the program runs them is not known before it does.
 */
export function carriedCommands({ name, args }: SimpleCommand): string[] {
  // A shell's -c script is judged as a script.
  if (name === null || ARGUMENTS_ARE_JUDGED.has(name) || (SHELLS.has(name) && shellScript([...args]) !== undefined)) return [];
  const subcommand = name === 'git' ? args.find((arg): arg is string => typeof arg === 'string' && !arg.startsWith('-')) : undefined;
  if (subcommand !== undefined && GIT_TEXT.has(subcommand)) return [];
  if (INTERPRETERS.test(name) && optionValue([...args], CODE_OPTIONS[languageOf(name)] ?? []) !== undefined) return [];
  const strings = args.filter((arg): arg is string => typeof arg === 'string');
  // The quoted strings inside one, too: `exec("rm -rf /")` in a language the policy does not read.
  const literals = strings.flatMap((arg) => [...arg.matchAll(/"((?:\\.|[^"\\])*)"|'([^']*)'/g)].map((match) => (match[1] ?? match[2])!));
  const lines = [...strings, ...literals].filter((arg) => /\s/.test(arg) && arg.split(/[\s;&|()`]+/).some((word) => DESTROYERS.test(basename(word)) || word.startsWith('>')));
  const start = args.findIndex((arg) => typeof arg === 'string' && DESTROYERS.test(basename(arg)));
  if (start === -1) return lines;
  // (`start-stop-daemon --exec /bin/rm -- -rf /`: the `--` ends the carrier's options, not the program's.)
  const carried = args.slice(start).filter((arg, index) => !(index === 1 && arg === '--'));
  return [...lines, carried.map((arg) => (arg === DYNAMIC ? RUNTIME_WORD : quoted(arg))).join(' ')];
}

/** Environment variables whose value is a command line a program runs (`GIT_SSH_COMMAND`, `PAGER`, `EDITOR`...). */
export const COMMAND_VARIABLES = new Set([
  'GIT_SSH_COMMAND', 'GIT_SSH', 'GIT_PAGER', 'GIT_EDITOR', 'GIT_SEQUENCE_EDITOR', 'GIT_EXTERNAL_DIFF', 'GIT_ASKPASS', 'SSH_ASKPASS', 'SUDO_ASKPASS',
  'RSYNC_RSH', 'CVS_RSH', 'GIT_PROXY_COMMAND',
  'PAGER', 'MANPAGER', 'SYSTEMD_PAGER', 'EDITOR', 'VISUAL', 'SUDO_EDITOR', 'FCEDIT', 'LESSOPEN', 'LESSCLOSE', 'PROMPT_COMMAND', 'BROWSER', 'TERMINAL',
  // Prompts: bash runs the substitutions in them when it prints one (PS4 under `set -x`).
  'PS0', 'PS1', 'PS2', 'PS4',
]);

/** A shell word whose value is known only at run time, for scripts the policy writes itself. */
export const RUNTIME_WORD = '"$__dynamic"';

/** A word single-quoted for a shell line (a value known only at run time as one). */
export const quoted = (word: string) => (word.includes(RUNTIME_MARK) ? RUNTIME_WORD : `'${word.replaceAll("'", `'\\''`)}'`);

/**
 * The program file an interpreter runs (`python3 x.py`), when it is given one: not a one-line
 * program (`-c`) and not stdin.
 */
export function interpreterProgramFile(name: string | null, args: readonly WordValue[]): WordValue | undefined {
  // `go run x.go`: Go's own program file.
  if (name === 'go') return positionals(args)[0] === 'run' ? positionals(args).find((arg) => arg.endsWith('.go')) : undefined;
  if (name === null || !INTERPRETERS.test(name) || readsProgramFromStdin(name, args)) return undefined;
  return optionValue([...args], CODE_OPTIONS[languageOf(name)] ?? []) === undefined ? positionals(args)[0] : undefined;
}

/** What a one-line program runs in a shell, as shell source (a tree it deletes as `rm -rf`, a file as `rm -f`). */
export function interpreterScripts(name: string, args: readonly WordValue[]): (string | typeof DYNAMIC)[] {
  const family = languageOf(name);
  if (isPowerShell(family)) {
    // -Command takes the rest of the line as the script.
    // (`-Command:CODE` and Windows's `/Command` too.)
    const at = args.findIndex((arg) => typeof arg === 'string' && /^[-/](?:c|com\w*)(?::|$)/i.test(arg));
    const attached = at === -1 ? undefined : /^[-/]\w+:(.*)$/s.exec(args[at] as string)?.[1];
    const rest = at === -1 ? [] : [...(attached === undefined ? [] : [attached]), ...args.slice(at + 1)];
    const code = at === -1 ? powershellEncoded(args) : rest.includes(DYNAMIC) ? DYNAMIC : rest.join(' ');
    return code === undefined ? [] : code === DYNAMIC ? [DYNAMIC] : programScripts(name, code);
  }
  const options = CODE_OPTIONS[family] ?? [];
  // perl, ruby and osascript run every -e given, as lines of one program.
  const codes = args.flatMap((arg, index) => (typeof args[index - 1] === 'string' && options.includes(args[index - 1] as string) ? [arg] : []));
  const code = codes.length > 1 && /^(?:perl|ruby|osascript|php)$/.test(family) ? (codes.includes(DYNAMIC) ? DYNAMIC : codes.join('\n')) : optionValue([...args], options);
  if (code === undefined) return [];
  if (code === DYNAMIC) return [DYNAMIC];
  // The words after the program are its arguments: where it reads one (`sys.argv[1]`), that word.
  const at = args.lastIndexOf(codes.at(-1) ?? code);
  return programScripts(name, withArguments(family, code, at === -1 ? [] : args.slice(at + 1)));
}

// A one-line program's references to its arguments, each replaced by the word it is given, as a
// string literal of its language: Python's `sys.argv[N]` (N from 1), Node's `process.argv[N]` (N
// from 1 for -e), Ruby's `ARGV[N]` and Perl's `$ARGV[N]` (from 0), PHP's `$argv[N]` (from 1).
const ARGUMENT_REFERENCES: Readonly<Record<string, { readonly pattern: RegExp; readonly first: number; readonly keepsDashes: boolean }>> = {
  // (A `--` before the arguments is taken off by all but Python: `python3 -c CODE -- x` has sys.argv ['-c', '--', 'x'].)
  python: { pattern: /\bsys\.argv\[(\d+)\]/g, first: 1, keepsDashes: true },
  node: { pattern: /\bprocess\.argv\[(\d+)\]/g, first: 1, keepsDashes: false },
  ruby: { pattern: /(?<![\w$])ARGV\[(\d+)\]/g, first: 0, keepsDashes: false },
  perl: { pattern: /\$ARGV\[(\d+)\]/g, first: 0, keepsDashes: false },
  php: { pattern: /\$argv\[(\d+)\]/g, first: 1, keepsDashes: false },
};
function withArguments(family: string, code: string, given: readonly WordValue[]): string {
  const reference = ARGUMENT_REFERENCES[family];
  if (!reference) return code;
  const words = !reference.keepsDashes && given[0] === '--' ? given.slice(1) : given;
  return code.replace(reference.pattern, (whole, index: string) => {
    const word = words[Number(index) - reference.first];
    return typeof word === 'string' ? JSON.stringify(word) : whole;
  });
}

/** What a program in one of those languages runs in a shell, as shell source. */
/** What a program text in an interpreter's language runs in a shell (a one-liner's, or a file's the line wrote). */
export function programScripts(name: string, given: string): (string | typeof DYNAMIC)[] {
  const family = languageOf(name);
  const code = family === 'python' ? given.replace(JOINED_PATHS, (_, quote: string, directory: string) => `${quote}${directory.replace(/\/$/, '')}/*${quote}`) : given;
  if (family === 'tclsh' || family === 'wish') return tclScripts(code);
  const aliases = [...code.matchAll(SHELL_CALL_ALIASES)].map((match) => (match[1] ?? match[2] ?? match[3])!.replace(/\$/g, '\\$'));
  const aliasCalls = aliases.length === 0 ? [] : [...code.matchAll(new RegExp(`(?<![\\w.$])(?:${aliases.join('|')})\\s*\\(\\s*(['"])((?:\\\\.|(?!\\1).)*)\\1`, 'g'))];
  return [
    ...[...code.matchAll(SHELL_CALLS), ...aliasCalls].map((match) => shellCallLine(code, match)),
    // Judged as the shell's own fork bomb, which it is.
    ...(FORK_LOOPS.test(code) ? [':(){ :|:& };:'] : []),
    ...(isPowerShell(family) ? powershellDeletes(code) : []),
    // PowerShell's Stop-Computer and Restart-Computer: the machine stopped or restarted.
    ...(isPowerShell(family) ? [...code.matchAll(/(?:^|[;{(|\n]\s*|&\s*)(Stop|Restart)-Computer\b/gi)].map((match) => (match[1]!.toLowerCase() === 'stop' ? 'poweroff' : 'reboot')) : []),
    ...(family === 'osascript' ? finderTrashes(code) : []),
    // `subprocess.run(["rm", "-rf", "/"])`, `system('rm', '-rf', '/')`: a program and its arguments, no shell.
    ...[...code.matchAll(ARGV_CALLS)].flatMap((match) => {
      // The list ends at its `]`; what follows is options (`check=True`, `{ stdio }`).
      const list = (match[1] ?? match[2]!).replace(/\bnew\s+\w+\s*\[\s*\]\s*/g, '').split(']')[0]!;
      const literals = /(['"])((?:\\.|(?!\1).)*)\1/g;
      // A keyword argument's value (Ruby's `out: '/dev/null'`, `'x' => y`) is an option, not a word.
      const words = [...list.matchAll(literals)].filter((literal) => !/(?:\w:|=>)\s*$/.test(list.slice(0, literal.index))).map((literal) => quoted(unquote(literal[2]!)));
      // A word the program computes (`path`, `$dir`) is known only at run time.
      if (/[A-Za-z_]/.test(list.replace(/\w+:\s*(['"])(?:\\.|(?!\1).)*\1|=>\s*(['"])(?:\\.|(?!\2).)*\2/g, '').replace(literals, ''))) words.push(RUNTIME_WORD);
      return words.length > 1 ? [words.join(' ')] : [];
    }),
    ...[...code.matchAll(EXECUTED_STRINGS)].map((match) => unquote(match[2]!)),
    // A command line the program computes: known only at run time (asked about where it is decoded).
    ...[...code.matchAll(SHELL_CALLS_OF_VALUES)].map(() => DYNAMIC),
    // Code the program computes and evaluates (`eval(file_get_contents(URL))`, `.then(eval)`): the same.
    ...(CODE_EVALS_OF_VALUES.test(code) ? [DYNAMIC] : []),
    // Common Lisp's `(run-program "/bin/rm" '("-rf" "/etc"))` (or `(list ...)`): a program and its argument list.
    ...[...code.matchAll(/run-program\s+"((?:\\.|[^"\\])*)"\s+(?:'\(|\(list\s+|\(quote\s+\()([^)]*)\)/g)].map((match) => [match[1]!, ...[...match[2]!.matchAll(/"((?:\\.|[^"\\])*)"/g)].map((word) => word[1]!)].map(quoted).join(' ')),
    // Perl's `system qw(rm -rf /)`, Raku's `run <rm -rf />`: a program and its arguments as a word list.
    ...[...code.matchAll(/\b(?:system|exec)\s*\(?\s*qw\s*(?:\(([^)]*)\)|\[([^\]]*)\]|\{([^}]*)\}|\/([^/]*)\/)|\b(?:run|shell)\s*\(?\s*<([^<>]*)>/g)].map((match) =>
      (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5]!).trim().split(/\s+/).map(quoted).join(' '),
    ),
    // Python's `exec('...')` and `eval('...')` run Python code given as a string.
    ...(family === 'python' ? [...code.matchAll(/\b(?:exec|eval)\s*\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)].flatMap((match) => programScripts(name, unquote(match[2]!))) : []),
    // Ruby's `%x(...)` and Perl's `qx(...)`: backticks by another name.
    ...[...code.matchAll(/(?:%x|\bqx)\s*(?:\(([^)]*)\)|\{([^}]*)\}|\[([^\]]*)\]|<([^>]*)>|([^\w\s(){}[\]<>])((?:(?!\5).)*)\5)/g)].map((match) => (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[6])!),
    // Perl's, Ruby's and PHP's backticks run the shell too.
    ...(family === 'python' || family === 'node' || family === 'zx' ? [] : [...code.matchAll(/`([^`]*)`/g)].map((match) => match[1]!)),
    // zx's $`CMD`: a shell command line, what `${...}` puts in known only at run time.
    ...(family === 'zx' ? [...code.matchAll(/\$`([^`]*)`/g)].map((match) => match[1]!.replace(/\$\{[^}]*\}/g, RUNTIME_WORD)) : []),
    ...[...code.matchAll(TREE_DELETES)].map((match) => `rm -rf ${[unquote(match[2]!), ...followingLiterals(code, match.index + match[0].length)].map(quoted).join(' ')}`),
    // `shutil.rmtree(os.path.expanduser("~"))`: a tree whose path the program computes.
    ...[...code.matchAll(TREE_DELETES_OF_VALUES)].map(() => `rm -rf ${RUNTIME_WORD}`),
    ...[...code.matchAll(FILE_DELETES)].map((match) => `rm -f ${quoted(unquote(match[2]!))}`),
    ...globbedDeletes(code),
    ...[...code.matchAll(EDITOR_TREE_DELETES)].map((match) => `rm -rf ${quoted(unquote(match[1] ?? match[3]!))}`),
    ...[...code.matchAll(PATHLIB_CHANGES)].map((match) => `${match[3] === 'unlink' ? 'rm -f' : ': >'} ${quoted(unquote(match[2]!))}`),
    // Opened to append (`'a'`) a file is written to, not emptied.
    ...[...code.matchAll(PATH_WRITES)].map((match) => `: ${match[3]?.includes('a') ? '>>' : '>'} ${quoted(match[2] ?? match[5]!)}`),
    ...[...code.matchAll(PERL_OPENS)].map((match) => `: ${(match[2] ?? match[5]!).includes('>>') ? '>>' : '>'} ${quoted(match[3] ?? match[7]!)}`),
    ...[...code.matchAll(RUBY_WRITES)].map((match) => `: > ${quoted(match[2]!)}`),
  ];
}
