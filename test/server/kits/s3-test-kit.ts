import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../../src/server/kernel/media-storage/s3-storage.ts";

/** s3rver checks signatures against these. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export interface TestS3 {
  endpoint: string;
  port: number;
  /** Settings for a bucket of this server (path-style, s3rver's credentials). */
  settings(bucket: string, overrides?: Partial<S3Settings>): S3Settings;
  /** The environment that makes the app use that bucket. */
  env(bucket: string): Record<string, string>;
  /** Stops answering, as a store that goes down, keeping its objects; `resume` brings it back on the same port. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver, from npm) on 127.0.0.1, on a free port unless one is given, with `buckets` made. */
export async function startTestS3(buckets: string[], port = 0): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "salon-s3rver-"));
  const serve = (onPort: number) =>
    new S3rver({
      address: "127.0.0.1",
      port: onPort,
      silent: true,
      directory,
      configureBuckets: buckets.map((name) => ({ name })),
    });
  let server: S3rver | null = serve(port);
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    port: address.port,
    settings: (bucket, overrides = {}) => ({
      bucket,
      endpoint,
      region: "us-east-1",
      credentials: { ...S3RVER_CREDENTIALS },
      forcePathStyle: true,
      prefix: "",
      ...overrides,
    }),
    env: (bucket) => ({
      MEDIA_STORE: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    }),
    async pause() {
      if (!server) return;
      const closing = server.close();
      // Calls in flight are cut, as when the store's machine goes away: nothing waits for them to finish.
      (server as unknown as { httpServer: http.Server }).httpServer.closeAllConnections();
      await closing;
      server = null;
    },
    async resume() {
      if (server) return;
      server = serve(address.port);
      await server.run();
    },
    async close() {
      await server?.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
