// Node's module hooks for the step definitions: a .ts file is turned into JavaScript by esbuild
// (types removed, nothing else), and TypeScript's ESM spelling `./x.js` finds `./x.ts`. Nothing
// else is touched: the packages' dist modules load as built, so the scenarios run the real code
// and its coverage maps through tsc's own source maps (tsx, tried first, transformed every module).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const fromTypeScript = context.parentURL?.endsWith('.ts') && /^\.{1,2}\/.*\.js$/.test(specifier);
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !fromTypeScript) throw error;
    return nextResolve(`${specifier.slice(0, -'.js'.length)}.ts`, context);
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const path = fileURLToPath(url);
  const { code } = await transform(await readFile(path, 'utf8'), { loader: 'ts', format: 'esm', target: 'node20', sourcemap: 'inline', sourcefile: path });
  return { format: 'module', source: code, shortCircuit: true };
}
