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
import type { LiveNotices } from "./live.ts";
import type { NotificationsService } from "./service.ts";

export const notificationsRoutes = (notices: NotificationsService, live: LiveNotices): RouteTable => [
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
