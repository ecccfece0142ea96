// The step definitions are TypeScript: registered here, in each of cucumber's processes, before it
// imports them (cucumber.js lists this file first, and cucumber keeps the order of its import
// patterns). ts-node loaded the whole TypeScript compiler into every process: 4-5 CPU-seconds a
// start on these machines, against under 2 through esbuild.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
