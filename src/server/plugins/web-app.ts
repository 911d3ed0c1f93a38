import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendError } from "./errors.ts";

export const WEB_DIST = path.resolve(import.meta.dirname, "../../../dist/web");

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for any other page path
 * (the app shows its own not-found page). Unknown /api/* paths and non-GET calls get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST) {
  const indexFile = path.join(distDir, "index.html");
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : undefined;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
    if (isPage && indexHtml) {
      return reply.code(200).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
    }
    return sendError(reply, 404, { error: "Not found.", code: "not_found" });
  });
}
