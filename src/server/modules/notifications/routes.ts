import {
  markReadAnswerSchema,
  markReadSchema,
  noticesPageSchema,
  noticesQuerySchema,
  notificationPreferencesChangeSchema,
  notificationPreferencesSchema,
} from "../../../shared/notifications.ts";
import { NOTIFICATION_PATHS } from "../../../shared/paths/notifications.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { openEventStream } from "../../kernel/http/server-sent-events.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { DIGEST_UNSUBSCRIBE_TEXTS } from "../../../shared/texts/notifications.ts";
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage, type UnsubscribePage } from "../../email-templates/unsubscribe-page.ts";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { LiveNotices } from "./live.ts";
import type { NotificationsService } from "./service.ts";

const tokenParams = z.object({ token: z.string() });
const htmlPage = z.string().describe("text/html");
/** What a one-click POST may carry; the body is never read (the secret in the URL is the key). */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** What a digest's unsubscribe page says of the club: its name, and where her settings are. */
export interface DigestPageSettings {
  /** As its admins set it (club settings), read at each page. */
  clubName: () => Promise<string>;
  settingsUrl: string;
}

export const notificationsRoutes = (
  notices: NotificationsService,
  live: LiveNotices,
  club: DigestPageSettings,
): RouteTable => [
  ...digestUnsubscribeRoutes(notices, club),
  route({
    method: "GET",
    url: NOTIFICATION_PATHS.list,
    guard: "member",
    schema: {
      tags: ["notifications"],
      summary: "Her notices, newest first, with her unread count",
      querystring: noticesQuerySchema,
      response: { 200: noticesPageSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => notices.list(signedInMember(request), request.query.cursor),
  }),
  route({
    method: "POST",
    url: NOTIFICATION_PATHS.read,
    guard: "member",
    schema: {
      tags: ["notifications"],
      summary: "Mark some of her notices read (ids), or all of them (all: true)",
      body: markReadSchema,
      response: { 200: markReadAnswerSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => notices.markRead(signedInMember(request), request.body),
  }),
  route({
    method: "GET",
    url: NOTIFICATION_PATHS.preferences,
    guard: "member",
    schema: {
      tags: ["notifications"],
      summary: "How she hears of each kind of notice: inbox, email, daily, weekly or off",
      response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
    },
    handler: async (request) => notices.preferences(signedInMember(request)),
  }),
  route({
    method: "PUT",
    url: NOTIFICATION_PATHS.preferences,
    guard: "member",
    schema: {
      tags: ["notifications"],
      summary: "Change how she hears of some kinds of notice (a mention is never delayed: no daily or weekly)",
      body: notificationPreferencesChangeSchema,
      response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => notices.setPreferences(signedInMember(request), request.body),
  }),
  route({
    method: "GET",
    url: NOTIFICATION_PATHS.stream,
    guard: "member",
    schema: {
      tags: ["notifications"],
      summary:
        "Server-Sent Events: `notice` (a new notice, its id the event's id) and `unread-count`; Last-Event-ID resumes",
      response: errorResponses(401),
    },
    handler: async (request, reply) => {
      const lastEventId = request.headers["last-event-id"];
      await live.open(
        signedInMember(request),
        typeof lastEventId === "string" ? lastEventId : undefined,
        openEventStream(request, reply),
      );
    },
  }),
];

/**
 * A digest's one-click unsubscribe (decision 0063), as a mailing's: GET shows a page with one button and changes
 * nothing (link scanners open links); POST stops the digest, as RFC 8058's one-click POST from a mail provider or the
 * page's button.
 */
function digestUnsubscribeRoutes(notices: NotificationsService, club: DigestPageSettings): RouteTable {
  const send = async (reply: FastifyReply, page: UnsubscribePage) =>
    reply
      .code(page === "unknown" ? 404 : 200)
      .type("text/html; charset=utf-8")
      .header("content-security-policy", UNSUBSCRIBE_PAGE_CSP)
      .header("cache-control", "no-store")
      // As the mailings' page: "same-origin" keeps the secret URL from other sites and lets the page's own POST through.
      .header("referrer-policy", "same-origin")
      .send(unsubscribePage(page, await club.clubName(), club.settingsUrl, DIGEST_UNSUBSCRIBE_TEXTS));
  return [
    route({
      method: "GET",
      url: NOTIFICATION_PATHS.digestUnsubscribe,
      guard: "anyone",
      schema: {
        tags: ["notifications"],
        summary: "The page a digest's unsubscribe link opens: one button that stops it (changes nothing by itself)",
        params: tokenParams,
        response: { 200: htmlPage, 404: htmlPage },
      },
      handler: async (request, reply) => {
        const link = await notices.digestLink(request.params.token);
        return send(reply, !link ? "unknown" : link.kinds.length > 0 ? "confirm" : "already");
      },
    }),
    route({
      method: "POST",
      url: NOTIFICATION_PATHS.digestUnsubscribe,
      guard: "anyone",
      formBody: { types: FORM_TYPES, bodyLimit: 4096, read: () => ({}) },
      schema: {
        tags: ["notifications"],
        summary:
          "One-click unsubscribe from a daily or weekly digest (RFC 8058): its kinds go to her inbox only; idempotent",
        consumes: FORM_TYPES,
        params: tokenParams,
        response: { 200: htmlPage, 404: htmlPage },
      },
      handler: async (request, reply) =>
        send(reply, (await notices.stopDigest(request.params.token)) ? "done" : "unknown"),
    }),
  ];
}
