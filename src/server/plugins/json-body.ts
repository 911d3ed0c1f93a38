import type { FastifyInstance } from "fastify";
import { ERROR_TEXTS } from "../../shared/texts/errors.ts";
import { badRequest } from "../kernel/http/errors.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });
/** A JSON escape of a surrogate (U+D800–U+DFFF): only a body holding one may hold a lone one. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * Where in a parsed body a lone surrogate is (a string or a key holding half of a UTF-16 pair), as a request field's
 * path ("body.interests.1"), or null. Walked without recursion: a body may be nested as deep as the parser allows.
 */
function loneSurrogateAt(body: unknown): string | null {
  const pending: [value: unknown, path: string][] = [[body, "body"]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === "string" && !value.isWellFormed()) return path;
    if (typeof value !== "object" || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      if (!key.isWellFormed()) return `${path}.${key}`;
      pending.push([item, `${path}.${key}`]);
    }
  }
  return null;
}

/**
 * JSON bodies (docs/product/http.md#errors): an empty body sent as `application/json` is no body, as many clients send
 * that header with calls that take none (join, leave, delete, like). Fastify's own parser answers it 400; this
 * one passes it on as `undefined`, so a call without a body schema goes ahead and one with a schema refuses the
 * missing body like any other. Any other text goes to Fastify's parser, with its prototype-poisoning checks.
 * Text that is no text is refused here, for every call at once, rather than stored as "�": bytes that are not UTF-8,
 * and a lone surrogate ("\ud800"), which JSON can escape but no UTF-8 column can hold.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const { onProtoPoisoning = "error", onConstructorPoisoning = "error" } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, bytes, done) => {
    if (bytes.length === 0) {
      done(null, undefined);
      return;
    }
    let text: string;
    try {
      text = typeof bytes === "string" ? bytes : utf8.decode(bytes);
    } catch {
      done(badRequest(ERROR_TEXTS.notUtf8), undefined);
      return;
    }
    parseJson(request, text, (error, body) => {
      const at = error || !SURROGATE_ESCAPE.test(text) ? null : loneSurrogateAt(body);
      if (at) done(badRequest(ERROR_TEXTS.loneSurrogate, [{ path: at, message: ERROR_TEXTS.loneSurrogateDetail }]));
      else done(error, body);
    });
  });
}
