// Builds the web app (client, prerender, compressed twins: vite.config.ts) when its sources are newer than the last build,
// showing its steps as it goes and the time it took (build-progress.ts).
import fs from "node:fs";
import path from "node:path";
import { buildProgress } from "./build-progress.ts";

const root = path.resolve(import.meta.dirname, "../..");
const builtIndex = path.join(root, "dist/web/index.html");
const sources = ["src/web", "src/shared", "vite.config.ts", "scripts/web-build", "package-lock.json"].map((p) =>
  path.join(root, p),
);

function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export async function buildIfStale() {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  if (Math.max(...sources.map(newestChange)) <= builtAt) return;
  console.log("Building the web app…");
  const progress = buildProgress();
  const { createBuilder } = await import("vite");
  try {
    const builder = await createBuilder({
      configFile: path.join(root, "vite.config.ts"),
      logLevel: "warn",
      plugins: [progress.plugin],
    });
    await builder.buildApp();
  } catch (error) {
    progress.abandon();
    throw error;
  }
  progress.finish();
}
