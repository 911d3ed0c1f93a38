import { okMessageSchema } from "../../../shared/answers.ts";
import { z } from "zod";
import { applicationSubmissionSchemaFor } from "../../../shared/applications.ts";
import { APPLICATION_ANSWER_TEXTS } from "../../../shared/texts/applications.ts";
import { APPLICATION_PATHS } from "../../../shared/paths/applications.ts";
import { APPLICATION_REVIEW_PATHS } from "../../../shared/paths/application-review.ts";
import {
  applicationParamsSchema,
  applicationSchema,
  applicationStatusSchema,
  applicationVoteBodySchema,
} from "../../../shared/application-review.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { ApplicationsService } from "./service.ts";

// An application checks an invitation code, so it shares the code checks' limit (docs/product/limits.md#rate-limits).
const APPLICATIONS_PER_IP = { max: 10, windowMs: 60_000 };

export function applicationRoutes(applications: ApplicationsService): RouteTable {
  return [
    route({
      method: "POST",
      url: APPLICATION_PATHS.submit,
      guard: "anyone",
      schema: {
        tags: ["applications"],
        summary: "Apply to join with an invitation code",
        // The phone is read by the club settings' country in the service (it changes without a restart).
        body: applicationSubmissionSchemaFor(null),
        response: { 201: okMessageSchema, ...errorResponses(400, 429) },
      },
      rateLimits: (request) => [{ bucket: `validate-code-ip:${request.ip}`, ...APPLICATIONS_PER_IP }],
      handler: async (request, reply) => {
        await applications.submit(request.body);
        return reply.code(201).send({ ok: true as const, message: APPLICATION_ANSWER_TEXTS.submitted });
      },
    }),

    route({
      method: "GET",
      url: APPLICATION_REVIEW_PATHS.list,
      guard: "admin",
      schema: {
        tags: ["applications"],
        summary: "Every application, newest first",
        response: { 200: z.array(applicationSchema), ...errorResponses(401, 403) },
      },
      handler: async (request) => applications.list(signedInMember(request)),
    }),

    route({
      method: "PATCH",
      url: APPLICATION_REVIEW_PATHS.decide,
      guard: "admin",
      schema: {
        tags: ["applications"],
        summary: "Accept or reject a pending application",
        params: applicationParamsSchema,
        body: applicationStatusSchema,
        response: { 200: okMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) =>
        applications.decide(signedInMember(request), {
          applicationId: request.params.id,
          accepted: request.body.accepted,
          memberType: request.body.memberType,
          tier: request.body.tier ?? null,
        }),
    }),

    route({
      method: "POST",
      url: APPLICATION_REVIEW_PATHS.vote,
      guard: "admin",
      schema: {
        tags: ["applications"],
        summary: "Vote to approve or reject a pending application; votes_needed of one kind decide it",
        params: applicationParamsSchema,
        body: applicationVoteBodySchema,
        response: { 200: okMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) =>
        applications.vote(signedInMember(request), {
          applicationId: request.params.id,
          vote: request.body.vote,
          note: request.body.note,
          memberType: request.body.memberType,
          tier: request.body.tier ?? null,
        }),
    }),
  ];
}
