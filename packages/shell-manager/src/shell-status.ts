/** Where a shell is in its life: PENDING -> RUNNING -> COMPLETED | FAILED | TIMEOUT | KILLED. */
export const ShellStatus = {
  PENDING: 'pending',
  RUNNING: 'running',
  COMPLETED: 'completed',
  FAILED: 'failed',
  TIMEOUT: 'timeout',
  KILLED: 'killed',
} as const;

export type ShellStatus = (typeof ShellStatus)[keyof typeof ShellStatus];
