// The policy check as the MCP server runs it: a process of its own, started with the installed
// command's Node flags (bench.mjs passes them), the policy the server builds. Prints one JSON line:
// the times of a fresh process's first rounds (V8 still optimizing the policy) and of the rounds after.
import { createToolkit } from '@agent-toolkit/app';

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
await toolkit.close();
process.stdout.write(`${JSON.stringify({ warmingUp, warm })}\n`);
