import { MAILING_PATHS } from "../../../shared/paths/mailings.ts";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage, type UnsubscribePage } from "../../email-templates/unsubscribe-page.ts";
import type { MailingsService } from "./service.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";

const params = z.object({ token: z.string() });
const htmlPage = z.string().describe("text/html");

/** What a one-click POST may carry; the body is not needed (the secret in the URL is the key) and is never read. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The unsubscribe link of every bulk email (docs/product/emails.md#unsubscribe): no session, the secret in the URL is the key.
 * GET shows a page with one button and changes nothing (link scanners open links); POST unsubscribes, as
 * RFC 8058's one-click POST from a mail provider (`List-Unsubscribe=One-Click`) or the page's button.
 */
/** What the unsubscribe pages say about the club: its name, and where her settings are. */
export interface UnsubscribePageSettings {
  /** As its admins set it (club settings), read at each page. */
  clubName: () => Promise<string>;
  settingsUrl: string;
}

export const unsubscribeRoutes = (mailings: MailingsService, club: UnsubscribePageSettings): RouteTable => {
  const send = async (reply: FastifyReply, page: UnsubscribePage) =>
    reply
      .code(page === "unknown" ? 404 : 200)
      .type("text/html; charset=utf-8")
      .header("content-security-policy", UNSUBSCRIBE_PAGE_CSP)
      .header("cache-control", "no-store")
      // Not "no-referrer": with it a browser sends `Origin: null` on the page's own POST, which the CSRF defence refuses.
      // "same-origin" still keeps the secret URL from every other site.
      .header("referrer-policy", "same-origin")
      .send(unsubscribePage(page, await club.clubName(), club.settingsUrl));

  return [
    route({
      method: "GET",
      url: MAILING_PATHS.unsubscribe,
      guard: "anyone",
      schema: {
        tags: ["mail"],
        summary: "The page an unsubscribe link opens: one button that unsubscribes (changes nothing by itself)",
        params,
        response: { 200: htmlPage, 404: htmlPage },
      },
      handler: async (request, reply) => {
        const link = await mailings.unsubscribeLink(request.params.token);
        return send(reply, !link ? "unknown" : link.subscribed ? "confirm" : "already");
      },
    }),

    route({
      method: "POST",
      url: MAILING_PATHS.unsubscribe,
      guard: "anyone",
      formBody: { types: FORM_TYPES, bodyLimit: 4096, read: () => ({}) },
      schema: {
        tags: ["mail"],
        summary: "One-click unsubscribe from club announcements (RFC 8058); idempotent",
        consumes: FORM_TYPES,
        params,
        response: { 200: htmlPage, 404: htmlPage },
      },
      handler: async (request, reply) =>
        send(reply, (await mailings.unsubscribe(request.params.token)) ? "done" : "unknown"),
    }),
  ];
};
