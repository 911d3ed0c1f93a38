import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENVIRONMENT, V8_FLAGS } from "./runtime-settings.ts";
import { spawnServer } from "../../test/server/harness/server-process.ts";

describe("the server process", () => {
  it("starts on SQLite under DATA_DIR, creates the first admin, and stops cleanly on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "salon-main-"));
    const server = await spawnServer({ DATA_DIR: dataDir });
    try {
      await server.ready();
      const output = server.output();
      expect(fs.existsSync(path.join(dataDir, "salon.sqlite"))).toBe(true);
      // The same process, restarted with its memory settings (runtime-settings.ts) before it served.
      expect(fs.readFileSync(`/proc/${server.child.pid}/cmdline`, "utf8").split("\0")).toEqual(expect.arrayContaining([...V8_FLAGS]));
      expect(fs.readFileSync(`/proc/${server.child.pid}/environ`, "utf8").split("\0")).toContain(`MALLOC_ARENA_MAX=${ENVIRONMENT.MALLOC_ARENA_MAX}`);
      const password = /with the password (\S+) /.exec(output)?.[1];
      const login = await fetch(`${server.base}/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@localhost", password }),
      });
      expect(login.status).toBe(200);
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
