// `node src/server/main.ts`, what `npm start` runs: the process's memory settings first, and only then the server,
// so that a restart to apply them (runtime-settings.ts) comes before any of the server's modules is loaded.
import { applyRuntimeSettings } from "./runtime-settings.ts";

applyRuntimeSettings(import.meta.filename);
// A refused setting stops the start before the server's modules load.
const { configOrExit } = await import("./startup-config.ts");
const config = configOrExit();
const { serve } = await import("./serve.ts");
await serve(config);
