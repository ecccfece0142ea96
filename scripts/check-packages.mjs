// What a publisher checks, for every package, in one process: the packages packed once as pnpm
// publishes them (workspace versions written in), then publint (strict) and arethetypeswrong (types
// resolve for ESM consumers: the packages are ESM only) over each tarball. One process, not a CLI
// per package and check: each CLI loaded its tools and packed the package again (27 CPU-seconds for
// the five, against about 5 here).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = fileURLToPath(new URL('..', import.meta.url));
// What the esm-only profile of arethetypeswrong's CLI leaves out: resolution as CommonJS consumers do.
const IGNORED_RESOLUTIONS = ['node10', 'node16-cjs'];

const packages = readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name));
const packed = mkdtempSync(join(tmpdir(), 'agent-toolkit-pack-'));
let failed = false;
try {
  execFileSync('pnpm', ['--recursive', '--filter', './packages/*', 'pack', '--pack-destination', packed], { cwd: root, stdio: 'ignore' });
  for (const pkgDir of packages) {
    const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    const tarball = new Uint8Array(readFileSync(join(packed, `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`)));
    const lint = await publint({ pack: { tarball: tarball.buffer }, strict: true, level: 'warning' });
    const analysis = await checkPackage(createPackageFromTarballData(tarball));
    const problems = analysis.types ? analysis.problems.filter((problem) => !IGNORED_RESOLUTIONS.includes(problem.resolutionKind)) : [];
    const said = [
      ...lint.messages.map((message) => `publint ${message.type}: ${formatMessage(message, lint.pkg, { color: false })}`),
      ...(analysis.types ? [] : ['arethetypeswrong: the package ships no types']),
      ...problems.map((problem) => `arethetypeswrong: ${problem.kind}${problem.entrypoint ? ` at ${problem.entrypoint}` : ''}${problem.resolutionKind ? ` (${problem.resolutionKind})` : ''}`),
    ];
    failed ||= said.length > 0;
    console.log(said.length === 0 ? `${manifest.name}: publint and arethetypeswrong (ESM consumers) find nothing` : `${manifest.name}:\n  ${said.join('\n  ')}`);
  }
} finally {
  rmSync(packed, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
