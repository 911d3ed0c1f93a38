import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { directInvitationSchema } from "../../../shared/registration.ts";
import { messageSchema } from "../../../shared/users.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";
import { conflict } from "../../http/errors.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { recordAudit } from "../audit/service.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import { findMemberByEmail } from "../members/service.ts";
import { registrationInvitationsRepository } from "./repository.ts";

/** Direct invitation (issue 3, beyond the spec): the same registration email an accepted applicant receives. */
export async function adminInvitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/admin/invitations",
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["users"],
        summary: "Invite a person by email with a member type",
        body: directInvitationSchema,
        response: { 201: messageSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const type = request.body.type;
      const adminId = request.member!.user_id;
      const token = newToken();
      await app.database.db.transaction().execute(async (trx) => {
        if (await findMemberByEmail(trx, email)) throw conflict("This person is already a member.");
        await registrationInvitationsRepository(trx).create({ tokenHash: hashToken(token), email, type, applicationId: null });
        await app.mail.enqueue({ to: email, kind: "registration-invitation", data: { token, memberType: type } }, trx);
        await recordAudit(trx, { actorUserId: adminId, action: "invitation.send", target: `email:${email.toLowerCase()}`, details: { type } });
      });
      return reply.code(201).send({ message: `An invitation has been sent to ${email}.` });
    },
  );
}
