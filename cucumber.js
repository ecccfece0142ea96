// Provided scenarios and our own; the TypeScript step definitions as built by
// step-definitions/support/build-steps.mjs (the first one imported turns on source maps, so that
// locations and stack traces name the TypeScript). No `paths`: cucumber's default is every
// features/**/*.feature, and `npx cucumber-js features/x.feature` then runs only that file (paths
// given here would be merged with the command line's).
// @container scenarios need a container to run shells in: scripts/container-scenarios.sh runs them
// (with the `container` profile).
import { builtStepDefinitions } from './step-definitions/support/build-steps.mjs';

const steps = builtStepDefinitions();
const common = {
  import: ['step-definitions/support/source-maps.mjs', `${steps}/**/*.js`],
  format: ['progress', 'summary'],
  strict: true,
};

export default { ...common, tags: 'not @container' };
export const container = common;
