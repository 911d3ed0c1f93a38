import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { calendarFeedSchema, eventParamsSchema } from "../../../shared/events.ts";
import { EVENT_PATHS } from "../../../shared/paths/events.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { calendarFeedOf, endCalendarFeed, eventForIcs, eventsOfFeed, renewCalendarFeed } from "./calendar-service.ts";
import { toIcs } from "./ics.ts";
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
export async function calendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const member = { onRequest: app.sessions.requireMember };
  const feedUrl = (secret: string) => `${app.config.publicUrl.href.replace(/\/+$/, "")}/api/calendar/${secret}.ics`;

  app.get(
    EVENT_PATHS.ics,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "One event as an iCalendar file, in its own time zone",
        params: eventParamsSchema,
        response: { 200: icsText, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const row = await eventForIcs(db, signedInMember(request), request.params.id);
      return sendCalendar(reply, await toIcs([row], app.config), `${row.slug}.ics`);
    },
  );

  app.get(
    EVENT_PATHS.calendarFeed,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Whether the caller has a calendar feed; its URL is shown only when made, as only its hash is kept",
        response: { 200: calendarFeedSchema, ...errorResponses(401) },
      },
    },
    async (request) => calendarFeedOf(db, signedInMember(request)),
  );

  app.post(
    EVENT_PATHS.calendarFeed,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Make a new secret feed URL for the caller; the previous one stops working",
        response: { 200: calendarFeedSchema, ...errorResponses(401) },
      },
    },
    async (request) => renewCalendarFeed(db, signedInMember(request), feedUrl),
  );

  app.delete(
    EVENT_PATHS.calendarFeed,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Turn the caller's calendar feed off",
        response: { 200: calendarFeedSchema, ...errorResponses(401) },
      },
    },
    async (request) => endCalendarFeed(db, signedInMember(request)),
  );

  app.get(
    EVENT_PATHS.calendar,
    {
      schema: {
        tags: ["events"],
        summary: "A member's feed of the events they joined; the secret in the URL is the key (no session)",
        params: z.object({ secret: z.string().min(1).max(200) }),
        response: { 200: icsText, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const rows = await eventsOfFeed(db, request.params.secret);
      return sendCalendar(reply, await toIcs(rows, app.config, `${app.config.clubName} events`), "events.ics");
    },
  );
}
