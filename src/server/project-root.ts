import path from "node:path";

/**
 * The checkout's root. This file sits two levels below it in the sources (src/server/) and so does every file of the
 * bundle that `npm start` runs (build/server/, scripts/server-build.ts), so the same path holds in both.
 */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");
