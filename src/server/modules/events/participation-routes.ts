import { okMessageSchema } from "../../../shared/answers.ts";
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
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { EventsServices } from "./services.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";
import { NO_MAIL_SERVER_TEXTS } from "../../../shared/texts/mail-server.ts";
import { eventMessageAnswerSchema, eventMessageSchema } from "../../../shared/introductions.ts";
import { INTRODUCTION_PATHS } from "../../../shared/paths/introductions.ts";

// Invitations send email: bounded per member so that no one can use the club to flood inboxes.
const INVITE_CALLS_PER_MEMBER = { max: 30, windowMs: 60 * 60 * 1000 };
/** Each member named in an invitation call is emailed: a member names at most this many an hour, across her calls. */
const INVITEES_PER_MEMBER = { max: 100, windowMs: 60 * 60 * 1000 };
const CONFIRMATIONS_PER_MEMBER = { max: 30, windowMs: 60 * 60 * 1000 };
/** An organiser's messages to her participants each email them all: a few an hour. */
const EVENT_MESSAGES_PER_MEMBER = { max: 5, windowMs: 60 * 60 * 1000 };

/** Join, leave, invitations by emailed token and the join confirmation email. */
export function eventParticipationRoutes(events: EventsServices, mail: { configured: boolean }): RouteTable {
  return [
    route({
      method: "POST",
      url: INTRODUCTION_PATHS.eventMessage,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "The organiser (or an admin) writes to all the event's participants",
        description:
          "One text, to each participant as a notice and, by her choice for this kind, by email. Answers how many it reached.",
        params: eventParamsSchema,
        body: eventMessageSchema,
        response: { 201: eventMessageAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      rateLimits: (request) => [
        { bucket: `event-message:${signedInMember(request).user_id}`, ...EVENT_MESSAGES_PER_MEMBER },
      ],
      handler: async (request, reply) => {
        reply.code(201);
        return events.writeToParticipants(signedInMember(request), request.params.id, request.body.text);
      },
    }),

    route({
      method: "POST",
      url: EVENT_PATHS.join,
      guard: "member",
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
      handler: async (request) => {
        return events.join(signedInMember(request), request.params.id, request.body ?? {});
      },
    }),

    route({
      method: "POST",
      url: EVENT_PATHS.decline,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Decline my invitations to an event (from my home); declining twice is fine",
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errorResponses(401, 404) },
      },
      handler: async (request) => events.declineInvitations(signedInMember(request), request.params.id),
    }),

    route({
      method: "DELETE",
      url: EVENT_PATHS.leave,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Leave an event or its waitlist; leaving one not joined is fine. A freed seat goes to the waitlist",
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errorResponses(401, 404, 409) },
      },
      handler: async (request) => events.leave(signedInMember(request), request.params.id),
    }),

    route({
      method: "POST",
      url: EVENT_PATHS.invite,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Email members a 14-day, single-use invitation to an event the caller can see",
        body: eventInviteSchema,
        response: { 200: eventInviteAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
      rateLimits: (request) => [
        { bucket: `event-invite:${signedInMember(request).user_id}`, ...INVITE_CALLS_PER_MEMBER },
        {
          bucket: `event-invitees:${signedInMember(request).user_id}`,
          ...INVITEES_PER_MEMBER,
          cost: new Set(request.body.userIds).size,
        },
      ],
      handler: async (request) => {
        const invited = await events.invite(signedInMember(request), request.body);
        return {
          ok: true as const,
          message: mail.configured
            ? EVENT_TEXTS.invitationsSent(invited.length)
            : NO_MAIL_SERVER_TEXTS.eventInvited(invited.length),
          invited,
        };
      },
    }),

    route({
      method: "GET",
      url: EVENT_PATHS.acceptInvitation,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Accept an invitation for the logged-in member it was sent to, and join the event",
        params: invitationTokenParamsSchema,
        response: { 200: acceptedInvitationSchema, ...errorResponses(400, 401, 404, 409) },
      },
      handler: async (request, reply) => {
        reply.header("cache-control", "no-store");
        return events.acceptInvitation(signedInMember(request), request.params.token);
      },
    }),

    route({
      method: "POST",
      url: EVENT_PATHS.sendConfirmation,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Email the caller a confirmation of an event they joined (only to themselves)",
        body: sendConfirmationSchema,
        response: { 200: okMessageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      rateLimits: (request) => [
        {
          bucket: `event-confirmation:${signedInMember(request).user_id}`,
          ...CONFIRMATIONS_PER_MEMBER,
        },
      ],
      handler: async (request) => {
        await events.sendJoinConfirmation(signedInMember(request), request.body);
        return { ok: true as const, message: EVENT_TEXTS.confirmationSent };
      },
    }),
  ];
}
