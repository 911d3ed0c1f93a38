import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, login, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { storedImageRow } from "../../../../test/server/kits/gallery-test-kit.ts";
import type { SearchAnswer, SearchKind } from "../../../shared/search.ts";

// Search answers kept per viewer class (decision 0074), on both databases: every write that changes what a class finds
// shows in the next answer, whichever way it was written, and her own additions are merged in, counted and paged.

let server: TestServer;
const who = {} as Record<"creator" | "member" | "invitee" | "hider", { id: number; cookie: string }>;
let retreat: string;
let photo: string;

async function person(name: string, type: "Founding" | "Standard" = "Standard") {
  const made = await createMember(server, { name, type });
  return { id: made.userId, cookie: await login(server.app, made.email) };
}

async function search(cookie: string, q: string, extra = ""): Promise<SearchAnswer> {
  await server.database.db.deleteFrom("rate_limits").execute();
  const answer = await server.app.inject({
    method: "GET",
    url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
    headers: { cookie },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const found = (answer: SearchAnswer, kind: SearchKind) => {
  const group = answer.groups.find((g) => g.kind === kind)!;
  return { ids: group.results.map((r) => r.id), total: group.total, next: group.next_cursor };
};

async function createEvent(overrides: Record<string, unknown>) {
  const answer = await server.app.inject({
    method: "POST",
    url: "/api/events",
    payload: eventPayload(overrides),
    headers: { cookie: who.creator.cookie },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id as string;
}

beforeAll(async () => {
  server = await startTestServer();
  who.creator = await person("Clara Whitfield", "Founding");
  who.member = await person("Margot Ellis");
  who.invitee = await person("Ines Duarte");
  who.hider = await person("Hedda Quill");
  retreat = await createEvent({ title: "Lanzarote retreat", description: "Volcanic wines." });
  const image = storedImageRow(1, who.creator.id);
  photo = image.id;
  await server.database.db
    .insertInto("images")
    .values({ ...image, title: "Lanzarote vines", description: "", associated_event_id: null })
    .execute();
});
afterAll(async () => {
  await server.close();
});

describe("kept search answers", () => {
  it("follow an event becoming invite-only: gone for her class, found by its invitee once she is invited", async () => {
    expect(found(await search(who.member.cookie, "lanzarote retreat"), "events").ids).toEqual([retreat]);
    await server.database.db
      .updateTable("events")
      .set({ exclusivity: "invite-only" })
      .where("id", "=", retreat)
      .execute();
    expect(found(await search(who.invitee.cookie, "lanzarote retreat"), "events").total).toBe(0);
    await server.database.db
      .insertInto("event_invitations")
      .values({
        token_hash: "kept-search",
        event_id: retreat,
        user_id: who.invitee.id,
        invited_by: who.creator.id,
        expires_at: Date.now() + 86_400_000,
        used_at: null,
        created_at: Date.now(),
      })
      .execute();
    expect(found(await search(who.member.cookie, "lanzarote retreat"), "events")).toMatchObject({ ids: [], total: 0 });
    expect(found(await search(who.invitee.cookie, "lanzarote retreat"), "events")).toMatchObject({
      ids: [retreat],
      total: 1,
    });
  });

  it("follow a photo being withheld: gone for members, still found by its uploader", async () => {
    expect(found(await search(who.member.cookie, "lanzarote vines"), "photos").ids).toEqual([photo]);
    await server.database.db.updateTable("images").set({ withheld_at: Date.now() }).where("id", "=", photo).execute();
    expect(found(await search(who.member.cookie, "lanzarote vines"), "photos").total).toBe(0);
    expect(found(await search(who.creator.cookie, "lanzarote vines"), "photos").ids).toEqual([photo]);
  });

  it("follow a member hiding a field: others no longer find her by it, she still finds herself, counted once", async () => {
    await server.database.db
      .insertInto("member_profiles")
      .values({ user_id: who.hider.id, headline: "Cartographer", company: "Quillmaps", updated_at: Date.now() })
      .execute();
    expect(found(await search(who.member.cookie, "quillmaps"), "members").ids).toEqual([String(who.hider.id)]);
    await server.database.db
      .updateTable("member_profiles")
      .set({ hidden_fields: ",email,company," })
      .where("user_id", "=", who.hider.id)
      .execute();
    expect(found(await search(who.member.cookie, "quillmaps"), "members").total).toBe(0);
    expect(found(await search(who.hider.cookie, "quillmaps"), "members")).toMatchObject({
      ids: [String(who.hider.id)],
      total: 1,
    });
    expect(found(await search(who.hider.cookie, "hedda"), "members")).toMatchObject({
      ids: [String(who.hider.id)],
      total: 1,
    });
  });

  it("merge her additions into her class's pages: the same results in the same order, page by page", async () => {
    const open = [];
    for (let day = 10; day < 14; day += 1)
      open.push(await createEvent({ title: `Harbour walk ${day}`, event_date: `2031-07-${day}` }));
    const hidden = await createEvent({ title: "Harbour supper", exclusivity: "invite-only", event_date: "2031-07-12" });
    await server.app.inject({
      method: "POST",
      url: `/api/events/${hidden}/invitations`,
      headers: { cookie: who.creator.cookie },
    });
    const whole = found(await search(who.creator.cookie, "harbour", "&kind=events&limit=20"), "events");
    expect(whole.total).toBe(5);
    expect(whole.ids).toContain(hidden);
    const paged: string[] = [];
    let cursor: string | null = "0";
    while (cursor !== null) {
      const page = found(
        await search(who.creator.cookie, "harbour", `&kind=events&limit=2&cursor=${cursor}`),
        "events",
      );
      expect(page.total).toBe(5);
      paged.push(...page.ids);
      cursor = page.next;
    }
    expect(paged).toEqual(whole.ids);
    expect(found(await search(who.member.cookie, "harbour", "&kind=events&limit=20"), "events")).toMatchObject({
      total: 4,
      ids: whole.ids.filter((id) => id !== hidden),
    });
  });
});
