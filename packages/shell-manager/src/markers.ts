import { PassThrough, type Readable } from 'node:stream';

/** Bytes at the end of `data` that could be the start of `marker` arriving in the next chunk. */
export function partialMarker(data: Buffer, marker: Buffer): number {
  const from = Math.max(0, data.length - marker.length + 1);
  for (let start = data.indexOf(0, from); start !== -1; start = data.indexOf(0, start + 1)) {
    if (marker.subarray(0, data.length - start).equals(data.subarray(start))) return data.length - start;
  }
  return 0;
}

/**
 * `source` without the first `count` sentinels `\0<marker><value>\0` a wrapper writes into it
 * (wherever they fall, split across chunks or not); each value goes to `onValue` in order.
 * `marker` starts with the NUL. After the last one, data passes as it comes (a NUL at the end of a
 * chunk is not held back for a sentinel that will not come). The result ends when the source does.
 */
export function withoutMarkers(source: Readable, marker: Buffer, count: number, onValue: (value: string) => void): Readable {
  const output = new PassThrough();
  let carry: Buffer = Buffer.alloc(0);
  let left = count;
  source.on('data', (chunk: Buffer) => {
    let data: Buffer = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    carry = Buffer.alloc(0);
    for (;;) {
      if (left === 0) {
        output.write(data); // an empty chunk passes nothing on
        return;
      }
      const at = data.indexOf(marker);
      const end = at === -1 ? -1 : data.indexOf(0, at + marker.length);
      if (end === -1) {
        const upTo = at === -1 ? data.length - partialMarker(data, marker) : at;
        if (upTo > 0) output.write(data.subarray(0, upTo));
        carry = data.subarray(upTo);
        return;
      }
      if (at > 0) output.write(data.subarray(0, at));
      left--;
      onValue(data.toString('utf8', at + marker.length, end));
      data = data.subarray(end + 1);
    }
  });
  const finish = () => {
    if (carry.length > 0) output.write(carry);
    carry = Buffer.alloc(0);
    output.end();
  };
  source.once('end', finish);
  source.once('error', finish);
  output.on('close', () => source.destroy());
  return output;
}
