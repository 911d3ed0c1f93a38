import type * as S3 from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { contentTypeOfKey, isValidKey, MediaStoreError, type MediaStorage } from "./storage-contract.ts";
import { urlWithoutCredentials } from "../http/loggable-url.ts";

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, Garage, Ceph, R2…); AWS itself when undefined. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither uses the SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket may hold several clubs ("club-a/"). */
  prefix: string;
}

type Sdk = typeof S3;

const isMissing = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Media in an S3-compatible bucket (decision 30). Objects are written with one PUT each (the store keeps the
 * whole object or nothing, so there are no half writes to sweep), and read back as streams the app passes on to the
 * member after the access layer said yes: the bucket stays private and no URL to it ever leaves the server.
 */
export function s3Storage(settings: S3Settings, { listPageSize = 1000 } = {}): MediaStorage {
  // The SDK (some 30 MB of a process's memory) loads only in a process whose media are in a bucket.
  const ready = import("@aws-sdk/client-s3").then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      maxAttempts: 2,
    }),
  }));
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid media key: ${key}`);
    return `${settings.prefix}${key}`;
  };
  const head = async (key: string) => {
    if (!isValidKey(key)) return undefined;
    const { sdk, client } = await ready;
    try {
      return await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isMissing(sdk, error)) return undefined;
      throw error;
    }
  };

  return {
    async put(key, body, contentType) {
      const data = await bytesOf(body);
      const { sdk, client } = await ready;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      );
    },

    async open(key) {
      if (!isValidKey(key)) return undefined;
      const { sdk, client } = await ready;
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          stream: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          contentType: contentTypeOfKey(key),
        };
      } catch (error) {
        if (isMissing(sdk, error)) return undefined;
        throw error;
      }
    },

    async exists(key) {
      return (await head(key)) !== undefined;
    },

    async delete(key) {
      const { sdk, client } = await ready;
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    // ListObjects (version 1) paged by the last key seen: every S3-compatible store answers it alike (s3rver's
    // version 2 fails as soon as a page is shorter than the listing).
    async *list(prefix) {
      const { sdk, client } = await ready;
      let Marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new sdk.ListObjectsCommand({ Bucket, Prefix: `${settings.prefix}${prefix}`, Marker, MaxKeys: listPageSize }),
        );
        const objects = page.Contents ?? [];
        for (const object of objects) {
          const key = object.Key?.slice(settings.prefix.length);
          if (key && isValidKey(key)) yield key;
        }
        if (!page.IsTruncated || objects.length === 0) return;
        Marker = objects.at(-1)!.Key;
      }
    },

    async writtenAt(key) {
      return (await head(key))?.LastModified?.getTime();
    },

    // One PUT per object: nothing is ever left half-written in the bucket.
    removeAbandonedWrites: async () => 0,

    async check() {
      const { sdk, client } = await ready;
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new MediaStoreError(describeStartFailure(sdk, error, settings));
      }
    },

    close() {
      void ready.then(
        ({ client }) => client.destroy(),
        () => undefined,
      );
    },
  };
}

/** One line naming the setting to look at, for a store the app cannot use at start. */
function describeStartFailure(sdk: Sdk, error: unknown, settings: S3Settings): string {
  const where = `bucket "${settings.bucket}" at ${settings.endpoint ? urlWithoutCredentials(settings.endpoint) : `AWS S3 (${settings.region})`}`;
  const name = error instanceof Error ? error.name : "";
  const status = error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (name === "CredentialsProviderError" || (!settings.credentials && /credential/i.test(String(error))))
    return `Media store: no credentials for the ${where}; set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
  if (status === 404 || name === "NoSuchBucket" || name === "NotFound")
    return `Media store: the ${where} does not exist; check S3_BUCKET`;
  if (status === 403 || name === "InvalidAccessKeyId" || name === "SignatureDoesNotMatch" || name === "Forbidden")
    return `Media store: the ${where} refused these credentials; check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
  if (status === 301 || name === "PermanentRedirect")
    return `Media store: the ${where} lives in another region; check S3_REGION`;
  return `Media store: could not reach the ${where} (${error instanceof Error ? error.message || name : String(error)}); check S3_ENDPOINT`;
}
