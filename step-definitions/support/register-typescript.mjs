// The step definitions are TypeScript, loaded through tsx (esbuild): registered here, in each of
// cucumber's processes, before it imports them (cucumber.js lists this file first, and cucumber
// keeps the order of its import patterns). ts-node loaded the whole TypeScript compiler into every
// process: 4-5 CPU-seconds a start on these machines, against under 2.
import { register } from 'tsx/esm/api';

register();
