// `node src/server/main.ts`, what `npm start` runs: the process's memory settings first, and only then the server,
// so that a restart to apply them (runtime-settings.ts) comes before any of the server's modules is loaded.
import { applyRuntimeSettings } from "./runtime-settings.ts";

applyRuntimeSettings(import.meta.filename);
const { serve } = await import("./serve.ts");
await serve();
