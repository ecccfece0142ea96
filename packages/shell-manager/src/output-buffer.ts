import { isAscii } from 'node:buffer';
import { StringDecoder } from 'node:string_decoder';
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_OUTPUT_LIMITS, type OutputLimits } from './output-limits.js';
import { processPrivateDir } from './private-dir.js';


/**
 * Bytes all spill files of this process may hold together (4 GiB by default): many streams under
 * their own cap must not fill a disk either. Files removed give their bytes back.
 */
export const spillBudget = {
  limit: 4 * 1024 ** 3,
  used: 0,
};

/** How much text a stream (or a part of it) holds: characters as decoded, and lines. */
export interface TextSize {
  readonly chars: number;
  readonly lines: number;
}

/** What a read returns: text from a position on, and where the next read starts. */
export interface OutputRead {
  readonly text: string;
  readonly next: number;
  /** Bytes between the position and the text that are no longer in memory (see the spill file). */
  readonly omitted: number;
}

const EMPTY = Buffer.alloc(0);

function spillDirectory(dir: string | undefined): string {
  if (dir === undefined) return processPrivateDir();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/**
 * One output stream of a shell, in bounded memory: the first `headBytes`, the last `tailBytes`,
 * and, once more than that arrives, the whole stream in a spill file. Positions are byte offsets
 * in the stream; reads never split a UTF-8 character and decode invalid bytes as U+FFFD.
 */
export class OutputBuffer {
  readonly #limits: OutputLimits;
  readonly #name: string;
  #head: Buffer = Buffer.alloc(0);
  #tail: Buffer[] = [];
  #tailLength = 0;
  #tailStart = 0;
  #total = 0;
  #ended = false;
  /** The spill file's descriptor while it is being written. */
  #spill: number | undefined;
  #spillPath: string | undefined;
  // The whole stream's size, counted as it arrives (kept or not): characters as the text decodes, newlines.
  #chars = 0;
  #newlines = 0;
  #lastByte = -1;
  #decoder: StringDecoder | undefined;
  #midCharacter = false;
  /** Why the stream could not be saved whole (a full disk, no descriptors left), once that happened. */
  #spillError: string | undefined;
  /** Bytes in the spill file; once a cap stopped it, what the file says at its end. */
  #fileBytes = 0;
  #capNote: string | undefined;

  /** `name` names the spill file (`<name>.log`). */
  constructor(name: string, limits: OutputLimits = DEFAULT_OUTPUT_LIMITS) {
    this.#name = name;
    this.#limits = limits;
  }

  /** Bytes written to the stream so far. */
  get totalBytes(): number {
    return this.#total;
  }

  /** The file holding the whole stream, once it outgrew memory (or was saved). */
  get spillPath(): string | undefined {
    return this.#spillPath;
  }

  /** Why the whole stream could not be saved to a file, if it could not. */
  get spillError(): string | undefined {
    return this.#spillError;
  }

  /** Bytes the spill file holds (counted against the process's budget), 0 without one. */
  get fileBytes(): number {
    return this.#spillPath === undefined ? 0 : this.#fileBytes;
  }

  /** When a disk cap stopped the spill file: what it holds (its first bytes) and which cap. */
  get spillCapNote(): string | undefined {
    return this.#capNote;
  }

  /** The whole stream's size so far: characters and lines (a last line without a newline counts). */
  get size(): TextSize {
    return { chars: this.#chars, lines: this.#newlines + (this.#total > 0 && this.#lastByte !== 10 ? 1 : 0) };
  }

  /** Whether the stream so far ends with a newline. */
  get endsWithNewline(): boolean {
    return this.#lastByte === 10;
  }

  // ASCII (the common case) is counted without decoding; anything else through a decoder that
  // keeps a character split between chunks whole, as reads do.
  #count(chunk: Buffer): void {
    this.#newlines += countNewlines(chunk);
    this.#lastByte = chunk[chunk.length - 1]!;
    if (!this.#midCharacter && isAscii(chunk)) {
      this.#chars += chunk.length;
      return;
    }
    this.#decoder ??= new StringDecoder('utf8');
    this.#chars += this.#decoder.write(chunk).length;
    this.#midCharacter = completeLength(chunk) !== chunk.length;
  }

  /** Adds bytes (and writes them to the spill file once there is one). */
  append(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.#count(chunk);
    // About to hold more than memory keeps: from now on the whole stream goes to the spill file.
    if (this.#spillPath === undefined && !this.#spillError && this.#total + chunk.length > this.#limits.headBytes + this.#limits.tailBytes) this.#startSpill();
    this.#total += chunk.length;
    const room = this.#limits.headBytes - this.#head.length;
    const rest = room > 0 ? chunk.subarray(room) : chunk;
    if (room > 0) this.#head = Buffer.concat([this.#head, chunk.subarray(0, room)]);
    if (rest.length > 0) this.#appendTail(rest);
    if (this.#spill !== undefined && this.#capNote === undefined) this.#write(chunk);
  }

  // Synchronous on purpose: a write to the page cache takes microseconds, far less than a trip
  // through the thread pool, and blocking here is the back-pressure a fast writer needs. Past a
  // cap the file keeps what it has and says so at its end; memory still keeps the latest output.
  #write(bytes: Buffer): void {
    const streamRoom = (this.#limits.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES) - this.#fileBytes;
    const processRoom = spillBudget.limit - spillBudget.used;
    const room = Math.max(0, Math.min(streamRoom, processRoom));
    const part = bytes.length > room ? bytes.subarray(0, room) : bytes;
    try {
      if (part.length > 0) writeSync(this.#spill!, part);
      this.#fileBytes += part.length;
      spillBudget.used += part.length;
      if (part.length < bytes.length) this.#capSpill(streamRoom <= processRoom ? 'the per-stream cap on output files' : "the process's cap on all its output files");
    } catch (error) {
      this.#abandonSpill(error); // a full disk ends the spill file, not the command
    }
  }

  #capSpill(cap: string): void {
    this.#capNote = `the file holds the first ${this.#fileBytes} bytes: ${cap} was reached`;
    writeSync(this.#spill!, `\n[agent-toolkit: output not saved past this point (${this.#capNote})]\n`);
    this.#closeSpill();
  }

  // The file cannot hold the whole stream: it goes (an incomplete file named as whole would
  // mislead), what memory holds stays readable, and the reason is kept for the reader.
  #abandonSpill(error: unknown): void {
    this.#spillError = (error as NodeJS.ErrnoException).code ?? String(error);
    try {
      this.#closeSpill();
    } catch {
      // the descriptor is gone either way
    }
    this.#deleteFile();
  }

  #deleteFile(): void {
    if (this.#spillPath) rmSync(this.#spillPath, { force: true });
    this.#spillPath = undefined;
    spillBudget.used -= this.#fileBytes;
    this.#fileBytes = 0;
  }

  #closeSpill(): void {
    if (this.#spill === undefined) return;
    closeSync(this.#spill);
    this.#spill = undefined;
  }

  #appendTail(bytes: Buffer): void {
    if (this.#tailLength === 0) this.#tailStart = this.#total - bytes.length;
    this.#tail.push(bytes);
    this.#tailLength += bytes.length;
    let excess = this.#tailLength - this.#limits.tailBytes;
    while (excess > 0) {
      const first = this.#tail[0]!;
      if (first.length <= excess) {
        this.#tail.shift();
        excess -= first.length;
        this.#tailLength -= first.length;
        this.#tailStart += first.length;
      } else {
        this.#tail[0] = first.subarray(excess);
        this.#tailLength -= excess;
        this.#tailStart += excess;
        excess = 0;
      }
    }
  }

  // Nothing was dropped yet, so what is held is the stream so far; the file stays open for the rest.
  #startSpill(): void {
    try {
      const path = join(spillDirectory(this.#limits.spillDir), `${this.#name}.log`);
      this.#spill = openSync(path, 'w', 0o600);
      this.#spillPath = path;
    } catch (error) {
      this.#abandonSpill(error);
      return;
    }
    for (const part of [this.#head, ...this.#tail]) this.#write(part);
  }

  /** No more bytes will come: a trailing incomplete character is now decoded too, the spill file is closed. */
  end(): void {
    if (!this.#ended && this.#decoder) this.#chars += this.#decoder.end().length;
    this.#ended = true;
    this.#closeSpill();
  }

  /** The text from byte `from` to the end of what is held, with a marker where bytes were dropped. */
  read(from = 0): OutputRead {
    const start = Math.max(0, Math.min(from, this.#total));
    // Past the head's end this is empty: subarray clamps.
    const headPart = this.#head.subarray(start);
    const resume = Math.max(start, this.#head.length);
    const tailStart = this.#tailLength > 0 ? this.#tailStart : this.#total;
    const omitted = Math.max(0, tailStart - resume);
    const tailPart = this.#tailLength > 0 ? this.#tailFrom(Math.max(0, resume - tailStart)) : EMPTY;
    const contiguous = omitted === 0;
    const body = contiguous ? Buffer.concat([headPart, tailPart]) : tailPart;
    // A character still being written is left for the next read.
    const heldBack = this.#ended ? 0 : body.length - completeLength(body);
    const bodyText = body.toString('utf8', 0, body.length - heldBack);
    const where = this.#capNote
      ? `; ${this.#spillPath} has the stream up to a cap (${this.#capNote})`
      : this.#spillPath
        ? `; the whole stream is in ${this.#spillPath}`
        : this.#spillError
          ? `; they could not be saved to a file (${this.#spillError})`
          : '';
    const marker = `\n[... ${omitted} bytes not kept in memory${where} ...]\n`;
    return { text: contiguous ? bodyText : headPart.toString('utf8') + marker + bodyText, next: this.#total - heldBack, omitted };
  }

  /** Deletes the spill file (the stream stays readable from memory). */
  removeFile(): void {
    this.#closeSpill();
    this.#deleteFile();
  }

  // The tail from `offset` on, copying only the chunks that are needed (a reader that keeps up
  // asks for the last few bytes of a megabyte).
  #tailFrom(offset: number): Buffer {
    const parts: Buffer[] = [];
    let skipped = 0;
    for (const chunk of this.#tail) {
      if (skipped + chunk.length <= offset) skipped += chunk.length;
      else {
        parts.push(chunk.subarray(offset - skipped));
        skipped = offset;
      }
    }
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }

  /**
   * A file with the whole stream: the spill file (complete as of now), or one written now from
   * memory; undefined when it cannot be had (see `spillError`).
   */
  save(): string | undefined {
    if (this.#spillPath || this.#spillError) return this.#spillPath;
    try {
      const path = join(spillDirectory(this.#limits.spillDir), `${this.#name}.log`);
      const whole = Buffer.concat([this.#head, ...this.#tail]);
      writeFileSync(path, whole, { mode: 0o600 });
      this.#spillPath = path;
      this.#fileBytes = whole.length;
      spillBudget.used += whole.length;
    } catch (error) {
      this.#abandonSpill(error);
    }
    return this.#spillPath;
  }
}

/**
 * The newlines in `bytes`, four bytes at a time (a flood of short lines is 32 768 of them per
 * 64 KiB read: an indexOf per line costs ten times as much). Exact: a byte is counted only when
 * it is 0x0a.
 */
export function countNewlines(bytes: Uint8Array): number {
  let count = 0;
  let at = 0;
  const end = bytes.length;
  for (; at < end && (bytes.byteOffset + at) % 4 !== 0; at++) if (bytes[at] === 10) count++;
  const wordCount = (end - at) >>> 2;
  if (wordCount > 0) {
    // Int32 arithmetic throughout (`| 0`, Math.imul): no value leaves the range V8 keeps unboxed.
    const words = new Int32Array(bytes.buffer, bytes.byteOffset + at, wordCount);
    for (let index = 0; index < wordCount; index++) {
      const x = words[index]! ^ 0x0a0a0a0a; // a zero byte where a newline was
      const zeros = ~((((x & 0x7f7f7f7f) + 0x7f7f7f7f) | 0) | x | 0x7f7f7f7f); // the high bit of each zero byte
      count += Math.imul((zeros >>> 7) & 0x01010101, 0x01010101) >>> 24; // their sum, in the top byte
    }
  }
  for (at += wordCount * 4; at < end; at++) if (bytes[at] === 10) count++;
  return count;
}

// Bytes of `bytes` that end on a character boundary (a trailing partial UTF-8 sequence waits).
function completeLength(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

