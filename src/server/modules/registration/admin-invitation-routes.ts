import { directInvitationSchema, newRegistrationLinkSchema } from "../../../shared/registration.ts";
import { ADMIN_INVITATION_PATHS } from "../../../shared/paths/admin-invitations.ts";
import { messageSchema, secretLinkAnswerSchema } from "../../../shared/members.ts";
import { REGISTRATION_ANSWER_TEXTS } from "../../../shared/texts/registration.ts";
import { NO_MAIL_SERVER_TEXTS } from "../../../shared/texts/mail-server.ts";
import { errorResponses, stepUpErrorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { RegistrationService } from "./service.ts";

/** Direct invitation: the same registration email an accepted applicant receives. */
export function adminInvitationRoutes(
  registration: RegistrationService,
  { mailServer, registrationLink }: { mailServer: boolean; registrationLink: (token: string) => string },
): RouteTable {
  return [
    route({
      method: "POST",
      url: ADMIN_INVITATION_PATHS.invite,
      guard: "admin",
      schema: {
        tags: ["users"],
        summary: "Invite a person by email with a member type",
        body: directInvitationSchema,
        response: { 201: messageSchema, ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request, reply) => {
        const { email } = await registration.invite(signedInMember(request), request.body);
        return reply.code(201).send({
          message: mailServer ? REGISTRATION_ANSWER_TEXTS.invitationSent(email) : NO_MAIL_SERVER_TEXTS.invited(email),
        });
      },
    }),

    // With no mail server the mail log shows no registration link (decision 36): the admin hands out a new one from here.
    route({
      method: "POST",
      url: ADMIN_INVITATION_PATHS.newLink,
      guard: "admin",
      schema: {
        tags: ["users"],
        summary:
          "A new registration link for an address already invited, shown once; its earlier links stop working (audited; asks for a step-up when the last proof is older than 15 minutes)",
        body: newRegistrationLinkSchema,
        response: { 200: secretLinkAnswerSchema, ...stepUpErrorResponses(400, 401, 404, 409) },
      },
      stepUp: true,
      handler: async (request) => {
        const { token, email } = await registration.newLink(signedInMember(request), request.body.email);
        return { link: registrationLink(token), message: REGISTRATION_ANSWER_TEXTS.newLink(email) };
      },
    }),
  ];
}
