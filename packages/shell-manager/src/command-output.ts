import { formatOutput } from './format-output.js';
import { OutputBuffer, type TextSize } from './output-buffer.js';
import type { OutputLimits } from './output-limits.js';

export type OutputStream = 'stdout' | 'stderr';
export const OUTPUT_STREAMS: readonly OutputStream[] = ['stdout', 'stderr'];

/** A command's stdout and stderr, each in bounded memory with a spill file. */
export class CommandOutput {
  readonly #buffers: Record<OutputStream, OutputBuffer>;

  /** `name` prefixes the spill files (`<name>.stdout.log`). */
  constructor(name: string, limits?: OutputLimits) {
    this.#buffers = { stdout: new OutputBuffer(`${name}.stdout`, limits), stderr: new OutputBuffer(`${name}.stderr`, limits) };
  }

  stream(stream: OutputStream): OutputBuffer {
    return this.#buffers[stream];
  }

  /** Everything still held: stdout, then stderr under `[stderr]`; each stream seen through `view`, if given. */
  all(view: (text: string) => string = (text) => text): string {
    return formatOutput(view(this.#buffers.stdout.read(0).text), view(this.#buffers.stderr.read(0).text));
  }

  /** The size of the whole output as `all()` renders it, what memory dropped included. */
  get size(): TextSize {
    return renderedSize(this.#buffers.stdout.size, this.#buffers.stderr.size, this.#buffers.stdout.endsWithNewline);
  }

  /** Bytes each stream has written so far. */
  get bytes(): Record<OutputStream, number> {
    return { stdout: this.#buffers.stdout.totalBytes, stderr: this.#buffers.stderr.totalBytes };
  }

  /** Files that hold each stream whole, for streams that outgrew memory. */
  get spillFiles(): Partial<Record<OutputStream, string>> {
    return this.#perStream((buffer) => buffer.spillPath);
  }

  /** Bytes the spill files hold together (what they count against the process's budget). */
  get spillFileBytes(): number {
    return this.#buffers.stdout.fileBytes + this.#buffers.stderr.fileBytes;
  }

  /** Writes each non-empty stream whole to a file (the spill file where there is one); returns the paths of those saved. */
  save(): Partial<Record<OutputStream, string>> {
    return this.#perStream((buffer) => (buffer.totalBytes > 0 ? buffer.save() : undefined));
  }

  /** Streams whose files a disk cap stopped, and what they hold. */
  get spillCaps(): Partial<Record<OutputStream, string>> {
    return this.#perStream((buffer) => buffer.spillCapNote);
  }

  /** Streams that could not be saved whole, and why. */
  get spillErrors(): Partial<Record<OutputStream, string>> {
    return this.#perStream((buffer) => buffer.spillError);
  }

  // The streams for which `value` gives something, with what it gives.
  #perStream(value: (buffer: OutputBuffer) => string | undefined): Partial<Record<OutputStream, string>> {
    const found: Partial<Record<OutputStream, string>> = {};
    for (const stream of OUTPUT_STREAMS) {
      const result = value(this.#buffers[stream]);
      if (result) found[stream] = result;
    }
    return found;
  }

  /** Deletes the spill files. */
  removeFiles(): void {
    for (const stream of OUTPUT_STREAMS) this.#buffers[stream].removeFile();
  }

  /** No more output will come: spill files are closed. */
  end(): void {
    for (const stream of OUTPUT_STREAMS) this.#buffers[stream].end();
  }
}

/** The size of `formatOutput(stdout, stderr)` given the streams' sizes: the `[stderr]` heading counts too. */
export function renderedSize(stdout: TextSize, stderr: TextSize, stdoutEndsWithNewline: boolean): TextSize {
  if (stderr.chars === 0) return stdout;
  const separator = stdout.chars > 0 && !stdoutEndsWithNewline ? 1 : 0;
  return { chars: stdout.chars + separator + '[stderr]\n'.length + stderr.chars, lines: stdout.lines + 1 + stderr.lines };
}
