import { PassThrough, type Readable } from 'node:stream';

/** No bytes: what is carried over when nothing is. */
export const EMPTY = Buffer.alloc(0);

/** Bytes at the end of `data` that could be the start of `marker` arriving in the next chunk. */
function partialMarker(data: Buffer, marker: Buffer): number {
  const from = Math.max(0, data.length - marker.length + 1);
  for (let start = data.indexOf(0, from); start !== -1; start = data.indexOf(0, start + 1)) {
    if (marker.subarray(0, data.length - start).equals(data.subarray(start))) return data.length - start;
  }
  return 0;
}

/**
 * `data` cut at the first sentinel `\0<marker><value>\0`: what comes before it, its value and what
 * follows it; or, when the sentinel is not (all) there yet, what is surely not part of one and the
 * rest to carry over to the next chunk.
 */
export function cutAtMarker(data: Buffer, marker: Buffer): { before: Buffer; value?: string; after: Buffer; carry: Buffer } {
  const at = data.indexOf(marker);
  const end = at === -1 ? -1 : data.indexOf(0, at + marker.length);
  if (end !== -1) return { before: data.subarray(0, at), value: data.toString('utf8', at + marker.length, end), after: data.subarray(end + 1), carry: EMPTY };
  const upTo = at === -1 ? data.length - partialMarker(data, marker) : at;
  return { before: data.subarray(0, upTo), after: EMPTY, carry: data.subarray(upTo) };
}

/**
 * `source` without the first `count` sentinels `\0<marker><value>\0` a wrapper writes into it
 * (wherever they fall, split across chunks or not); each value goes to `onValue` in order.
 * `marker` starts with the NUL. After the last one, data passes as it comes (a NUL at the end of a
 * chunk is not held back for a sentinel that will not come). The result ends when the source does.
 */
export function withoutMarkers(source: Readable, marker: Buffer, count: number, onValue: (value: string) => void): Readable {
  const output = new PassThrough();
  let carry: Buffer = EMPTY;
  let left = count;
  source.on('data', (chunk: Buffer) => {
    let data: Buffer = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    carry = EMPTY;
    for (;;) {
      if (left === 0) {
        output.write(data); // an empty chunk passes nothing on
        return;
      }
      const cut = cutAtMarker(data, marker);
      output.write(cut.before);
      if (cut.value === undefined) {
        carry = cut.carry;
        return;
      }
      left--;
      onValue(cut.value);
      data = cut.after;
    }
  });
  const finish = () => {
    if (carry.length > 0) output.write(carry);
    carry = EMPTY;
    output.end();
  };
  source.once('end', finish);
  source.once('error', finish);
  output.on('close', () => source.destroy());
  return output;
}
