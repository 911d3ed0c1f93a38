import { okMessageSchema } from "../../../shared/answers.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  acceptedInvitationSchema,
  eventInviteAnswerSchema,
  eventInviteSchema,
  eventParamsSchema,
  eventSchema,
  invitationTokenParamsSchema,
  sendConfirmationSchema,
} from "../../../shared/events.ts";
import { joinAnswerSchema, joinEventSchema } from "../../../shared/event-seats.ts";
import { EVENT_PATHS } from "../../../shared/paths/events.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import {
  acceptInvitation,
  declineInvitations,
  inviteMembers,
  joinEvent,
  leaveEvent,
  sendJoinConfirmation,
} from "./participation-service.ts";
import { presentEvent } from "./service.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";
import { mailServerSet } from "../../config.ts";
import { NO_MAIL_SERVER_TEXTS } from "../../../shared/texts/mail-server.ts";

// Invitations send email: bounded per member so that no one can use the club to flood inboxes.
const INVITE_CALLS_PER_MEMBER = { max: 30, windowMs: 60 * 60 * 1000 };
/** Each member named in an invitation call is emailed: a member names at most this many an hour, across her calls. */
const INVITEES_PER_MEMBER = { max: 100, windowMs: 60 * 60 * 1000 };
const CONFIRMATIONS_PER_MEMBER = { max: 30, windowMs: 60 * 60 * 1000 };

/** Join, leave, invitations by emailed token and the join confirmation email. */
export async function eventParticipationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const member = { onRequest: app.sessions.requireMember };

  app.post(
    EVENT_PATHS.join,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary:
          "Join an event, or its waitlist when full (invite-only ones need an invitation); joining twice is fine",
        description:
          "Answers the event with `status`: `joined`, or `waitlisted` with her `position`. Guests' names go in `guests`, up to the event's `guests_max`; they take seats too.",
        params: eventParamsSchema,
        body: joinEventSchema,
        response: { 200: joinAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { eventId, ...seating } = await joinEvent(
        db,
        app.mail,
        signedInMember(request),
        request.params.id,
        request.body ?? {},
      );
      return { ...(await presentEvent(db, eventId, signedInMember(request))), ...seating };
    },
  );

  app.post(
    EVENT_PATHS.decline,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Decline my invitations to an event (from my home); declining twice is fine",
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      presentEvent(
        db,
        await declineInvitations(db, signedInMember(request), request.params.id),
        signedInMember(request),
      ),
  );

  app.delete(
    EVENT_PATHS.leave,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Leave an event or its waitlist; leaving one not joined is fine. A freed seat goes to the waitlist",
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) =>
      presentEvent(
        db,
        await leaveEvent(db, app.mail, signedInMember(request), request.params.id),
        signedInMember(request),
      ),
  );

  app.post(
    EVENT_PATHS.invite,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Email members a 14-day, single-use invitation to an event the caller can see",
        body: eventInviteSchema,
        response: { 200: eventInviteAnswerSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const inviter = signedInMember(request).user_id;
      await app.rateLimiter.enforce({ bucket: `event-invite:${inviter}`, ...INVITE_CALLS_PER_MEMBER });
      await app.rateLimiter.enforce({
        bucket: `event-invitees:${inviter}`,
        ...INVITEES_PER_MEMBER,
        cost: new Set(request.body.userIds).size,
      });
      const invited = await inviteMembers(db, app.mail, signedInMember(request), request.body);
      return {
        ok: true as const,
        message: mailServerSet(app.config)
          ? EVENT_TEXTS.invitationsSent(invited.length)
          : NO_MAIL_SERVER_TEXTS.eventInvited(invited.length),
        invited,
      };
    },
  );

  app.get(
    EVENT_PATHS.acceptInvitation,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Accept an invitation for the logged-in member it was sent to, and join the event",
        params: invitationTokenParamsSchema,
        response: { 200: acceptedInvitationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return acceptInvitation(db, app.mail, signedInMember(request), request.params.token);
    },
  );

  app.post(
    EVENT_PATHS.sendConfirmation,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Email the caller a confirmation of an event they joined (only to themselves)",
        body: sendConfirmationSchema,
        response: { 200: okMessageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await app.rateLimiter.enforce({
        bucket: `event-confirmation:${signedInMember(request).user_id}`,
        ...CONFIRMATIONS_PER_MEMBER,
      });
      await sendJoinConfirmation(db, app.mail, signedInMember(request), request.body);
      return { ok: true as const, message: EVENT_TEXTS.confirmationSent };
    },
  );
}
