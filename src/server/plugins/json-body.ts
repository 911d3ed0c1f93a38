import type { FastifyInstance } from "fastify";

/**
 * JSON bodies (docs/product/http.md#errors): an empty body sent as `application/json` is no body, as many clients send
 * that header with calls that take none (join, leave, delete, like). Fastify's own parser answers it 400; this
 * one passes it on as `undefined`, so a call without a body schema goes ahead and one with a schema refuses the
 * missing body like any other. Any other text goes to Fastify's parser, with its prototype-poisoning checks.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const { onProtoPoisoning = "error", onConstructorPoisoning = "error" } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
}
