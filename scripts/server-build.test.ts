import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { spawnServer } from "../test/server/harness/server-process.ts";
import { buildServerIfStale } from "./server-build.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("the compiled server (npm start)", () => {
  it(
    "is bundled from the sources, finds the files they find, and runs as JavaScript after its restart",
    { timeout: 120_000 },
    async () => {
      const entry = await buildServerIfStale();
      expect(entry).toBe("build/server/main.js");
      // One minified bundle: every file directly under build/server/, two levels below the root as src/server/ is, so
      // the root found from import.meta.dirname (src/server/project-root.ts) is the same; no .ts file, no module of
      // node_modules loaded one by one but those with a native part.
      const built = fs.readdirSync(path.join(root, "build/server"), { withFileTypes: true });
      expect(built.every((file) => file.isFile() && file.name.endsWith(".js"))).toBe(true);
      const code = built.map((file) => fs.readFileSync(path.join(file.parentPath, file.name), "utf8")).join("\n");
      expect(code).not.toMatch(/from\s*["'](fastify|kysely|zod)["']/);
      // Nothing changed since: the next start runs the same build without compiling again.
      const builtAt = fs.statSync(path.join(root, entry)).mtimeMs;
      expect(await buildServerIfStale()).toBe(entry);
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
        // The web app from dist/web, found from the root as the sources find it, when it is built.
        if (fs.existsSync(path.join(root, "dist/web/index.html")))
          expect((await fetch(`${server.base}/login`)).headers.get("content-type")).toMatch(/^text\/html/);
        expect(await server.kill("SIGTERM")).toBe(0);
      } finally {
        await server.kill();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
