import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { describe, expect, it } from "vitest";

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

async function waitFor(url: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in time`);
}

describe("the server process", () => {
  it("starts on SQLite under DATA_DIR, creates the first admin, and stops cleanly on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "salon-main-"));
    const port = await freePort();
    const child = spawn(process.execPath, ["src/server/main.ts"], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    try {
      await waitFor(`http://127.0.0.1:${port}/readyz`);
      expect(fs.existsSync(path.join(dataDir, "salon.sqlite"))).toBe(true);
      const password = /with the password (\S+) /.exec(output)?.[1];
      const login = await fetch(`http://127.0.0.1:${port}/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@localhost", password }),
      });
      expect(login.status).toBe(200);
      expect(output).toMatch(/"requestId":"[0-9a-f-]{36}"|"reqId":"[0-9a-f-]{36}"/);

      child.kill("SIGTERM");
      const [code] = await once(child, "exit");
      expect(code).toBe(0);
      expect(output).toContain('"signal":"SIGTERM"');
    } finally {
      child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
