import { okMessageSchema } from "../../../shared/answers.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  registerRequestSchema,
  registrationTokenAnswerSchema,
  registrationTokenParamsSchema,
} from "../../../shared/registration.ts";
import { REGISTRATION_PATHS } from "../../../shared/paths/registration.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
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
        summary: "Create an account from a registration link",
        body: registerRequestSchema,
        response: { 201: okMessageSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce({ bucket: `register-ip:${request.ip}`, ...REGISTRATIONS_PER_IP });
      await registration.register(request.body);
      return reply.code(201).send({ ok: true as const, message: "Your account has been created. Please log in." });
    },
  );
}
