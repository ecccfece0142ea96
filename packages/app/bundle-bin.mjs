// The installed command as one file. Node loads an ES module graph file by file: the MCP SDK and
// zod are hundreds of files, which made the server take ~300 ms to answer `initialize`. One
// bundled file loads in about half that. The policy's package stays outside: it finds its
// WebAssembly parser next to itself. A source map keeps stack traces and coverage on src/.
import { readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunks of earlier builds (their names are hashes of their content) would be published with it.
const dist = new URL('dist/', import.meta.url);
for (const name of readdirSync(dist)) if (name.startsWith('bin.chunk-')) rmSync(new URL(name, dist));

await build({
  // Beside the modules it is made of: version.js reads ../package.json from where it runs.
  entryPoints: { 'bin.bundle': new URL('dist/bin.js', import.meta.url).pathname },
  outdir: new URL('dist', import.meta.url).pathname,
  // What loads on demand (the filter's regex engine) goes to a chunk of its own, read when used.
  splitting: true,
  chunkNames: 'bin.chunk-[hash]',
  bundle: true,
  minify: true,
  sourcemap: 'linked',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['@agent-toolkit/security-policy'],
  // Bundled CommonJS dependencies call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
