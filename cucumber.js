// Provided scenarios and our own, with TypeScript steps turned into JavaScript by esbuild. No `paths`:
// cucumber's default is every features/**/*.feature, and `npx cucumber-js features/x.feature`
// then runs only that file (paths given here would be merged with the command line's).
// @container scenarios need a container to run shells in: scripts/container-scenarios.sh runs them
// (with the `container` profile).
const common = {
  // The first registers the TypeScript hooks, before the second is imported.
  import: ['step-definitions/support/register-typescript.mjs', 'step-definitions/**/*.ts'],
  format: ['progress', 'summary'],
  strict: true,
};

export default { ...common, tags: 'not @container' };
export const container = common;
