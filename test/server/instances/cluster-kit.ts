import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildIfStale } from "../../../scripts/web-build/build-if-stale.ts";
import { startTestS3, type TestS3 } from "../kits/s3-test-kit.ts";
import { startInstance, type Instance } from "./instances-kit.ts";
import { clusterNginxBlock, startNginx, type Nginx } from "./nginx-kit.ts";

/**
 * The production shape on one machine (README, Operations, "Several instances"), as `npm run cluster` starts it and
 * cluster.test.ts tests it: the web app built as `npm start` builds it, three instances on one database and one
 * S3-compatible store (s3rver), behind nginx configured from the README's block.
 */
export interface Cluster {
  front: string;
  instances: Instance[];
  /** The environment each instance was started with. */
  envs: Record<string, string>[];
  store: TestS3;
  /** Stops instance `index` (SIGTERM) and starts it again on its port with the same environment. */
  restart(index: number): Promise<void>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  dataDir: string;
  /** PostgreSQL; empty for SQLite, one file under `dataDir`. */
  databaseUrl: string;
  bucket: string;
  /** Settings of instance `index` beyond those of the shape. */
  env?: (index: number) => Record<string, string>;
  /** Where nginx listens on 127.0.0.1 (a free port when unset) and where it writes its errors. */
  frontPort?: number;
  nginxErrors?: "stderr";
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  await buildIfStale();
  const store = await startTestS3([options.bucket]);
  const envs = [0, 1, 2].map((index) => ({
    ...store.env(options.bucket),
    ...placeOf(options, index),
    TRUST_PROXY: "127.0.0.1",
    ...options.env?.(index),
  }));
  const instances: Instance[] = [];
  let nginx: Nginx | undefined;
  const cluster: Cluster = {
    front: "",
    instances,
    envs,
    store,
    async restart(index) {
      const port = Number(new URL(instances[index]!.base).port);
      await instances[index]!.stop();
      instances[index] = await startInstance(envs[index]!, port);
    },
    async close() {
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await store.close();
    },
  };
  try {
    // The first applies the migrations and creates the first admin; the others then start side by side.
    instances.push(await startInstance(envs[0]!));
    instances.push(...(await Promise.all([startInstance(envs[1]!), startInstance(envs[2]!)])));
    nginx = await startNginx(clusterNginxBlock(instances.map((instance) => new URL(instance.base).host)), {
      workerConnections: 1024,
      ...(options.frontPort === undefined ? {} : { port: options.frontPort }),
      ...(options.nginxErrors ? { errorLog: options.nginxErrors } : {}),
    });
  } catch (error) {
    await cluster.close();
    throw error;
  }
  cluster.front = nginx.front;
  return cluster;
}

/**
 * Each instance's DATA_DIR: a folder of its own under `dataDir` on PostgreSQL, as on three machines, with one
 * SECRET_KEY for all (kept in `dataDir`); on SQLite the one `dataDir`, whose file is the database they share.
 */
function placeOf(options: ClusterOptions, index: number): Record<string, string> {
  if (!options.databaseUrl) return { DATA_DIR: options.dataDir, DATABASE_URL: "" };
  const dataDir = path.join(options.dataDir, `instance-${index + 1}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const keyFile = path.join(options.dataDir, "cluster-secret-key");
  if (!fs.existsSync(keyFile)) fs.writeFileSync(keyFile, randomBytes(32).toString("hex"), { mode: 0o600 });
  return { DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl, SECRET_KEY: fs.readFileSync(keyFile, "utf8") };
}
