// `node scripts/cluster.ts` (README, Operations, "Several instances"): the production shape on one machine, to try by hand. Three instances on one
// database (DATABASE_URL for PostgreSQL; otherwise one SQLite file under CLUSTER_DATA_DIR) and one S3-compatible
// store (s3rver, in a temporary folder) behind Debian's nginx on CLUSTER_PORT (default 8080). Ctrl-C stops it all.
// The first admin: ADMIN_EMAIL / ADMIN_PASSWORD (defaults below). test/server/instances/cluster.test.ts runs the same.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestS3 } from "../test/server/kits/s3-test-kit.ts";
import { startInstance, type Instance } from "../test/server/instances/instances-kit.ts";

const env = process.env;
const frontPort = Number(env.CLUSTER_PORT ?? 8080);
const dataDir = path.resolve(env.CLUSTER_DATA_DIR ?? "./data-cluster");
const admin = { email: env.ADMIN_EMAIL ?? "admin@cluster.local", password: env.ADMIN_PASSWORD ?? "Velvet-Salon-2026" };

fs.mkdirSync(dataDir, { recursive: true });
const s3 = await startTestS3(["salon"]);
const instances: Instance[] = [];
const shared = {
  ...s3.env("salon"),
  DATA_DIR: dataDir,
  DATABASE_URL: env.DATABASE_URL ?? "",
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  TRUST_PROXY: "127.0.0.1",
  PUBLIC_URL: `http://localhost:${frontPort}`,
  LOG_LEVEL: env.LOG_LEVEL ?? "warn",
};
instances.push(await startInstance(shared));
instances.push(...(await Promise.all([startInstance(shared), startInstance(shared)])));

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "salon-cluster-nginx-"));
const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
fs.writeFileSync(
  path.join(prefix, "nginx.conf"),
  `daemon off;
master_process off;
pid ${path.join(prefix, "nginx.pid")};
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  upstream salon {
    ${instances.map((i) => `server ${new URL(i.base).host} max_fails=1 fail_timeout=5s;`).join("\n    ")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${frontPort};
    location / {
      proxy_pass http://salon;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
      client_max_body_size 25m;
    }
  }
}
`,
);
const nginx = spawn(env.NGINX ?? "/usr/sbin/nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
  stdio: ["ignore", "inherit", "inherit"],
});
console.log(`Salon on three instances behind nginx: http://localhost:${frontPort}`);
console.log(`  instances: ${instances.map((i) => i.base).join(", ")}`);
console.log(`  S3-compatible store (s3rver): ${s3.endpoint}, bucket salon`);
console.log(`  database: ${env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `SQLite under ${dataDir}`}`);
console.log(`  first admin: ${admin.email} / ${admin.password}`);
console.log("Ctrl-C stops everything.");

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  nginx.kill("SIGTERM");
  await Promise.all(instances.map((i) => i.stop()));
  await s3.close();
  fs.rmSync(prefix, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
