import type { FastifyInstance } from "fastify";
import { ERROR_TEXTS } from "../../shared/texts/errors.ts";
import { forbidden } from "../kernel/http/errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const ALLOWED_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * OWASP's fetch-metadata defence: a state-changing call from another site is refused with 403.
 * SameSite=Lax cookies stand behind it for browsers that send no metadata.
 */
export function registerCsrfDefence(app: FastifyInstance) {
  const publicOrigin = app.config.publicUrl.origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers["sec-fetch-site"];
    if (typeof site === "string" && !ALLOWED_FETCH_SITES.has(site)) {
      throw forbidden(ERROR_TEXTS.crossSite);
    }
    const origin = request.headers.origin;
    if (origin && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw forbidden(ERROR_TEXTS.crossSite);
    }
  });
}
