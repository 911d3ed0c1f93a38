import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, login, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { storedImageRow } from "../../../../test/server/kits/gallery-test-kit.ts";
import type { SearchAnswer, SearchKind, Segment } from "../../../shared/search.ts";
import { fill } from "../../kernel/database/migrations/0048-search.ts";

// Search on both databases (TEST_DATABASE_URL runs it on PostgreSQL): the same club, the same answers.

let server: TestServer;
const who = {} as Record<
  "creator" | "member" | "invitee" | "admin" | "zoe" | "host" | "gone",
  { id: number; cookie: string }
>;
let sonoma: string;
let secretSupper: string;
let oldSonoma: string;
let photo: string;
let secretPhoto: string;
let stayId: string;
const ADDRESS = "17 Quinta Alameda";

async function person(name: string, admin = false) {
  const made = await createMember(server, { name, type: "Founding", admin });
  return { id: made.userId, cookie: await login(server.app, made.email) };
}

const call = (cookie: string | undefined, url: string) =>
  server.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function search(cookie: string, q: string, extra = ""): Promise<SearchAnswer> {
  await server.database.db.deleteFrom("rate_limits").execute();
  const answer = await call(cookie, `/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const ids = (answer: SearchAnswer, kind: SearchKind) =>
  answer.groups.find((group) => group.kind === kind)?.results.map((result) => result.id) ?? [];
const marked = (segments: Segment[]) => segments.filter((s) => s.match).map((s) => s.text);

async function createEvent(by: string, overrides: Record<string, unknown>) {
  const answer = await server.app.inject({
    method: "POST",
    url: "/api/events",
    payload: eventPayload(overrides),
    headers: { cookie: by },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id as string;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  who.creator = await person("Clara Whitfield");
  who.member = await person("Margot Ellis");
  who.invitee = await person("Ines Duarte");
  who.admin = await person("Helena Marsh", true);
  who.zoe = await person("Zoë Lindqvist");
  who.host = await person("Beatriz Costa");
  who.gone = await person("Philippa Gone");
  sonoma = await createEvent(who.creator.cookie, {
    title: "Wine evening in Sonoma",
    description: "Pinot noir among the redwoods, with the winemaker.",
    city: "Sonoma",
    event_date: "2031-06-14",
  });
  oldSonoma = await createEvent(who.creator.cookie, {
    title: "Harvest lunch",
    description: "A long table in Sonoma valley.",
    city: "Healdsburg",
    event_date: "2030-06-14",
  });
  secretSupper = await createEvent(who.creator.cookie, {
    title: "Confidential founders supper",
    description: "Truffles and a private cellar.",
    exclusivity: "invite-only",
  });
  await db
    .insertInto("event_invitations")
    .values({
      token_hash: "search-test-invitation",
      event_id: secretSupper,
      user_id: who.invitee.id,
      invited_by: who.creator.id,
      expires_at: Date.now() + 86_400_000,
      used_at: null,
      created_at: Date.now(),
    })
    .execute();
  const image = storedImageRow(1, who.creator.id);
  photo = image.id;
  await db
    .insertInto("images")
    .values({
      ...image,
      title: "Vineyard at dusk",
      description: "The terrace after the tasting.",
      associated_event_id: sonoma,
    })
    .execute();
  const hidden = storedImageRow(2, who.creator.id);
  secretPhoto = hidden.id;
  await db
    .insertInto("images")
    .values({ ...hidden, title: "Truffle cellar", description: "", associated_event_id: secretSupper })
    .execute();
  await db
    .insertInto("member_profiles")
    .values({
      user_id: who.zoe.id,
      headline: "Architect",
      company: "Atelier Lindqvist",
      city: "Lisbon",
      bio: "I design libraries.",
      interests: JSON.stringify(["sailing", "ceramics"]),
      links: "[]",
      ask_me_about: "Restoring azulejos",
      hidden_fields: ",email,company,",
      updated_at: Date.now(),
    })
    .execute();
  await db
    .insertInto("member_profiles")
    .values({ user_id: who.gone.id, headline: "Architect of gardens", updated_at: Date.now() })
    .execute();
  await db.updateTable("users").set({ active: 0 }).where("user_id", "=", who.gone.id).execute();
  stayId = "0190d4a1-5ea4-7000-8000-000000000001";
  await db
    .insertInto("stay_listings")
    .values({
      id: stayId,
      host_id: who.host.id,
      title: "Tiled house above the river",
      description: "Three floors of light, a roof terrace facing the Tagus.",
      type: "house",
      city: "Lisbon",
      region: "Lisboa",
      country: "PT",
      address: ADDRESS,
      sleeps: 4,
      bedrooms: 2,
      amenities: "[]",
      rules: "",
      nightly_contribution: null,
      published: 1,
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .execute();
  await db
    .insertInto("comments")
    .values([
      {
        commentable_id: sonoma,
        author_id: who.member.id,
        content: "Who is driving back from Sonoma?",
        created_at: Date.now(),
      },
      {
        commentable_id: secretSupper,
        author_id: who.invitee.id,
        content: "Bring the Sonoma pinot!",
        created_at: Date.now(),
      },
    ])
    .execute();
});
afterAll(async () => {
  await server.close();
});

describe("search finds", () => {
  it("words in any order, ranked by where they match and then by recency, with the matched words marked", async () => {
    const answer = await search(who.member.cookie, "sonoma wine");
    expect(ids(answer, "events")).toEqual([sonoma]);
    const either = await search(who.member.cookie, "Sonoma");
    // The title match ranks first; the valley in a description after.
    expect(ids(either, "events")).toEqual([sonoma, oldSonoma]);
    const first = either.groups.find((g) => g.kind === "events")!.results[0]!;
    expect(marked(first.title)).toEqual(["Sonoma"]);
    expect(first.path).toBe(`/events/${sonoma}`);
    expect(first.title.map((s) => s.text).join("")).toBe("Wine evening in Sonoma");
    const reversed = await search(who.member.cookie, "evening wine");
    expect(ids(reversed, "events")).toEqual([sonoma]);
  });

  it("prefixes while she types, small typos, and accents either way", async () => {
    expect(ids(await search(who.member.cookie, "sono"), "events")).toEqual([sonoma, oldSonoma]);
    expect(ids(await search(who.member.cookie, "Sonoam"), "events")).toEqual([sonoma, oldSonoma]);
    expect(ids(await search(who.member.cookie, "wnie evening"), "events")).toEqual([sonoma]);
    expect(ids(await search(who.member.cookie, "Zoe"), "members")).toEqual([String(who.zoe.id)]);
    expect(ids(await search(who.member.cookie, "Zoë"), "members")).toEqual([String(who.zoe.id)]);
    const lisboa = await search(who.member.cookie, "Lisboa");
    expect(ids(lisboa, "members")).toEqual([String(who.zoe.id)]);
    expect(ids(lisboa, "stays")).toEqual([stayId]);
    const zoe = (await search(who.member.cookie, "zoe")).groups.find((g) => g.kind === "members")!.results[0]!;
    expect(marked(zoe.title)).toEqual(["Zoë"]);
    expect(zoe.path).toBe(`/members/${who.zoe.id}`);
  });

  it("photos by title, text and event; comments with a link to them; stays by town, never by address", async () => {
    const answer = await search(who.member.cookie, "vineyard");
    expect(ids(answer, "photos")).toEqual([photo]);
    expect(ids(await search(who.member.cookie, "dusk sonoma"), "photos")).toEqual([photo]);
    const comments = await search(who.member.cookie, "driving");
    expect(comments.groups.find((g) => g.kind === "comments")!.results[0]!.path).toMatch(
      new RegExp(`^/events/${sonoma}\\?tab=notes#comment-\\d+$`),
    );
    const stays = await search(who.member.cookie, "tagus");
    expect(ids(stays, "stays")).toEqual([stayId]);
    for (const cookie of [who.member.cookie, who.host.cookie, who.admin.cookie]) {
      const byAddress = await search(cookie, "Quinta Alameda");
      expect(byAddress.groups.every((g) => g.total === 0)).toBe(true);
      expect(JSON.stringify(await search(cookie, "Lisbon"))).not.toContain("Alameda");
    }
  });

  it("keeps the index current as things change and go, and rebuilds it whole", async () => {
    const db = server.database.db;
    await db.updateTable("events").set({ title: "Cider evening in Sebastopol" }).where("id", "=", oldSonoma).execute();
    expect(ids(await search(who.member.cookie, "cider"), "events")).toEqual([oldSonoma]);
    await db.updateTable("events").set({ title: "Harvest lunch" }).where("id", "=", oldSonoma).execute();
    expect(ids(await search(who.member.cookie, "cider"), "events")).toEqual([]);
    await db.deleteFrom("search_fields").execute();
    expect(ids(await search(who.member.cookie, "sonoma"), "events")).toEqual([]);
    await fill(db as never);
    expect(ids(await search(who.member.cookie, "sonoma"), "events")).toEqual([sonoma, oldSonoma]);
    expect(ids(await search(who.member.cookie, "vineyard"), "photos")).toEqual([photo]);
  });
});

describe("search shows only what she may see", () => {
  it("an invite-only event, its photo and its comments: its creator, invitee and admins, never an uninvited member, not even counted", async () => {
    for (const [cookie, sees] of [
      [who.creator.cookie, true],
      [who.invitee.cookie, true],
      [who.admin.cookie, true],
      [who.member.cookie, false],
    ] as const) {
      const answer = await search(cookie, "truffle");
      expect(ids(answer, "events").includes(secretSupper)).toBe(sees);
      expect(ids(answer, "photos").includes(secretPhoto)).toBe(sees);
      const pinot = await search(cookie, "pinot");
      expect(pinot.groups.find((g) => g.kind === "comments")!.total).toBe(sees ? 1 : 0);
      if (!sees) {
        expect(answer.groups.every((g) => g.total === 0)).toBe(true);
        expect(JSON.stringify(answer)).not.toMatch(/cellar|founders/i);
      }
    }
  });

  it("a profile field she shows to admins only: found by admins and herself, not by members", async () => {
    expect(ids(await search(who.member.cookie, "atelier"), "members")).toEqual([]);
    expect(JSON.stringify(await search(who.member.cookie, "lindqvist"))).not.toContain("Atelier");
    expect(ids(await search(who.admin.cookie, "atelier"), "members")).toEqual([String(who.zoe.id)]);
    expect(ids(await search(who.zoe.cookie, "atelier"), "members")).toEqual([String(who.zoe.id)]);
    const shown = (await search(who.member.cookie, "azulejos")).groups.find((g) => g.kind === "members")!;
    expect(marked(shown.results[0]!.snippet)).toEqual(["azulejos"]);
  });

  it("a deactivated member: found by nobody", async () => {
    for (const cookie of [who.member.cookie, who.admin.cookie]) {
      const answer = await search(cookie, "Philippa gardens");
      expect(answer.groups.find((g) => g.kind === "members")!.total).toBe(0);
    }
    expect(ids(await search(who.member.cookie, "architect"), "members")).toEqual([String(who.zoe.id)]);
  });

  it("asks who she is: anonymous 401", async () => {
    expect((await call(undefined, "/api/search?q=sonoma")).statusCode).toBe(401);
  });
});

describe("search refuses clearly what it cannot search", () => {
  it.each([
    ["nothing", ""],
    ["one letter", "a"],
    ["500 characters", "sonoma ".repeat(72)],
    ["punctuation alone", `"*-:'`],
    ["one-letter words", "a b c"],
  ])("%s: a 400 with its message", async (_what, q) => {
    const answer = await call(who.member.cookie, `/api/search?q=${encodeURIComponent(q)}`);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().message).toEqual(expect.any(String));
  });

  it.each([
    ["a bad kind", "&kind=secrets"],
    ["a bad limit", "&limit=500"],
    ["a bad cursor", "&kind=events&cursor=abc"],
  ])("%s: a 400", async (_what, extra) => {
    expect((await call(who.member.cookie, `/api/search?q=sonoma${extra}`)).statusCode).toBe(400);
  });

  it.each([
    `"sonoma`,
    "sonoma*",
    "sonoma NEAR wine",
    "-sonoma",
    "title:sonoma",
    "sonoma' OR 1=1 --",
    "sonoma AND (wine",
    "sonoma & wine | !x",
    "sonoma:* <-> wine",
    "ソノマ 🍷 sonoma",
    "\u0000sonoma",
  ])("operators and quotes are words, never syntax: %s", async (q) => {
    const answer = await search(who.member.cookie, q);
    expect(answer.groups).toHaveLength(6);
  });

  it("pages one kind with its cursor", async () => {
    const first = await search(who.member.cookie, "sonoma", "&kind=events&limit=1");
    expect(first.groups).toHaveLength(1);
    expect(first.groups[0]!.total).toBe(2);
    expect(ids(first, "events")).toEqual([sonoma]);
    const next = await search(
      who.member.cookie,
      "sonoma",
      `&kind=events&limit=1&cursor=${first.groups[0]!.next_cursor}`,
    );
    expect(ids(next, "events")).toEqual([oldSonoma]);
    expect(next.groups[0]!.next_cursor).toBeNull();
  });
});
