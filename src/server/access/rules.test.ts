import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedImageRow } from "../../../test/server/kits/gallery-test-kit.ts";
import { createMember, startTestServer, type TestServer } from "../../../test/server/harness/test-app.ts";
import { accessControl } from "./access.ts";
import { accessRepository } from "./access-repository.ts";
import {
  eventRules,
  imageRules,
  readableComments,
  readableEventInsides,
  readableEvents,
  readableImages,
  type Actor,
  type InvitationState,
} from "./rules.ts";
import { readableStays, stayRules } from "./stay-rules.ts";

/**
 * Each rule's two forms, in memory and in SQL, agree on every combination of the facts they read: exclusivity, who
 * created or uploaded, taking part, and each state of an invitation; for a member and for an admin.
 */
let server: TestServer;
let member: Actor;
let admin: Actor;
const eventIds: string[] = [];
const imageIds: string[] = [];
const commentIds: number[] = [];

const INVITATIONS: InvitationState[] = ["none", "pending", "accepted", "expired"];

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const now = Date.now();
  member = { user_id: (await createMember(server, { type: "Standard" })).userId, type: "Standard", admin: false };
  admin = {
    user_id: (await createMember(server, { type: "Founding", admin: true })).userId,
    type: "Founding",
    admin: true,
  };
  const someoneElse = (await createMember(server, { type: "Founding" })).userId;
  let n = 0;
  for (const [exclusivity, confidential] of [
    ["open", 0],
    ["invite-only", 0],
    ["open", 1],
    ["invite-only", 1],
  ] as const) {
    for (const createdBy of [member.user_id, someoneElse]) {
      for (const participates of [false, true]) {
        for (const invitation of INVITATIONS) {
          n += 1;
          const id = `0190d4a1-0000-7000-9000-${String(n).padStart(12, "0")}`;
          await db
            .insertInto("events")
            .values({
              id,
              slug: `rule-${n}`,
              title: `Rule ${n}`,
              type: "custom",
              exclusivity,
              confidential,
              description: "",
              color: "#336699",
              event_date: "2031-01-01",
              end_date: "2031-01-01",
              start_time: "10:00",
              end_time: "11:00",
              timezone: "UTC",
              starts_at: now,
              ends_at: now + 3_600_000,
              is_physical: 1,
              location: "",
              zip_code: "",
              city: "",
              state: "",
              country: "",
              virtual_link: null,
              note: null,
              created_by: createdBy,
              created_at: now,
              updated_at: now,
              banner_image_id: null,
            } as never)
            .execute();
          if (participates)
            await db
              .insertInto("event_participants")
              .values({ event_id: id, user_id: member.user_id, joined_at: now })
              .execute();
          if (invitation !== "none") {
            await db
              .insertInto("event_invitations")
              .values({
                event_id: id,
                user_id: member.user_id,
                invited_by: createdBy,
                token_hash: `hash-${n}`,
                created_at: now,
                expires_at: invitation === "expired" ? now - 1 : now + 86_400_000,
                used_at: invitation === "accepted" ? now : null,
              } as never)
              .execute();
          }
          eventIds.push(id);
        }
      }
    }
  }
  // An image of each event by each uploader, and unlinked ones; a comment on each image and each event.
  let i = 0;
  for (const eventId of [...eventIds, null]) {
    for (const [uploadedBy, withheldAt] of [
      [member.user_id, null],
      [someoneElse, null],
      [member.user_id, now],
      [someoneElse, now],
    ] as const) {
      i += 1;
      const row = { ...storedImageRow(i, uploadedBy), associated_event_id: eventId, withheld_at: withheldAt };
      await db.insertInto("images").values(row).execute();
      imageIds.push(row.id);
    }
  }
  for (const commentableId of [...eventIds, ...imageIds]) {
    const row = await db
      .insertInto("comments")
      .values({ commentable_id: commentableId, author_id: someoneElse, content: "Hello", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    commentIds.push(row.id);
  }
});

afterAll(async () => {
  await server.close();
});

/** Homes of the member and of someone else, drafts and published ones. */
async function stayListings(db: TestServer["database"]["db"], hostIds: number[]) {
  const ids: string[] = [];
  let n = 0;
  for (const hostId of hostIds) {
    for (const published of [0, 1]) {
      n += 1;
      const id = `0190d4a1-0000-7000-a000-${String(hostId).padStart(6, "0")}${String(n).padStart(6, "0")}`;
      await db
        .insertInto("stay_listings")
        .values({
          id,
          host_id: hostId,
          title: `Home ${n}`,
          description: "",
          type: "Villa",
          city: "Como",
          region: "",
          country: "Italy",
          address: "Via 1",
          sleeps: 2,
          bedrooms: 1,
          amenities: "[]",
          rules: "",
          nightly_contribution: null,
          published,
          created_at: 0,
          updated_at: 0,
        })
        .execute();
      ids.push(id);
    }
  }
  return ids;
}

describe.each([
  ["a member", () => member],
  ["an admin", () => admin],
])("for %s", (_name, actorOf) => {
  it("eventRules.read and its SQL form (readableEvents) agree on every event", async () => {
    const actor = actorOf();
    const db = server.database.db;
    const rows = await db
      .selectFrom("events")
      .select(["id", "exclusivity", "created_by", "confidential"])
      .where("id", "in", eventIds)
      .execute();
    const relations = await accessRepository(db).eventRelations(actor.user_id, eventIds);
    const inMemory = rows
      .filter((row) => eventRules.read(actor, row, relations.get(row.id)!))
      .map((row) => row.id)
      .sort();
    const inSql = (
      await db
        .selectFrom("events")
        .select("events.id")
        .where("events.id", "in", eventIds)
        .where(readableEvents(actor))
        .execute()
    )
      .map((r) => r.id)
      .sort();
    expect(inSql).toEqual(inMemory);
    // Every relation matters: a member sees some invite-only events and not others.
    if (!actor.admin) expect(inMemory.length).toBeGreaterThan(32);
    if (!actor.admin) expect(inMemory.length).toBeLessThan(64);
  });

  it("eventRules.readInside and its SQL form (readableEventInsides) agree on every event, confidential or not", async () => {
    const actor = actorOf();
    const db = server.database.db;
    const rows = await db
      .selectFrom("events")
      .select(["id", "exclusivity", "created_by", "confidential"])
      .where("id", "in", eventIds)
      .execute();
    const relations = await accessRepository(db).eventRelations(actor.user_id, eventIds);
    const inMemory = rows
      .filter((row) => eventRules.readInside(actor, row, relations.get(row.id)!))
      .map((row) => row.id)
      .sort();
    const inSql = (
      await db
        .selectFrom("events")
        .select("events.id")
        .where("events.id", "in", eventIds)
        .where(readableEventInsides(actor))
        .execute()
    )
      .map((r) => r.id)
      .sort();
    expect(inSql).toEqual(inMemory);
    const readable = rows.filter((row) => eventRules.read(actor, row, relations.get(row.id)!)).length;
    // A member reads the inside of fewer events than she sees: a confidential one she is not part of keeps its own.
    if (!actor.admin) expect(inMemory.length).toBeLessThan(readable);
    else expect(inMemory.length).toBe(rows.length);
    for (const row of rows.filter((r) => r.confidential === 1 && r.created_by !== actor.user_id))
      if (!actor.admin) expect(inMemory.includes(row.id)).toBe(relations.get(row.id)!.isParticipant);
  });

  it("imageRules.read (through the access layer) and its SQL form (readableImages) agree on every image", async () => {
    const actor = actorOf();
    const db = server.database.db;
    const rows = await db
      .selectFrom("images")
      .select(["id", "uploaded_by", "associated_event_id", "withheld_at"])
      .where("id", "in", imageIds)
      .execute();
    const inMemory = (await accessControl(db).readableImages(actor, rows)).map((row) => row.id).sort();
    const oneByOne = [];
    for (const row of rows) if (await accessControl(db).canReadImage(actor, row)) oneByOne.push(row.id);
    const inSql = (
      await db
        .selectFrom("images")
        .select("images.id")
        .where("images.id", "in", imageIds)
        .where(readableImages(actor))
        .execute()
    )
      .map((r) => r.id)
      .sort();
    expect(inSql).toEqual(inMemory);
    expect(oneByOne.sort()).toEqual(inMemory);
    expect(
      rows.every((row) => imageRules.manage(actor, row) === (actor.admin || row.uploaded_by === actor.user_id)),
    ).toBe(true);
  });

  it("stayRules.read and its SQL form (readableStays) agree on every home, drafts and published", async () => {
    const actor = actorOf();
    const db = server.database.db;
    const someone = (await createMember(server, { type: "Travel Host" })).userId;
    const ids = await stayListings(db, [actor.user_id, someone]);
    const rows = await db
      .selectFrom("stay_listings")
      .select(["id", "host_id", "published"])
      .where("id", "in", ids)
      .execute();
    const inMemory = rows
      .filter((row) => stayRules.read(actor, row))
      .map((row) => row.id)
      .sort();
    const inSql = (
      await db
        .selectFrom("stay_listings")
        .select("stay_listings.id")
        .where("stay_listings.id", "in", ids)
        .where(readableStays(actor))
        .execute()
    )
      .map((r) => r.id)
      .sort();
    expect(inSql).toEqual(inMemory);
    // A member sees her own draft and every published home, never another's draft.
    expect(inMemory.length).toBe(actor.admin ? 4 : 3);
  });

  it("a comment follows its target: readableComments agrees with the access layer's commentable()", async () => {
    const actor = actorOf();
    const db = server.database.db;
    const rows = await db
      .selectFrom("comments")
      .select(["id", "commentable_id"])
      .where("id", "in", commentIds)
      .execute();
    const inMemory: number[] = [];
    for (const row of rows) if (await accessControl(db).commentable(actor, row.commentable_id)) inMemory.push(row.id);
    const inSql = (
      await db
        .selectFrom("comments")
        .select("comments.id")
        .where("comments.id", "in", commentIds)
        .where(readableComments(actor))
        .execute()
    ).map((r) => r.id);
    expect(inSql.sort((a, b) => a - b)).toEqual(inMemory.sort((a, b) => a - b));
  });
});
