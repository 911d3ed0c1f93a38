import { z } from "zod";
import { mailingParamsSchema, mailingReviewSchema } from "../../../shared/mailings.ts";
import { MAILING_PATHS } from "../../../shared/paths/mailings.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { PREVIEW_DOCUMENT_CSP } from "./preview-document-routes.ts";
import type { MailingsService } from "./service.ts";

/**
 * What a second admin reads before approving (decision 0070): the mailing as its author saw it when she sent it,
 * and its email rendered as it will leave, in a frame with the preview's own policy.
 */
export const reviewRoutes = (mailings: MailingsService): RouteTable => [
  route({
    method: "GET",
    url: MAILING_PATHS.review,
    guard: "admin",
    schema: {
      tags: ["mail"],
      summary: "A mailing as it will be sent: subject, group, author, recipient count and who is left out, and why",
      description:
        "The recipient count and the left-out list are the ones its author saw, stored with the mailing. The left-out " +
        "members are named when there are at most 10; otherwise only counted by reason. The email itself is at `/review/document`.",
      params: mailingParamsSchema,
      response: { 200: mailingReviewSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => mailings.review(request.params.id),
  }),
  route({
    method: "GET",
    url: MAILING_PATHS.reviewDocument,
    guard: "admin",
    schema: {
      tags: ["mail"],
      summary: "A mailing's email as it will be sent, as an HTML document for the review frame",
      description:
        "Rendered as the mail worker renders it, the unsubscribe link pointing to Settings. Its own CSP: inline styles " +
        "and images only, sandboxed, framed by the club's own pages alone.",
      params: mailingParamsSchema,
      response: { 200: z.string().describe("text/html"), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const html = await mailings.reviewDocument(request.params.id);
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", PREVIEW_DOCUMENT_CSP)
        .header("x-frame-options", "SAMEORIGIN")
        .header("cache-control", "no-store")
        .send(html);
    },
  }),
];
