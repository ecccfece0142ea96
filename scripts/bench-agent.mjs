// A process `pnpm bench` drives over IPC, so that no baseline runs inside the toolkit's own large
// process: `baseline` is a small Node process (raw spawns, a bare bash on a pipe, a raw background
// line); `toolkit` holds a toolkit, its heap optionally inflated to a size. Each operation is timed
// here, so the IPC round trip is in no figure.
//
//   node scripts/bench-agent.mjs baseline|toolkit [heapMB]
import { spawn } from 'node:child_process';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { bareSession } from './bare-session.mjs';

const [role, heapMB = '0'] = process.argv.slice(2);

// A raw spawn of bash, reading its output the way any caller would.
export function rawSpawn(command, prefix = []) {
  return new Promise((resolve, reject) => {
    const [file, ...args] = [...prefix, '/bin/bash', '-c', command];
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let bytes = 0;
    child.stdout.on('data', (chunk) => (bytes += chunk.length));
    child.stderr.on('data', () => undefined);
    child.on('error', reject);
    child.on('close', () => resolve(bytes));
  });
}

// The latency of lines a raw background bash writes with their time, as they reach this process.
function rawBackgroundLines(count) {
  return new Promise((resolve) => {
    const child = spawn('/bin/bash', ['-c', `for i in $(seq 1 ${count}); do printf '%s\\n' "$EPOCHREALTIME"; sleep 0.01; done`], { stdio: ['ignore', 'pipe', 'ignore'] });
    const latencies = [];
    let partial = '';
    child.stdout.on('data', (chunk) => {
      const now = performance.timeOrigin + performance.now();
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop();
      for (const line of lines) latencies.push(now - Number(line) * 1000);
    });
    child.on('close', () => resolve(latencies));
  });
}

let toolkit;
let context;
if (role === 'toolkit') {
  const { createToolkit } = await import('@agent-toolkit/app');
  const { createContext } = await import('@agent-toolkit/tool-core');
  toolkit = await createToolkit();
  context = createContext({ workingDir: process.cwd() });
  await toolkit.executor.execute('Bash', context, { command: 'true' }); // the first call's one-time costs
}
// Live objects, as a long-running server's history and caches would be.
const ballast = [];
while (process.memoryUsage().heapUsed < Number(heapMB) * 1024 * 1024) ballast.push(Array.from({ length: 16_384 }, (_, index) => ({ index, text: `entry ${index}` })));

let bare;
let bareInContainer;
const copies = [];
const operations = {
  rawEcho: () => rawSpawn('echo hello'),
  rawCat: (file) => rawSpawn(`cat ${file}`),
  rawCatToDevNull: (file) => rawSpawn(`cat ${file} > /dev/null`),
  // The same bytes through a raw pipe, each chunk also written to a file as it arrives (as a
  // spill file is); the files stay until `removeCopies`, as the toolkit's stay until close.
  rawCatToFile: (file) =>
    new Promise((resolve, reject) => {
      const copy = `${file}.copy${copies.length}`;
      copies.push(copy);
      const fd = openSync(copy, 'w', 0o600);
      const child = spawn('/bin/bash', ['-c', `cat ${file}`], { stdio: ['ignore', 'pipe', 'ignore'] });
      child.stdout.on('data', (chunk) => writeSync(fd, chunk));
      child.on('error', reject);
      child.on('close', () => resolve(closeSync(fd)));
    }),
  removeCopies: () => copies.splice(0).forEach((copy) => rmSync(copy, { force: true })),
  bareSessionEcho: async () => {
    bare ??= bareSession();
    const output = await bare.run('echo hello');
    if (output !== 'hello\n') throw new Error(`bare session said ${JSON.stringify(output)}`);
  },
  // `arg`: [command, its expected output].
  bareSessionCommand: async ([command, expected]) => {
    bare ??= bareSession();
    const output = await bare.run(command);
    if (output !== expected) throw new Error(`bare session said ${JSON.stringify(output)}`);
  },
  // The same through a container engine's exec: `arg` is [engine, container].
  rawContainerEcho: ([engine, container]) => rawSpawn('echo hello', [engine, 'exec', container]),
  bareContainerSessionEcho: async ([engine, container]) => {
    bareInContainer ??= bareSession([engine, 'exec', '-i', container]);
    const output = await bareInContainer.run('echo hello');
    if (output !== 'hello\n') throw new Error(`bare session in the container said ${JSON.stringify(output)}`);
  },
  oneOffEcho: async () => {
    const result = await toolkit.executor.execute('Bash', context, { command: 'echo hello' });
    if (result.output !== 'hello\n') throw new Error(`unexpected output ${result.output}`);
  },
  backgroundLines: (count) => rawBackgroundLines(count),
};

process.on('message', async ({ id, op, arg }) => {
  const start = performance.now();
  try {
    const value = await operations[op](arg);
    process.send({ id, ms: performance.now() - start, value });
  } catch (error) {
    process.send({ id, error: String(error) });
  }
});
process.on('disconnect', async () => {
  bare?.close();
  bareInContainer?.close();
  await toolkit?.close();
  process.exit(0);
});
process.send({ ready: true, rssMB: process.memoryUsage().rss / 1024 / 1024, heapMB: process.memoryUsage().heapUsed / 1024 / 1024, ballast: ballast.length });
