import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, login, startTestServer, type TestServer } from "../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../test/server/kits/events-test-kit.ts";
import { storedImageRow } from "../../../test/server/kits/gallery-test-kit.ts";
import type { Tables } from "../kernel/database/schema.ts";
import { classActor, filter, filterAdded, type Actor, type AddedKind } from "./index.ts";

// Decision 0074's premise, on a club of every relation, on both databases: what a member sees of a kind is exactly what
// her class sees and what her relations add, and the two never overlap. Search keeps the first per class and merges the
// second per member, so a rule that let a relation take something away, or add something not by her relations, fails here.

let server: TestServer;
const people = {} as Record<"creator" | "participant" | "invitee" | "outsider" | "uploader" | "host" | "admin", Actor>;
const TABLES = { eventInside: "events", image: "images", quotableComment: "comments", stay: "stay_listings" } as const;
const KEYS = { eventInside: "events.id", image: "images.id", quotableComment: "comments.id", stay: "stay_listings.id" };

let creatorCookie: string;

async function person(name: string, admin = false, type: "Standard" | "Founding" = "Standard"): Promise<Actor> {
  const made = await createMember(server, { name, type, admin });
  if (name === "Clara Creator") creatorCookie = await login(server.app, made.email);
  return { user_id: made.userId, type, admin };
}

async function event(overrides: Record<string, unknown>, confidential = false) {
  const answer = await server.app.inject({
    method: "POST",
    url: "/api/events",
    payload: eventPayload(overrides),
    headers: { cookie: creatorCookie },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const id = answer.json().id as string;
  if (confidential)
    await server.database.db.updateTable("events").set({ confidential: 1 }).where("id", "=", id).execute();
  return id;
}

async function ids(kind: AddedKind, where: (eb: never) => Expression<SqlBool>): Promise<string[]> {
  const db = server.database.db;
  const rows = await db
    .selectFrom(TABLES[kind])
    .select(`${KEYS[kind]} as id` as never)
    .where(where as (eb: ExpressionBuilder<Tables, (typeof TABLES)[AddedKind]>) => Expression<SqlBool>)
    .execute();
  return rows.map((row) => String((row as { id: unknown }).id)).sort();
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  people.creator = await person("Clara Creator", false, "Founding");
  people.participant = await person("Paula Participant");
  people.invitee = await person("Ines Invitee");
  people.outsider = await person("Olga Outsider");
  people.uploader = await person("Ulla Uploader");
  people.host = await person("Hana Host");
  people.admin = await person("Ada Admin", true);
  const open = await event({ title: "Open supper" });
  const inviteOnly = await event({ title: "Invited supper", exclusivity: "invite-only" });
  const confidentialOpen = await event({ title: "Closed-door talk" }, true);
  const confidentialInvite = await event({ title: "Founders' council", exclusivity: "invite-only" }, true);
  const events = [open, inviteOnly, confidentialOpen, confidentialInvite];
  for (const id of events)
    await db
      .insertInto("event_participants")
      .values({ event_id: id, user_id: people.participant.user_id, joined_at: Date.now() })
      .execute();
  for (const [index, id] of [inviteOnly, confidentialInvite].entries())
    await db
      .insertInto("event_invitations")
      .values({
        token_hash: `additions-${index}`,
        event_id: id,
        user_id: people.invitee.user_id,
        invited_by: people.creator.user_id,
        expires_at: Date.now() + 86_400_000,
        used_at: null,
        created_at: Date.now(),
      })
      .execute();
  const images: string[] = [];
  for (const [index, [eventId, withheld]] of (
    [
      [open, false],
      [inviteOnly, false],
      [confidentialInvite, false],
      [null, false],
      [open, true],
      [inviteOnly, true],
    ] as const
  ).entries()) {
    const image = storedImageRow(index + 1, people.uploader.user_id);
    images.push(image.id);
    await db
      .insertInto("images")
      .values({ ...image, associated_event_id: eventId, withheld_at: withheld ? Date.now() : null })
      .execute();
  }
  for (const target of [...events, ...images])
    await db
      .insertInto("comments")
      .values({
        commentable_id: target,
        author_id: people.outsider.user_id,
        content: "A word.",
        created_at: Date.now(),
      })
      .execute();
  for (const [index, published] of [1, 0].entries())
    await db
      .insertInto("stay_listings")
      .values({
        id: `0190d4a1-5ea4-7000-8000-00000000000${index}`,
        host_id: people.host.user_id,
        title: "A house",
        description: "",
        type: "house",
        city: "Lisbon",
        region: "Lisboa",
        country: "PT",
        address: "1 Rua",
        sleeps: 2,
        bedrooms: 1,
        amenities: "[]",
        rules: "",
        nightly_contribution: null,
        published,
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
});
afterAll(async () => {
  await server.close();
});

describe("what a member sees is her class's and her relations' additions, never overlapping", () => {
  for (const kind of ["eventInside", "image", "quotableComment", "stay"] as const)
    it(`for ${kind}, by every relation`, async () => {
      for (const actor of Object.values(people)) {
        const hers = await ids(kind, filter(actor, kind) as never);
        const classes = await ids(kind, filter(classActor(actor), kind) as never);
        const added = actor.admin ? [] : await ids(kind, filterAdded(actor, kind) as never);
        expect([...classes, ...added].sort(), `${kind} for user ${actor.user_id}`).toEqual(hers);
        expect(added.filter((id) => classes.includes(id))).toEqual([]);
      }
    });

  it("adds something for each relation (the club above is not trivial)", async () => {
    expect(await ids("eventInside", filterAdded(people.participant, "eventInside") as never)).toHaveLength(3);
    expect(await ids("eventInside", filterAdded(people.invitee, "eventInside") as never)).toHaveLength(1);
    expect(await ids("image", filterAdded(people.uploader, "image") as never)).toHaveLength(4);
    expect(await ids("quotableComment", filterAdded(people.participant, "quotableComment") as never)).not.toHaveLength(
      0,
    );
    expect(await ids("stay", filterAdded(people.host, "stay") as never)).toHaveLength(1);
    expect(await ids("eventInside", filterAdded(people.outsider, "eventInside") as never)).toEqual([]);
  });
});
