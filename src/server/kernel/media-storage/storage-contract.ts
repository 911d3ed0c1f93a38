import path from "node:path";
import type { Readable } from "node:stream";

/** A stored object, opened for reading. */
export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where media files live (docs/product/data.md#several-instances): local disk, or an S3-compatible object store
 * (s3-storage.ts, decision 30). Callers only use this interface; keys are relative paths chosen by the server
 * ("images/<id>/<hash>-thumb.webp").
 */
export interface MediaStorage {
  /** Writes the whole object or nothing. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Opens an object for streaming; undefined when it does not exist. */
  open(key: string): Promise<StoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The key of every object under a top-level prefix ("images/"). */
  list(prefix: string): AsyncIterable<string>;
  /** When an object was written (epoch ms); undefined when it does not exist. */
  writtenAt(key: string): Promise<number | undefined>;
  /** Removes writes a crashed process left half-done, begun before `before` (epoch ms); answers how many. */
  removeAbandonedWrites(before: number): Promise<number>;
  /** Whether the store can be used at all, at start: a MediaStoreError whose message is one line naming the setting. */
  check(): Promise<void>;
  /** Lets go of connections. */
  close(): void;
}

/** The media store cannot be used: its message is one line naming the setting to look at. */
export class MediaStoreError extends Error {}

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)*$/;
const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
};

export function isValidKey(key: string) {
  return key.length <= 200 && KEY_PATTERN.test(key) && !key.includes("..");
}

export function contentTypeOfKey(key: string) {
  return CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream";
}
