import {
  closeAccountSchema,
  closingAnswerSchema,
  downloadParamsSchema,
  exportStartedSchema,
  PRIVACY_PATHS,
  privacySummarySchema,
} from "../../../shared/privacy.ts";
import { errorResponses, stepUpErrorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { sendDownload } from "../../kernel/media-storage/sending.ts";
import type { MediaStorage } from "../../kernel/media-storage/storage.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { PrivacyService } from "./service.ts";

const EXPORTS_PER_MEMBER = { max: 5, windowMs: 60 * 60_000 };
const CLOSES_PER_MEMBER = { max: 10, windowMs: 15 * 60_000 };

/** Her privacy rights (decision 0047): what the club holds, her archive, closing her account. */
export function privacyRoutes(service: PrivacyService, storage: MediaStorage): RouteTable {
  return [
    route({
      method: "GET",
      url: PRIVACY_PATHS.summary,
      guard: "member",
      schema: {
        tags: ["privacy"],
        summary: "What the club holds about her, counted; her archive's state; her account's closing",
        response: { 200: privacySummarySchema, ...errorResponses(401) },
      },
      handler: async (request) => service.summary(signedInMember(request)),
    }),

    route({
      method: "POST",
      url: PRIVACY_PATHS.exportArchive,
      guard: "member",
      schema: {
        tags: ["privacy"],
        summary: "Prepare her archive in the background; the link is emailed to her when it is ready",
        response: { 202: exportStartedSchema, ...errorResponses(401, 429) },
      },
      rateLimits: (request) => [{ bucket: `privacy-export:${signedInMember(request).user_id}`, ...EXPORTS_PER_MEMBER }],
      handler: async (request, reply) => {
        reply.code(202);
        return service.requestExport(signedInMember(request));
      },
    }),

    route({
      method: "GET",
      url: PRIVACY_PATHS.download,
      guard: "member",
      schema: {
        tags: ["privacy"],
        summary: "Her archive, through the emailed link: once, within 24 hours, signed in as her",
        params: downloadParamsSchema,
        response: { ...errorResponses(401, 404) },
      },
      handler: async (request, reply) => {
        const file = await service.download(signedInMember(request), request.params.token);
        return sendDownload(storage, file, reply);
      },
    }),

    route({
      method: "POST",
      url: PRIVACY_PATHS.close,
      guard: "member",
      schema: {
        tags: ["privacy"],
        summary: "Close her account: erased after 30 days unless she signs in meanwhile",
        body: closeAccountSchema,
        response: { 200: closingAnswerSchema, ...stepUpErrorResponses(400, 401, 409, 429) },
      },
      rateLimits: (request) => [{ bucket: `privacy-close:${signedInMember(request).user_id}`, ...CLOSES_PER_MEMBER }],
      handler: async (request) => service.close(signedInMember(request), request.body, request.ip),
    }),
  ];
}
