import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  REGISTRATION_TEXTS,
  registerRequestSchema,
  registrationTokenAnswerSchema,
  registrationTokenParamsSchema,
} from "../../../shared/registration.ts";
import { submissionAnswerSchema } from "../../../shared/applications.ts";
import type { MemberType } from "../../../shared/members.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { hashPassword, passwordProblem } from "../auth/passwords.ts";
import { hashToken } from "../auth/tokens.ts";
import { createMember, findMemberByEmail } from "../members/service.ts";
import { registrationInvitationsRepository } from "./repository.ts";

const REGISTRATIONS_PER_IP = { max: 10, windowMs: 60 * 60 * 1000 };

export async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const invitations = registrationInvitationsRepository(app.database.db);

  app.get(
    "/api/register/validate-token/:token",
    {
      schema: {
        tags: ["registration"],
        summary: "The email and member type a registration link is for",
        params: registrationTokenParamsSchema,
        response: { 200: registrationTokenAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const invitation = await invitations.findUsable(hashToken(request.params.token));
      if (!invitation) throw notFound(REGISTRATION_TEXTS.invalidToken);
      return { email: invitation.email, type: invitation.type as MemberType };
    },
  );

  app.post(
    "/api/register",
    {
      schema: {
        tags: ["registration"],
        summary: "Create an account from a registration link",
        body: registerRequestSchema,
        response: { 201: submissionAnswerSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce({ bucket: `register-ip:${request.ip}`, ...REGISTRATIONS_PER_IP });
      const { token, name, password, type } = request.body;
      const tokenHash = hashToken(token);
      const invitation = await invitations.findUsable(tokenHash);
      if (!invitation) throw badRequest(REGISTRATION_TEXTS.invalidToken);
      if (invitation.type !== type) throw forbidden(`This invitation is for a ${invitation.type} membership.`);
      const problem = passwordProblem(password);
      if (problem) throw badRequest(problem, [{ path: "body.password", message: problem }]);
      const passwordHash = await hashPassword(password);

      const outcome = await app.database.db.transaction().execute(async (trx) => {
        if (await findMemberByEmail(trx, invitation.email)) return "member-exists" as const;
        if (!(await registrationInvitationsRepository(trx).markUsed(tokenHash))) return "token-used" as const;
        await createMember(trx, { name, email: invitation.email, type: invitation.type as MemberType, admin: false, passwordHash });
        return "created" as const;
      });
      if (outcome === "token-used") throw badRequest(REGISTRATION_TEXTS.invalidToken);
      if (outcome === "member-exists") throw conflict("An account with this email already exists. Please log in.");
      return reply.code(201).send({ ok: true as const, message: "Your account has been created. Please log in." });
    },
  );
}
