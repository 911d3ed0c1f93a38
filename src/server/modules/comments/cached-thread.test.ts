import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeVersionsRepository } from "../../kernel/caches/change-versions-repository.ts";
import { actAs, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { toComment } from "./mapper.ts";
import { commentsRepository } from "./repository.ts";
import { expectCompressedAsPlain } from "../../../../test/server/kits/compression-kit.ts";

const COMPRESSED = "comment-threads-compressed";

let server: TestServer;
type Who = "author" | "other" | "admin" | "host";
const WHO: Who[] = ["author", "other", "admin", "host"];
const people = {} as Record<Who, { cookie: string; userId: number; name: string }>;
let busyId: string;
let quietId: string;
let longId: string;

const db = () => server.database.db;

/**
 * Writes comments with plain SQL, as another instance would: `count` of them, written by everyone but the host (who is
 * only ever mentioned), each liked by some.
 */
async function writeComments(commentableId: string, count: number) {
  const authors = WHO.filter((who) => who !== "host").map((who) => people[who].userId);
  const rows = Array.from({ length: count }, (_, i) => ({
    commentable_id: commentableId,
    author_id: authors[i % authors.length]!,
    content: `Comment ${i} "quoted" é ✓`,
    created_at: 1_900_000_000_000 + i,
  }));
  const ids = (await db().insertInto("comments").values(rows).returning("id").execute()).map((row) => row.id);
  const likes = ids.flatMap((id, i) =>
    WHO.filter((_, a) => (i + a) % 3 === 0).map((who) => ({
      comment_id: id,
      user_id: people[who].userId,
      created_at: 1,
    })),
  );
  await db().insertInto("comment_likes").values(likes).execute();
  return ids;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const [who, role] of [
    ["author", "Standard"],
    ["other", "Travel Host"],
    ["admin", "admin"],
    ["host", "Founding"],
  ] as const) {
    const { cookie, member } = await actAs(server, role);
    people[who] = { cookie: cookie!, userId: member!.userId, name: member!.name };
  }
  const event = async () =>
    (
      await server.app.inject({
        method: "POST",
        url: "/api/events",
        payload: eventPayload(),
        headers: { cookie: people.host.cookie },
      })
    ).json().id as string;
  busyId = await event();
  quietId = await event();
  longId = await event();
  const busy = await writeComments(busyId, 40);
  await db()
    .insertInto("comment_mentions")
    .values([
      { comment_id: busy[3]!, user_id: people.other.userId },
      { comment_id: busy[3]!, user_id: people.admin.userId },
      { comment_id: busy[10]!, user_id: people.author.userId },
    ])
    .execute();
  await writeComments(quietId, 3);
  await writeComments(longId, 1_010);
});
afterAll(async () => {
  await server.close();
});

function call(who: Who, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
  return server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: people[who].cookie } });
}

const query = (commentableId: string, limit?: number, beforeId?: number) =>
  `/api/comments?commentableId=${commentableId}${limit ? `&limit=${limit}` : ""}${beforeId ? `&cursor=${beforeId}` : ""}`;

/** The answer as the thread's page reads directly, without the cache, encoded as the server encodes objects. */
async function directly(who: Who | number, commentableId: string, limit = 1000, beforeId?: number) {
  const comments = commentsRepository(db());
  const rows = await comments.list(commentableId, typeof who === "number" ? who : people[who].userId, limit, beforeId);
  const mentions = await comments.mentionsOf(rows.map((row) => row.id));
  return JSON.stringify(rows.map((row) => toComment(row, mentions.get(row.id) ?? [])));
}

/** The served bytes, checked against the direct read. */
async function served(who: Who, commentableId: string, limit?: number, beforeId?: number) {
  const response = await call(who, "GET", query(commentableId, limit, beforeId));
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe(await directly(who, commentableId, limit, beforeId));
  return response.body;
}

describe("the comment threads cache", () => {
  it("serves every page byte for byte as the direct read, for every viewer, size and cursor", async () => {
    for (const who of WHO) {
      for (const [thread, sizes] of [
        [busyId, [1, 7, 40, 1000]],
        [longId, [300, 1000]],
      ] as const) {
        for (const size of sizes) {
          let beforeId: number | undefined;
          let pages = 0;
          for (;;) {
            const page = JSON.parse(await served(who, thread, size, beforeId)) as Array<{ id: number }>;
            if (page.length === 0) break;
            pages += 1;
            beforeId = page.at(-1)!.id;
          }
          expect(pages).toBe(Math.ceil((thread === busyId ? 40 : 1_010) / size));
        }
      }
      const liked = JSON.parse(await served(who, busyId)) as Array<{ user_liked: boolean; mentions: unknown[] }>;
      expect(liked.some((c) => c.user_liked) && liked.some((c) => !c.user_liked)).toBe(true);
      expect(liked.filter((c) => c.mentions.length > 0)).toHaveLength(2);
      await served(who, longId);
      for (const beforeId of [1, 2 ** 31 - 1]) await served(who, busyId, 5, beforeId);
    }
  });

  it("answers a viewer who liked none of a thread as the direct read, before and after a liker's answer is cut from it", async () => {
    const { cookie, member } = await actAs(server, "Standard");
    const read = async () => {
      const response = await server.app.inject({ method: "GET", url: query(busyId), headers: { cookie: cookie! } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(await directly(member!.userId, busyId));
      return response.body;
    };
    const before = await read();
    expect((JSON.parse(before) as Array<{ user_liked: boolean }>).map((c) => c.user_liked)).toEqual(
      Array(40).fill(false),
    );
    const liker = JSON.parse(await served("author", busyId)) as Array<{ user_liked: boolean }>;
    expect(liker.some((c) => c.user_liked)).toBe(true);
    expect(await read()).toBe(before);
  });

  it("keeps a thread while its version stays, so a copy is what answers", async () => {
    const [newest] = JSON.parse(await served("author", busyId)) as Array<{ id: number; content: string }>;
    const { version } = await db()
      .selectFrom("change_versions")
      .select("version")
      .where("name", "=", `comments:${busyId}`)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable("comments")
      .set({ content: "Changed behind the version's back" })
      .where("id", "=", newest!.id)
      .execute();
    await db().updateTable("change_versions").set({ version }).where("name", "=", `comments:${busyId}`).execute();
    expect((await call("author", "GET", query(busyId))).json()[0].content).toBe(newest!.content);
    await db()
      .updateTable("change_versions")
      .set({ version: Number(version) + 1 })
      .where("name", "=", `comments:${busyId}`)
      .execute();
    expect((await call("author", "GET", query(busyId))).json()[0].content).toBe("Changed behind the version's back");
  });

  it("shows every write at once, whether this app or plain SQL (another instance) made it", async () => {
    const [first, second] = (JSON.parse(await served("other", busyId)) as Array<{ id: number }>).map((c) => c.id);
    const { author_id } = await db()
      .selectFrom("comments")
      .select("author_id")
      .where("id", "=", first!)
      .executeTakeFirstOrThrow();
    const firstAuthor = WHO.find((who) => people[who].userId === author_id)!;
    const writes: Array<[string, () => Promise<unknown>]> = [
      [
        "a comment inserted",
        () =>
          db()
            .insertInto("comments")
            .values({ commentable_id: busyId, author_id: people.admin.userId, content: "Inserted", created_at: 1 })
            .execute(),
      ],
      [
        "a comment edited",
        () => db().updateTable("comments").set({ content: "Edited" }).where("id", "=", second!).execute(),
      ],
      [
        "a like",
        () =>
          db()
            .insertInto("comment_likes")
            .values({ comment_id: first!, user_id: people.other.userId, created_at: 1 })
            .execute(),
      ],
      ["an unlike", () => db().deleteFrom("comment_likes").where("comment_id", "=", first!).execute()],
      [
        "a mention",
        () => db().insertInto("comment_mentions").values({ comment_id: first!, user_id: people.host.userId }).execute(),
      ],
      [
        "a mentioned member renamed",
        () =>
          db().updateTable("users").set({ name: "Renamed Host" }).where("user_id", "=", people.host.userId).execute(),
      ],
      ["a mention removed", () => db().deleteFrom("comment_mentions").where("comment_id", "=", first!).execute()],
      [
        "an author renamed",
        () =>
          db()
            .updateTable("users")
            .set({ name: "Renamed Author" })
            .where("user_id", "=", people.author.userId)
            .execute(),
      ],
      [
        "a comment moved here",
        () =>
          db().updateTable("comments").set({ commentable_id: busyId }).where("commentable_id", "=", quietId).execute(),
      ],
      ["a comment deleted", () => db().deleteFrom("comments").where("id", "=", second!).execute()],
      [
        "a comment posted",
        () =>
          call("author", "POST", "/api/comments", {
            commentableId: busyId,
            content: "Posted @Renamed Host",
            mentions: [people.host.userId],
          }),
      ],
      ["a like through the app", () => call("author", "POST", `/api/comments/${first}/like`)],
      ["an unlike through the app", () => call("author", "DELETE", `/api/comments/${first}/unlike`)],
      [
        "an edit through the app",
        () => call(firstAuthor, "PUT", `/api/comments/${first}`, { content: "Edited in the app" }),
      ],
      ["a deletion through the app", () => call("admin", "DELETE", `/api/comments/${first}`)],
    ];
    for (const [what, write] of writes) {
      const before = await served("author", busyId);
      await served("other", busyId);
      await write();
      const after = await served("author", busyId);
      expect(after, what).not.toBe(before);
      await served("other", busyId);
    }
    // Moving comments away shows in the thread they left as well.
    expect(await served("other", quietId)).toBe("[]");
  });

  it("answers a posted comment as its thread then shows it to its author, mentions included", async () => {
    for (const mentions of [[], [people.host.userId, people.admin.userId]]) {
      const posted = await call("author", "POST", "/api/comments", {
        commentableId: quietId,
        content: `For @Renamed Host and @${people.admin.name}`,
        mentions,
      });
      expect(posted.statusCode).toBe(201);
      expect(posted.json().mentions).toHaveLength(mentions.length);
      expect(JSON.parse(await served("author", quietId))[0]).toEqual(posted.json());
    }
  });

  it("moves only the version of the thread written to", async () => {
    const versions = changeVersionsRepository(db());
    const [busy, quiet] = [await versions.readThread(busyId), await versions.readThread(longId)];
    expect(
      (await call("other", "POST", "/api/comments", { commentableId: busyId, content: "One more" })).statusCode,
    ).toBe(201);
    expect(await versions.readThread(busyId)).toBeGreaterThan(busy);
    expect(await versions.readThread(longId)).toBe(quiet);
    expect(await versions.readThread("never-commented")).toBe(0);
  });

  it("still answers 404 for a thread its viewer may not see", async () => {
    const hidden = (
      await server.app.inject({
        method: "POST",
        url: "/api/events",
        payload: eventPayload({ exclusivity: "invite-only" }),
        headers: { cookie: people.host.cookie },
      })
    ).json().id;
    await writeComments(hidden, 2);
    expect((await call("host", "GET", query(hidden))).statusCode).toBe(200);
    expect((await call("other", "GET", query(hidden))).statusCode).toBe(404);
  });
});

describe("compressed comment threads", () => {
  it("compresses a thread's answer once per viewers alike and thread version, in the coding the client takes", async () => {
    for (const who of WHO) {
      const { body } = await expectCompressedAsPlain(server, query(busyId), people[who].cookie, COMPRESSED);
      expect(body, who).toBe(await directly(who, busyId));
    }
    // Members who liked none of the thread are answered its kept bytes: compressed for the first, reused for the next.
    const asNewMember = async (role: "Standard" | "Founding") =>
      expectCompressedAsPlain(server, query(busyId), (await actAs(server, role)).cookie!, COMPRESSED);
    const first = await asNewMember("Standard");
    expect(first.compressed).toBe(2);
    expect(await asNewMember("Founding")).toEqual({ body: first.body, compressed: 0 });
    await writeComments(busyId, 1);
    const after = await asNewMember("Founding");
    expect(after.compressed).toBe(2);
    expect(after.body).not.toBe(first.body);
  });
});
