import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The CSP source that allows one inline `<style>` block with exactly this text. */
export const styleHashSource = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

/**
 * The headers of docs/product/http.md#headers: a CSP without inline script, framing refused, HSTS only over https. A page that
 * carries its styles inline (a prerendered public page) passes their hash sources, and is allowed those styles only.
 */
export function securityHeaderOptions(https: boolean, inlineStyles: readonly string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...inlineStyles],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
  };
}

/** What helmet's middleware sets on a response, worked out once: the headers are the same on every answer. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * No browser or proxy keeps an answer unless its route says it may: the calls' answers carry members' details
 * (ASVS 14.2.2, 14.3.2). Pages, built files, media and the calendar feed set their own `Cache-Control`.
 */
const NOT_STORED = { "cache-control": "no-store" } as const;

/** Every answer carries the headers; a route may still replace one (the unsubscribe page and the mail preview do). */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const headers = { ...helmetHeaders(securityHeaderOptions(app.config.secureCookies)), ...NOT_STORED };
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
