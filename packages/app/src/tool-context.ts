import { createContext, type ExecutionContext } from '@agent-toolkit/tool-core';
import type { ToolkitConfig } from './config.js';

/** The execution context a configured server or CLI gives each call. */
export function contextFromConfig(config: ToolkitConfig, overrides: Partial<ExecutionContext> = {}): ExecutionContext {
  return createContext({
    workingDir: config.workingDir,
    timeout: config.timeout,
    maxOutputSize: config.maxOutputSize,
    dryRun: config.dryRun,
    ...overrides,
  });
}
