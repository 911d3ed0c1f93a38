import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  login,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import type { SearchAnswer, Segment } from "../../../shared/search.ts";
import { fill } from "../../kernel/database/migrations/0048-search.ts";
import { fillMessages } from "../../kernel/database/migrations/0059-search-messages.ts";

// Messages in search (decision 55), on both databases: found by their conversation's participants only.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

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

const marked = (segments: Segment[]) => segments.filter((s) => s.match).map((s) => s.text);

describe("search of messages", () => {
  const people = {} as Record<
    "olive" | "piers" | "quinn" | "admin" | "rosa" | "otherAdmin",
    { id: number; cookie: string }
  >;
  let conversation: string;
  let stranger: string;

  const post = async (cookie: string, url: string, payload: unknown) => {
    await server.database.db.deleteFrom("rate_limits").execute();
    return server.app.inject({ method: "POST", url, payload: payload as object, headers: { cookie } });
  };
  const messages = (answer: SearchAnswer) => answer.groups.find((g) => g.kind === "messages")!;

  beforeAll(async () => {
    people.olive = await person("Olive Marchetti");
    people.piers = await person("Piers Langford");
    people.quinn = await person("Quinn Albrecht");
    people.admin = await person("Rupert Vane", true);
    people.rosa = await person("Rosa Kettering");
    people.otherAdmin = await person("Odile Ferrand", true);
    const started = await post(people.piers.cookie, "/api/conversations", {
      user_ids: [people.olive.id],
      text: "The quince marmalade recipe is in the blue notebook.",
    });
    expect(started.statusCode, started.body).toBe(201);
    conversation = started.json().id;
    const other = await post(people.quinn.cookie, "/api/conversations", {
      user_ids: [people.admin.id],
      text: "Quince season again, and the zephyrine roses.",
    });
    expect(other.statusCode, other.body).toBe(201);
    stranger = other.json().id;
  });

  it("the participants find a message of their conversation, opening it at the message; narrowed by kind", async () => {
    for (const cookie of [people.olive.cookie, people.piers.cookie]) {
      const found = messages(await search(cookie, "marmalade notebook"));
      expect(found.total).toBe(1);
      const result = found.results[0]!;
      expect(result.path).toMatch(new RegExp(`^/messages/${conversation}#message-\\d+$`));
      expect(result.title.map((s) => s.text).join("")).toBe("Piers Langford");
      expect(marked(result.snippet)).toEqual(["marmalade", "notebook"]);
    }
    const narrowed = await search(people.olive.cookie, "marmalade", "&kind=messages");
    expect(narrowed.groups.map((g) => g.kind)).toEqual(["messages"]);
    expect(narrowed.groups[0]!.total).toBe(1);
    // Prefixes and typos as for every kind.
    expect(messages(await search(people.olive.cookie, "marmelade")).total).toBe(1);
    expect(messages(await search(people.olive.cookie, "quin")).total).toBe(1);
  });

  it("another member, an admin (in no conversation of it) and anonymous find nothing: no result, no count, no snippet", async () => {
    for (const cookie of [people.quinn.cookie, people.admin.cookie, people.rosa.cookie, people.otherAdmin.cookie]) {
      const answer = await search(cookie, "marmalade notebook");
      expect(answer.groups.every((g) => g.total === 0 && g.results.length === 0)).toBe(true);
      expect(JSON.stringify(answer)).not.toMatch(/blue|recipe/i);
      expect(messages(await search(cookie, "marmalade", "&kind=messages")).total).toBe(0);
    }
    // The admin finds the message of her own conversation, and only it.
    const quince = messages(await search(people.admin.cookie, "quince"));
    expect(quince.total).toBe(1);
    expect(quince.results[0]!.path).toContain(`/messages/${stranger}#`);
    expect(JSON.stringify(quince)).not.toMatch(/marmalade/i);
    expect((await call(undefined, "/api/search?q=marmalade&kind=messages")).statusCode).toBe(401);
  });

  it("keeps the index in the same transaction as the message, and rebuilds it", async () => {
    const sent = await post(people.olive.cookie, `/api/conversations/${conversation}/messages`, {
      text: "Found it: the yuzu version too.",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(messages(await search(people.piers.cookie, "yuzu")).total).toBe(1);
    expect(messages(await search(people.quinn.cookie, "yuzu")).total).toBe(0);
    await server.database.db.deleteFrom("search_fields").where("kind", "=", "message").execute();
    expect(messages(await search(people.piers.cookie, "yuzu")).total).toBe(0);
    await fill(server.database.db as never);
    await fillMessages(server.database.db as never);
    expect(messages(await search(people.piers.cookie, "yuzu")).total).toBe(1);
    expect(messages(await search(people.olive.cookie, "marmalade")).total).toBe(1);
    // A conversation deleted (with its stay request, by cascade) takes its messages out of the index.
    expect(messages(await search(people.admin.cookie, "zephyrine")).total).toBe(1);
    await server.database.db.deleteFrom("conversation_participants").where("conversation_id", "=", stranger).execute();
    await server.database.db.deleteFrom("conversations").where("id", "=", stranger).execute();
    const kept = await server.database.db
      .selectFrom("search_fields")
      .select("body")
      .where("kind", "=", "message")
      .execute();
    expect(kept.map((row) => row.body).join(" ")).not.toContain("zephyrine");
  });

  it("an erased member's messages leave the index; she is no longer a participant of anything found", async () => {
    const closed = await server.app.inject({
      method: "POST",
      url: "/api/me/close",
      payload: { password: TEST_PASSWORD, comments: "keep", leave_event_photos: false },
      headers: { cookie: people.piers.cookie },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await server.app.privacy.eraseDueAccounts(() => Date.now() + 31 * 24 * 3600_000);
    const left = await server.database.db
      .selectFrom("search_fields")
      .select("body")
      .where("kind", "=", "message")
      .execute();
    expect(left.map((row) => row.body)).not.toContain("The quince marmalade recipe is in the blue notebook.");
    expect(messages(await search(people.olive.cookie, "marmalade")).total).toBe(0);
    // Her own message in the conversation stays hers to find.
    expect(messages(await search(people.olive.cookie, "yuzu")).total).toBe(1);
  });
});
