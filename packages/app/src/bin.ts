#!/usr/bin/env node
import { setFlagsFromString } from 'node:v8';
import { runCli } from './cli.js';

// The policy's parser is WebAssembly. V8's background compilation of it otherwise blocks the
// event loop for ~0.5 s the first time the process waits for I/O, which landed in the first
// command's time. Baseline (Liftoff) code parses a command in ~0.05 ms: fast enough, and ready at
// once. This process is ours, so the flag is ours to set; a library host decides for itself.
setFlagsFromString('--liftoff-only');

process.exitCode = await runCli(process.argv.slice(2));
