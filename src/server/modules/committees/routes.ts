import {
  COMMITTEES_PATHS,
  committeeInputSchema,
  committeeMemberParamsSchema,
  committeeParamsSchema,
  committeeSchema,
  committeeSeatSchema,
  committeeUpdateSchema,
  committeesSchema,
  eventParamsSchema,
  myDutiesSchema,
  setVolunteerSlotsSchema,
  slotParamsSchema,
  volunteerSlotsSchema,
} from "../../../shared/committees.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { CommitteesService } from "./service.ts";
import type { VolunteeringService } from "./volunteering-service.ts";

const tags = ["committees"];

/** Decision 61: committees (admins run them, members with committee duties join) and the events' volunteer slots. */
export function committeesRoutes(committees: CommitteesService, volunteering: VolunteeringService): RouteTable {
  return [
    route({
      method: "GET",
      url: COMMITTEES_PATHS.committees,
      guard: "member",
      schema: {
        tags,
        summary: "The club's committees and who sits on them (admins see the archived too)",
        response: { 200: committeesSchema, ...errorResponses(401) },
      },
      handler: async (request) => committees.list(signedInMember(request)),
    }),
    route({
      method: "POST",
      url: COMMITTEES_PATHS.committees,
      guard: "admin",
      schema: {
        tags,
        summary: "Create a committee (admins; audited)",
        body: committeeInputSchema,
        response: { 201: committeeSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await committees.create(signedInMember(request), request.body)),
    }),
    route({
      method: "PUT",
      url: COMMITTEES_PATHS.committee,
      guard: "admin",
      schema: {
        tags,
        summary: "Edit a committee, archive it or bring it back (admins; audited)",
        params: committeeParamsSchema,
        body: committeeUpdateSchema,
        response: { 200: committeeSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => committees.update(signedInMember(request), request.params.id, request.body),
    }),
    route({
      method: "POST",
      url: COMMITTEES_PATHS.myCommitteeSeat,
      guard: "member",
      schema: {
        tags,
        summary: "Join a committee open to her tier (her tier carries committee duties; not lapsed)",
        params: committeeParamsSchema,
        response: { 200: committeeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => committees.join(signedInMember(request), request.params.id),
    }),
    route({
      method: "DELETE",
      url: COMMITTEES_PATHS.myCommitteeSeat,
      guard: "member",
      schema: {
        tags,
        summary: "Leave a committee she sits on",
        params: committeeParamsSchema,
        response: { 200: committeeSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => committees.leave(signedInMember(request), request.params.id),
    }),
    route({
      method: "PUT",
      url: COMMITTEES_PATHS.committeeMember,
      guard: "admin",
      schema: {
        tags,
        summary: "Seat a member as chair or member, or change her role (admins; one chair; audited)",
        params: committeeMemberParamsSchema,
        body: committeeSeatSchema,
        response: { 200: committeeSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) =>
        committees.seat(signedInMember(request), request.params.id, request.params.userId, request.body.role),
    }),
    route({
      method: "DELETE",
      url: COMMITTEES_PATHS.committeeMember,
      guard: "admin",
      schema: {
        tags,
        summary: "Unseat a member from a committee (admins; audited)",
        params: committeeMemberParamsSchema,
        response: { 200: committeeSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => committees.unseat(signedInMember(request), request.params.id, request.params.userId),
    }),
    route({
      method: "GET",
      url: COMMITTEES_PATHS.eventVolunteerSlots,
      guard: "member",
      schema: {
        tags,
        summary: "An event's volunteer slots, who took them, and what the caller may do",
        params: eventParamsSchema,
        response: { 200: volunteerSlotsSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => volunteering.list(signedInMember(request), request.params.id),
    }),
    route({
      method: "PUT",
      url: COMMITTEES_PATHS.eventVolunteerSlots,
      guard: "member",
      schema: {
        tags,
        summary: "Set an event's volunteer slots (its organiser or an admin; audited)",
        params: eventParamsSchema,
        body: setVolunteerSlotsSchema,
        response: { 200: volunteerSlotsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => volunteering.set(signedInMember(request), request.params.id, request.body),
    }),
    route({
      method: "POST",
      url: COMMITTEES_PATHS.volunteerSlotTake,
      guard: "member",
      schema: {
        tags,
        summary: "Take a place in a volunteer slot (volunteering duties; not lapsed; never past its count)",
        params: slotParamsSchema,
        response: { 200: volunteerSlotsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => volunteering.take(signedInMember(request), request.params.id, request.params.slotId),
    }),
    route({
      method: "DELETE",
      url: COMMITTEES_PATHS.volunteerSlotTake,
      guard: "member",
      schema: {
        tags,
        summary: "Give back her place in a volunteer slot",
        params: slotParamsSchema,
        response: { 200: volunteerSlotsSchema, ...errorResponses(400, 401, 404, 409) },
      },
      handler: async (request) =>
        volunteering.giveBack(signedInMember(request), request.params.id, request.params.slotId),
    }),
    route({
      method: "GET",
      url: COMMITTEES_PATHS.myDuties,
      guard: "member",
      schema: {
        tags,
        summary: "What she gave this term: the committees she sits on and the volunteer slots she took",
        response: { 200: myDutiesSchema, ...errorResponses(401) },
      },
      handler: async (request) => volunteering.mine(signedInMember(request)),
    }),
  ];
}
