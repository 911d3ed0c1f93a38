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
