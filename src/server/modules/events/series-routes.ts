import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eventSeriesSchema, seriesCreateSchema, seriesParamsSchema } from "../../../shared/event-series.ts";
import { EVENT_SERIES_PATHS } from "../../../shared/paths/events.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { createSeries, presentSeries } from "./series-service.ts";

/**
 * Repeating events (docs/product/http.md): create a series, read one. Its dates are events of their own; changing or
 * cancelling some of them goes through the event's calls with `scope`.
 */
export async function eventSeriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const member = { onRequest: app.sessions.requireMember };

  app.post(
    EVENT_SERIES_PATHS.create,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Create a repeating event (not for Standard members): one event per date, at most 104",
        body: seriesCreateSchema(app.config.clubTimezone),
        response: { 201: eventSeriesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const id = await createSeries(db, signedInMember(request), request.body);
      return reply.code(201).send(await presentSeries(db, signedInMember(request), id));
    },
  );

  app.get(
    EVENT_SERIES_PATHS.one,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "A series: how it repeats and the dates the caller may see",
        params: seriesParamsSchema,
        response: { 200: eventSeriesSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => presentSeries(db, signedInMember(request), request.params.id),
  );
}
