import { okMessageSchema } from "../../../shared/answers.ts";
import {
  registerRequestSchema,
  registrationTokenAnswerSchema,
  registrationTokenParamsSchema,
} from "../../../shared/registration.ts";
import { REGISTRATION_PATHS } from "../../../shared/paths/registration.ts";
import { REGISTRATION_TEXTS } from "../../../shared/texts/registration.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { Sessions } from "../auth/index.ts";
import type { RegistrationService } from "./service.ts";

const REGISTRATIONS_PER_IP = { max: 10, windowMs: 60 * 60 * 1000 };

export function registrationRoutes(
  registration: RegistrationService,
  { sessions }: { sessions: Sessions },
): RouteTable {
  return [
    route({
      method: "GET",
      url: REGISTRATION_PATHS.validateToken,
      guard: "anyone",
      schema: {
        tags: ["registration"],
        summary: "The email and member type a registration link is for",
        params: registrationTokenParamsSchema,
        response: { 200: registrationTokenAnswerSchema, ...errorResponses(400, 404) },
      },
      handler: async (request) => registration.validateToken(request.params.token),
    }),

    route({
      method: "POST",
      url: REGISTRATION_PATHS.register,
      guard: "anyone",
      schema: {
        tags: ["registration"],
        summary: "Create an account from a registration link, and sign the new member in",
        description:
          "The link was emailed to the address the account gets, and its holder has just chosen the password: the answer " +
          "starts her session (a new one, replacing any other on this browser), so she lands on her home page.",
        body: registerRequestSchema,
        response: { 201: okMessageSchema, ...errorResponses(400, 403, 409, 429) },
      },
      rateLimits: (request) => [{ bucket: `register-ip:${request.ip}`, ...REGISTRATIONS_PER_IP }],
      handler: async (request, reply) => {
        const userId = await registration.register(request.body);
        await sessions.start(request, reply, userId, { firstSignIn: true });
        return reply.code(201).send({ ok: true as const, message: REGISTRATION_TEXTS.accountReady });
      },
    }),
  ];
}
