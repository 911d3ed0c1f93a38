import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { directInvitationSchema } from "../../../shared/registration.ts";
import { ADMIN_INVITATION_PATHS } from "../../../shared/paths/admin-invitations.ts";
import { messageSchema } from "../../../shared/members.ts";
import { REGISTRATION_ANSWER_TEXTS } from "../../../shared/texts/registration.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { registrationService } from "./service.ts";
import { signedInMember } from "../../plugins/session.ts";

/** Direct invitation: the same registration email an accepted applicant receives. */
export async function adminInvitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const registration = registrationService(app.database.db, app.mail);

  app.post(
    ADMIN_INVITATION_PATHS.invite,
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
      const { email } = await registration.invite(signedInMember(request), request.body);
      return reply.code(201).send({ message: REGISTRATION_ANSWER_TEXTS.invitationSent(email) });
    },
  );
}
