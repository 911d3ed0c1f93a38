// The server as `npm start` runs it (decision 21): type-checked with tsc (tsconfig.server.build.json: main.ts and what it
// imports), then bundled with its libraries into minified files directly under build/server/ with rolldown. V8 keeps the
// source text and a record of every module it loads: the bundle holds about 15 MB less of the heap than the 1,400
// modules one by one (docs/performance.md#memory). Tests and `npm run dev` run the .ts sources.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "rolldown";
import { formatDuration } from "./web-build/build-progress.ts";

const root = path.resolve(import.meta.dirname, "..");
const BUILT_ENTRY = "build/server/main.js";

/** Libraries with a native part, or (pdfkit) that read their own files at run time, loaded from node_modules as they are. */
const NATIVE = [/^@node-rs\//, /^sharp$/, /^@img\//, /^pg-native$/, /^pdfkit$/];

/** When a file under `target` (or `target` itself) last changed, in ms since the epoch; 0 when it does not exist. */
function lastChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const files = fs.statSync(target).isDirectory()
    ? fs.readdirSync(target, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    : [];
  return Math.max(
    fs.statSync(target).mtimeMs,
    ...files.map((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
  );
}

/**
 * Compiles the server of `checkout` (this one unless said) when a source is newer than its build, and returns the entry
 * to run, relative to the checkout. A checkout from before the build (no tsconfig.server.build.json: the bench's
 * BENCH_SERVER_ROOT) runs its sources. A type error stops the build, and nothing of it is written.
 */
export async function buildServerIfStale(checkout = root): Promise<string> {
  const config = path.join(checkout, "tsconfig.server.build.json");
  if (!fs.existsSync(config)) return "src/server/main.ts";
  const sources = ["src/server", "src/shared", "tsconfig.server.build.json", "tsconfig.base.json", "package-lock.json"];
  const builtAt = lastChange(path.join(checkout, BUILT_ENTRY));
  if (builtAt > 0 && Math.max(...sources.map((source) => lastChange(path.join(checkout, source)))) <= builtAt)
    return BUILT_ENTRY;
  console.log("Compiling the server…");
  const startedAt = performance.now();
  execFileSync(process.execPath, [path.join(checkout, "node_modules/typescript/bin/tsc"), "-p", config, "--noEmit"], {
    cwd: checkout,
    stdio: "inherit",
  });
  // Every file of the bundle directly under build/server/, two levels below the root as src/server/ is
  // (src/server/project-root.ts).
  await build({
    cwd: checkout,
    input: path.join(checkout, "src/server/main.ts"),
    platform: "node",
    external: NATIVE,
    logLevel: "warn",
    output: { dir: path.join(checkout, path.dirname(BUILT_ENTRY)), format: "esm", minify: true, cleanDir: true },
  });
  console.log(`Compiled the server in ${formatDuration(performance.now() - startedAt)}.`);
  return BUILT_ENTRY;
}
