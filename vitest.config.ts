import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Each worker imports the app once and runs its files one after another (isolate: false): every file builds its own app
// on its own database, so nothing is shared but the module cache, and importing the app per file cost most of the run.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          isolate: false,
          include: [
            "src/server/**/*.test.ts",
            "src/shared/**/*.test.ts",
            "test/server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "jsdom",
          isolate: false,
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["test/web/harness/setup.ts"],
        },
      },
    ],
  },
});
