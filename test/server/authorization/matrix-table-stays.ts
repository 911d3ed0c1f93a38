import { plainJpeg, uploadForm } from "../kits/gallery-test-kit.ts";
import { inDays, stayPayload } from "../kits/stays-test-kit.ts";
import {
  ADMINS,
  HIDDEN,
  MEMBERS,
  OWNER_OR_ADMIN,
  PUBLIC,
  only,
  type Expectation,
  type MatrixCase,
  type MatrixRequest,
  type MatrixTable,
} from "./matrix-types.ts";
import type { Actor, Caller, World } from "./matrix-world.ts";

/**
 * Stays: a published home and a draft of a Travel Host who is not among the callers; the "owner" caller
 * is that host, and the "invitee" the guest of her requests.
 */
interface StaysFixture {
  host: Actor;
  guest: Actor;
  published: string;
  draft: string;
  photo: string;
}

const fixtures = new WeakMap<World, Promise<StaysFixture>>();
let day = 20;

async function ok(world: World, who: Actor, request: MatrixRequest) {
  const answer = await world.call(who, request);
  if (answer.statusCode >= 300) throw new Error(`stays fixture ${request.url}: ${answer.statusCode} ${answer.body}`);
  return answer.json();
}

function fixture(world: World): Promise<StaysFixture> {
  let made = fixtures.get(world);
  if (!made) {
    made = (async () => {
      const host = await world.makeActor("Travel Host");
      const guest = world.actors.invitee;
      const wide = [{ from: inDays(world.server, 10), to: inDays(world.server, 900), min_nights: 1, max_nights: 30 }];
      const published = (
        await ok(world, host, {
          method: "POST",
          url: "/api/stays",
          payload: stayPayload(world.server, { availability: wide }),
        })
      ).id as string;
      const draft = (
        await ok(world, host, {
          method: "POST",
          url: "/api/stays",
          payload: stayPayload(world.server, { published: false }),
        })
      ).id as string;
      const photo = (await addPhoto(world, host, published)).at(-1)!.id;
      return { host, guest, published, draft, photo };
    })();
    fixtures.set(world, made);
  }
  return made;
}

async function addPhoto(world: World, host: Actor, id: string) {
  return (
    await ok(world, host, {
      method: "POST",
      url: `/api/stays/${id}/photos`,
      payload: uploadForm({ data: await plainJpeg(30, 20), name: "home.jpg" }),
    })
  ).photos as { id: string }[];
}

/** A new pending request of the guest at the published home, on dates of its own. */
async function newRequest(world: World) {
  const { guest, published } = await fixture(world);
  day += 2;
  return (
    await ok(world, guest, {
      method: "POST",
      url: `/api/stays/${published}/requests`,
      payload: { from: inDays(world.server, day), to: inDays(world.server, day + 1), guests: 1, message: "" },
    })
  ).id as string;
}

async function acceptedRequest(world: World, endedAlready = false) {
  const { host } = await fixture(world);
  const id = await newRequest(world);
  await ok(world, host, { method: "PATCH", url: `/api/stay-requests/${id}`, payload: { status: "accepted" } });
  if (endedAlready)
    await world.server.database.db
      .updateTable("stay_requests")
      .set({ from_date: inDays(world.server, -4), to_date: inDays(world.server, -1) })
      .where("id", "=", id)
      .execute();
  return id;
}

/** The request as the caller; the "owner" is the host of the homes. */
async function asCaller(world: World, caller: Caller, request: MatrixRequest): Promise<MatrixRequest> {
  return caller === "owner" ? { ...request, as: (await fixture(world)).host } : request;
}

const HOSTS_ONLY: Expectation = { ...ADMINS, "Travel Host": "ok", invitee: 403 };
/** A request: its host (owner) and admins; its guest (invitee) too; hidden from other members. */
const REQUEST_PARTIES: Expectation = { ...HIDDEN };
const CHANGE_HIDDEN_DRAFT: Expectation = { ...HIDDEN, invitee: 404 };

function onBothHomes(
  published: Expectation,
  draft: Expectation,
  request: (id: string, world: World) => Promise<MatrixRequest> | MatrixRequest,
): MatrixCase[] {
  return (["published", "draft"] as const).map((which) => ({
    about: `a ${which} home`,
    expect: which === "published" ? published : draft,
    request: async (world, caller) => asCaller(world, caller, await request((await fixture(world))[which], world)),
  }));
}

export const staysTable: MatrixTable = {
  "GET /api/stays": only("every home the caller may see", MEMBERS, () => ({ method: "GET", url: "/api/stays" })),
  "POST /api/stays": only("a home", HOSTS_ONLY, (world) => ({
    method: "POST",
    url: "/api/stays",
    payload: stayPayload(world.server),
  })),
  "GET /api/stays/prefill": only("her application's property", HOSTS_ONLY, () => ({
    method: "GET",
    url: "/api/stays/prefill",
  })),
  "GET /api/stays/:id": onBothHomes(MEMBERS, CHANGE_HIDDEN_DRAFT, (id) => ({ method: "GET", url: `/api/stays/${id}` })),
  "PUT /api/stays/:id": onBothHomes(OWNER_OR_ADMIN, CHANGE_HIDDEN_DRAFT, (id) => ({
    method: "PUT",
    url: `/api/stays/${id}`,
    payload: { rules: "Shoes off." },
  })),
  "POST /api/stays/:id/photos": onBothHomes(OWNER_OR_ADMIN, CHANGE_HIDDEN_DRAFT, async (id) => ({
    method: "POST",
    url: `/api/stays/${id}/photos`,
    payload: uploadForm({ data: await plainJpeg(24, 16), name: "more.jpg" }),
  })),
  "DELETE /api/stays/:id/photos/:photoId": only("a fresh photo", OWNER_OR_ADMIN, async (world, caller) => {
    const { host, published } = await fixture(world);
    const photos = await addPhoto(world, host, published);
    return asCaller(world, caller, { method: "DELETE", url: `/api/stays/${published}/photos/${photos.at(-1)!.id}` });
  }),
  "GET /api/stays/:id/photos/:photoId/:variant": only("a published home's photo", MEMBERS, async (world) => {
    const { published, photo } = await fixture(world);
    return { method: "GET", url: `/api/stays/${published}/photos/${photo}/display` };
  }),
  "POST /api/stays/:id/requests": onBothHomes(
    { ...MEMBERS, owner: 403 },
    { ...CHANGE_HIDDEN_DRAFT, owner: 403, admin: 409 },
    (id, world) => {
      day += 2;
      return {
        method: "POST",
        url: `/api/stays/${id}/requests`,
        payload: { from: inDays(world.server, day), to: inDays(world.server, day + 1), guests: 1, message: "" },
      };
    },
  ),
  "GET /api/stay-requests": only("her requests", MEMBERS, () => ({ method: "GET", url: "/api/stay-requests" })),
  "GET /api/stay-requests/:id": only("a pending request", REQUEST_PARTIES, async (world, caller) =>
    asCaller(world, caller, { method: "GET", url: `/api/stay-requests/${await newRequest(world)}` }),
  ),
  "PATCH /api/stay-requests/:id": only(
    "declining a fresh request",
    { ...REQUEST_PARTIES, invitee: 403 },
    async (world, caller) =>
      asCaller(world, caller, {
        method: "PATCH",
        url: `/api/stay-requests/${await newRequest(world)}`,
        payload: { status: "declined" },
      }),
  ),
  "GET /api/stay-requests/:id/ics": only("an accepted stay", REQUEST_PARTIES, async (world, caller) =>
    asCaller(world, caller, { method: "GET", url: `/api/stay-requests/${await acceptedRequest(world)}/ics` }),
  ),
  "POST /api/stay-requests/:id/guest-book": only(
    "a fresh stay that has ended",
    { ...REQUEST_PARTIES, admin: 403, owner: 403 },
    async (world, caller) =>
      asCaller(world, caller, {
        method: "POST",
        url: `/api/stay-requests/${await acceptedRequest(world, true)}/guest-book`,
        payload: { content: "Lovely." },
      }),
  ),
  // Decision 49: a request's conversation is its guest's and host's alone; admins get 404 like other members.
  "GET /api/conversations/stay-requests/:requestId": only(
    "a pending request's conversation",
    { ...REQUEST_PARTIES, admin: 404 },
    async (world, caller) =>
      asCaller(world, caller, { method: "GET", url: `/api/conversations/stay-requests/${await newRequest(world)}` }),
  ),
  "GET /api/me/membership-tier": only("her own tier", MEMBERS, () => ({
    method: "GET",
    url: "/api/me/membership-tier",
  })),
  "GET /api/tiers": only("the tiers the club sells", PUBLIC, () => ({ method: "GET", url: "/api/tiers" })),
  "GET /api/admin/tiers": only("the tiers, to edit", ADMINS, () => ({ method: "GET", url: "/api/admin/tiers" })),
  "PUT /api/admin/tiers": only("the tiers", ADMINS, async (world) => ({
    method: "PUT",
    url: "/api/admin/tiers",
    // The tiers as they are: the call changes nothing another row reads.
    payload: (await world.call(world.actors.admin, { method: "GET", url: "/api/tiers" })).json() as object,
  })),
  "GET /api/me/membership": only("her own membership", MEMBERS, () => ({ method: "GET", url: "/api/me/membership" })),
  "GET /api/admin/members/:userId/membership": only("a member's membership", ADMINS, (world) => ({
    method: "GET",
    url: `/api/admin/members/${world.actors.invitee.userId}/membership`,
  })),
  "PUT /api/admin/members/:userId/membership": only("a member's tier and term", ADMINS, (world) => ({
    method: "PUT",
    url: `/api/admin/members/${world.actors.invitee.userId}/membership`,
    payload: { tier: null },
  })),
  "POST /api/admin/members/:userId/payments": only("a payment to a member's ledger", ADMINS, (world) => ({
    method: "POST",
    url: `/api/admin/members/${world.actors.invitee.userId}/payments`,
    payload: { amount: 100, currency: "USD", date: new Date().toISOString().slice(0, 10), method: "cash" },
  })),
  "POST /api/admin/members/:userId/charges": only("a charge to a member's ledger", ADMINS, async (world) => {
    // A charge needs her tier: the admin sets the one her type allows first (no other row reads it).
    await world.call(world.actors.admin, {
      method: "PUT",
      url: `/api/admin/members/${world.actors.invitee.userId}/membership`,
      payload: { tier: "Flying" },
    });
    return {
      method: "POST",
      url: `/api/admin/members/${world.actors.invitee.userId}/charges`,
      payload: { kind: "tier_fee", amount: 100, date: new Date().toISOString().slice(0, 10) },
    };
  }),
  "GET /api/admin/members/:userId/ledger": only("a member's ledger", ADMINS, (world) => ({
    method: "GET",
    url: `/api/admin/members/${world.actors.invitee.userId}/ledger`,
  })),
  "GET /api/me/ledger": only("her own ledger", MEMBERS, () => ({ method: "GET", url: "/api/me/ledger" })),
  "GET /api/admin/renewals": only("the renewals", ADMINS, () => ({ method: "GET", url: "/api/admin/renewals" })),
  "GET /api/admin/renewals.csv": only("the renewals as CSV", ADMINS, () => ({
    method: "GET",
    url: "/api/admin/renewals.csv",
  })),
  // Decision 52: her request to change tier. Each caller asks once, for a tier her type allows (none held yet).
  "GET /api/me/membership/change-request": only("her own request to change tier", MEMBERS, () => ({
    method: "GET",
    url: "/api/me/membership/change-request",
  })),
  "POST /api/me/membership/change-request": only("her request to change tier", MEMBERS, async (world, caller) => {
    const actor = world.actors[caller];
    // No tier held, so no minimum term to wait for (another row may have given her one).
    if (actor.userId)
      await world.call(world.actors.admin, {
        method: "PUT",
        url: `/api/admin/members/${actor.userId}/membership`,
        payload: { tier: null },
      });
    return {
      method: "POST",
      url: "/api/me/membership/change-request",
      payload: { tier_id: actor.type === "Travel Host" ? "Hosting" : "Flying" },
    };
  }),
  "GET /api/admin/membership/change-requests": only("the requests to change tier", ADMINS, () => ({
    method: "GET",
    url: "/api/admin/membership/change-requests",
  })),
  "POST /api/admin/membership/change-requests/:id/approve": only("a fresh member's request", ADMINS, async (world) => ({
    method: "POST",
    url: `/api/admin/membership/change-requests/${await freshChangeRequest(world)}/approve`,
  })),
  "POST /api/admin/membership/change-requests/:id/decline": only("a fresh member's request", ADMINS, async (world) => ({
    method: "POST",
    url: `/api/admin/membership/change-requests/${await freshChangeRequest(world)}/decline`,
  })),
};

/** A fresh Founding member's open request to change tier (decision 52), for the rows that answer one. */
async function freshChangeRequest(world: World): Promise<number> {
  const asker = await world.makeActor("Founding");
  const asked = await world.call(asker, {
    method: "POST",
    url: "/api/me/membership/change-request",
    payload: { tier_id: "Executive" },
  });
  return (asked.json() as { id: number }).id;
}
