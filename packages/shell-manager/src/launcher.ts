import { spawn, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import type { Readable } from 'node:stream';

export interface LaunchRequest {
  readonly command: string;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** `pipe` for a shell whose stdin is written to (a session, a background command given input); /dev/null otherwise. */
  readonly stdin?: 'ignore' | 'pipe';
  /** Whether the shell is a session's: it reads its commands on stdin (`stdin` is `pipe`). */
  readonly session?: boolean;
}

/**
 * Starts the process behind a shell. It must start it as the leader of its own process group
 * (`detached: true`) with piped stdout and stderr, so the whole tree can be signalled at once.
 * Injectable so embedders (and tests) can wrap, sandbox or refuse what is launched.
 */
export type Launcher = (request: LaunchRequest) => ChildProcess;

export const BASH_PATH = '/bin/bash';

/**
 * bash's arguments for running `command`. --norc and --noprofile: bash would otherwise source
 * ~/.bashrc when its stdin is a socket (Node's pipes are socketpairs) and SHLVL < 2, which is
 * how a server started by a desktop client runs: the user's start-up files must not decide
 * what commands see.
 */
export const bashArgs = (command: string): string[] => ['--norc', '--noprofile', '-c', command];

/** `text` as one word of a bash command line, whatever it holds. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * The longest command passed to bash as an argument. Linux takes at most 128 KiB in one argument
 * (MAX_ARG_STRLEN; a longer one fails the spawn with E2BIG), and wrappers add their own words.
 */
export const LONGEST_ARGUMENT_BYTES = 64 * 1024;

/**
 * The shell's command for one longer than LONGEST_ARGUMENT_BYTES: it reads the command on stdin
 * up to a NUL (bash reads a pipe a byte at a time, so nothing after it is taken), gives its stdin
 * /dev/null unless the command keeps it (`keepInput`: what is written after the NUL is then the
 * command's input), and runs it as `eval` does: a syntax error is reported as `eval:`.
 */
export const readCommandFromStdin = (keepInput: boolean): string =>
  `IFS= read -r -d '' __at_command || exit 125; ${keepInput ? '' : 'exec 0</dev/null; '}eval "unset __at_command; $__at_command"`;

// The size a command's terminal says it has (a wide terminal: less wrapping of what the model reads).
const TERMINAL_ROWS = 40;
const TERMINAL_COLUMNS = 120;

/**
 * `command` run in a pseudo-terminal of its own, with util-linux's `script` between it and the
 * pipes: it reads and writes a terminal, as at a person's (prompts, REPLs, a password asked on
 * the terminal); what is written to the pipe is typed at it (echoed, Ctrl-C a SIGINT for its
 * foreground job, end of file a Ctrl-D), and what it shows comes out as one stream. `script` runs
 * it with `$SHELL -c`: that is bash here.
 */
export const inTerminal = (command: string): string =>
  `command -v script >/dev/null || { echo "tty: needs util-linux's script, which is not on this machine's PATH" >&2; exit 127; }; ` +
  `SHELL=${BASH_PATH} exec script -qfec ${shellQuote(`stty rows ${TERMINAL_ROWS} cols ${TERMINAL_COLUMNS} 2>/dev/null; ${command}`)} /dev/null`;

export const spawnBash: Launcher = ({ command, cwd, env, stdin = 'ignore' }) =>
  spawn(BASH_PATH, bashArgs(command), { cwd, env, detached: true, stdio: [stdin, 'pipe', 'pipe'] });

/**
 * Half-closes our ends of a shell's output sockets (Node's pipes are socketpairs): a program that
 * reads its stdout or stderr for want of input (vim reads stderr once stdin ends) gets
 * end-of-file at once, where it would wait out the call's timeout for input that never comes.
 * What the shell writes still arrives. Streams that are not sockets (a stream made of several)
 * are left alone: ending one would end what it carries.
 */
export function endForReading(...streams: readonly (Readable | null | undefined)[]): void {
  for (const stream of streams) if (stream instanceof Socket) stream.end();
}
