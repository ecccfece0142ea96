// The policy-off drill: what happens when somebody breaks the security policy and runs the tests?
// In a throwaway copy, CommandPolicy.check is replaced by one that allows everything; the whole
// suite runs confined with the launch log on. The drill passes when the policy scenarios fail and
// nothing the real policy calls dangerous was launched or sent to a live shell: every command in
// the log is judged again by the real, unmodified policy.
//
//   node scripts/drill-policy-off.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, confinedSuite, failedScenarios, repository, requireConfined, scratchCopy } from './scratch-copy.mjs';

const { CommandPolicy } = await import(join(repository, 'packages/security-policy/dist/index.js'));
const realPolicy = await CommandPolicy.create();

const copy = scratchCopy('policy-off');
const policyFile = join(copy, 'packages/security-policy/src/policy.ts');
const source = readFileSync(policyFile, 'utf8');
const signature = /^ {2}check\(command: string[^\n]*\): Decision \{\n/m;
if (!signature.test(source)) throw new Error('CommandPolicy.check(command: string, ...): Decision is no longer declared on one line');
writeFileSync(policyFile, source.replace(signature, (line) => `${line}    if (command !== undefined) return { verdict: 'allow', reason: 'the policy-off drill allows everything' };\n`));

const built = build(copy);
if (built.status !== 0) throw new Error(`the copy does not build:\n${built.stdout}${built.stderr}`);

const log = join(copy, 'reports/launches.log');
const started = Date.now();
const suite = requireConfined(confinedSuite(copy, [], { env: { AGENT_TOOLKIT_TEST_LAUNCH_LOG: log } }));
const seconds = ((Date.now() - started) / 1000).toFixed(0);
const totals = /^(\d+) scenarios \((.*)\)$/m.exec(suite.stdout);
if (!totals) throw new Error(`the suite did not run (exit ${suite.status}):\n${suite.stdout.slice(-3000)}\n${suite.stderr.slice(-3000)}`);

const entries = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
const live = entries.filter((entry) => entry.kind === 'launched' || (entry.kind === 'sent' && entry.scenario));
const dangerous = live.filter((entry) => realPolicy.check(entry.command).verdict === 'deny');
const refused = entries.filter((entry) => entry.kind === 'refused');
const failed = failedScenarios(suite.stdout);
const policyScenariosFailed = failed.filter((name) => /features\/(bash_tool_policy|bash_tool_security)\.feature/.test(name));

console.log(`policy switched off; the suite ran confined in ${seconds} s: ${totals[1]} scenarios (${totals[2]})`);
console.log(`launched for real or sent to a live shell: ${live.length} commands; judged dangerous by the real policy: ${dangerous.length}`);
for (const entry of dangerous) console.log(`  DANGEROUS: ${entry.command} (${entry.scenario ?? entry.kind})`);
console.log(`refused by the test launchers: ${refused.length} (${new Set(refused.map((entry) => entry.command)).size} distinct), e.g.`);
for (const command of [...new Set(refused.map((entry) => entry.command))].slice(0, 8)) console.log(`  refused: ${command}`);
console.log(`failed scenarios: ${failed.length}, of them in the policy feature files: ${policyScenariosFailed.length}`);
const byFile = {};
for (const name of failed) byFile[name.split(':')[0]] = (byFile[name.split(':')[0]] ?? 0) + 1;
for (const [file, count] of Object.entries(byFile)) console.log(`  ${String(count).padStart(4)} in ${file}`);

const verdict = dangerous.length === 0 && policyScenariosFailed.length > 0 && suite.status !== 0;
console.log(verdict ? 'drill passed: the suite caught the broken policy and ran nothing dangerous' : 'DRILL FAILED');
process.exitCode = verdict ? 0 : 1;
