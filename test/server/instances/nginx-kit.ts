import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./instances-kit.ts";

/**
 * Debian's nginx run from the README's own blocks (README, Operations), as an operator would paste them: one instance
 * behind it (behind-nginx.test.ts) or three as one upstream (cluster.test.ts, scripts/cluster.ts).
 */

const README = path.resolve(import.meta.dirname, "../../../README.md");

/** The README's two ```nginx blocks: in front of one instance, and in front of several. */
export function readmeNginxBlocks(): { oneInstance: string; severalInstances: string } {
  const blocks = [...fs.readFileSync(README, "utf8").matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) =>
    dedent(match[1]!),
  );
  const oneInstance = blocks.filter((block) => !block.includes("upstream "));
  const severalInstances = blocks.filter((block) => block.includes("upstream "));
  if (oneInstance.length !== 1 || severalInstances.length !== 1)
    throw new Error("README.md should hold two nginx blocks: one for one instance, one with an upstream of several");
  return { oneInstance: oneInstance[0]!, severalInstances: severalInstances[0]! };
}

/**
 * The README's block for several instances with these instances' addresses in the place of its examples (as many
 * `server` lines as it names): the upstream goes at the http level, the rest in the server block.
 */
export function clusterNginxBlock(hosts: string[]): { httpLevel: string; serverLevel: string } {
  const block = readmeNginxBlocks().severalInstances;
  const upstream = /^upstream salon \{\n[\s\S]*?^\}\n/m.exec(block)?.[0];
  if (!upstream) throw new Error("the README's block for several instances has no `upstream salon { … }`");
  const examples = [...upstream.matchAll(/^\s*server (\S+)/gm)].map((match) => match[1]!);
  if (examples.length !== hosts.length)
    throw new Error(`the README's upstream names ${examples.length} instances, not ${hosts.length}`);
  let httpLevel = upstream;
  examples.forEach((example, index) => (httpLevel = httpLevel.replace(`server ${example}`, `server ${hosts[index]}`)));
  return { httpLevel, serverLevel: block.replace(upstream, "") };
}

/** The block without the indentation of the list item it sits in. */
function dedent(block: string): string {
  const lines = block.split("\n").filter((line) => line.trim() !== "");
  const indent = Math.min(...lines.map((line) => /^ */.exec(line)![0].length));
  return block
    .split("\n")
    .map((line) => line.slice(indent))
    .join("\n")
    .trimEnd()
    .concat("\n");
}

export function nginxBinary(): string {
  for (const candidate of [process.env.NGINX, "/usr/sbin/nginx", "nginx"]) {
    if (candidate && spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  throw new Error("nginx is needed here (Debian: apt-get install nginx); .ci/run installs it");
}

export interface Nginx {
  front: string;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground with this configuration on 127.0.0.1 (`port`, or a free one), its temporary files in a
 * folder of its own; resolves once GET /healthz answers through it. Its errors go to `errorLog` ("stderr": this
 * process's), kept in the folder otherwise.
 */
export async function startNginx(
  config: { httpLevel?: string; serverLevel: string },
  options: { port?: number; errorLog?: "stderr"; workerConnections?: number } = {},
): Promise<Nginx> {
  const port = options.port ?? (await freePort());
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "salon-nginx-"));
  const errorLog = options.errorLog ?? path.join(prefix, "error.log");
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `daemon off;
master_process off;
pid ${path.join(prefix, "nginx.pid")};
error_log ${errorLog} warn;
events { worker_connections ${options.workerConnections ?? 256}; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  ${config.httpLevel ?? ""}
  server {
    listen 127.0.0.1:${port};
    ${config.serverLevel}
  }
}
`,
  );
  const nginx: ChildProcess = spawn(
    nginxBinary(),
    ["-p", prefix, "-e", errorLog, "-c", path.join(prefix, "nginx.conf")],
    {
      stdio: ["ignore", "ignore", options.errorLog === "stderr" ? "inherit" : "pipe"],
    },
  );
  let stderr = "";
  nginx.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => nginx.once("exit", resolve));
  const front = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  const errors = () =>
    stderr + (fs.existsSync(errorLog) && errorLog !== "stderr" ? fs.readFileSync(errorLog, "utf8") : "");
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) {
      const text = errors();
      await stop();
      throw new Error(`nginx stopped: ${text}`);
    }
    const up = await fetch(`${front}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { front, stop };
    if (Date.now() > deadline) {
      const text = errors();
      await stop();
      throw new Error(`nginx did not answer: ${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
