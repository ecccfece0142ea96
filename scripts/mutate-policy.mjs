// A fast scan of the policy's mutants against its tables of forms, in process: every single-line
// mutant of packages/security-policy/src (the operators of scripts/mutate.mjs) is transpiled on its
// own, loaded as a fresh copy of the package and run over every row of features/policy_forms, the
// one-line policy steps of features/bash_tool_policy.feature and the configured rules' examples of
// features/security_permissions.feature, the checks their steps make.
// A mutant no row fails is listed: a row to write, an equivalent mutant, or one that does not type
// check (confirm with `node scripts/mutate.mjs --mutant ... --first ...`, which runs the real
// steps). Nothing runs but the policy's own decisions; the working tree is never touched.
//
//   node scripts/mutate-policy.mjs [--jobs 2] [--file danger-rules.ts] [--sample N --seed S]
import { execFileSync, fork } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = join(root, 'packages/security-policy');
const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '2' },
    file: { type: 'string', default: '' },
    sample: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    worker: { type: 'string' }, // a worker of the scan's: the scan's folder
    from: { type: 'string', default: '' }, // `file.ts:line`: start there (the scan before it was run)
  },
});

// Gherkin table cells: `|` separates, `\|`, `\\` and `\n` are escapes (any other backslash stays).
function cells(line) {
  const out = [];
  let cell = '';
  const text = line.trim().slice(1);
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\' && '|\\n'.includes(text[i + 1] ?? 'x')) {
      const next = text[++i];
      cell += next === 'n' ? '\n' : next;
    } else if (text[i] === '|') {
      out.push(cell.trim());
      cell = '';
    } else cell += text[i];
  }
  return out;
}

// Each check: what a step asserts about one command.
function checks() {
  const files = [...readdirSync(join(root, 'features/policy_forms')).map((name) => join(root, 'features/policy_forms', name)), join(root, 'features/bash_tool_policy.feature'), join(root, 'features/security_permissions.feature')];
  const found = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const step = lines[i].trim().replace(/^(Then|And|Given|When) /, '');
      // The configured rules' outline: each example a policy of its own and one decision.
      if (step.startsWith('Examples:') && /^\|\s*deny\s*\|\s*ask\s*\|\s*allow\s*\|\s*default\s*\|/.test(lines[i + 1]?.trim() ?? '')) {
        const header = cells(lines[++i]);
        while (lines[i + 1]?.trim().startsWith('|')) found.push({ kind: 'permissions', ...Object.fromEntries(cells(lines[++i]).map((value, index) => [header[index], value])) });
        continue;
      }
      let kind;
      let rule;
      if (step.startsWith('the policy should deny each command')) kind = 'deny';
      else if (step.startsWith('the policy should allow each command')) kind = 'allow';
      else if (step.startsWith('the policy should ask about each command, its target known only at run time')) kind = 'runtime';
      else if ((rule = /^the policy should ask by the rule (\S+) about each command/.exec(step)?.[1])) kind = 'ask';
      else if (step.startsWith("in each row's directory")) kind = 'cwd';
      else if (step.startsWith("after a session ran each row's")) kind = 'memory';
      else {
        const one = /^the policy should (deny|allow): ([\s\S]+)$/.exec(step);
        if (one) found.push({ kind: one[1], command: one[2], words: false });
        const asked = /^the policy should ask by the rule (\S+): ([\s\S]+)$/.exec(step);
        if (asked) found.push({ kind: 'ask', rule: asked[1], command: asked[2], words: false });
        continue;
      }
      const header = cells(lines[++i]);
      while (lines[i + 1]?.trim().startsWith('|')) {
        const row = Object.fromEntries(cells(lines[++i]).map((value, index) => [header[index], value]));
        found.push({ kind, rule, words: true, ...row });
      }
    }
  }
  return found;
}

// The first check a policy fails, or undefined.
async function firstFailure(policy, { CommandPolicy, SessionMemory }, list) {
  const configured = new Map();
  const listOf = (rule) => (rule ? [rule] : []);
  const textAllowed = (command) => {
    const quoted = command.split(/\s+/).filter(Boolean).map((word) => `'${word.replaceAll("'", "'\\''")}'`);
    return policy.check(`echo ${quoted.join(' ')}`).verdict === 'allow';
  };
  for (const c of list) {
    let ok;
    if (c.kind === 'allow') ok = policy.check(c.command).verdict === 'allow';
    else if (c.kind === 'deny') {
      const d = policy.check(c.command);
      ok = d.verdict === 'deny' && Boolean(d.rule && d.reason) && (c.reason === undefined || d.reason.includes(c.reason)) && (!c.words || textAllowed(c.command));
    } else if (c.kind === 'ask' || c.kind === 'runtime') {
      const d = policy.check(c.command);
      const rule = c.kind === 'runtime' ? 'runtime-target' : c.rule;
      ok = d.verdict === 'ask' && d.rule === rule && (c.kind !== 'runtime' || /known only at run time/.test(d.reason)) && (c.reason === undefined || d.reason.includes(c.reason)) && (!c.words || textAllowed(c.command));
    } else if (c.kind === 'permissions') {
      // (A `targets` column sets runtimeTargets.)
      const key = JSON.stringify([c.deny, c.ask, c.allow, c.default, c.targets]);
      if (!configured.has(key)) configured.set(key, await CommandPolicy.create({ permissions: { deny: listOf(c.deny), ask: listOf(c.ask), allow: listOf(c.allow) }, defaultVerdict: c.default, ...(c.targets && { runtimeTargets: c.targets }) }));
      const d = configured.get(key).check(c.command);
      ok = d.verdict === c.verdict && (d.rule ?? '') === c.rule;
    } else if (c.kind === 'cwd') {
      const d = policy.check(c.command, { cwd: c.cwd });
      ok = d.verdict === c.verdict && (c.reason === undefined || d.reason.includes(c.reason));
    }
    else {
      const memory = new SessionMemory();
      for (const line of [c.first, c.second].filter((text) => text !== 'nothing')) {
        policy.check(line, { memory });
        memory.commit();
      }
      ok = policy.check(c.command, { memory }).verdict === c.verdict;
    }
    if (!ok) return c;
  }
  return undefined;
}

// One mutant in a worker: a fresh copy of the package's build with the mutated file in it.
async function judge({ file, code }, list) {
  // (Beside the scan's copy of the build, in its folder, which the scan removes at its end with
  // whatever a killed worker left.)
  const copy = mkdtempSync(join(values.worker, 'mutant-'));
  try {
    cpSync(join(values.worker, 'dist'), copy, { recursive: true });
    if (file) writeFileSync(join(copy, file.replace(/\.ts$/, '.js')), code);
    const policyModule = await import(pathToFileURL(join(copy, 'index.js')).href);
    const policy = await policyModule.CommandPolicy.create();
    return (await firstFailure(policy, policyModule, list)) ?? null;
  } catch (error) {
    return { threw: String(error).split('\n')[0] };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

// A worker judges mutant after mutant (each a module graph of its own) until its parent goes.
if (values.worker) {
  const list = JSON.parse(readFileSync(join(values.worker, 'checks.json'), 'utf8'));
  process.on('message', async (mutant) => process.send({ failure: await judge(mutant, list) }));
  process.on('disconnect', () => process.exit(0));
} else await scan();

// The scan: the mutants, each judged by a worker of one of its lanes.
async function scan() {
  // The mutants, drawn as scripts/mutate.mjs draws them.
  const listed = JSON.parse(execFileSync(process.execPath, [join(root, 'scripts/mutate.mjs'), '--list-json', '--under', 'packages/security-policy', '--sample', values.sample, '--seed', values.seed], { encoding: 'utf8', maxBuffer: 64 << 20 }));
  let mutants = listed.filter((m) => m.file.includes(values.file)).map((m) => ({ ...m, file: m.file.replace('packages/security-policy/src/', '') }));
  if (values.from) {
    const [file, line] = values.from.split(':');
    mutants = mutants.slice(mutants.findIndex((m) => m.file === file && m.line >= Number(line)));
  }
  // The sources and the build as they are now: edits made while the scan runs do not reach it.
  const sources = new Map(mutants.map((m) => [m.file, readFileSync(join(pkg, 'src', m.file), 'utf8')]));
  const build = mkdtempSync(join(pkg, '.mutant-scan-'));
  cpSync(join(pkg, 'dist'), join(build, 'dist'), { recursive: true, filter: (path) => !path.endsWith('.map') && !path.endsWith('.d.ts') });
  process.on('exit', () => rmSync(build, { recursive: true, force: true }));
  const list = checks();
  writeFileSync(join(build, 'checks.json'), JSON.stringify(list)); // the rows as they are now, too

  const ts = (await import(pathToFileURL(join(root, 'node_modules/typescript/lib/typescript.js')).href)).default;
  function transpiled(mutant) {
    const srcPath = join(pkg, 'src', mutant.file);
    const lines = sources.get(mutant.file).split('\n');
    const line = lines[mutant.line - 1];
    lines[mutant.line - 1] = line.slice(0, mutant.column) + mutant.to + line.slice(mutant.column + mutant.from.length);
    const options = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022, verbatimModuleSyntax: true };
    return { file: mutant.file, code: ts.transpileModule(lines.join('\n'), { compilerOptions: options, fileName: srcPath }).outputText };
  }

  // A worker's answer for one mutant; one that loops forever is killed at its timeout (a kill, as in
  // the suite) and the lane starts a new worker.
  const startWorker = () => fork(fileURLToPath(import.meta.url), ['--worker', build], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  function ask(lane, job) {
    // Each mutant's module graph and parser stay in its worker: a fresh one every 100.
    if ((lane.jobs = (lane.jobs ?? 0) + 1) % 100 === 0) {
      lane.worker.disconnect();
      lane.worker = startWorker();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => lane.worker.kill('SIGKILL'), 30_000);
      const settle = (answer) => {
        clearTimeout(timer);
        lane.worker.off('message', onMessage).off('exit', onExit);
        resolve(answer);
      };
      const onMessage = (message) => settle(message.failure);
      const onExit = () => {
        lane.worker = startWorker();
        settle({ timeout: true });
      };
      lane.worker.on('message', onMessage).on('exit', onExit);
      lane.worker.send(job);
    });
  }

  // The unmutated package passes every check, or the scan means nothing.
  const lanes = Array.from({ length: Number(values.jobs) }, () => ({ worker: startWorker() }));
  const baseline = await ask(lanes[0], { file: '', code: '' });
  if (baseline) throw new Error(`the unmutated policy fails a check: ${JSON.stringify(baseline)}`);
  console.log(`${list.length} checks; ${mutants.length} mutants`);

  let next = 0;
  let killed = 0;
  async function run(lane) {
    while (next < mutants.length) {
      const mutant = mutants[next++];
      const spec = `packages/security-policy/src/${mutant.file}:${mutant.line}:${mutant.from} ==> ${mutant.to}`;
      const failure = await ask(lane, transpiled(mutant));
      if (failure) killed++;
      else console.log(`SURVIVED ${spec}  (column ${mutant.column})`);
    }
  }
  await Promise.all(lanes.map(run));
  for (const lane of lanes) lane.worker.disconnect();
  console.log(`${killed} of ${mutants.length} killed by the tables; ${mutants.length - killed} survived`);
}
