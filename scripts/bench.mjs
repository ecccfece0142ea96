// The performance benchmark: every figure against a baseline measured in the same run, as a
// ratio, because these machines are noisy. Run with `pnpm bench` (builds first).
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { createToolkit } from '@agent-toolkit/app';
import { createContainedLauncher, DEFAULT_MAX_FILE_BYTES, defaultLauncher, findBubblewrap } from '@agent-toolkit/shell-manager';
import { createContext } from '@agent-toolkit/tool-core';

const quick = process.argv.includes('--quick');
// `--only=mcp,flood` runs those sections alone (names as in `results`).
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const runs = (...names) => !only || names.some((name) => only.includes(name));
const ROUNDS = quick ? 100 : 400;
const BIG_MB = quick ? 100 : 500;
const SHELLS = quick ? 100 : 500;
// The installed command as MCP clients start it: its Node flags are those of its `#!` line.
const installed = fileURLToPath(new URL(process.env.BENCH_SERVER_BIN ?? '../packages/app/bin/agent-toolkit.js', import.meta.url));
const serverNodeFlags = /^#!.*\bnode\b(.*)$/m.exec(readFileSync(installed, 'utf8').split('\n', 1)[0])?.[1].trim().split(/\s+/).filter(Boolean) ?? [];
const workDir = mkdtempSync(join(tmpdir(), 'agent-toolkit-bench-'));
// Gone however the run ends, a section that throws included.
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));
const results = {};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const stats = (values) => ({ p50: percentile(values, 50), p99: percentile(values, 99), runs: values.length });
const ms = (value) => `${value.toFixed(3)} ms`;

// Processes whose command line holds `sleep <mark>` (bwrap, the wrappers and the shells name it too).
function treeProcesses(mark) {
  let count = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      if (stat.slice(stat.lastIndexOf(')') + 2)[0] === 'Z') continue;
      if (readFileSync(`/proc/${name}/cmdline`, 'latin1').includes(`sleep ${mark}`)) count++;
    } catch {
      // gone meanwhile
    }
  }
  return count;
}
// The sleeps themselves (`sleep\0<mark>` as exec'd).
function sleepers(mark) {
  let count = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, 'latin1') === `sleep\0${mark}\0`) count++;
    } catch {
      // gone meanwhile
    }
  }
  return count;
}
async function until(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function timed(action) {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

// A process of its own, driven over IPC (scripts/bench-agent.mjs): `time(op)` is the operation's
// time as measured inside it.
function startAgent(role, heapMB = 0) {
  const child = fork(fileURLToPath(new URL('./bench-agent.mjs', import.meta.url)), [role, String(heapMB)], { cwd: workDir, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map();
  let next = 0;
  let onReady;
  const ready = new Promise((resolve) => (onReady = resolve));
  child.on('message', (message) => {
    if (message.ready) return onReady(message);
    const { resolve, reject } = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) reject(new Error(message.error));
    else resolve(message);
  });
  const request = (op, arg) =>
    new Promise((resolve, reject) => {
      pending.set(++next, { resolve, reject });
      child.send({ id: next, op, arg });
    });
  return {
    ready,
    time: async (op, arg) => (await request(op, arg)).ms,
    value: async (op, arg) => (await request(op, arg)).value,
    close: () => new Promise((resolve) => {
      child.once('exit', resolve);
      child.disconnect();
    }),
  };
}

// Rounds of contenders, the order rotating so none pays for what another leaves behind; the
// first `warmUp` rounds are not counted.
async function interleaved(contenders, rounds, warmUp = 20) {
  const times = contenders.map(() => []);
  for (let round = 0; round < rounds + warmUp; round++) {
    for (let turn = 0; turn < contenders.length; turn++) {
      const index = (round + turn) % contenders.length;
      const ms = await contenders[index]();
      if (round >= warmUp) times[index].push(ms);
    }
  }
  return times;
}

const p50 = (values) => percentile(values, 50);
const toolkit = await createToolkit();
const { executor, shells } = toolkit;
const context = createContext({ workingDir: workDir });
const baseline = startAgent('baseline');
await baseline.ready;

// A contender: `command` through a toolkit's executor in `callContext`, checked for its output.
const through = (kit, callContext, command = 'echo hello', expected = 'hello\n') => () =>
  timed(async () => {
    const result = await kit.executor.execute('Bash', callContext, { command });
    if (result.output !== expected) throw new Error(`unexpected output ${result.output}`);
  });

// 1. One-off `echo hello` through the executor vs a raw spawn from a small process, and the same
// through a toolkit whose shells are in process groups only: what the PID namespace costs.
if (runs('foreground')) {
  const uncontained = await createToolkit({ containment: false });
  const [raw, oneOff, oneOffUncontained] = await interleaved([() => baseline.time('rawEcho'), through(toolkit, context), through(uncontained, context)], ROUNDS);
  await uncontained.close();
  results.foreground = {
    contained: toolkit.containment.enabled,
    hostRssMB: process.memoryUsage().rss / 1024 / 1024,
    rawSpawnFromSmallProcess: stats(raw),
    oneOff: stats(oneOff),
    oneOffUncontained: stats(oneOffUncontained),
    oneOffRatioP50: p50(oneOff) / p50(raw),
    oneOffUncontainedRatioP50: p50(oneOffUncontained) / p50(raw),
  };
}

// 1b. One-off `echo hello` from a toolkit whose process holds 300 MB of live heap vs one of ~50 MB:
// does a spawn cost more as the host grows (fork copies the parent's page tables)?
if (runs('heapGrowth')) {
  const small = startAgent('toolkit', 0);
  const large = startAgent('toolkit', 300);
  const [smallInfo, largeInfo] = await Promise.all([small.ready, large.ready]);
  const [smallTimes, largeTimes] = await interleaved([() => small.time('oneOffEcho'), () => large.time('oneOffEcho')], ROUNDS);
  await Promise.all([small.close(), large.close()]);
  results.heapGrowth = { smallRssMB: smallInfo.rssMB, largeRssMB: largeInfo.rssMB, small: stats(smallTimes), large: stats(largeTimes), ratioP50: p50(largeTimes) / p50(smallTimes) };
}

// 1c. The same in a persistent session vs a bare persistent bash speaking the same protocol (eval,
// status sentinels on stdout and stderr, both read to the end) in the small process.
if (runs('session', 'flood')) {
  const sessionContext = createContext({ workingDir: workDir, sessionId: 'bench' });
  const session = through(toolkit, sessionContext);
  // The same in a toolkit whose shells are in process groups only (where bubblewrap cannot run):
  // what the command left is found in the shell's group, not counted inside a namespace.
  const uncontained = await createToolkit({ containment: false });
  const [bare, ours, oursUncontained] = await interleaved([() => baseline.time('bareSessionEcho'), session, through(uncontained, sessionContext)], ROUNDS * 5, 100);
  await uncontained.close();
  results.session = { bareBashSameProtocol: stats(bare), session: stats(ours), ratioP50: p50(ours) / p50(bare), uncontained: stats(oursUncontained), uncontainedRatioP50: p50(oursUncontained) / p50(bare) };
  // A long command (as an agent's heredoc is) that starts no process: bash reads it in one read,
  // not a byte at a time, so it costs about what a short one does.
  const long = `x='${'0123456789abcdef'.repeat(200)}'; echo \${#x}`;
  const [bareLong, oursLong] = await interleaved([() => baseline.time('bareSessionCommand', [long, '3200\n']), through(toolkit, sessionContext, long, '3200\n')], ROUNDS, 20);
  results.sessionLong = { bytes: long.length, bareBashSameProtocol: stats(bareLong), session: stats(oursLong), overShortP50: p50(oursLong) / p50(ours) };

  // 1d. The same session call while a background `yes` floods its output as fast as it can.
  const flood = await executor.execute('Bash', context, { command: 'yes', run_in_background: true });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const [duringFlood] = await interleaved([session], ROUNDS * 2, 20);
  const floodShell = shells.getShell(flood.metadata.bash_id);
  const floodBytes = floodShell.output.bytes.stdout;
  await executor.execute('KillShell', context, { shell_id: flood.metadata.bash_id });
  const [idle] = await interleaved([session], ROUNDS * 2, 20);
  results.flood = { idle: stats(idle), duringFlood: stats(duringFlood), ratioP50: p50(duringFlood) / p50(idle), floodMB: floodBytes / 1024 / 1024 };
}

// 1e. A session command that starts a process, in process groups only (where what it left is
// looked for in the shell's group), on a machine with 400 more processes than before: the look
// reads the processes created meanwhile, not every process of the machine.
if (runs('crowded')) {
  const uncontained = await createToolkit({ containment: false });
  const crowdedContext = createContext({ workingDir: workDir, sessionId: 'crowded' });
  const forking = through(uncontained, crowdedContext, '/bin/echo hello');
  const [before] = await interleaved([forking], ROUNDS, 20);
  const crowd = Array.from({ length: 400 }, () => spawn('sleep', ['372'], { stdio: 'ignore' }));
  await until(() => sleepers(372) === crowd.length, 10_000);
  const [crowded] = await interleaved([forking], ROUNDS, 20);
  for (const sleeper of crowd) sleeper.kill('SIGKILL');
  await until(() => sleepers(372) === 0, 10_000);
  await uncontained.close();
  results.crowded = { before: stats(before), crowded: stats(crowded), extraProcesses: crowd.length, ratioP50: p50(crowded) / p50(before), sleepersLeft: sleepers(372) };
}

// 2. A line written by a background command, until BashOutput returns it, vs the same lines from a
// raw background bash reaching the small process on their pipe.
if (runs('backgroundLine')) {
  const count = quick ? 50 : 200;
  const started = await executor.execute('Bash', context, {
    command: `for i in $(seq 1 ${count}); do printf '%s\\n' "$EPOCHREALTIME"; sleep 0.01; done`,
    run_in_background: true,
  });
  const id = started.metadata.bash_id;
  const rawLines = baseline.value('backgroundLines', count);
  const latencies = [];
  for (;;) {
    const result = await executor.execute('BashOutput', context, { bash_id: id });
    const now = performance.timeOrigin + performance.now();
    for (const line of String(result.output).split('\n')) {
      if (/^\d+\.\d+$/.test(line)) latencies.push(now - Number(line) * 1000);
    }
    if (!result.metadata.is_running) break;
    await yieldToLoop();
  }
  const raw = await rawLines;
  results.backgroundLine = { latency: stats(latencies), rawPipe: stats(raw), lines: latencies.length };
}

// 3. Hundreds of megabytes through a foreground command: wall time vs the same bytes through a
// raw pipe (and vs `cat` to /dev/null) in the small process, how much the resident set grows, and
// the spill file the toolkit writes counted (the toolkit deletes it at close, checked).
if (runs('bigOutput')) {
  const file = join(workDir, 'big.txt');
  const line = 'the quick brown fox jumps over the lazy dog 0123456789\n';
  writeFileSync(file, line.repeat(Math.ceil((BIG_MB * 1024 * 1024) / line.length)).slice(0, BIG_MB * 1024 * 1024));
  const kit = await createToolkit();
  const spillFiles = [];
  let peakGrowth = 0;
  const ours = async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const ms = await timed(async () => {
      const result = await kit.executor.execute('Bash', context, { command: `cat ${file}` });
      if (!result.success || !result.metadata.truncated) throw new Error(`unexpected result ${result.error}`);
      if (result.metadata.output_bytes !== statSync(file).size) throw new Error('bytes lost');
      spillFiles.push(String(result.metadata.stdout_file));
    });
    clearInterval(sampler);
    peakGrowth = Math.max(peakGrowth, (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024);
    return ms;
  };
  const [ourTimes, rawPipe, rawToFile, devNull] = await interleaved(
    [ours, () => baseline.time('rawCat', file), () => baseline.time('rawCatToFile', file), () => baseline.time('rawCatToDevNull', file)],
    quick ? 3 : 9,
    1,
  );
  await baseline.time('removeCopies');
  const spilledBytes = spillFiles.reduce((sum, path) => sum + (existsSync(path) ? statSync(path).size : 0), 0);
  await kit.close();
  results.bigOutput = {
    megabytes: BIG_MB,
    rounds: ourTimes.length,
    catToDevNull: stats(devNull),
    rawPipe: stats(rawPipe),
    rawPipeToFile: stats(rawToFile),
    foregroundBash: stats(ourTimes),
    ratioToRawPipeToFileP50: p50(ourTimes) / p50(rawToFile),
    ratioToRawPipeP50: p50(ourTimes) / p50(rawPipe),
    ratioToDevNullP50: p50(ourTimes) / p50(devNull),
    peakRssGrowthMB: peakGrowth,
    spillFileMBPerRun: spilledBytes / spillFiles.length / 1024 / 1024,
    spillFilesLeftAfterClose: spillFiles.filter((path) => existsSync(path)).length,
  };
  rmSync(file);
}

// 4. Background shells of two processes each (`sleep N; :` keeps bash and sleep): start 500,
// read each, killAll; against a raw SIGKILL of the same trees (the same launcher, one group kill
// each, waiting for every exit); what is left is read from /proc by the trees' unique sleep.
if (runs('manyShells')) {
  const mark = 7_000_000 + Math.floor(Math.random() * 900_000);
  const { launcher } = defaultLauncher(true);
  const rawChildren = Array.from({ length: SHELLS }, () => launcher({ command: `sleep ${mark}; :`, cwd: workDir, env: process.env, stdin: 'ignore' }));
  await until(() => sleepers(mark) === SHELLS, 60_000);
  const rawKillMs = await timed(() => Promise.all(rawChildren.map((child) => new Promise((resolve) => { child.once('exit', resolve); process.kill(-child.pid, 'SIGKILL'); }))));
  await until(() => sleepers(mark) === 0, 10_000);
  const rawLeft = sleepers(mark);

  const startMs = performance.now();
  const starts = await Promise.all(
    Array.from({ length: SHELLS }, (_, index) => executor.execute('Bash', context, { command: `echo ready-${index}; sleep ${mark + 1}; :`, run_in_background: true })),
  );
  const startedMs = performance.now() - startMs;
  const ids = starts.map((result) => result.metadata.bash_id);
  const readStart = performance.now();
  let correct = 0;
  for (const [index, id] of ids.entries()) {
    const shell = shells.getShell(id);
    while (!shell.readOutput()) await new Promise((resolve) => setTimeout(resolve, 1));
    const result = await executor.execute('BashOutput', context, { bash_id: id });
    if (String(result.output).startsWith(`ready-${index}\n`)) correct++;
  }
  const readMs = performance.now() - readStart;
  await until(() => sleepers(mark + 1) === SHELLS, 60_000);
  const processesBefore = treeProcesses(mark + 1);
  const killStart = performance.now();
  const killed = await shells.killAll();
  const killMs = performance.now() - killStart;
  results.manyShells = {
    shells: SHELLS, processesPerTree: processesBefore / SHELLS, startAllMs: startedMs, readAllMs: readMs, readCorrectly: correct,
    killAllMs: killMs, killed, processesLeft: treeProcesses(mark + 1), rawGroupKillMs: rawKillMs, rawLeft, ratioToRawKill: killMs / rawKillMs,
  };
}

// 4b. What a contained spawn's user namespace costs: a one-off `true` through the contained
// launcher with a user namespace against the same without one (host-root), interleaved.
if (runs('userNamespace')) {
  const bwrap = findBubblewrap();
  if (bwrap) {
    const spawnOnce = (launcher) => () =>
      timed(() => new Promise((resolve) => launcher({ command: 'true', cwd: workDir, env: process.env, stdin: 'ignore' }).once('exit', resolve)));
    const [user, hostRoot] = await interleaved([spawnOnce(createContainedLauncher(bwrap, 'user')), spawnOnce(createContainedLauncher(bwrap, 'host-root'))], quick ? 30 : 200);
    results.userNamespace = { withUserNamespace: stats(user), withoutUserNamespace: stats(hostRoot), costP50Ms: p50(user) - p50(hostRoot), ratioP50: p50(user) / p50(hostRoot) };
  }
}

// 5. An unread `yes` in the background for ten seconds: the file stops at its cap (1 GiB by
// default), memory stays bounded, and close() leaves nothing on disk.
if (runs('unreadYes')) {
  const seconds = quick ? 3 : 10;
  const kit = await createToolkit();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  const started = await kit.executor.execute('Bash', context, { command: 'yes', run_in_background: true });
  const shell = kit.shells.getShell(started.metadata.bash_id);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  clearInterval(sampler);
  const file = shell.output.spillFiles.stdout;
  const fileBytes = file ? statSync(file).size : 0;
  const written = shell.output.bytes.stdout;
  await kit.close();
  results.unreadYes = { seconds, writtenBytes: written, fileBytes, capBytes: DEFAULT_MAX_FILE_BYTES, peakRssGrowthMB: (peakRss - rssBefore) / 1024 / 1024, fileLeftAfterClose: file ? existsSync(file) : false };
}

// 6. Waiting for a server's line: BashOutput with until returns how long after the line arrived?
if (runs('waitForLine')) {
  const rounds = quick ? 5 : 20;
  const latencies = [];
  for (let round = 0; round < rounds; round++) {
    const started = await executor.execute('Bash', context, { command: 'exec python3 -u -m http.server 0 --bind 127.0.0.1', run_in_background: true });
    const id = started.metadata.bash_id;
    const shell = shells.getShell(id);
    let arrived;
    const onOutput = (_stream, chunk) => {
      if (arrived === undefined && chunk.toString().includes('Serving HTTP')) arrived = performance.now();
    };
    shell.on('output', onOutput);
    const result = await executor.execute('BashOutput', context, { bash_id: id, wait_ms: 10_000, until: 'Serving HTTP' });
    const returned = performance.now();
    shell.off('output', onOutput);
    if (result.metadata.wait_result !== 'matched' || arrived === undefined) throw new Error(`no match: ${result.metadata.wait_result} ${result.output}`);
    latencies.push(returned - arrived);
    await executor.execute('KillShell', context, { shell_id: id });
  }
  results.waitForLine = { latency: stats(latencies) };
}

// 7. The policy check of one-line commands, everyday and dangerous, as the server runs it: in a
// process of its own started with the installed command's Node flags. V8 optimizes the policy's
// functions over a fresh process's first few thousand checks: those are reported on their own.
if (runs('policyCheck')) {
  const run = spawnSync(process.execPath, [...serverNodeFlags, fileURLToPath(new URL('./bench-policy.mjs', import.meta.url)), String(quick ? 100 : 400), String(quick ? 200 : 1000)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`bench-policy.mjs failed: ${run.stderr}`);
  const { warmingUp, warm, inLongSession, inFreshSession, remembered, quietLines } = JSON.parse(run.stdout);
  results.policyCheck = { ...stats(warm), warmingUp: stats(warmingUp), nodeFlags: serverNodeFlags };
  results.policyInLongSession = { remembered, quietLines, longSession: stats(inLongSession), freshSession: stats(inFreshSession), ratioP50: stats(inLongSession).p50 / stats(inFreshSession).p50 };
}

// The installed command run once (`agent-toolkit run -- true`: start, judge, run, exit) against
// Node starting and doing nothing, interleaved, each a process of its own.
if (runs('cli')) {
  const processTime = (args) => () => timed(() => new Promise((resolve, reject) => spawn(process.execPath, args, { stdio: 'ignore' }).once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))))));
  const [cli, bare] = await interleaved([processTime([...serverNodeFlags, installed, 'run', '--', 'true']), processTime(['-e', '0'])], quick ? 5 : 15, 2);
  results.cli = { run: stats(cli), nodeAlone: stats(bare), overNodeP50: p50(cli) - p50(bare) };
}

// 8. Over MCP, with the SDK's own client: the installed command (persistent shell, and with
// --no-persist) against a null MCP server that spawns nothing, and against a raw `bash -c` from
// the small process; and how long each server takes to answer initialize. The persistent shell
// also against the null server with a bare bash behind it (`--shell`): what the hop to a shell
// costs any server, so that what is ours in the excess shows.
if (runs('mcp')) {
  const nullServer = fileURLToPath(new URL('./bench-null-mcp.mjs', import.meta.url));
  const connect = async (args) => {
    const client = new Client({ name: 'bench', version: '1.0.0' });
    const start = performance.now();
    await client.connect(new StdioClientTransport({ command: process.execPath, args, cwd: workDir, stderr: 'ignore' }));
    return { client, initializeMs: performance.now() - start };
  };
  // The null server lists our tools and answers with one of our results, captured here.
  const sample = (await connect([...serverNodeFlags, installed, 'mcp'])).client;
  const nullSpec = join(workDir, 'null-server.json');
  writeFileSync(nullSpec, JSON.stringify({ tools: (await sample.listTools()).tools, result: await sample.callTool({ name: 'Bash', arguments: { command: 'echo hello' } }) }));
  await sample.close();
  const starts = { ours: [], null: [] };
  for (let round = 0; round < (quick ? 5 : 15); round++) {
    for (const [name, args] of [['ours', [...serverNodeFlags, installed, 'mcp']], ['null', [nullServer, nullSpec]]]) {
      const { client, initializeMs } = await connect(args);
      starts[name].push(initializeMs);
      await client.close();
    }
  }
  const ours = (await connect([...serverNodeFlags, installed, 'mcp'])).client;
  const oneOff = (await connect([...serverNodeFlags, installed, 'mcp', '--no-persist'])).client;
  const none = (await connect([nullServer, nullSpec])).client;
  const bareShell = (await connect([nullServer, nullSpec, '--shell'])).client;
  await Promise.all([ours.listTools(), oneOff.listTools(), none.listTools(), bareShell.listTools()]);
  const echo = (client) => () =>
    timed(async () => {
      const result = await client.callTool({ name: 'Bash', arguments: { command: 'echo hello' } });
      if (result.content[0].text !== 'hello\n') throw new Error(`unexpected ${JSON.stringify(result.content)}`);
    });
  // Each comparison in rounds of its own: a one-off call's server starts its next shell (a
  // namespace) after answering, which would land on whichever call came next.
  const [persistent, nullTimes, bareShellTimes] = await interleaved([echo(ours), echo(none), echo(bareShell)], ROUNDS);
  const [noPersistBackToBack, rawBackToBack] = await interleaved([echo(oneOff), () => baseline.time('rawEcho')], ROUNDS);
  // As an agent's calls arrive: with idle time between them (the processes' caches go cold).
  const apart = (call) => async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    return call();
  };
  const [persistentApart, nullApart, bareShellApart] = await interleaved([apart(echo(ours)), apart(echo(none)), apart(echo(bareShell))], quick ? 50 : 150, 10);
  // One-off calls as an agent's arrive, with time for the server to start its next shell ahead.
  const [noPersist, raw] = await interleaved([apart(echo(oneOff)), apart(() => baseline.time('rawEcho'))], quick ? 50 : 150, 10);
  await Promise.all([ours.close(), oneOff.close(), none.close(), bareShell.close()]);
  results.mcp = {
    initialize: { ours: stats(starts.ours), nullServer: stats(starts.null) },
    persistentEcho: stats(persistent),
    noPersistEcho: stats(noPersist),
    nullServerEcho: stats(nullTimes),
    rawSpawnFromSmallProcess: stats(raw),
    persistentOverNullP50: p50(persistent) - p50(nullTimes),
    nullServerWithBareShellEcho: stats(bareShellTimes),
    bareShellOverNullP50: p50(bareShellTimes) - p50(nullTimes),
    calls10msApart: {
      persistentEcho: stats(persistentApart),
      nullServerEcho: stats(nullApart),
      nullServerWithBareShellEcho: stats(bareShellApart),
      persistentOverNullP50: p50(persistentApart) - p50(nullApart),
      bareShellOverNullP50: p50(bareShellApart) - p50(nullApart),
    },
    noPersistRatioToRawP50: p50(noPersist) / p50(raw),
    noPersistBackToBack: { echo: stats(noPersistBackToBack), raw: stats(rawBackToBack), ratioP50: p50(noPersistBackToBack) / p50(rawBackToBack) },
  };
}

// 7. Shells in a container through the engine's CLI (the container runner): a one-off call against
// the engine's own `exec` of the same command from a small process, a session call against a bare
// bash speaking the same protocol through one `exec -i`. podman, from a throwaway overlay of this
// machine's root; skipped where podman cannot run a container.
if (runs('container')) {
  const engine = 'podman';
  const confFile = join(workDir, 'containers.conf');
  writeFileSync(confFile, '[containers]\ndefault_ulimits = ["nofile=1024:1024", "nproc=4096:4096"]\n[engine]\nruntime = "runc"\n');
  process.env.CONTAINERS_CONF ??= confFile;
  const name = `agent-toolkit-bench-${process.pid}`;
  const started = spawnSync(engine, ['run', '-d', '--init', '--network', 'none', '--name', name, '-v', `${workDir}:${workDir}`, '--rootfs', '/:O', 'sleep', 'infinity'], { encoding: 'utf8' });
  if (started.status !== 0) console.log(`container section skipped: ${(started.stderr || started.error?.message || '').trim()}`);
  else {
    const kit = await createToolkit({ runner: { container: name, engine } });
    const [ours, raw] = await interleaved([through(kit, context), () => baseline.time('rawContainerEcho', [engine, name])], quick ? 20 : 60, 5);
    const sessionContext = createContext({ workingDir: workDir, sessionId: 'bench-container' });
    const [sessionTimes, bare] = await interleaved([through(kit, sessionContext), () => baseline.time('bareContainerSessionEcho', [engine, name])], ROUNDS * 2, 50);
    // KillShell of a background `sleep` in the container, until the call returns (nothing of it left
    // inside), against one engine exec from a small process; leftovers read from the container's /proc.
    let sleeper = 0;
    const killShell = async () => {
      const started = await kit.executor.execute('Bash', context, { command: `sleep ${47100 + (sleeper++ % 100)}`, run_in_background: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      return timed(() => kit.executor.execute('KillShell', context, { shell_id: started.metadata.bash_id }));
    };
    const [kills, killBaseline] = await interleaved([killShell, () => baseline.time('rawContainerEcho', [engine, name])], quick ? 10 : 30, 3);
    const killLeft = spawnSync(engine, ['exec', name, 'bash', '-c', 'for f in /proc/[0-9]*/cmdline; do tr "\\0" " " < "$f"; echo; done'], { encoding: 'utf8' }).stdout.split('\n').filter((line) => /^sleep 471\d\d/.test(line)).length;
    await kit.close();
    spawnSync(engine, ['rm', '-f', '-t', '0', name]);
    results.container = { engine, oneOff: stats(ours), engineExec: stats(raw), oneOffRatioP50: p50(ours) / p50(raw), session: stats(sessionTimes), bareSessionSameProtocol: stats(bare), killShell: stats(kills), killBaseline: stats(killBaseline), killRatioP50: p50(kills) / p50(killBaseline), killLeft };
  }
}

await baseline.close();
await toolkit.close();

const f = results.foreground;
const h = results.heapGrowth;
const se = results.session;
const fl = results.flood;
const cr = results.crowded;
const bl = results.backgroundLine;
const b = results.bigOutput;
const m = results.manyShells;
const y = results.unreadYes;
const w = results.waitForLine;
const pc = results.policyCheck;
const pl = results.policyInLongSession;
const mc = results.mcp;
const ct = results.container;
const checks = [
  f && [`one-off echo in process groups p50 ${ms(f.oneOffUncontained.p50)} vs raw spawn from a small process ${ms(f.rawSpawnFromSmallProcess.p50)}: ${f.oneOffUncontainedRatioP50.toFixed(2)}x (host RSS ${f.hostRssMB.toFixed(0)} MB)`, f.oneOffUncontainedRatioP50 <= 1.2, '<= 1.2x'],
  // The default: a PID namespace per shell costs a bwrap and a wrapper shell (README: Containment).
  f && [`one-off echo ${f.contained ? 'contained' : 'NOT contained'} p50 ${ms(f.oneOff.p50)}: ${f.oneOffRatioP50.toFixed(2)}x raw spawn (p99 ${ms(f.oneOff.p99)} vs ${ms(f.rawSpawnFromSmallProcess.p99)})`, f.contained && f.oneOffRatioP50 <= 3, '<= 3x, contained'],
  h && [`one-off echo from a ${h.largeRssMB.toFixed(0)} MB host p50 ${ms(h.large.p50)} vs a ${h.smallRssMB.toFixed(0)} MB host ${ms(h.small.p50)}: ${h.ratioP50.toFixed(2)}x`, h.ratioP50 <= 1.2, '<= 1.2x'],
  se && [`session echo p50 ${ms(se.session.p50)} (p99 ${ms(se.session.p99)}) vs a bare bash speaking the same protocol ${ms(se.bareBashSameProtocol.p50)}: ${se.ratioP50.toFixed(2)}x`, se.session.p50 < 0.5, '< 0.5 ms'],
  se && [`session echo in process groups only (containment: false) p50 ${ms(se.uncontained.p50)} (p99 ${ms(se.uncontained.p99)}): ${se.uncontainedRatioP50.toFixed(2)}x the bare bash`, se.uncontained.p50 < 0.5, '< 0.5 ms'],
  results.sessionLong && [`session command of ${results.sessionLong.bytes} bytes p50 ${ms(results.sessionLong.session.p50)} vs a bare bash speaking the same protocol ${ms(results.sessionLong.bareBashSameProtocol.p50)}; ${results.sessionLong.overShortP50.toFixed(2)}x the session's echo`, results.sessionLong.overShortP50 <= 1.5, "<= 1.5x the session's echo"],
  fl && [`session echo during a background yes flood (${fl.floodMB.toFixed(0)} MB) p50 ${ms(fl.duringFlood.p50)} vs idle ${ms(fl.idle.p50)}: ${fl.ratioP50.toFixed(2)}x`, fl.ratioP50 <= 1.5, '<= 1.5x'],
  cr && [`session /bin/echo in process groups only with ${cr.extraProcesses} more processes on the machine p50 ${ms(cr.crowded.p50)} vs ${ms(cr.before.p50)} before them: ${cr.ratioP50.toFixed(2)}x, ${cr.sleepersLeft} left`, cr.ratioP50 <= 1.2 && cr.sleepersLeft === 0, '<= 1.2x, 0 left'],
  bl && [`background line to BashOutput p50 ${ms(bl.latency.p50)} (p99 ${ms(bl.latency.p99)}) vs a raw pipe to a small process ${ms(bl.rawPipe.p50)}`, bl.latency.p50 < 10, '< 10 ms'],
  b && [`${b.megabytes} MB foreground (${b.rounds} rounds, a ${b.spillFileMBPerRun.toFixed(0)} MB spill file each, ${b.spillFilesLeftAfterClose} left after close): ${ms(b.foregroundBash.p50)} vs the same bytes through a raw pipe into a file ${ms(b.rawPipeToFile.p50)}: ${b.ratioToRawPipeToFileP50.toFixed(2)}x (raw pipe alone ${ms(b.rawPipe.p50)}: ${b.ratioToRawPipeP50.toFixed(2)}x; cat > /dev/null ${ms(b.catToDevNull.p50)})`, b.ratioToRawPipeToFileP50 < 2 && b.spillFilesLeftAfterClose === 0, '< 2x raw pipe into a file, none left'],
  b && [`${b.megabytes} MB foreground: peak RSS growth ${b.peakRssGrowthMB.toFixed(1)} MB`, b.peakRssGrowthMB < 64, '< 64 MB'],
  m && [`${m.shells} background shells: started in ${ms(m.startAllMs)}, read ${m.readCorrectly}/${m.shells} correctly in ${ms(m.readAllMs)}`, m.readCorrectly === m.shells, 'all read'],
  m && [`${m.shells} trees (${m.processesPerTree.toFixed(0)} processes each): killAll ${ms(m.killAllMs)} vs a raw group kill of the same trees ${ms(m.rawGroupKillMs)}: ${m.ratioToRawKill.toFixed(2)}x, ${m.processesLeft} processes left (raw: ${m.rawLeft})`, m.killAllMs < 1000 && m.ratioToRawKill <= 5 && m.processesLeft === 0, '< 1 s, <= 5x raw, 0 left'],
  y && [
    `unread yes for ${y.seconds} s: wrote ${(y.writtenBytes / 1024 ** 3).toFixed(2)} GiB, file ${(y.fileBytes / 1024 ** 3).toFixed(3)} GiB, peak RSS growth ${y.peakRssGrowthMB.toFixed(1)} MB, file left after close: ${y.fileLeftAfterClose}`,
    y.fileBytes <= y.capBytes + 256 && y.peakRssGrowthMB < 128 && !y.fileLeftAfterClose,
    '<= 1 GiB on disk, < 128 MB, nothing left',
  ],
  w && [`BashOutput until "Serving HTTP" returns after the line arrives: p50 ${ms(w.latency.p50)} (p99 ${ms(w.latency.p99)}, ${w.latency.runs} servers)`, w.latency.p50 < 100, '< 100 ms'],
  pc && [`policy check of a one-line command: p50 ${ms(pc.p50)}, p99 ${ms(pc.p99)} (${pc.runs} checks, node ${pc.nodeFlags.join(' ') || 'without flags'}; a fresh process's first ${pc.warmingUp.runs}, V8 still optimizing: p50 ${ms(pc.warmingUp.p50)}, p99 ${ms(pc.warmingUp.p99)})`, pc.p50 < 0.1 && pc.p99 < 1, 'p50 < 0.1 ms, p99 < 1 ms'],
  pl && [`policy check in a session whose ${pl.remembered} lines each wrote a file and exported a variable, then ${pl.quietLines} set nothing, p50 ${ms(pl.longSession.p50)} vs a fresh session's ${ms(pl.freshSession.p50)}: ${pl.ratioP50.toFixed(2)}x`, pl.ratioP50 <= 1.2, '<= 1.2x'],
  mc && [`MCP server answers initialize: p50 ${ms(mc.initialize.ours.p50)} (a null SDK server ${ms(mc.initialize.nullServer.p50)})`, mc.initialize.ours.p50 < 150, '< 150 ms'],
  mc && [`MCP echo in the persistent shell p50 ${ms(mc.persistentEcho.p50)} vs a null MCP server ${ms(mc.nullServerEcho.p50)}: +${ms(mc.persistentOverNullP50)}`, mc.persistentOverNullP50 <= 0.5, '<= +0.5 ms'],
  mc && [`MCP echo with --no-persist, 10 ms between calls, p50 ${ms(mc.noPersistEcho.p50)} vs a raw bash -c from a small process ${ms(mc.rawSpawnFromSmallProcess.p50)}: ${mc.noPersistRatioToRawP50.toFixed(2)}x`, mc.noPersistRatioToRawP50 <= 1.3, '<= 1.3x'],
  results.cli && [`CLI run -- true p50 ${ms(results.cli.run.p50)} vs node -e 0 ${ms(results.cli.nodeAlone.p50)}: ${ms(results.cli.overNodeP50)} over Node's own start`, results.cli.overNodeP50 < 500, '< 500 ms over Node'],
  ct && [`container one-off echo p50 ${ms(ct.oneOff.p50)} vs ${ct.engine} exec of the same from a small process ${ms(ct.engineExec.p50)}: ${ct.oneOffRatioP50.toFixed(2)}x`, ct.oneOffRatioP50 <= 1.3, '<= 1.3x'],
  ct && [`container KillShell of a background sleep p50 ${ms(ct.killShell.p50)} vs one ${ct.engine} exec from a small process ${ms(ct.killBaseline.p50)}: ${ct.killRatioP50.toFixed(2)}x, ${ct.killLeft} left`, ct.killRatioP50 <= 1 && ct.killLeft === 0, '<= 1x, 0 left'],
  ct && [`container session echo p50 ${ms(ct.session.p50)} (p99 ${ms(ct.session.p99)}) vs a bare bash on one ${ct.engine} exec -i ${ms(ct.bareSessionSameProtocol.p50)}`, ct.session.p50 < 1, '< 1 ms'],
];
for (const [text, ok, target] of checks.filter(Boolean)) console.log(`${ok ? 'ok  ' : 'MISS'} ${text}  [target ${target}]`);
if (mc) {
  const apart = mc.calls10msApart;
  console.log(`info MCP echo, the null server with a bare bash behind it (the hop to a shell, any server's least): p50 ${ms(mc.nullServerWithBareShellEcho.p50)}, +${ms(mc.bareShellOverNullP50)} over the null server; ours +${ms(mc.persistentOverNullP50 - mc.bareShellOverNullP50)} over it`);
  console.log(`info MCP echo with 10 ms between calls: persistent shell p50 ${ms(apart.persistentEcho.p50)} vs a null MCP server ${ms(apart.nullServerEcho.p50)}: +${ms(apart.persistentOverNullP50)}; with a bare bash behind it +${ms(apart.bareShellOverNullP50)}`);
  const backToBack = mc.noPersistBackToBack;
  console.log(`info MCP echo with --no-persist, back to back (no time to start the next shell ahead): p50 ${ms(backToBack.echo.p50)} vs a raw bash -c ${ms(backToBack.raw.p50)}: ${backToBack.ratioP50.toFixed(2)}x`);
}
writeFileSync(join(process.cwd(), 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('details: bench-results.json');
process.exitCode = checks.filter(Boolean).every(([, ok]) => ok) ? 0 : 1;
