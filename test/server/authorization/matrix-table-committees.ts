import { ADMINS, HIDDEN, MEMBERS, OWNER_OR_ADMIN, only, type Expectation, type MatrixTable } from "./matrix-types.ts";
import type { Actor, Caller, World } from "./matrix-world.ts";

/**
 * Decision 61: committees and volunteer slots. The world's callers hold no tier, so the rows about a member's own
 * seat or slot act as a fresh member of the caller's role given a tier her type allows.
 */

async function withTier(world: World, actor: Actor, tier: string | null) {
  if (!actor.userId) return actor;
  await world.call(world.actors.admin, {
    method: "PUT",
    url: `/api/admin/members/${actor.userId}/membership`,
    payload: { tier },
  });
  return actor;
}

/** A fresh member of the caller's role holding a tier with committee duties her type allows. */
const withCommitteeDuty = async (world: World, caller: Caller) => {
  const actor = await world.freshAs(caller);
  return withTier(world, actor, actor.type === "Travel Host" ? "Hosting" : "Executive");
};

/** A fresh member of the caller's role holding the Flying tier where her type allows it (not a Travel Host). */
const flying = async (world: World, caller: Caller) => {
  const actor = await world.freshAs(caller);
  return withTier(world, actor, actor.type === "Travel Host" ? "Hosting" : "Flying");
};

async function freshCommittee(world: World) {
  const created = await world.call(world.actors.admin, {
    method: "POST",
    url: "/api/committees",
    payload: { name: "Matrix committee" },
  });
  return (created.json() as { id: number }).id;
}

async function seat(world: World, committeeId: number, userId: number) {
  await world.call(world.actors.admin, {
    method: "PUT",
    url: `/api/committees/${committeeId}/members/${userId}`,
    payload: { role: "member" },
  });
}

/** An open event of the owner's asking for one volunteer. */
async function eventWithSlot(world: World, exclusivity: "open" | "invite-only" = "open") {
  const eventId = await world.newEvent(exclusivity);
  const set = await world.call(world.actors.owner, {
    method: "PUT",
    url: `/api/events/${eventId}/volunteer-slots`,
    payload: { slots: [{ role: "Greeter", count: 1 }] },
  });
  return { eventId, slotId: (set.json() as { slots: { id: number }[] }).slots[0]!.id };
}

/** Members with a tier carrying the duty: each may; a Travel Host (Hosting tier) has no volunteering duty. */
const FLYING_ONLY: Expectation = { ...MEMBERS, "Travel Host": 403 };
const NO_DUTY: Expectation = {
  anonymous: 401,
  Standard: 403,
  "Travel Host": 403,
  Founding: 403,
  admin: 403,
  owner: 403,
  invitee: 403,
};

export const committeesTable: MatrixTable = {
  "GET /api/committees": only("the club's committees", MEMBERS, () => ({ method: "GET", url: "/api/committees" })),
  "POST /api/committees": only("a committee", ADMINS, () => ({
    method: "POST",
    url: "/api/committees",
    payload: { name: "Matrix committee", purpose: "For the matrix." },
  })),
  "PUT /api/committees/:id": only("a fresh committee", ADMINS, async (world) => ({
    method: "PUT",
    url: `/api/committees/${await freshCommittee(world)}`,
    payload: { name: "Matrix committee, edited" },
  })),
  "POST /api/committees/:id/members/me": [
    {
      about: "a committee open to her tier (committee duties)",
      expect: MEMBERS,
      request: async (world, caller) => ({
        method: "POST",
        url: `/api/committees/${await freshCommittee(world)}/members/me`,
        as: await withCommitteeDuty(world, caller),
      }),
    },
    {
      about: "a caller whose tier has no committee duties (none held)",
      expect: NO_DUTY,
      request: async (world) => ({ method: "POST", url: `/api/committees/${await freshCommittee(world)}/members/me` }),
    },
  ],
  "DELETE /api/committees/:id/members/me": only("a committee she sits on", MEMBERS, async (world, caller) => {
    const actor = await world.freshAs(caller);
    const committeeId = await freshCommittee(world);
    if (actor.userId) await seat(world, committeeId, actor.userId);
    return { method: "DELETE", url: `/api/committees/${committeeId}/members/me`, as: actor };
  }),
  "PUT /api/committees/:id/members/:userId": only("seating the invitee", ADMINS, async (world) => ({
    method: "PUT",
    url: `/api/committees/${await freshCommittee(world)}/members/${world.actors.invitee.userId}`,
    payload: { role: "chair" },
  })),
  "DELETE /api/committees/:id/members/:userId": only("unseating the invitee", ADMINS, async (world) => {
    const committeeId = await freshCommittee(world);
    await seat(world, committeeId, world.actors.invitee.userId);
    return { method: "DELETE", url: `/api/committees/${committeeId}/members/${world.actors.invitee.userId}` };
  }),
  "GET /api/events/:id/volunteer-slots": [
    {
      about: "an open event's slots",
      expect: MEMBERS,
      request: (world) => ({ method: "GET", url: `/api/events/${world.openEvent}/volunteer-slots` }),
    },
    {
      about: "the invite-only event's slots",
      expect: HIDDEN,
      request: (world) => ({ method: "GET", url: `/api/events/${world.inviteOnlyEvent}/volunteer-slots` }),
    },
  ],
  "PUT /api/events/:id/volunteer-slots": only("the owner's open event", OWNER_OR_ADMIN, (world) => ({
    method: "PUT",
    url: `/api/events/${world.openEvent}/volunteer-slots`,
    payload: { slots: [{ role: "Greeter", count: 2 }] },
  })),
  "POST /api/events/:id/volunteer-slots/:slotId/take": only(
    "a slot, as a Flying member",
    FLYING_ONLY,
    async (world, caller) => {
      const { eventId, slotId } = await eventWithSlot(world);
      return {
        method: "POST",
        url: `/api/events/${eventId}/volunteer-slots/${slotId}/take`,
        as: await flying(world, caller),
      };
    },
  ),
  "DELETE /api/events/:id/volunteer-slots/:slotId/take": only(
    "the slot she took (a Travel Host took none)",
    { ...MEMBERS, "Travel Host": 404 },
    async (world, caller) => {
      const { eventId, slotId } = await eventWithSlot(world);
      const actor = await flying(world, caller);
      const url = `/api/events/${eventId}/volunteer-slots/${slotId}/take`;
      if (actor.userId && actor.type !== "Travel Host") await world.call(actor, { method: "POST", url });
      return { method: "DELETE", url, as: actor };
    },
  ),
  "GET /api/me/duties": only("what she gave this term", MEMBERS, () => ({ method: "GET", url: "/api/me/duties" })),
};
