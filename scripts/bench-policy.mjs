// The policy check as the MCP server runs it: a process of its own, started with the installed
// command's Node flags (bench.mjs passes them), the policy the server builds. Prints one JSON line:
// the times of a fresh process's first rounds (V8 still optimizing the policy) and of the rounds after.
import { createToolkit } from '@agent-toolkit/app';
import { SessionMemory } from '@agent-toolkit/security-policy';

const [warmRounds, rounds] = process.argv.slice(2).map(Number);
const lines = [
  'git status', 'npm test', 'ls -la src', 'cd packages/app && npm run build', 'grep -rn TODO src | head -20',
  'docker compose up -d', 'rm -rf node_modules dist', 'find . -name "*.log" -delete', 'echo "rm -rf /" > notes.txt',
  'rm -rf /', 'sudo chmod -R 777 /', "bash -c 'rm -rf /'", 'dd if=/dev/zero of=/dev/sda', 'git -c core.fsmonitor="rm -rf /" status',
];
const toolkit = await createToolkit();
const timed = (count) => {
  const times = [];
  for (let round = 0; round < count; round++) {
    for (const line of lines) {
      const start = performance.now();
      toolkit.policy.check(line);
      times.push(performance.now() - start);
    }
  }
  return times;
};
const warmingUp = timed(warmRounds);
const warm = timed(rounds);
// A long session: REMEMBERED earlier lines each wrote a file through a heredoc and exported a
// variable, and its memory holds what they set (the last 256 files, its bound, and every
// variable), then QUIET_LINES set nothing; the same lines checked in it and in a fresh session's,
// interleaved.
const REMEMBERED = 2000;
const QUIET_LINES = 10_000;
const long = new SessionMemory();
const body = `import os\n${'print("x" * 80)\n'.repeat(20)}`;
for (let index = 0; index < REMEMBERED; index++) {
  toolkit.policy.check(`cat > f${index}.py <<'EOF'\n${body}EOF\nexport V${index}=x`, { memory: long });
  long.commit();
}
// Then many lines that set nothing (each line's state is a view of the last: never a chain of them).
for (let index = 0; index < QUIET_LINES; index++) {
  toolkit.policy.check('git status', { memory: long });
  long.commit();
}
const inLongSession = [];
const inFreshSession = [];
for (let round = 0; round < rounds / 4; round++) {
  for (const line of lines) {
    const pair = [[long, inLongSession], [new SessionMemory(), inFreshSession]];
    for (const [memory, times] of round % 2 === 0 ? pair : pair.reverse()) {
      const start = performance.now();
      toolkit.policy.check(line, { memory });
      times.push(performance.now() - start);
    }
  }
}
await toolkit.close();
process.stdout.write(`${JSON.stringify({ warmingUp, warm, inLongSession, inFreshSession, remembered: REMEMBERED, quietLines: QUIET_LINES })}\n`);
