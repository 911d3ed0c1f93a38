import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { compressAssets } from "./scripts/web-build/compress-assets.ts";
import { preloadFonts } from "./scripts/web-build/preload-fonts.ts";
import { preloadAppChunk } from "./scripts/web-build/preload-app-chunk.ts";
import { prerenderPages } from "./scripts/web-build/prerender-pages.ts";
import { slimFonts } from "./scripts/web-build/subset-fonts.ts";

const webDir = fileURLToPath(new URL("./dist/web", import.meta.url));
const prerenderDir = fileURLToPath(new URL("./dist/prerender", import.meta.url));

// The libraries every page needs, in one chunk: one request, one gzip stream (2 KB less than apart). zod is
// not one of them: it loads with the first answer to check (src/web/lib/api.ts).
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/;
const ALWAYS_LOADED_CHUNKS = ["framework", "rolldown-runtime"];
const ALWAYS_LOADED = new RegExp(`(^|/)(${ALWAYS_LOADED_CHUNKS.join("|")})-[\\w-]+\\.js$`);

// The weights the styles use (400 to 700) of the two families' Latin faces, which every page's text needs.
const fonts = slimFonts(
  [
    { file: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", weights: { min: 400, max: 700 } },
    { file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", weights: { min: 400, max: 700 } },
  ],
  {
    root: fileURLToPath(new URL(".", import.meta.url)),
    cacheDir: fileURLToPath(new URL("./node_modules/.cache/salon-fonts", import.meta.url)),
  },
);

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

// `vite build` builds the browser app (with a manifest for scripts/check-bundle-budgets.ts), then the
// prerender entry for Node, then writes the public pages' HTML from both (scripts/web-build/).
// In development the browser talks to Vite; calls the server answers are proxied to it.
// Paths that are both a page and a call (/login, /request…) are pages for a browser's GET.
export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  publicDir: fileURLToPath(new URL("./src/web/public", import.meta.url)),
  resolve: { alias: fonts.aliases },
  plugins: [
    react(),
    fonts.plugin,
    preloadFonts(["fraunces-latin-wght-normal", "inter-latin-wght-normal"]),
    preloadAppChunk("/src/web/app/boot.tsx"),
  ],
  define: { "import.meta.env.VITE_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())) },
  environments: {
    client: {
      build: {
        outDir: webDir,
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // Every browser the club's members use reads <link rel="modulepreload"> (Safari since 17); one without it
        // still loads each chunk when imported. The polyfill would cost every page 0.4 KB.
        // A page chunk's list of files to preload leaves out the two every page has loaded before it can ask for one
        // (the framework and the runtime, imported by the entry): in the shell, each listing cost every public page bytes.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, dependencies) => dependencies.filter((file) => !ALWAYS_LOADED.test(file)),
        },
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] },
            // The entry lists every page's chunks by file name, and every public page loads the entry: a chunk named
            // by its hash alone costs each page fewer bytes. The two ALWAYS_LOADED chunks keep their names.
            chunkFileNames: (chunk) =>
              ALWAYS_LOADED_CHUNKS.includes(chunk.name) ? "assets/[name]-[hash].js" : "assets/[hash].js",
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: prerenderDir,
        emptyOutDir: true,
        copyPublicDir: false,
        ssr: fileURLToPath(new URL("./src/web/entry-prerender.tsx", import.meta.url)),
      },
    },
  },
  builder: {
    async buildApp(builder) {
      for (const name of ["client", "ssr"]) {
        const environment = builder.environments[name];
        if (!environment) throw new Error(`no ${name} environment to build`);
        await builder.build(environment);
      }
      await prerenderPages({ webDir, prerenderEntry: `${prerenderDir}/entry-prerender.js` });
      compressAssets(webDir);
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      serverPaths.map((path) => [
        path,
        {
          target: `http://127.0.0.1:${apiPort}`,
          bypass: (req: { method?: string; headers: { accept?: string } }) =>
            req.method === "GET" &&
            req.headers.accept?.includes("text/html") &&
            !path.startsWith("/api") &&
            !path.startsWith("/auth/")
              ? "/index.html"
              : undefined,
        },
      ]),
    ),
  },
});
