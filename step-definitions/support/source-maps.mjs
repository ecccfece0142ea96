// Imported first into each of cucumber's processes: stack traces, and the step locations cucumber
// reads from them, name the step definitions' TypeScript lines (their built JavaScript carries an
// inline source map; see build-steps.mjs).
process.setSourceMapsEnabled(true);
