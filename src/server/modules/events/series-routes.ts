import { eventSeriesSchema, seriesCreateSchema, seriesParamsSchema } from "../../../shared/event-series.ts";
import { EVENT_SERIES_PATHS } from "../../../shared/paths/events.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { EventsServices } from "./services.ts";

/**
 * Repeating events (docs/product/http.md): create a series, read one. Its dates are events of their own; changing or
 * cancelling some of them goes through the event's calls with `scope`.
 */
export function eventSeriesRoutes(events: EventsServices, clubTimezone: string): RouteTable {
  return [
    route({
      method: "POST",
      url: EVENT_SERIES_PATHS.create,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Create a repeating event (not for Standard members): one event per date, at most 104",
        body: seriesCreateSchema(clubTimezone),
        response: { 201: eventSeriesSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request, reply) => {
        return reply.code(201).send(await events.createSeries(signedInMember(request), request.body));
      },
    }),

    route({
      method: "GET",
      url: EVENT_SERIES_PATHS.one,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "A series: how it repeats and the dates the caller may see",
        params: seriesParamsSchema,
        response: { 200: eventSeriesSchema, ...errorResponses(401, 404) },
      },
      handler: async (request) => events.series(signedInMember(request), request.params.id),
    }),
  ];
}
