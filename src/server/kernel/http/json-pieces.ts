/**
 * Answers assembled from JSON encoded once: an item's part that every viewer sees alike, kept as bytes without its
 * closing brace, followed by the few fields that depend on the viewer. Nothing is stringified or encoded again per request.
 */
export const sharedJson = (shared: object): Buffer => Buffer.from(JSON.stringify(shared).slice(0, -1));

const tails = new Map<string, Buffer>();

/** `,"field":value…}`: the viewer's fields closing an item; few distinct ones (flags), each encoded once. */
export function viewerTail(
  fields: Record<string, boolean | number | string | null | Readonly<Record<string, number | undefined>>>,
): Buffer {
  const json = JSON.stringify(fields);
  let tail = tails.get(json);
  if (!tail) {
    tail = Buffer.from(json === "{}" ? "}" : `,${json.slice(1)}`);
    if (tails.size < 1000) tails.set(json, tail);
  }
  return tail;
}

export const OPEN = Buffer.from("[");
export const COMMA = Buffer.from(",");
export const CLOSE = Buffer.from("]");

/**
 * JSON kept as the pieces it was put together from (runs of a cached answer, a viewer's own items), written to the
 * socket as they are (response-serializer.ts). Joining a 387 KB list per request cost more than anything else it did:
 * the copy, and the garbage collections that fresh buffers of that size set off (docs/performance.md, The whole lists).
 */
export class PiecedJson {
  readonly pieces: readonly Buffer[];
  readonly byteLength: number;
  #joined: Buffer | undefined;
  constructor(pieces: readonly Buffer[], byteLength: number) {
    this.pieces = pieces;
    this.byteLength = byteLength;
  }

  /** The bytes in one buffer, for what needs them whole (compressing, the shape check under test); made once. */
  joined(): Buffer {
    return (this.#joined ??= Buffer.concat(this.pieces, this.byteLength));
  }
}

/** An answer's JSON: one buffer, or pieces written in turn. */
export type JsonBytes = Buffer | PiecedJson;

export const jsonBuffer = (json: JsonBytes): Buffer => (Buffer.isBuffer(json) ? json : json.joined());
export const jsonLength = (json: JsonBytes): number => (Buffer.isBuffer(json) ? json.length : json.byteLength);

/** A JSON array of items, each given as its shared part and its viewer's tail. */
export function jsonArray(items: ReadonlyArray<readonly [Buffer, Buffer]>): Buffer {
  const parts: Buffer[] = [OPEN];
  items.forEach(([shared, tail], index) => {
    if (index) parts.push(COMMA);
    parts.push(shared, tail);
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
