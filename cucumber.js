// Provided scenarios and our own, with TypeScript steps loaded through ts-node.
export default {
  paths: ['features/**/*.feature'],
  import: ['step-definitions/**/*.ts'],
  loader: ['ts-node/esm'],
  format: ['progress', 'summary'],
  strict: true,
};
