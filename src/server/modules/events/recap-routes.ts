import { recapAnswerSchema, recapDraftSchema, recapSentSchema } from "../../../shared/event-recaps.ts";
import { eventParamsSchema } from "../../../shared/events.ts";
import { EVENT_PATHS } from "../../../shared/paths/events.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { RecapService } from "./recap-service.ts";

/** An event's recap (decision 0069): read on the event's page, drafted and sent once by its organiser or an admin. */
export function recapRoutes(recaps: RecapService): RouteTable {
  return [
    route({
      method: "GET",
      url: EVENT_PATHS.recap,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "An event's recap as the caller may see it",
        description:
          "Once sent, whoever may read the event reads it; its draft only the organiser or an admin. Photos a member asked to be removed from, or that are down, are never in it. A confidential gathering has none (409).",
        params: eventParamsSchema,
        response: { 200: recapAnswerSchema, ...errorResponses(400, 401, 404, 409) },
      },
      handler: (request) => recaps.read(signedInMember(request), request.params.id),
    }),
    route({
      method: "PUT",
      url: EVENT_PATHS.recap,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "The organiser (or an admin) writes the recap's draft",
        description:
          "After the event: a text, photos of the event, whether to show the attendance, and to whom it will go (the whole club only for an open event).",
        params: eventParamsSchema,
        body: recapDraftSchema,
        response: { 200: recapAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: (request) => recaps.saveDraft(signedInMember(request), request.params.id, request.body),
    }),
    route({
      method: "POST",
      url: EVENT_PATHS.sendRecap,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "The organiser (or an admin) sends the recap, once",
        description:
          "To each member of its audience as a notice and, by her choice for recaps, by email; audited. Answers how many it reached.",
        params: eventParamsSchema,
        response: { 201: recapSentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request, reply) => {
        reply.code(201);
        return recaps.send(signedInMember(request), request.params.id);
      },
    }),
  ];
}
