import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../access/rules.ts";
import { MEMBER_TYPES, type MemberType } from "../../../shared/members.ts";
import { createMember, login, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { storedImageRow } from "../../../../test/server/kits/gallery-test-kit.ts";
import { toImage } from "./mapper.ts";
import { imagesRepository } from "./repository.ts";
import { expectCompressedAsPlain } from "../../../../test/server/kits/compression-kit.ts";

const COMPRESSED = "gallery-whole-list-compressed";

/**
 * GET /api/images with no parameters (the whole gallery) comes from the gallery cache: for every relation a member can
 * have to the images and the events they are linked to, its bytes are exactly what the direct read answers.
 */
type Relation =
  "uploader" | "event creator" | "participant" | "invitee (pending)" | `uninvited ${MemberType}` | "admin";
const UNINVITED = MEMBER_TYPES.map((type) => `uninvited ${type}` as const);
const RELATIONS: Relation[] = ["uploader", "event creator", "participant", "invitee (pending)", ...UNINVITED, "admin"];

let server: TestServer;
const people = {} as Record<Relation, { cookie: string; actor: Actor }>;
let privateEvent: string;
let openEvent: string;

const get = (cookie: string | undefined, url = "/api/images") =>
  server.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function direct(actor: Actor) {
  const rows = await imagesRepository(server.database.db).list({ readableBy: actor });
  return JSON.stringify(rows.map((row) => toImage(row, actor)));
}

async function expectEveryViewerServedAsReadDirectly() {
  for (const relation of RELATIONS) {
    const answer = await get(people[relation].cookie);
    expect(answer.statusCode, relation).toBe(200);
    expect(answer.body, relation).toBe(await direct(people[relation].actor));
  }
}

beforeAll(async () => {
  server = await startTestServer();
  for (const relation of RELATIONS) {
    const type: MemberType = relation.startsWith("uninvited ")
      ? (relation.replace("uninvited ", "") as MemberType)
      : relation === "event creator" || relation === "admin"
        ? "Founding"
        : "Standard";
    const member = await createMember(server, { type, admin: relation === "admin" });
    people[relation] = {
      cookie: await login(server.app, member.email),
      actor: { user_id: member.userId, type, admin: relation === "admin" },
    };
  }
  const create = async (exclusivity: string) => {
    const created = await server.app.inject({
      method: "POST",
      url: "/api/events",
      payload: eventPayload({ exclusivity }),
      headers: { cookie: people["event creator"].cookie },
    });
    return created.json().id as string;
  };
  privateEvent = await create("invite-only");
  openEvent = await create("open");
  const db = server.database.db;
  await db
    .insertInto("event_participants")
    .values({ event_id: privateEvent, user_id: people.participant.actor.user_id, joined_at: 1 })
    .execute();
  await db
    .insertInto("event_invitations")
    .values({
      token_hash: "gallery-whole-list",
      event_id: privateEvent,
      user_id: people["invitee (pending)"].actor.user_id,
      invited_by: people["event creator"].actor.user_id,
      expires_at: Date.now() + 3_600_000,
      used_at: null,
      created_at: Date.now(),
    })
    .execute();
  // Unlinked images, images of the open event, of the invite-only event (the uploader's and its creator's).
  const images = imagesRepository(db);
  for (let i = 1; i <= 18; i += 1) {
    const uploader = i % 3 === 0 ? people["event creator"].actor.user_id : people.uploader.actor.user_id;
    const associated = i % 3 === 0 || i % 4 === 0 ? privateEvent : i % 5 === 0 ? openEvent : null;
    await images.insert({ ...storedImageRow(i, uploader), associated_event_id: associated }, i % 2 ? ["garden"] : []);
  }
});
afterAll(async () => {
  await server?.close();
});

describe("the whole gallery from the cache", () => {
  it("answers every relation byte for byte as the direct read does, twice (the second from the cache)", async () => {
    await expectEveryViewerServedAsReadDirectly();
    await expectEveryViewerServedAsReadDirectly();
    const seen = async (relation: Relation) => ((await get(people[relation].cookie)).json() as unknown[]).length;
    expect(await seen("uninvited Standard")).toBeLessThan(await seen("participant"));
    expect(await seen("event creator")).toBe(await seen("admin"));
  });

  it("compresses each relation's answer once per viewers alike and images version", async () => {
    for (const relation of RELATIONS) {
      const { body } = await expectCompressedAsPlain(server, "/api/images", people[relation].cookie, COMPRESSED);
      expect(body, relation).toBe(await direct(people[relation].actor));
    }
    // A member who uploaded nothing and sees what any such member sees is answered bytes compressed already.
    const twin = await createMember(server, { type: "Standard" });
    const cookie = await login(server.app, twin.email);
    const { body, compressed } = await expectCompressedAsPlain(server, "/api/images", cookie, COMPRESSED);
    expect(compressed).toBe(0);
    expect(body).toBe((await get(people["uninvited Standard"].cookie)).body);
    await server.database.db.updateTable("images").set({ title: "Retitled for compression" }).execute();
    const after = await expectCompressedAsPlain(server, "/api/images", cookie, COMPRESSED);
    expect(after.compressed).toBe(2);
    expect(after.body).toContain("Retitled for compression");
  });

  it("follows every change, by this app or another instance's SQL, and the viewer's invitations at once", async () => {
    const db = server.database.db;
    await db.updateTable("images").set({ title: 'Retitled "à la" ✓' }).where("title", "=", "Image 5").execute();
    await expectEveryViewerServedAsReadDirectly();
    await db.updateTable("events").set({ exclusivity: "open" }).where("id", "=", privateEvent).execute();
    await expectEveryViewerServedAsReadDirectly();
    await db.updateTable("events").set({ exclusivity: "invite-only" }).where("id", "=", privateEvent).execute();
    await db.deleteFrom("event_invitations").execute();
    await expectEveryViewerServedAsReadDirectly();
    await db.deleteFrom("image_tags").execute();
    await db.deleteFrom("images").where("uploaded_by", "=", people.uploader.actor.user_id).execute();
    await expectEveryViewerServedAsReadDirectly();
  });

  it("answers 401 to a visitor and 400 to bad parameters", async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    for (const query of ["limit=0", "limit=abc", "cursor=%E2%9C%93"]) {
      const answer = await get(people.admin.cookie, `/api/images?${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
  });
});
