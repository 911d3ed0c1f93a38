import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { WEB_DIST } from "../src/server/plugins/web-app.ts";
import { spawnServer } from "../test/server/harness/server-process.ts";
import { buildServerIfStale } from "./server-build.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("the compiled server (npm start)", () => {
  it(
    "is built from the sources, finds the files they find, and runs as JavaScript after its restart",
    { timeout: 120_000 },
    async () => {
      const entry = buildServerIfStale();
      expect(entry).toBe("build/server/main.js");
      // Paths taken from import.meta.dirname stay those of the sources: the build keeps every file at the same depth.
      const built = (await import(pathToFileURL(path.join(root, "build/server/plugins/web-app.js")).href)) as {
        WEB_DIST: string;
      };
      expect(built.WEB_DIST).toBe(WEB_DIST);
      // Nothing changed since: the next start runs the same build without compiling again.
      const builtAt = fs.statSync(path.join(root, entry)).mtimeMs;
      expect(buildServerIfStale()).toBe(entry);
      expect(fs.statSync(path.join(root, entry)).mtimeMs).toBe(builtAt);

      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "salon-built-"));
      const server = await spawnServer({ DATA_DIR: dataDir }, entry);
      try {
        await server.ready();
        // Restarted with its memory settings (runtime-settings.ts) into the compiled entry, not the sources.
        const commandLine = fs.readFileSync(`/proc/${server.child.pid}/cmdline`, "utf8").split("\0");
        expect(commandLine.at(-2)).toBe(path.join(root, entry));
        expect(commandLine.some((arg) => arg.endsWith(".ts"))).toBe(false);
        expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
        expect(await server.kill("SIGTERM")).toBe(0);
      } finally {
        await server.kill();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
