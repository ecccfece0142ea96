// What bounds a stream's output, in a module of its own (`@agent-toolkit/shell-manager/output-limits`):
// a program's configuration reads the defaults without loading the shell manager.

/** How much of a stream is kept in memory; the rest is only in the spill file. */
export interface OutputLimits {
  /** Bytes kept from the start of the stream. */
  readonly headBytes: number;
  /** Bytes kept from the end of the stream. */
  readonly tailBytes: number;
  /** Where spill files go; this process's private folder in the system temp directory by default. */
  readonly spillDir?: string;
  /** Bytes a stream's spill file holds at most (1 GiB by default); past it the file ends with a note and memory keeps the latest output. */
  readonly maxFileBytes?: number;
}

export const DEFAULT_MAX_FILE_BYTES = 1024 ** 3;
export const DEFAULT_OUTPUT_LIMITS: OutputLimits = { headBytes: 64 * 1024, tailBytes: 1024 * 1024, maxFileBytes: DEFAULT_MAX_FILE_BYTES };
