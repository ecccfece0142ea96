// The step definitions are TypeScript. cucumber.js builds them here, once per change of any of
// them, into JavaScript beside the run's reports (the one place every confined run may write), and
// cucumber's processes import that: Node 20's module hooks (esbuild through `register()`, used
// before) answer every import of a process on a thread of their own, module by module, which cost
// each cucumber process about 1.5 CPU-seconds and 2 s at its start. Each file is only stripped of
// its types (esbuild, no bundling): the packages load as built, and their coverage maps through
// tsc's source maps. `import.meta.url` keeps meaning the TypeScript file's place (fixtures are found
// beside it), and an inline source map gives stack traces and step locations the TypeScript lines.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync, version } from 'esbuild';

const STALE_MS = 24 * 60 * 60 * 1000;

/** Builds the step definitions if they changed; the built directory, relative to the repository. */
export function builtStepDefinitions() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const sources = readdirSync(join(root, 'step-definitions'), { recursive: true })
    .filter((name) => name.endsWith('.ts'))
    .sort();
  const hash = createHash('sha256').update(`${version}\0${readFileSync(fileURLToPath(import.meta.url))}`);
  const texts = sources.map((name) => readFileSync(join(root, 'step-definitions', name), 'utf8'));
  sources.forEach((name, index) => hash.update(`\0${name}\0${texts[index]}`));
  const cache = join(root, 'reports', '.step-definitions');
  const built = join(cache, hash.digest('hex').slice(0, 16));
  if (!exists(built)) {
    // Built aside and renamed into place, so that runs started together never read a half-written file.
    const building = `${built}.${process.pid}`;
    sources.forEach((name, index) => {
      const source = join(root, 'step-definitions', name);
      const { code } = transformSync(texts[index], {
        loader: 'ts',
        format: 'esm',
        target: 'node20',
        sourcemap: 'inline',
        sourcefile: source,
        define: { 'import.meta.url': JSON.stringify(pathToFileURL(source).href) },
      });
      const target = join(building, name.replace(/\.ts$/, '.js'));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, code);
    });
    try {
      renameSync(building, built);
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      if (!exists(built)) throw error; // another run put the same build there first
    }
  }
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    if (path !== built && Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
  return relative(root, built);
}

function exists(path) {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
