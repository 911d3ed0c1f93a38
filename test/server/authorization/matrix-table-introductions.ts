import { MEMBERS, only, type Expectation, type MatrixTable } from "./matrix-types.ts";
import type { World } from "./matrix-world.ts";

/**
 * Introductions (decision 0062). The world's "owner" asks the "invitee" (who met both, on a past event) to introduce
 * her to a fresh member who receives messages from nobody; only the introducer forwards or declines it, only the
 * member introduced accepts; everyone else, admins included, gets the same 404 as for an unknown introduction.
 */
const INTRODUCER: Expectation = {
  anonymous: 401,
  Standard: 404,
  "Travel Host": 404,
  Founding: 404,
  admin: 404,
  owner: 403,
  invitee: "ok",
};

const pastEvents = new WeakMap<World, Promise<string>>();

/** A past event of the owner's that the owner and the invitee took part in: they have met. */
function pastEvent(world: World): Promise<string> {
  let made = pastEvents.get(world);
  if (!made) {
    made = (async () => {
      const id = await world.newEvent("open");
      const db = world.server.database.db;
      await db.updateTable("events").set({ starts_at: 1 }).where("id", "=", id).execute();
      await meetAt(world, id, world.actors.invitee.userId);
      return id;
    })();
    pastEvents.set(world, made);
  }
  return made;
}

async function meetAt(world: World, eventId: string, ...userIds: number[]) {
  await world.server.database.db
    .insertInto("event_participants")
    .values([world.actors.owner.userId, ...userIds].map((user_id) => ({ event_id: eventId, user_id, joined_at: 1 })))
    .onConflict((oc) => oc.columns(["event_id", "user_id"]).doNothing())
    .execute();
}

/** A fresh member who receives messages from nobody, who met the owner and the invitee. */
async function quietMember(world: World) {
  const to = await world.makeActor("Standard");
  await world.server.database.db
    .insertInto("message_settings")
    .values({ user_id: to.userId, who_may_message: "nobody" })
    .execute();
  await meetAt(world, await pastEvent(world), to.userId);
  await world.server.database.db.deleteFrom("rate_limits").execute();
  return to;
}

interface Asked {
  id: string;
  to: { userId: number; cookie: string };
}

/** A fresh introduction, asked by the owner of the invitee (each case consumes one). */
async function asked(world: World, forwarded = false): Promise<Asked> {
  const to = await quietMember(world);
  const answer = await world.call(world.actors.owner, {
    method: "POST",
    url: "/api/introductions",
    payload: { introducer_id: world.actors.invitee.userId, to_user_id: to.userId, reason: "We both paint." },
  });
  if (answer.statusCode !== 201) throw new Error(`introduction fixture: ${answer.statusCode} ${answer.body}`);
  const id = answer.json().id as string;
  if (forwarded) {
    const sent = await world.call(world.actors.invitee, {
      method: "POST",
      url: `/api/introductions/${id}/forward`,
      payload: { note: "Meet each other." },
    });
    if (sent.statusCode !== 200) throw new Error(`forward fixture: ${sent.statusCode} ${sent.body}`);
  }
  return { id, to: to as Asked["to"] };
}

export const introductionsTable: MatrixTable = {
  "POST /api/introductions": only(
    "asking the invitee, who met the owner and the member, to introduce her: others never met the invitee",
    { ...MEMBERS, Standard: 403, "Travel Host": 403, Founding: 403, admin: 403, invitee: 400 },
    async (world) => {
      const to = await quietMember(world);
      return {
        method: "POST",
        url: "/api/introductions",
        payload: { introducer_id: world.actors.invitee.userId, to_user_id: to.userId, reason: "We both paint." },
      };
    },
  ),
  "GET /api/introductions": only("her own introductions", MEMBERS, () => ({
    method: "GET",
    url: "/api/introductions",
  })),
  "GET /api/members/:userId/introducers": only(
    "whom she may ask to introduce her to the owner (not herself: 404)",
    { ...MEMBERS, owner: 404 },
    (world) => ({
      method: "GET",
      url: `/api/members/${world.actors.owner.userId}/introducers`,
    }),
  ),
  "POST /api/introductions/:id/forward": only("one the owner asked of the invitee", INTRODUCER, async (world) => ({
    method: "POST",
    url: `/api/introductions/${(await asked(world)).id}/forward`,
    payload: { note: "Meet each other." },
  })),
  "POST /api/introductions/:id/decline": only("one the owner asked of the invitee", INTRODUCER, async (world) => ({
    method: "POST",
    url: `/api/introductions/${(await asked(world)).id}/decline`,
  })),
  "POST /api/introductions/:id/accept": only(
    "one forwarded to a fresh member: the owner and the invitee are not the member introduced",
    { ...INTRODUCER, invitee: 403 },
    async (world) => ({
      method: "POST",
      url: `/api/introductions/${(await asked(world, true)).id}/accept`,
    }),
  ),
};
