#!/usr/bin/env node
// The installed command. A file of its own, not the built dist/bin.js, so that package managers
// can link it at install time, before the first build.
await import('../dist/bin.bundle.js');
