import { okMessageSchema } from "../../../shared/answers.ts";
import { z } from "zod";
import { eventBannerSchema, eventListQuerySchema, eventParamsSchema, eventSchema } from "../../../shared/events.ts";
import { eventCreateSchema } from "../../../shared/event-fields.ts";
import { EVENT_PATHS } from "../../../shared/paths/events.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { sendShared } from "../../kernel/http/compressed-answers.ts";
import { mappedResponse, sendJson } from "../../kernel/http/response-serializer.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { EventsServices } from "./services.ts";
import { cancelInScopeSchema, eventUpdateInScopeSchema, scopeQuerySchema } from "../../../shared/event-series.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";

const eventListSchema = z.array(eventSchema);

/** Events: list, create, read (by id or slug), update and delete (docs/product/http.md; the calls are in /api/docs). */
export function eventRoutes(events: EventsServices, clubTimezone: string): RouteTable {
  return [
    route({
      method: "GET",
      url: EVENT_PATHS.list,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Every event the caller may see, by start ascending; from, to, limit, cursor and order narrow it",
        description: "With `limit`, the `x-next-cursor` header carries the cursor of the next page when there is one.",
        querystring: eventListQuerySchema,
        response: { 200: mappedResponse(eventListSchema), ...errorResponses(400, 401) },
      },
      handler: async (request, reply) => {
        const page = await events.list(signedInMember(request), request.query);
        if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
        if (!("json" in page)) return page.events;
        if (!page.shared) return sendJson(reply, page.json, eventListSchema);
        const { shape, version, sharedBy, compressed } = page.shared;
        const answer = { json: page.json, key: shape, version, sharedBy };
        return sendShared(request, reply, compressed, answer, eventListSchema);
      },
    }),

    route({
      method: "POST",
      url: EVENT_PATHS.list,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Create an event (not for Standard members); blank fields take the defaults",
        body: eventCreateSchema(clubTimezone),
        response: { 201: eventSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request, reply) => {
        return reply.code(201).send(await events.create(signedInMember(request), request.body));
      },
    }),

    route({
      method: "GET",
      url: EVENT_PATHS.one,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "One event, by id or slug",
        params: eventParamsSchema,
        // Every route answering eventSchema builds it with presentEvent (toEvent).
        response: { 200: mappedResponse(eventSchema), ...errorResponses(401, 404) },
      },
      handler: async (request, reply) =>
        sendJson(reply, await events.pageJson(signedInMember(request), request.params.id), eventSchema),
    }),

    route({
      method: "PUT",
      url: EVENT_PATHS.one,
      guard: "member",
      schema: {
        tags: ["events"],
        summary:
          "Change an event (its creator or an admin); fields left out keep their value; scope `following` changes the later dates of its series too",
        params: eventParamsSchema,
        body: eventUpdateInScopeSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const { scope, ...update } = request.body;
        return events.update(signedInMember(request), request.params.id, update, scope);
      },
    }),

    route({
      method: "PUT",
      url: EVENT_PATHS.banner,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Use one of the event's images as its banner, or null for the default (its creator or an admin)",
        params: eventParamsSchema,
        body: eventBannerSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        return events.setBanner(signedInMember(request), request.params.id, request.body.imageId);
      },
    }),

    route({
      method: "POST",
      url: EVENT_PATHS.cancel,
      guard: "member",
      schema: {
        tags: ["events"],
        summary:
          "Cancel an event (its creator or an admin): the page stays with the reason; those who joined or waited are emailed",
        params: eventParamsSchema,
        body: cancelInScopeSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        return events.cancel(
          signedInMember(request),
          request.params.id,
          request.body?.reason ?? null,
          request.body?.scope,
        );
      },
    }),

    route({
      method: "DELETE",
      url: EVENT_PATHS.one,
      guard: "member",
      schema: {
        tags: ["events"],
        summary:
          "Delete an event (its creator or an admin) with its participations, invitations and what hangs on it; scope `following` deletes the later dates of its series too",
        params: eventParamsSchema,
        querystring: scopeQuerySchema,
        response: { 200: okMessageSchema, ...errorResponses(401, 403, 404) },
      },
      handler: async (request) => {
        const deleted = await events.delete(signedInMember(request), request.params.id, request.query.scope);
        return { ok: true as const, message: EVENT_TEXTS.deleted(deleted) };
      },
    }),
  ];
}
