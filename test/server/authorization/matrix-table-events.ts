import { plainJpeg, uploadForm } from "../kits/gallery-test-kit.ts";
import { createMember } from "../harness/test-app.ts";
import { eventPayload, seriesRepeat } from "../kits/events-test-kit.ts";
import {
  HIDDEN,
  MEMBERS,
  OWNER_OR_ADMIN,
  only,
  without,
  type Expectation,
  type MatrixCase,
  type MatrixRequest,
  type MatrixTable,
} from "./matrix-types.ts";
import type { Caller, World } from "./matrix-world.ts";

/** Events: the open event and the invite-only one, both created by the owner (a Founding member). */

const target = (world: World, which: "open" | "invite-only") =>
  which === "open" ? world.openEvent : world.inviteOnlyEvent;
/** Seen but not changed by an invitee; hidden from every other member who is not its creator or an admin. */
const HIDDEN_CHANGE: Expectation = { ...HIDDEN, invitee: 403 };
const EXCEPT_STANDARD: Expectation = { ...MEMBERS, Standard: 403, invitee: 403 };

/** The same call on the open event (every member) and on the invite-only one (hidden from the uninvited). */
function onBothEvents(
  open: Expectation,
  hidden: Expectation,
  request: (world: World, eventId: string, caller: Caller) => Promise<MatrixRequest> | MatrixRequest,
): MatrixCase[] {
  return (["open", "invite-only"] as const).map((which) => ({
    about: `the ${which} event`,
    expect: which === "open" ? open : hidden,
    request: (world, caller) => request(world, target(world, which), caller),
  }));
}

/** A fresh event per call, for calls that consume it (delete, cancel). */
function onFreshEvents(
  open: Expectation,
  hidden: Expectation,
  request: (eventId: string) => { method: "DELETE" | "POST"; url: string; payload?: object },
): MatrixCase[] {
  return (["open", "invite-only"] as const).map((which) => ({
    about: `a fresh ${which} event`,
    expect: which === "open" ? open : without(hidden, "invitee"),
    request: async (world) => request(await world.newEvent(which)),
  }));
}

/** The same call on a fresh series' first date with scope `following`, open and invite-only (its invitee invited to it). */
function onFreshSeries(
  open: Expectation,
  hidden: Expectation,
  request: (firstId: string) => MatrixRequest,
): MatrixCase[] {
  return (["open", "invite-only"] as const).map((which) => ({
    about: `a fresh ${which} series, this date and the following`,
    expect: which === "open" ? open : hidden,
    request: async (world) => request((await world.newSeries(which)).first),
  }));
}

/**
 * A fresh event of the owner's that ended yesterday (a recap is written only then), with its recap's draft when
 * `drafted`: the draft is written here, before the call, so that only the call itself is compared.
 */
function onEndedEvents(
  open: Expectation,
  hidden: Expectation,
  drafted: boolean,
  request: (eventId: string) => MatrixRequest,
): MatrixCase[] {
  return (["open", "invite-only"] as const).map((which) => ({
    about: `a fresh ${which} event that has ended`,
    expect: which === "open" ? open : without(hidden, "invitee"),
    request: async (world) => {
      const id = await world.newEvent(which);
      const db = world.server.database.db;
      const now = Date.now();
      await db
        .updateTable("events")
        .set({ starts_at: now - 7_200_000, ends_at: now - 3_600_000 })
        .where("id", "=", id)
        .execute();
      if (drafted)
        await db
          .insertInto("event_recaps")
          .values({
            event_id: id,
            text: "A lovely evening.",
            show_attendance: 0,
            audience: "participants",
            written_by: null,
            updated_at: now,
            sent_at: null,
            sent_by: null,
            attendance: null,
            sent_to: null,
          })
          .execute();
      return request(id);
    },
  }));
}

export const eventsTable: MatrixTable = {
  "GET /api/events/:id/recap": onBothEvents(MEMBERS, HIDDEN, (_w, id) => ({
    method: "GET",
    url: `/api/events/${id}/recap`,
  })),
  "PUT /api/events/:id/recap": onEndedEvents(OWNER_OR_ADMIN, HIDDEN_CHANGE, false, (id) => ({
    method: "PUT",
    url: `/api/events/${id}/recap`,
    payload: { text: "A lovely evening.", image_ids: [], show_attendance: true, audience: "participants" },
  })),
  "POST /api/events/:id/recap/send": onEndedEvents(OWNER_OR_ADMIN, HIDDEN_CHANGE, true, (id) => ({
    method: "POST",
    url: `/api/events/${id}/recap/send`,
  })),
  "POST /api/event-series": only("by each type of member", EXCEPT_STANDARD, () => ({
    method: "POST",
    url: "/api/event-series",
    payload: { ...eventPayload(), repeat: seriesRepeat },
  })),
  "GET /api/event-series/:id": (["open", "invite-only"] as const).map((which) => ({
    about: `the ${which} series`,
    expect: which === "open" ? MEMBERS : HIDDEN,
    request: async (world) => ({ method: "GET", url: `/api/event-series/${(await world.newSeries(which)).id}` }),
  })),
  "GET /api/events": only("every event the caller may see", MEMBERS, () => ({ method: "GET", url: "/api/events" })),
  "POST /api/events": [
    {
      about: "by each type of member",
      expect: EXCEPT_STANDARD,
      request: () => ({ method: "POST", url: "/api/events", payload: eventPayload() }),
    },
    {
      about: "by an admin whose type is Standard",
      expect: EXCEPT_STANDARD,
      request: async (world, caller) => ({
        method: "POST",
        url: "/api/events",
        payload: eventPayload({ exclusivity: "invite-only" }),
        ...(caller === "admin" ? { as: await world.makeActor("Standard", true) } : {}),
      }),
    },
  ],
  "GET /api/events/:id": onBothEvents(MEMBERS, HIDDEN, (_w, id) => ({ method: "GET", url: `/api/events/${id}` })),
  "GET /api/events/:id/ics": onBothEvents(MEMBERS, HIDDEN, (_w, id) => ({
    method: "GET",
    url: `/api/events/${id}/ics`,
  })),
  "PUT /api/events/:id": [
    ...onBothEvents(OWNER_OR_ADMIN, HIDDEN_CHANGE, (_w, id) => ({
      method: "PUT",
      url: `/api/events/${id}`,
      payload: { note: "Bring a hat." },
    })),
    ...onFreshSeries(OWNER_OR_ADMIN, HIDDEN_CHANGE, (id) => ({
      method: "PUT",
      url: `/api/events/${id}`,
      payload: { note: "Bring a hat.", scope: "following" },
    })),
  ],
  "POST /api/events/:id/messages": onBothEvents(OWNER_OR_ADMIN, HIDDEN_CHANGE, async (world, id) => {
    await world.server.database.db.deleteFrom("rate_limits").execute();
    return { method: "POST", url: `/api/events/${id}/messages`, payload: { text: "Dinner moves to eight." } };
  }),
  "PUT /api/events/:id/banner": onBothEvents(OWNER_OR_ADMIN, HIDDEN_CHANGE, (_w, id) => ({
    method: "PUT",
    url: `/api/events/${id}/banner`,
    payload: { imageId: null },
  })),
  "POST /api/events/:id/cover": onBothEvents(OWNER_OR_ADMIN, HIDDEN_CHANGE, async (_w, id) => ({
    method: "POST",
    url: `/api/events/${id}/cover`,
    payload: uploadForm({ data: await plainJpeg(40, 30), name: "cover.jpg" }),
  })),
  "PUT /api/events/:id/cover": onBothEvents(OWNER_OR_ADMIN, HIDDEN_CHANGE, (world, id) => ({
    method: "PUT",
    url: `/api/events/${id}/cover`,
    payload: { imageId: world.image.id },
  })),
  "DELETE /api/events/:id/cover": onBothEvents(OWNER_OR_ADMIN, HIDDEN_CHANGE, (_w, id) => ({
    method: "DELETE",
    url: `/api/events/${id}/cover`,
  })),
  "DELETE /api/events/:id": [
    ...onFreshEvents(OWNER_OR_ADMIN, HIDDEN_CHANGE, (id) => ({ method: "DELETE", url: `/api/events/${id}` })),
    ...onFreshSeries(OWNER_OR_ADMIN, HIDDEN_CHANGE, (id) => ({
      method: "DELETE",
      url: `/api/events/${id}?scope=following`,
    })),
  ],
  "POST /api/events/:id/cancel": [
    ...onFreshEvents(OWNER_OR_ADMIN, HIDDEN_CHANGE, (id) => ({
      method: "POST",
      url: `/api/events/${id}/cancel`,
      payload: { reason: "Rain." },
    })),
    ...onFreshSeries(OWNER_OR_ADMIN, HIDDEN_CHANGE, (id) => ({
      method: "POST",
      url: `/api/events/${id}/cancel`,
      payload: { reason: "Rain.", scope: "following" },
    })),
  ],
  "POST /api/events/:id/join": onBothEvents(MEMBERS, HIDDEN, (_w, id) => ({
    method: "POST",
    url: `/api/events/${id}/join`,
  })),
  "POST /api/events/:id/decline": onBothEvents(MEMBERS, HIDDEN, (_w, id) => ({
    method: "POST",
    url: `/api/events/${id}/decline`,
  })),
  "DELETE /api/events/:id/leave": onBothEvents(MEMBERS, HIDDEN, (_w, id) => ({
    method: "DELETE",
    url: `/api/events/${id}/leave`,
  })),
  // A fresh member is invited each time, so the invite-only event stays hidden from the role callers.
  "POST /api/events/invite": onBothEvents(MEMBERS, HIDDEN, async (world, id) => ({
    method: "POST",
    url: "/api/events/invite",
    payload: { eventId: id, userIds: [(await createMember(world.server)).userId] },
  })),
  "GET /api/events/invite/:token": [
    {
      about: "the caller's own invitation",
      expect: without(MEMBERS, "owner"),
      request: async (world, caller) => {
        const invited = caller === "anonymous" ? await world.freshAs("Standard") : world.actors[caller];
        return {
          method: "GET",
          url: `/api/events/invite/${await world.inviteToEvent(await world.newEvent("invite-only"), invited)}`,
        };
      },
    },
    {
      about: "someone else's invitation",
      expect: { ...HIDDEN, admin: 404, owner: 404, invitee: 404 },
      request: async (world) => {
        const token = await world.inviteToEvent(await world.newEvent("invite-only"), await world.freshAs("Standard"));
        return { method: "GET", url: `/api/events/invite/${token}` };
      },
    },
  ],
  "POST /api/events/send-confirmation": [
    {
      about: "to the caller, of an event they joined",
      expect: MEMBERS,
      request: async (world, caller) => {
        const actor = world.actors[caller];
        if (actor.cookie) await world.call(actor, { method: "POST", url: `/api/events/${world.openEvent}/join` });
        return {
          method: "POST",
          url: "/api/events/send-confirmation",
          payload: { eventId: world.openEvent, userId: actor.userId || world.actors.owner.userId },
        };
      },
    },
    {
      about: "to someone else",
      expect: without(
        { ...MEMBERS, Standard: 403, "Travel Host": 403, Founding: 403, admin: 403, invitee: 403 },
        "owner",
      ),
      request: (world) => ({
        method: "POST",
        url: "/api/events/send-confirmation",
        payload: { eventId: world.openEvent, userId: world.actors.owner.userId },
      }),
    },
  ],
  "GET /api/images/event/:eventId": onBothEvents(MEMBERS, HIDDEN, (_w, id) => ({
    method: "GET",
    url: `/api/images/event/${id}`,
  })),
};
