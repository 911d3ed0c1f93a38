import { okMessageSchema } from "../../../shared/answers.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { eventBannerSchema, eventListQuerySchema, eventParamsSchema, eventSchema } from "../../../shared/events.ts";
import { eventCreateSchema } from "../../../shared/event-fields.ts";
import { EVENT_PATHS } from "../../../shared/paths/events.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { sendShared } from "../../kernel/http/compressed-answers.ts";
import { mappedResponse, sendJson } from "../../kernel/http/response-serializer.ts";
import { cachedEventJson, createEventsCache } from "./cached-list.ts";
import { setEventBanner } from "./banner.ts";
import { createEvent, listEvents, presentEvent } from "./service.ts";
import { cancelInScopeSchema, eventUpdateInScopeSchema, scopeQuerySchema } from "../../../shared/event-series.ts";
import { cancelEventInScope, deleteEventInScope, updateEventInScope } from "./series-service.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";

const eventListSchema = z.array(eventSchema);

/** Events: list, create, read (by id or slug), update and delete (docs/product/http.md; the calls are in /api/docs). */
export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // Authenticate before reading the payload: an anonymous call answers 401 whatever it sends.
  const member = { onRequest: app.sessions.requireMember };
  const eventsCache = createEventsCache();

  app.get(
    EVENT_PATHS.list,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Every event the caller may see, by start ascending; from, to, limit, cursor and order narrow it",
        description: "With `limit`, the `x-next-cursor` header carries the cursor of the next page when there is one.",
        querystring: eventListQuerySchema,
        response: { 200: mappedResponse(eventListSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const page = await listEvents(db, eventsCache, signedInMember(request), request.query, app.config.clubTimezone);
      if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
      if (!("json" in page)) return page.events;
      if (!page.shared) return sendJson(reply, page.json, eventListSchema);
      const { shape, version, sharedBy, compressed } = page.shared;
      const answer = { json: page.json, key: shape, version, sharedBy };
      return sendShared(request, reply, compressed, answer, eventListSchema);
    },
  );

  app.post(
    EVENT_PATHS.list,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Create an event (not for Standard members); blank fields take the defaults",
        body: eventCreateSchema(app.config.clubTimezone),
        response: { 201: eventSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const id = await createEvent(db, signedInMember(request), request.body);
      return reply.code(201).send(await presentEvent(db, id, signedInMember(request)));
    },
  );

  app.get(
    EVENT_PATHS.one,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "One event, by id or slug",
        params: eventParamsSchema,
        // Every route answering eventSchema builds it with presentEvent (toEvent).
        response: { 200: mappedResponse(eventSchema), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) =>
      sendJson(reply, await cachedEventJson(db, eventsCache, signedInMember(request), request.params.id), eventSchema),
  );

  app.put(
    EVENT_PATHS.one,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary:
          "Change an event (its creator or an admin); fields left out keep their value; scope `following` changes the later dates of its series too",
        params: eventParamsSchema,
        body: eventUpdateInScopeSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { scope, ...update } = request.body;
      const id = await updateEventInScope(
        db,
        app.mail,
        signedInMember(request),
        request.params.id,
        update,
        scope,
        app.config,
      );
      return presentEvent(db, id, signedInMember(request));
    },
  );

  app.put(
    EVENT_PATHS.banner,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Use one of the event's images as its banner, or null for the default (its creator or an admin)",
        params: eventParamsSchema,
        body: eventBannerSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = await setEventBanner(db, signedInMember(request), request.params.id, request.body.imageId);
      return presentEvent(db, id, signedInMember(request));
    },
  );

  app.post(
    EVENT_PATHS.cancel,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary:
          "Cancel an event (its creator or an admin): the page stays with the reason; those who joined or waited are emailed",
        params: eventParamsSchema,
        body: cancelInScopeSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = await cancelEventInScope(
        db,
        app.mail,
        signedInMember(request),
        request.params.id,
        request.body?.reason ?? null,
        request.body?.scope,
        app.config,
      );
      return presentEvent(db, id, signedInMember(request));
    },
  );

  app.delete(
    EVENT_PATHS.one,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary:
          "Delete an event (its creator or an admin) with its participations, invitations and what hangs on it; scope `following` deletes the later dates of its series too",
        params: eventParamsSchema,
        querystring: scopeQuerySchema,
        response: { 200: okMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const deleted = await deleteEventInScope(
        db,
        signedInMember(request),
        request.params.id,
        request.query.scope,
        app.subscribers.eventDeleted,
      );
      return { ok: true as const, message: EVENT_TEXTS.deleted(deleted) };
    },
  );
}
