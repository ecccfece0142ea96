import { createContext, type ExecutionContext } from '@agent-toolkit/tool-core';

/** The context each adapted call runs with: fixed, or made per call. */
export type ContextSource = ExecutionContext | (() => ExecutionContext);

export function contextOf(source: ContextSource | undefined): ExecutionContext {
  if (source === undefined) return createContext();
  return typeof source === 'function' ? source() : source;
}
