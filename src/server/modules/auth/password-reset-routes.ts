import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forgotPasswordRequestSchema, PASSWORD_RESET_TEXTS, resetPasswordRequestSchema } from "../../../shared/password-reset.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";
import { apiErrorSchema } from "../../../shared/errors.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { credentialsRepository, setMemberPassword } from "./credentials-repository.ts";
import { passwordResetsRepository } from "./password-resets-repository.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import { endPasswordResets, endSessions } from "./service.ts";
import { hashToken, newToken } from "./tokens.ts";

const HOUR_MS = 60 * 60 * 1000;
const plainText = z.string();

/** Forgot and reset password. As in the spec, both answer plain text that the page shows as it is. */
export async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const members = credentialsRepository(app.database.db);

  app.post(
    "/forgot-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Email a password reset link (the same answer whether or not the email is a member's)",
        body: forgotPasswordRequestSchema,
        response: { 200: plainText, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      await app.rateLimiter.enforce({ bucket: `forgot-ip:${request.ip}`, max: 5, windowMs: HOUR_MS });
      await app.rateLimiter.enforce({ bucket: `forgot-email:${email}`, max: 5, windowMs: HOUR_MS });
      const member = await members.findCredentialsByEmail(email);
      if (member && member.active === 1) {
        const token = newToken();
        await app.database.db.transaction().execute(async (trx) => {
          await passwordResetsRepository(trx).create({ tokenHash: hashToken(token), userId: member.user_id });
          await app.mail.enqueue({ to: member.email, userId: member.user_id, kind: "password-reset", data: { token, name: member.name } }, trx);
        });
      }
      return reply.type("text/plain; charset=utf-8").send(PASSWORD_RESET_TEXTS.linkSent);
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset link's token; ends every session of the member",
        body: resetPasswordRequestSchema,
        // A bad token or password answers the spec's plain text; a body that fails the schema, the usual JSON error.
        response: { 200: plainText, 400: z.union([plainText, apiErrorSchema]) },
      },
    },
    async (request, reply) => {
      reply.type("text/plain; charset=utf-8");
      const problem = passwordProblem(request.body.newPassword);
      if (problem) return reply.code(400).send(problem);
      const passwordHash = await hashPassword(request.body.newPassword);
      const userId = await app.database.db.transaction().execute(async (trx) => {
        const resetFor = await passwordResetsRepository(trx).consume(hashToken(request.body.token));
        if (resetFor === undefined) return undefined;
        await setMemberPassword(trx, resetFor, passwordHash);
        await endPasswordResets(trx, resetFor);
        await endSessions(trx, resetFor);
        return resetFor;
      });
      if (userId === undefined) return reply.code(400).send(PASSWORD_RESET_TEXTS.invalidToken);
      return reply.send(PASSWORD_RESET_TEXTS.done);
    },
  );
}
