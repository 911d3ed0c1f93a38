// Debian's Chromium with a DevTools port for Lighthouse to drive: never a downloaded browser.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../bench/processes.ts";

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface Chromium {
  port: number;
  close(): Promise<void>;
}

export async function launchChromium(
  extraFlags: readonly string[] = [],
  executable = process.env.CHROME_PATH ?? "/usr/bin/chromium",
): Promise<Chromium> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "salon-lighthouse-"));
  const child = spawn(
    executable,
    [...FLAGS, ...extraFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  const close = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(profile, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", done);
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${executable} exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, close };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await close();
  throw new Error(`${executable} did not open its DevTools port within 30 s`);
}
