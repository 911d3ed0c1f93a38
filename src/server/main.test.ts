import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENVIRONMENT, V8_FLAGS } from "./runtime-settings.ts";
import { spawnServer } from "../../test/server/harness/server-process.ts";

describe("the server process", () => {
  it("starts on SQLite under DATA_DIR, creates the first admin, and stops cleanly on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "salon-main-"));
    const loadedModules = path.join(dataDir, "loaded-modules.txt");
    const recorder = path.resolve(import.meta.dirname, "../../test/server/harness/record-loaded-modules.ts");
    const server = await spawnServer({
      DATA_DIR: dataDir,
      NODE_OPTIONS: `--import=${recorder}`,
      SALON_LOADED_MODULES: loadedModules,
    });
    try {
      await server.ready();
      const output = server.output();
      expect(fs.existsSync(path.join(dataDir, "salon.sqlite"))).toBe(true);
      // The same process, restarted with its memory settings (runtime-settings.ts) before it served.
      expect(fs.readFileSync(`/proc/${server.child.pid}/cmdline`, "utf8").split("\0")).toEqual(
        expect.arrayContaining([...V8_FLAGS]),
      );
      expect(fs.readFileSync(`/proc/${server.child.pid}/environ`, "utf8").split("\0")).toContain(
        `MALLOC_ARENA_MAX=${ENVIRONMENT.MALLOC_ARENA_MAX}`,
      );
      // The generated password: once, in a framed block of plain lines on stdout, in no JSON log line.
      const password = /^│ {3}Password {2}(\S+) +│$/m.exec(output)?.[1];
      expect(password).toBeDefined();
      expect(output.match(/Password {2}/g)).toHaveLength(1);
      expect(output).toMatch(/┌─+┐\n(│ .* │\n)+└─+┘/);
      // After the line that says the club is open: the last thing before the request logs.
      expect(output.indexOf("┌")).toBeGreaterThan(output.indexOf("is open at"));
      expect(output.split("\n").filter((line) => line.startsWith("{") && line.includes(password!))).toEqual([]);
      const login = await fetch(`${server.base}/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@localhost", password }),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { mustChangePassword: boolean }).mustChangePassword).toBe(true);
      // Libraries of rare paths come when first needed (decision 16): mail, calendar files, the mailings' allow-list.
      const loaded = fs.readFileSync(loadedModules, "utf8");
      expect(loaded).toContain("/node_modules/fastify/");
      for (const library of ["nodemailer", "ics", "sanitize-html"])
        expect(loaded).not.toContain(`/node_modules/${library}/`);
      // libvips (sharp) comes with the first upload, not with the server: about 8 MB it would hold for nothing.
      expect(fs.readFileSync(`/proc/${server.child.pid}/maps`, "utf8")).not.toContain("libvips");
      expect(server.output()).toMatch(/"requestId":"[0-9a-f-]{36}"|"reqId":"[0-9a-f-]{36}"/);

      expect(await server.kill("SIGTERM")).toBe(0);
      expect(server.output()).toContain('"signal":"SIGTERM"');
    } finally {
      await server.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
