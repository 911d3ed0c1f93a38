// `npm start`: builds the web app when its sources changed since the last build, compiles the server likewise
// (scripts/server-build.ts), then starts the compiled server (which applies pending migrations itself).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServerIfStale } from "./server-build.ts";
import { buildIfStale } from "./web-build/build-if-stale.ts";

await buildIfStale();
await import(pathToFileURL(path.resolve(import.meta.dirname, "..", await buildServerIfStale())).href);
