// Wrappers: programs that run the command given in their arguments. No imports of the policy's
// own: words.ts and simple-commands.ts both read commands through them.

// Options of each wrapper that take a value, so the value is not taken for the wrapped command.
// `script`: the options whose value is a script the wrapper runs with a shell (`su -c '...'`).
export const WRAPPERS: Record<string, { valueOptions: Set<string>; positional?: number; script?: readonly string[] }> = {
  sudo: { valueOptions: new Set(['-u', '-g', '-C', '-D', '-h', '-p', '-r', '-t', '-U', '-T', '--user', '--group', '--chdir', '--host', '--prompt', '--role', '--type', '--other-user', '--command-timeout', '--close-from']) },
  doas: { valueOptions: new Set(['-u', '-C']) },
  // systemd's run0: sudo's part, its command run as root (or --user) in a transient unit.
  run0: { valueOptions: new Set(['-u', '-g', '-D', '--user', '--group', '--chdir', '--unit', '--property', '--description', '--slice', '--nice', '--setenv', '--machine', '--background']) },
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
  // -i, -e and -l take their value only attached (`-i{}`); alone they take none.
  xargs: { valueOptions: new Set(['-a', '-d', '-E', '-I', '-L', '-n', '-P', '-s', '--arg-file', '--delimiter', '--max-args', '--max-procs', '--max-chars']) },
  screen: { valueOptions: new Set(['-S', '-c', '-e', '-h', '-p', '-T', '-t', '-s', '-Logfile']) },
  unbuffer: { valueOptions: new Set() },
  watch: { valueOptions: new Set(['-n', '-d', '--interval']) },
  strace: { valueOptions: new Set(['-e', '-o', '-p', '-s', '-u']) },
  busybox: { valueOptions: new Set() },
  // Multi-call binaries as busybox: uutils' (`coreutils rm -rf /`) and Android's toybox.
  coreutils: { valueOptions: new Set() },
  toybox: { valueOptions: new Set() },
  pkexec: { valueOptions: new Set(['--user']) },
  runuser: { valueOptions: new Set(['-u', '-g', '-G', '--user', '--group', '--supp-group', '-s', '--shell']), script: ['-c', '--command'] },
  su: { valueOptions: new Set(['-g', '-G', '-s', '--group', '--supp-group', '--shell', '-w', '--whitelist-environment']), script: ['-c', '--command'], positional: 1 },
  flock: { valueOptions: new Set(['-w', '-E', '--timeout', '--wait', '--conflict-exit-code']), script: ['-c', '--command'], positional: 1 },
  script: { valueOptions: new Set(['-E', '--echo', '-I', '-O', '-B', '-T', '--log-in', '--log-out', '--log-io', '--log-timing', '-m', '--logging-format']), script: ['-c', '--command'] },
  unshare: { valueOptions: new Set(['-S', '-G', '-R', '-w', '--setuid', '--setgid', '--root', '--wd', '--propagation', '--map-user', '--map-group']) },
  nsenter: { valueOptions: new Set(['-t', '-S', '-G', '-r', '-w', '--target', '--setuid', '--setgid', '--root', '--wd']) },
  taskset: { valueOptions: new Set(), positional: 1 },
  chrt: { valueOptions: new Set(['-T', '-P', '-D', '--sched-runtime', '--sched-period', '--sched-deadline']), positional: 1 },
  setpriv: { valueOptions: new Set(['--reuid', '--regid', '--groups', '--inh-caps', '--ambient-caps', '--bounding-set', '--securebits', '--selinux-label', '--apparmor-profile']) },
  'systemd-run': { valueOptions: new Set(['-u', '-p', '-E', '--unit', '--property', '--setenv', '--description', '--slice', '--uid', '--gid', '--working-directory', '-M', '--machine', '-H', '--host']) },
  coproc: { valueOptions: new Set() },
  firejail: { valueOptions: new Set() },
  ltrace: { valueOptions: new Set(['-e', '-o', '-p', '-s', '-u', '-n', '-a', '-A', '-D', '-F', '-l', '-w', '-x']) },
  valgrind: { valueOptions: new Set() },
  // Package runners: `npx rimraf /` runs rimraf; `npx -c '...'` runs a shell script.
  npx: { valueOptions: new Set(['-p', '--package']), script: ['-c', '--call'] },
  pnpx: { valueOptions: new Set(['-p', '--package']) },
  bunx: { valueOptions: new Set(['-p', '--package']) },
};

/** A program's name as run: its last path segment, `.exe` or `.com` dropped (WSL runs Windows's programs so). */
export function basename(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1).replace(/\.(?:exe|com)$/i, '');
}

// A wrapper's options (and its values, and `positional` operands of its own, as timeout's
// duration) taken off its arguments: the command it runs. An argument known only at run time
// (null) ends its options.
export function skipOptions<Word extends string | null>(args: readonly Word[], valueOptions: ReadonlySet<string>, positional: number): Word[] {
  let index = 0;
  while (index < args.length) {
    const arg = args[index]!;
    if (arg === null || !arg.startsWith('-') || arg === '-') break;
    index++;
    if (arg === '--') break;
    if (valueOptions.has(arg)) index++;
  }
  return args.slice(index + positional);
}

// Wrappers that give the command they run the same stdout: what it prints, they print.
const SAME_OUTPUT = new Set(['sudo', 'doas', 'run0', 'env', 'nice', 'ionice', 'nohup', 'setsid', 'time', 'timeout', 'stdbuf', 'command', 'builtin', 'exec', 'chroot', 'unbuffer', 'busybox', 'coreutils', 'toybox', 'pkexec', 'taskset', 'chrt', 'setpriv', 'firejail']);

/**
 * The words of the command that prints a line's output (`sudo echo ...`, `env -u X nice printf ...`
 * run echo and printf), wrappers and env's assignments taken off; undefined where a wrapper is given
 * a script instead (`env -S '...'`).
 */
export function outputCommand(words: readonly string[]): readonly string[] | undefined {
  let rest = words;
  for (let depth = 0; depth < 16 && rest.length > 0; depth++) {
    const [first, ...args] = rest as [string, ...string[]];
    // `env X=1 echo ...`: an assignment is only the environment.
    if (/^[A-Za-z_]\w*=/.test(first)) {
      rest = args;
      continue;
    }
    const name = basename(first);
    if (!SAME_OUTPUT.has(name)) return rest;
    if (name === 'env') {
      const split = splitString(args);
      if (split === null) return undefined;
      if (split !== undefined) {
        rest = split;
        continue;
      }
    }
    const wrapper = WRAPPERS[name]!;
    rest = skipOptions(args, wrapper.valueOptions, wrapper.positional ?? 0);
    // `env - echo ...`: a lone `-` is env's -i.
    if (name === 'env' && rest[0] === '-') rest = rest.slice(1);
  }
  return rest;
}

// `env -S 'echo rm -rf /'`: the words env splits its string into, then its arguments after it;
// null where the string quotes, escapes or expands (env's own rules for those are not read here),
// undefined without -S.
function splitString(args: readonly string[]): string[] | null | undefined {
  const at = args.findIndex((arg) => /^(?:-S|--split-string)(?:=|$)|^-S./s.test(arg));
  if (at === -1) return undefined;
  const option = args[at]!;
  const attached = option === '-S' || option === '--split-string' ? undefined : option.replace(/^(?:--split-string=|-S)/, '');
  const text = attached ?? args[at + 1];
  if (text === undefined || /['"\\$]/.test(text)) return null;
  return [...text.split(/\s+/).filter(Boolean), ...args.slice(at + (attached === undefined ? 2 : 1))];
}
