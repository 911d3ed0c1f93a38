import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const apiPort = process.env.PORT ?? "3000";
const serverPaths = [
  "/api",
  "/auth/oidc",
  "/auth-status",
  "/login",
  "/logout",
  "/user-details",
  "/update-user",
  "/update-password",
  "/forgot-password",
  "/reset-password",
  "/request",
  "/upload-image",
  "/media",
  "/healthz",
  "/readyz",
];

// In development the browser talks to Vite; calls the server answers are proxied to it.
// Paths that are both a page and a call (/login, /request…) are pages for a browser's GET.
export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  publicDir: fileURLToPath(new URL("./src/web/public", import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      serverPaths.map((path) => [
        path,
        {
          target: `http://127.0.0.1:${apiPort}`,
          bypass: (req: { method?: string; headers: { accept?: string } }) =>
            req.method === "GET" && req.headers.accept?.includes("text/html") && !path.startsWith("/api") && !path.startsWith("/auth/")
              ? "/index.html"
              : undefined,
        },
      ]),
    ),
  },
});
