// Mutation sampling: does the suite fail when the code is wrong? Applies single-line mutants of
// packages/*/src (flipped comparisons, && and ||, dropped await, flipped booleans) one at a time
// in a throwaway copy of the repository, rebuilds, runs the confined suite with --fail-fast (then
// the container scenarios for a mutant it did not catch), and reports how many were killed. The
// working tree is never touched.
//
//   node scripts/mutate.mjs --sample 30 [--seed 7]         a random sample of all mutants
//   node scripts/mutate.mjs --mutant 'path:line:from ==> to'  named mutants (repeatable)
//   --under packages/security-policy     sample only that folder's mutants
//   --first features/a.feature,...      run those scenarios first, with only the mutated package
//                                        rebuilt: a mutant they kill costs seconds; one they do
//                                        not still goes through the whole suite
//   --first-only                        a scan for scenarios to write: a mutant the --first
//                                        scenarios do not kill is listed, not run through the suite
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { build, confinedSuite, containerSuite, failedScenarios, repository as root, requireConfined, runIn, scratchCopy } from './scratch-copy.mjs';

const { values } = parseArgs({
  options: {
    sample: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    mutant: { type: 'string', multiple: true, default: [] },
    'timeout-s': { type: 'string', default: '400' },
    list: { type: 'boolean', default: false },
    'list-json': { type: 'boolean', default: false },
    under: { type: 'string', default: '' },
    first: { type: 'string', default: '' },
    'first-only': { type: 'boolean', default: false },
  },
});
const firstFeatures = values.first.split(',').filter(Boolean);
const timeoutMs = Number(values['timeout-s']) * 1000;

// Operators: each turns one occurrence of `from` on a line into `to`.
const OPERATORS = [
  ['===', '!=='],
  ['!==', '==='],
  [' <= ', ' < '],
  [' < ', ' <= '],
  [' >= ', ' > '],
  [' > ', ' >= '],
  [' && ', ' || '],
  [' || ', ' && '],
  ['await ', ''],
  ['true', 'false'],
  ['false', 'true'],
];

function sourceFiles() {
  return readdirSync(join(root, 'packages')).flatMap((pkg) => {
    const src = join(root, 'packages', pkg, 'src');
    try {
      return readdirSync(src, { recursive: true })
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
        .map((name) => relative(root, join(src, name)));
    } catch {
      return [];
    }
  });
}

// Lines that run: not comments, imports or type declarations.
const inert = (line) => /^\s*(\/\/|\*|\/\*|import |export (type|interface)|readonly |type )/.test(line) || /^\s*\w+\??: [\w<>[\]|' ]+;$/.test(line);

function allMutants() {
  const mutants = [];
  for (const file of sourceFiles().filter((name) => name.startsWith(values.under))) {
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (inert(line)) return;
        for (const [from, to] of OPERATORS) {
          // `true`/`false` only as whole words; `> ` not inside `=>`.
          const pattern = new RegExp(from.trim() === from && /^\w+$/.test(from) ? `\\b${from}\\b` : escape(from), 'g');
          for (const match of line.matchAll(pattern)) {
            if (from === ' > ' && line[match.index - 1] === '=') continue;
            if (from === ' < ' && line[match.index + 2] === '<') continue;
            mutants.push({ file, line: index + 1, column: match.index, from, to });
          }
        }
      });
  }
  return mutants;
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A small seeded generator, so a sample can be drawn again.
function random(seed) {
  let state = Math.imul(seed, 2654435761) >>> 0 || 1; // spread small seeds over the state
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

function parseNamed(spec) {
  const [, file, line, from, to] = /^([^:]+):(\d+):(.*?) ==> (.*)$/.exec(spec) ?? [];
  if (to === undefined) throw new Error(`${spec}: expected path:line:from ==> to`);
  const text = readFileSync(join(root, file), 'utf8').split('\n')[Number(line) - 1];
  const column = text.indexOf(from);
  if (column === -1) throw new Error(`${spec}: "${from}" is not on that line: ${text}`);
  return { file, line: Number(line), column, from, to };
}

let chosen;
if (values.mutant.length > 0) chosen = values.mutant.map(parseNamed);
else {
  const all = allMutants();
  const next = random(Number(values.seed));
  chosen = [];
  const pool = [...all];
  for (let i = 0; i < Number(values.sample) && pool.length > 0; i++) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
  // Every mutant, or the sample, for scripts/mutate-policy.mjs.
  if (values['list-json']) {
    writeFileSync(1, JSON.stringify(Number(values.sample) > 0 ? chosen : all)); // whole before exit, on a pipe too
    process.exit(0);
  }
  console.log(`${all.length} mutants in ${values.under || 'packages/*/src'}; sampling ${chosen.length} (seed ${values.seed})`);
}
if (values.list) {
  for (const m of chosen) console.log(`${m.file}:${m.line}: ${m.from.trim() || m.from} => ${m.to.trim() || '(removed)'}`);
  process.exit(0);
}

const copy = scratchCopy('mutants');
// Each mutant's suite output, to read why it was killed.
const logDir = join(root, 'reports', 'mutants');
mkdirSync(logDir, { recursive: true });
// The copy must pass before any mutant is judged in it.
if (build(copy).status !== 0) throw new Error('the unmutated copy does not build');
const baseline = requireConfined(confinedSuite(copy, ['--fail-fast', ...(values['first-only'] ? firstFeatures : [])]));
if (baseline.status !== 0) throw new Error(`the unmutated suite does not pass in the copy:\n${baseline.stdout.slice(-3000)}\n${baseline.stderr.slice(-1000)}`);
// What a run of the suite says of a mutant: killed (confirmed by failing again on its own, in the
// suite that failed it), SURVIVED, or the suite could not tell.
function verdict(suite, runSuite, args, label, index, retried = false) {
  writeFileSync(join(logDir, `${index}.log`), `${label}\n\n${suite.stdout}\n${suite.stderr}`);
  if (suite.error?.code === 'ETIMEDOUT') return 'killed (timeout)';
  if (suite.status === 0) return 'SURVIVED';
  // The mutant made the test process itself die (a parser looping while it allocates): a kill.
  if (/JavaScript heap out of memory|FATAL ERROR/.test(suite.stderr)) return 'killed (the suite crashed: out of memory)';
  // Killed only by a failing scenario: a suite that did not run says nothing about the mutant.
  // A run that failed in a hook (the leak check at the end) killed the mutant too.
  const failed = failedScenarios(suite.stdout)[0] ?? (/outlived the test run/.test(suite.stdout + suite.stderr) ? "the run's leak check" : undefined);
  // The suite could not even start (its support code loads the mutated package and throws),
  // where the unmutated copy's did: the mutant broke it.
  if (!failed && !/^\d+ scenarios? \(/m.test(suite.stdout)) return `killed (the suite could not start): ${/^\w*Error: [^\n]*/m.exec(suite.stderr)?.[0].slice(0, 160) ?? `exit ${suite.status}`}`;
  if (!failed) throw new Error(`the suite did not run (exit ${suite.status}):\n${suite.stdout.slice(-2000)}\n${suite.stderr.slice(-2000)}`);
  // A kill counts once the scenario fails again on its own, in the suite that failed it (the
  // container run's scenarios pass in the main run): a flaky failure is no evidence.
  const again = failed.startsWith('features/') ? runSuite(copy, [failed.split(' ')[0]], { timeoutMs: 120_000 }) : suite;
  const reason = /^\s+(?:AssertionError|Error)[^\n]*$/m.exec(suite.stdout)?.[0].trim().slice(0, 160) ?? '';
  if (again.status !== 0) return `killed by "${failed}": ${reason}`;
  // A flaky failure stopped the run (--fail-fast) before the scenarios that would judge the mutant:
  // the suite once more.
  if (!retried) return verdict(requireConfined(runSuite(copy, args, { timeoutMs })), runSuite, args, label, index, true);
  return `unconfirmed: "${failed}" passed when run again`;
}

// The scenarios --first names, with only the mutated package rebuilt: a kill, or undefined.
const buildPackage = (file) => runIn(copy, 'pnpm', ['--filter', `./${file.split('/').slice(0, 2).join('/')}`, 'run', 'build'], { timeoutMs: 120_000 });
function quickVerdict(mutant, label, index) {
  if (buildPackage(mutant.file).status !== 0) return 'invalid (does not compile)';
  const args = ['--fail-fast', ...firstFeatures];
  const suite = requireConfined(confinedSuite(copy, args, { timeoutMs }));
  if (suite.status === 0 && !suite.error) return undefined;
  const outcome = verdict(suite, confinedSuite, args, label, index);
  return outcome.startsWith('killed') ? outcome : undefined;
}

function fullVerdict(label, index) {
  if (build(copy).status !== 0) return 'invalid (does not compile)';
  let runSuite = confinedSuite;
  let suite = requireConfined(runSuite(copy, ['--fail-fast'], { timeoutMs }));
  // Survived the main run: the same scenarios with every shell in a container may still catch it.
  if (suite.status === 0 && !suite.error) {
    runSuite = containerSuite;
    suite = requireConfined(runSuite(copy, ['--fail-fast'], { timeoutMs }));
  }
  return verdict(suite, runSuite, ['--fail-fast'], label, index);
}

const results = [];
for (const mutant of chosen) {
  const path = join(copy, mutant.file);
  const original = readFileSync(path, 'utf8');
  const lines = original.split('\n');
  const text = lines[mutant.line - 1];
  lines[mutant.line - 1] = text.slice(0, mutant.column) + mutant.to + text.slice(mutant.column + mutant.from.length);
  writeFileSync(path, lines.join('\n'));
  const label = `${mutant.file}:${mutant.line}: ${text.trim()}  =>  ${lines[mutant.line - 1].trim()}`;
  const started = Date.now();
  const quick = firstFeatures.length > 0 ? quickVerdict(mutant, label, results.length + 1) : undefined;
  const outcome = quick ?? (values['first-only'] ? 'UNCAUGHT by the first scenarios' : fullVerdict(label, results.length + 1));
  writeFileSync(path, original);
  // tsc emits even with errors; a whole build put the mutant in every package that bundles it.
  if (quick !== undefined || values['first-only']) buildPackage(mutant.file);
  else if (firstFeatures.length > 0 || outcome.startsWith('invalid')) build(copy);
  results.push({ ...mutant, label, outcome });
  console.log(`${outcome.split(' ')[0].padEnd(9)} ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  ${label}${outcome.includes('"') ? `\n                   ${outcome}` : ''}`);
}

if (values['first-only']) {
  const uncaught = results.filter((result) => result.outcome.startsWith('UNCAUGHT'));
  console.log(`\nmutants: ${uncaught.length} of ${results.filter((result) => !result.outcome.startsWith('invalid')).length} valid not killed by the first scenarios`);
  for (const mutant of uncaught) console.log(`uncaught: ${mutant.label}`);
  process.exit(0);
}
const valid = results.filter((result) => !result.outcome.startsWith('invalid'));
const killed = valid.filter((result) => result.outcome.startsWith('killed'));
const score = valid.length === 0 ? 0 : (100 * killed.length) / valid.length;
console.log(`\nmutants: ${killed.length} killed of ${valid.length} valid (${score.toFixed(1)}%), ${results.length - valid.length} did not compile`);
for (const survivor of valid.filter((result) => result.outcome === 'SURVIVED')) console.log(`survived: ${survivor.label}`);
