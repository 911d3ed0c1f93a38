import { MAILING_PATHS } from "../../../shared/paths/mailings.ts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { clubLink } from "../../email-templates/context.ts";
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage, type UnsubscribePage } from "./unsubscribe-page.ts";
import { findUnsubscribeLink, unsubscribe } from "./unsubscribe.ts";

const params = z.object({ token: z.string() });
const htmlPage = z.string().describe("text/html");

/** What a one-click POST may carry; the body is not needed (the secret in the URL is the key) and is never read. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The unsubscribe link of every bulk email (docs/product/emails.md#unsubscribe): no session, the secret in the URL is the key.
 * GET shows a page with one button and changes nothing (link scanners open links); POST unsubscribes, as
 * RFC 8058's one-click POST from a mail provider (`List-Unsubscribe=One-Click`) or the page's button.
 */
export async function unsubscribeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const settingsUrl = clubLink(app.config, "/settings");

  // Scoped to this plugin: no other route accepts form bodies.
  app.addContentTypeParser(FORM_TYPES, { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, {}),
  );

  const send = (reply: FastifyReply, page: UnsubscribePage) =>
    reply
      .code(page === "unknown" ? 404 : 200)
      .type("text/html; charset=utf-8")
      .header("content-security-policy", UNSUBSCRIBE_PAGE_CSP)
      .header("cache-control", "no-store")
      // Not "no-referrer": with it a browser sends `Origin: null` on the page's own POST, which the CSRF defence refuses.
      // "same-origin" still keeps the secret URL from every other site.
      .header("referrer-policy", "same-origin")
      .send(unsubscribePage(page, app.config.clubName, settingsUrl));

  app.get(
    MAILING_PATHS.unsubscribe,
    {
      schema: {
        tags: ["mail"],
        summary: "The page an unsubscribe link opens: one button that unsubscribes (changes nothing by itself)",
        params,
        response: { 200: htmlPage, 404: htmlPage },
      },
    },
    async (request, reply) => {
      const link = await findUnsubscribeLink(db, request.params.token);
      return send(reply, !link ? "unknown" : link.subscribed ? "confirm" : "already");
    },
  );

  app.post(
    MAILING_PATHS.unsubscribe,
    {
      schema: {
        tags: ["mail"],
        summary: "One-click unsubscribe from club announcements (RFC 8058); idempotent",
        consumes: FORM_TYPES,
        params,
        response: { 200: htmlPage, 404: htmlPage },
      },
    },
    async (request, reply) => send(reply, (await unsubscribe(db, request.params.token)) ? "done" : "unknown"),
  );
}
