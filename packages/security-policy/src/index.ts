export { loadBashParser } from './bash-parser.js';
export { DANGER_RULES, type DangerRule } from './danger-rules.js';
export { hasOption, positionals } from './options.js';
export { criticalPathReason, isBlockDevice, normalizePath, SYSTEM_DIRECTORIES } from './paths.js';
export { parsePermissionRule, ruleMatches, type PermissionRule, type PermissionRules } from './permission-rules.js';
export { CommandPolicy, SessionMemory, type Decision, type PolicyOptions, type Verdict } from './policy.js';
export { type SimpleCommand } from './simple-commands.js';
export { basename } from './wrappers.js';
