import { okMessageSchema } from "../../../shared/answers.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  registerRequestSchema,
  registrationTokenAnswerSchema,
  registrationTokenParamsSchema,
} from "../../../shared/registration.ts";
import { REGISTRATION_PATHS } from "../../../shared/paths/registration.ts";
import { REGISTRATION_TEXTS } from "../../../shared/texts/registration.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { registrationService } from "./service.ts";

const REGISTRATIONS_PER_IP = { max: 10, windowMs: 60 * 60 * 1000 };

export async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const registration = registrationService(app.database.db, app.mail);

  app.get(
    REGISTRATION_PATHS.validateToken,
    {
      schema: {
        tags: ["registration"],
        summary: "The email and member type a registration link is for",
        params: registrationTokenParamsSchema,
        response: { 200: registrationTokenAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => registration.validateToken(request.params.token),
  );

  app.post(
    REGISTRATION_PATHS.register,
    {
      schema: {
        tags: ["registration"],
        summary: "Create an account from a registration link, and sign the new member in",
        description:
          "The link was emailed to the address the account gets, and its holder has just chosen the password: the answer " +
          "starts her session (a new one, replacing any other on this browser), so she lands on her home page.",
        body: registerRequestSchema,
        response: { 201: okMessageSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce({ bucket: `register-ip:${request.ip}`, ...REGISTRATIONS_PER_IP });
      const userId = await registration.register(request.body);
      await app.sessions.start(request, reply, userId, { firstSignIn: true });
      return reply.code(201).send({ ok: true as const, message: REGISTRATION_TEXTS.accountReady });
    },
  );
}
