// `npm run cluster` (README, Operations, "Several instances"): the production shape on one machine, to try by hand.
// The web app built as `npm start` builds it, three instances on one database (DATABASE_URL for PostgreSQL, each
// instance with a DATA_DIR of its own under CLUSTER_DATA_DIR; otherwise one SQLite file there) and one S3-compatible
// store (s3rver, in a temporary folder) behind Debian's nginx, configured from the README's block, on CLUSTER_PORT
// (default 8080). Ctrl-C stops it all. The first admin: ADMIN_EMAIL / ADMIN_PASSWORD (defaults below).
// test/server/instances/cluster.test.ts starts the same (test/server/instances/cluster-kit.ts).
import fs from "node:fs";
import path from "node:path";
import { startCluster } from "../test/server/instances/cluster-kit.ts";

const env = process.env;
const frontPort = Number(env.CLUSTER_PORT ?? 8080);
const dataDir = path.resolve(env.CLUSTER_DATA_DIR ?? "./data-cluster");
const admin = { email: env.ADMIN_EMAIL ?? "admin@cluster.local", password: env.ADMIN_PASSWORD ?? "Velvet-Salon-2026" };

fs.mkdirSync(dataDir, { recursive: true });
const cluster = await startCluster({
  dataDir,
  databaseUrl: env.DATABASE_URL ?? "",
  bucket: "salon",
  frontPort,
  nginxErrors: "stderr",
  env: () => ({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PUBLIC_URL: `http://localhost:${frontPort}`,
    LOG_LEVEL: env.LOG_LEVEL ?? "warn",
  }),
});
console.log(`Salon on three instances behind nginx: http://localhost:${frontPort}`);
console.log(`  instances: ${cluster.instances.map((i) => i.base).join(", ")}`);
console.log(`  S3-compatible store (s3rver): ${cluster.store.endpoint}, bucket salon`);
console.log(`  database: ${env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `SQLite under ${dataDir}`}`);
console.log(`  first admin: ${admin.email} / ${admin.password}`);
console.log("Ctrl-C stops everything.");

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await cluster.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
