// `npm start`: builds the web app when its sources changed since the last build, then starts the server
// (which applies pending migrations itself).
import { buildIfStale } from "./web-build/build-if-stale.ts";

await buildIfStale();
await import("../src/server/main.ts");
