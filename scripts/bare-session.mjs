// A bare persistent bash speaking the session's protocol: a short line that evaluates the plumbing
// kept in a variable, which reads the command by its length in bytes (one read, not a byte at a
// time), runs it through `builtin eval` with stdin from /dev/null, then writes a NUL-framed status
// sentinel on stdout and one on stderr, read to both. `prefix` runs it elsewhere (`podman exec -i
// <container>`). The baseline of what a persistent shell costs with nothing of the toolkit around it.
import { spawn } from 'node:child_process';

const BARE_PLUMBING = `builtin read -r n; builtin read -r -N "$n" c; builtin eval "$c" < /dev/null; builtin printf '\\0__END_%d\\0' "$?"; builtin printf '\\0__END\\0' >&2`;

export function bareSession(prefix = []) {
  const [file, ...args] = [...prefix, '/bin/bash', '--noprofile', '--norc', '-s'];
  const bash = spawn(file, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  // The C locale once, for the whole shell: read -N counts bytes, as the session's does per call only for text that is not ASCII.
  bash.stdin.write(`IFS=\nexport LC_ALL=C\nbuiltin read -r -d '' bare <<'PLUMBING'\n${BARE_PLUMBING}\nPLUMBING\n`);
  let out = '';
  let err = '';
  let pending;
  const settle = () => {
    if (!pending || !out.includes('\0__END_') || !err.includes('\0__END\0')) return;
    const result = out.slice(0, out.indexOf('\0__END_'));
    out = '';
    err = '';
    pending(result);
    pending = undefined;
  };
  bash.stdout.on('data', (chunk) => {
    out += chunk.toString();
    settle();
  });
  bash.stderr.on('data', (chunk) => {
    err += chunk.toString();
    settle();
  });
  return {
    run: (command) =>
      new Promise((resolve) => {
        pending = resolve;
        const text = Buffer.from(command);
        bash.stdin.write(Buffer.concat([Buffer.from(`builtin eval "$bare"\n${text.length}\n`), text]));
      }),
    close: () => bash.kill('SIGKILL'),
  };
}
