#!/usr/bin/env -S node --v8-pool-size=1
// The installed command. A file of its own, not the built dist/bin.js, so that package managers
// can link it at install time, before the first build.
// One V8 worker thread: the server judges and answers on its main thread, and on a machine of two
// cores Node's default four workers (compiling the policy's hot functions, tree-sitter's wasm, the
// GC's helpers) preempt it for a scheduler tick, 4 ms at a time, over a fresh process's first
// few thousand checks (p99 4.2 ms, 0.8 ms with one worker: `pnpm bench`).
await import('../dist/bin.bundle.js');
