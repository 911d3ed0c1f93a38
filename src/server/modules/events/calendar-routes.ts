import type { FastifyReply } from "fastify";
import { z } from "zod";
import { calendarFeedSchema, eventParamsSchema } from "../../../shared/events.ts";
import { EVENT_PATHS } from "../../../shared/paths/events.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { EventsServices } from "./services.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";

const icsText = z.string().describe("text/calendar");

function sendCalendar(reply: FastifyReply, body: string, filename: string) {
  return reply
    .type("text/calendar; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "private, no-store")
    .send(body);
}

/** Calendar export: one event as .ics, and each member's personal feed behind a revocable secret URL. */
export function calendarRoutes(events: EventsServices): RouteTable {
  return [
    route({
      method: "GET",
      url: EVENT_PATHS.ics,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "One event as an iCalendar file, in its own time zone",
        params: eventParamsSchema,
        response: { 200: icsText, ...errorResponses(401, 404) },
      },
      handler: async (request, reply) => {
        const { ics, filename } = await events.eventCalendar(signedInMember(request), request.params.id);
        return sendCalendar(reply, ics, filename);
      },
    }),

    route({
      method: "GET",
      url: EVENT_PATHS.calendarFeed,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Whether the caller has a calendar feed; its URL is shown only when made, as only its hash is kept",
        response: { 200: calendarFeedSchema, ...errorResponses(401) },
      },
      handler: async (request) => events.calendarFeed(signedInMember(request)),
    }),

    route({
      method: "POST",
      url: EVENT_PATHS.calendarFeed,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Make a new secret feed URL for the caller; the previous one stops working",
        response: { 200: calendarFeedSchema, ...errorResponses(401) },
      },
      handler: async (request) => events.renewCalendarFeed(signedInMember(request)),
    }),

    route({
      method: "DELETE",
      url: EVENT_PATHS.calendarFeed,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Turn the caller's calendar feed off",
        response: { 200: calendarFeedSchema, ...errorResponses(401) },
      },
      handler: async (request) => events.endCalendarFeed(signedInMember(request)),
    }),

    route({
      method: "GET",
      url: EVENT_PATHS.calendar,
      guard: "anyone",
      schema: {
        tags: ["events"],
        summary: "A member's feed of the events they joined; the secret in the URL is the key (no session)",
        params: z.object({ secret: z.string().min(1).max(200) }),
        response: { 200: icsText, ...errorResponses(404) },
      },
      handler: async (request, reply) => {
        return sendCalendar(reply, await events.feedCalendar(request.params.secret), "events.ics");
      },
    }),
  ];
}
