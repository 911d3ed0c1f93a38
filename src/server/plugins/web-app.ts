import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendError } from "./errors.ts";
import { htmlDocument, loadPrerenderedPages, PRERENDERED_DIR, sendHtml } from "./prerendered-pages.ts";
import { helmetHeaders, securityHeaderOptions, styleHashSource } from "./security-headers.ts";

export const WEB_DIST = path.resolve(import.meta.dirname, "../../../dist/web");

/**
 * Serves the built web app: hashed assets cached for a year (brotli or gzip twins when the build made them),
 * the prerendered HTML of a public page for its path, and index.html for any other page path (the app
 * shows its own not-found page). Unknown /api/* paths and non-GET calls get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST) {
  const indexFile = path.join(distDir, "index.html");
  const index = fs.existsSync(indexFile) ? htmlDocument(fs.readFileSync(indexFile)) : undefined;
  const prerendered = loadPrerenderedPages(
    distDir,
    app.config.publicUrl,
    (inlineStyles) => helmetHeaders(securityHeaderOptions(app.config.secureCookies, inlineStyles.map(styleHashSource)))["content-security-policy"]!,
  );

  if (index) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // The prerendered files still hold the public-URL placeholder: they go out only as pages, below.
      allowedPath: (pathname) => !pathname.startsWith(`/${PRERENDERED_DIR}/`),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing built file (an old tab asking for a chunk a new release replaced) is a 404, not the app's HTML.
    const isPage = (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/") && !request.url.startsWith("/assets/");
    if (isPage && index) {
      const pathname = request.url.split("?")[0] ?? "/";
      return sendHtml(request, reply, prerendered.get(pathname) ?? index);
    }
    return sendError(reply, 404, { error: "Not found.", code: "not_found" });
  });
}
