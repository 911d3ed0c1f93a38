import { okMessageSchema } from "../../../shared/answers.ts";
import { SPONSORSHIP_PATHS } from "../../../shared/paths/sponsorships.ts";
import {
  sponsorshipAnswerSchema,
  sponsorshipParamsSchema,
  sponsorshipRequestSchema,
} from "../../../shared/sponsorships.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { SponsorshipsService } from "./sponsorships.ts";

/** The named sponsor's link (decision 0068): she reads what she is asked, and answers once. */
export const sponsorshipRoutes = (sponsorships: SponsorshipsService): RouteTable => [
  route({
    method: "GET",
    url: SPONSORSHIP_PATHS.one,
    guard: "member",
    schema: {
      tags: ["applications"],
      summary: "What the named sponsor is asked about: the applicant's name and her note",
      params: sponsorshipParamsSchema,
      response: { 200: sponsorshipRequestSchema, ...errorResponses(400, 401, 403, 404, 409, 410) },
    },
    handler: async (request) => sponsorships.request(signedInMember(request), request.params.token),
  }),
  route({
    method: "POST",
    url: SPONSORSHIP_PATHS.one,
    guard: "member",
    schema: {
      tags: ["applications"],
      summary: "The named sponsor confirms with a few words, or declines; once",
      params: sponsorshipParamsSchema,
      body: sponsorshipAnswerSchema,
      response: { 200: okMessageSchema, ...errorResponses(400, 401, 403, 404, 409, 410) },
    },
    handler: async (request) => sponsorships.answer(signedInMember(request), request.params.token, request.body),
  }),
];
