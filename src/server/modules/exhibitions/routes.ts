import {
  EXHIBITIONS_PATHS,
  exhibitionParamsSchema,
  exhibitionSchema,
  exhibitParamsSchema,
  newExhibitSchema,
  setExhibitionSchema,
} from "../../../shared/exhibitions.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { ExhibitionsService } from "./service.ts";

const tags = ["exhibitions"];

/** Decision 72: an event made an exhibition, and the showcase pieces members exhibit in it. */
export function exhibitionsRoutes(exhibitions: ExhibitionsService): RouteTable {
  return [
    route({
      method: "GET",
      url: EXHIBITIONS_PATHS.exhibits,
      guard: "member",
      schema: {
        tags,
        summary: "Whether the event is an exhibition, its exhibits (its inside, decision 0059), what the caller may do",
        params: exhibitionParamsSchema,
        response: { 200: exhibitionSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => exhibitions.read(signedInMember(request), request.params.id),
    }),
    route({
      method: "PUT",
      url: EXHIBITIONS_PATHS.exhibition,
      guard: "member",
      schema: {
        tags,
        summary: "Make the event an exhibition, or stop it while nobody exhibits (its organiser or an admin; audited)",
        params: exhibitionParamsSchema,
        body: setExhibitionSchema,
        response: { 200: exhibitionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => exhibitions.set(signedInMember(request), request.params.id, request.body),
    }),
    route({
      method: "POST",
      url: EXHIBITIONS_PATHS.exhibits,
      guard: "member",
      schema: {
        tags,
        summary: "Exhibit one of her showcase pieces (not lapsed; before it begins); her tier's fee goes on her ledger",
        params: exhibitionParamsSchema,
        body: newExhibitSchema,
        response: { 201: exhibitionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await exhibitions.exhibit(signedInMember(request), request.params.id, request.body)),
    }),
    route({
      method: "DELETE",
      url: EXHIBITIONS_PATHS.exhibit,
      guard: "member",
      schema: {
        tags,
        summary: "Withdraw a piece (hers, before it begins: the fee credited back; its organiser or an admin: any)",
        params: exhibitParamsSchema,
        response: { 200: exhibitionSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) =>
        exhibitions.withdraw(signedInMember(request), request.params.id, request.params.imageId),
    }),
  ];
}
