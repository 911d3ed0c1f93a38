import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import { createMember, login, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import type { Notice, NoticesPage } from "../../../shared/notifications.ts";

let server: TestServer;
let base: string;
type Person = Awaited<ReturnType<typeof createMember>> & { cookie: string };
const people = {} as Record<"host" | "ada" | "mary" | "grace" | "gone", Person>;
let openEventId: string;
let privateEventId: string;
let imageId: string;

async function call(who: keyof typeof people | undefined, method: string, url: string, payload?: unknown) {
  return server.app.inject({
    method: method as "GET",
    url,
    headers: who ? { cookie: people[who].cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const inbox = async (who: keyof typeof people, cursor?: number) => {
  const answer = await call(who, "GET", `/api/me/notifications${cursor ? `?cursor=${cursor}` : ""}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as NoticesPage;
};

const comment = (who: keyof typeof people, commentableId: string, content: string, mentions: number[] = []) =>
  call(who, "POST", "/api/comments", { commentableId, content, mentions });

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const names = {
    host: "Hedy Lamarr",
    ada: "Ada Lovelace",
    mary: "Mary Shelley",
    grace: "Grace Hopper",
    gone: "Emily Gone",
  };
  for (const [key, name] of Object.entries(names)) {
    const member = await createMember(server, { name, type: key === "host" ? "Founding" : "Standard" });
    people[key as keyof typeof people] = { ...member, cookie: await login(server.app, member.email) };
  }
  openEventId = (await call("host", "POST", "/api/events", eventPayload({ title: "Autumn Salon Dinner" }))).json().id;
  privateEventId = (
    await call("host", "POST", "/api/events", eventPayload({ title: "Private supper", exclusivity: "invite-only" }))
  ).json().id;
  imageId = (
    await upload(server, people.grace.cookie, { data: await plainJpeg(64, 48), name: "t.jpg" }, { title: "Terrace" })
  ).json().id;
}, 60_000);

afterAll(async () => server?.close());

beforeEach(async () => {
  await server.database.db.deleteFrom("rate_limits").execute();
  await server.database.db.deleteFrom("notices").execute();
});

describe("notices written with what causes them", () => {
  it("a mention, a comment on her event and on her photo, an invitation reach only their readers, newest first", async () => {
    const mention = await comment("ada", openEventId, "Lovely, @Mary Shelley", [people.mary.userId]);
    expect(mention.statusCode).toBe(201);
    const onPhoto = await comment("ada", imageId, "What light");
    expect(onPhoto.statusCode).toBe(201);
    const mentionId = (mention.json() as { id: number }).id;
    const onPhotoId = (onPhoto.json() as { id: number }).id;
    const invited = await call("host", "POST", "/api/events/invite", {
      eventId: privateEventId,
      userIds: [people.mary.userId],
    });
    expect(invited.statusCode, invited.body).toBe(200);

    const mary = await inbox("mary");
    expect(mary.unread_count).toBe(2);
    expect(mary.notices.map((n) => [n.kind, n.subject.title, n.link])).toEqual([
      ["invitation", "Private supper", `/events/${privateEventId}`],
      ["mention", "Autumn Salon Dinner", `/events/${openEventId}?tab=notes#comment-${mentionId}`],
    ]);
    expect(mary.notices[1]).toMatchObject({
      actor: { user_id: people.ada.userId, name: "Ada Lovelace" },
      excerpt: "Lovely, @Mary Shelley",
      read: false,
    });
    const host = await inbox("host");
    expect(host.notices.map((n) => n.kind)).toEqual(["comment-on-event"]);
    const grace = await inbox("grace");
    expect(grace.notices.map((n) => [n.kind, n.link])).toEqual([
      ["comment-on-photo", `/gallery?image=${imageId}#comment-${onPhotoId}`],
    ]);
    // The author hears nothing of her own comments; nobody else hears of hers.
    expect((await inbox("ada")).notices).toEqual([]);
    expect((await inbox("gone")).notices).toEqual([]);
  });

  it("a member who may not see an invite-only event is never told of a mention in it", async () => {
    const answer = await comment("host", privateEventId, "Hello @Grace Hopper", [people.grace.userId]);
    expect(answer.statusCode).toBe(201);
    expect((await inbox("grace")).notices).toEqual([]);
  });

  it("a notice about an invite-only event disappears when she loses access to it, and comes back with it", async () => {
    await call("host", "POST", "/api/events/invite", { eventId: privateEventId, userIds: [people.ada.userId] });
    await comment("host", privateEventId, "See you, @Ada Lovelace", [people.ada.userId]);
    expect((await inbox("ada")).notices.map((n) => n.kind)).toEqual(["mention", "invitation"]);
    expect((await inbox("ada")).unread_count).toBe(2);
    // Uninvited: her invitations to the event are gone.
    const db = server.database.db;
    const kept = await db
      .selectFrom("event_invitations")
      .selectAll()
      .where("user_id", "=", people.ada.userId)
      .execute();
    await db.deleteFrom("event_invitations").where("user_id", "=", people.ada.userId).execute();
    const page = await inbox("ada");
    expect(page).toEqual({ notices: [], unread_count: 0, next_cursor: null });
    await db.insertInto("event_invitations").values(kept).execute();
    expect((await inbox("ada")).notices).toHaveLength(2);
  });

  it("a notice about a photo disappears once the photo is removed", async () => {
    const photo = (
      await upload(
        server,
        people.grace.cookie,
        { data: await plainJpeg(32, 24), name: "x.jpg" },
        { title: "Gone soon" },
      )
    ).json().id as string;
    await comment("ada", photo, "Nice");
    expect((await inbox("grace")).notices).toHaveLength(1);
    expect((await call("grace", "POST", "/api/delete-images", { images: [photo] })).statusCode).toBeLessThan(300);
    expect((await inbox("grace")).notices).toEqual([]);
  });

  it("pages go newest first by cursor", async () => {
    for (let i = 0; i < 23; i += 1) {
      await server.database.db.deleteFrom("rate_limits").execute();
      await comment("ada", openEventId, `Note ${i}`);
    }
    const first = await inbox("host");
    expect(first.notices).toHaveLength(20);
    expect(first.unread_count).toBe(23);
    expect(first.notices[0]!.excerpt).toBe("Note 22");
    const second = await inbox("host", first.next_cursor!);
    expect(second.notices.map((n) => n.excerpt)).toEqual(["Note 2", "Note 1", "Note 0"]);
    expect(second.next_cursor).toBeNull();
  });
});

describe("who may read and mark notices", () => {
  it("anonymous and deactivated members are refused; a member reads only her own", async () => {
    await comment("ada", openEventId, "Hi @Mary Shelley", [people.mary.userId]);
    expect((await call(undefined, "GET", "/api/me/notifications")).statusCode).toBe(401);
    expect((await call(undefined, "POST", "/api/me/notifications/read", { all: true })).statusCode).toBe(401);
    expect((await call(undefined, "GET", "/api/me/stream")).statusCode).toBe(401);
    await server.database.db
      .updateTable("users")
      .set({ active: 0 })
      .where("user_id", "=", people.gone.userId)
      .execute();
    expect((await call("gone", "GET", "/api/me/notifications")).statusCode).toBe(401);
    expect((await call("gone", "POST", "/api/me/notifications/read", { all: true })).statusCode).toBe(401);
    expect((await call("gone", "GET", "/api/me/stream")).statusCode).toBe(401);
    await server.database.db
      .updateTable("users")
      .set({ active: 1 })
      .where("user_id", "=", people.gone.userId)
      .execute();
    people.gone.cookie = await login(server.app, people.gone.email);
    expect((await inbox("grace")).notices).toEqual([]);
  });

  it("marks her own read, by ids or all; ids not hers or malformed change nothing (400)", async () => {
    await comment("ada", openEventId, "One @Mary Shelley", [people.mary.userId]);
    await comment("ada", imageId, "Two");
    await comment("ada", openEventId, "Three @Mary Shelley", [people.mary.userId]);
    const mary = (await inbox("mary")).notices;
    const graces = (await inbox("grace")).notices;
    const before = await databaseSnapshot(server);
    for (const bad of [
      { ids: [graces[0]!.id] },
      { ids: [mary[0]!.id, graces[0]!.id] },
      { ids: [999_999] },
      { ids: [] },
      { ids: ["1"] },
      { ids: [0] },
      { ids: [2 ** 40] },
      { all: false },
      { ids: [mary[0]!.id], all: true },
      {},
      [],
    ]) {
      const answer = await call("mary", "POST", "/api/me/notifications/read", bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().code).toBe("bad_request");
    }
    expect((await call("mary", "GET", "/api/me/notifications?cursor=abc")).statusCode).toBe(400);
    expect((await call("mary", "GET", "/api/me/notifications?cursor=0")).statusCode).toBe(400);
    expect(await databaseSnapshot(server)).toEqual(before);

    const one = await call("mary", "POST", "/api/me/notifications/read", { ids: [mary[1]!.id] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ unread_count: 1 });
    expect((await inbox("mary")).notices.map((n: Notice) => n.read)).toEqual([false, true]);
    expect((await call("mary", "POST", "/api/me/notifications/read", { all: true })).json()).toEqual({
      unread_count: 0,
    });
    // Grace's are untouched by Mary's "all".
    expect((await inbox("grace")).unread_count).toBe(1);
  });
});

/** Reads a stream's events as they come, over real HTTP. */
function openStream(who: keyof typeof people, lastEventId?: string) {
  const events: Array<{ id?: string; event: string; data: unknown }> = [];
  let raw = "";
  let ended = false;
  let headers: http.IncomingHttpHeaders = {};
  const request = http.get(`${base}/api/me/stream`, {
    headers: { cookie: people[who].cookie, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
  });
  const ready = new Promise<void>((resolve) => {
    request.on("response", (response) => {
      headers = response.headers;
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        raw += chunk;
        let end;
        while ((end = raw.indexOf("\n\n")) !== -1) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split("\n")
              .filter((line) => !line.startsWith(":") && line.includes(": "))
              .map((line) => [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)]),
          );
          if (fields.event) events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data!) });
        }
      });
      response.on("end", () => (ended = true));
      response.on("close", () => (ended = true));
      resolve();
    });
  });
  request.on("error", () => (ended = true));
  return {
    events,
    ready,
    headers: () => headers,
    ended: () => ended,
    close: () => request.destroy(),
    async waitFor(predicate: () => boolean, ms = 5000) {
      const deadline = Date.now() + ms;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`timed out; events: ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

describe("the live stream", () => {
  it("carries her new notices and unread count, resumes from Last-Event-ID, never what she may not see", async () => {
    const stream = openStream("mary");
    await stream.ready;
    expect(stream.headers()["content-type"]).toMatch(/^text\/event-stream/);
    expect(stream.headers()["x-accel-buffering"]).toBe("no");
    expect(stream.headers()["cache-control"]).toBe("no-store");
    await stream.waitFor(() => stream.events.length === 1);
    expect(stream.events[0]).toEqual({ event: "unread-count", data: { unread_count: 0 } });

    await comment("ada", openEventId, "Come, @Mary Shelley", [people.mary.userId]);
    await stream.waitFor(() => stream.events.some((e) => e.event === "notice"));
    const notice = stream.events.find((e) => e.event === "notice")!;
    expect(notice.data).toMatchObject({ kind: "mention", subject: { title: "Autumn Salon Dinner" } });
    expect(notice.id).toBe(String((notice.data as Notice).id));
    await stream.waitFor(
      () =>
        JSON.stringify(stream.events.at(-1)) === JSON.stringify({ event: "unread-count", data: { unread_count: 1 } }),
    );

    // A notice she may not see (written while she could, then uninvited) is never sent.
    await call("host", "POST", "/api/events/invite", { eventId: privateEventId, userIds: [people.grace.userId] });
    const graceStream = openStream("grace");
    await graceStream.ready;
    await graceStream.waitFor(() => graceStream.events.length === 1);
    await server.database.db.deleteFrom("event_invitations").where("user_id", "=", people.grace.userId).execute();
    await comment("ada", imageId, "Photo note");
    await graceStream.waitFor(() => graceStream.events.some((e) => e.event === "notice"));
    expect(graceStream.events.filter((e) => e.event === "notice").map((e) => (e.data as Notice).kind)).toEqual([
      "comment-on-photo",
    ]);
    graceStream.close();

    // Reconnecting with the last id sends what came meanwhile.
    stream.close();
    const again = await comment("ada", openEventId, "Again, @Mary Shelley", [people.mary.userId]);
    expect(again.statusCode, again.body).toBe(201);
    const resumed = openStream("mary", notice.id);
    await resumed.ready;
    await resumed.waitFor(() => resumed.events.some((e) => e.event === "notice"));
    expect((resumed.events.find((e) => e.event === "notice")!.data as Notice).excerpt).toBe("Again, @Mary Shelley");
    resumed.close();
  });

  it("reading a conversation marks its message notices read, and her bell's count drops live (decision 0071)", async () => {
    const stream = openStream("mary");
    await stream.ready;
    await stream.waitFor(() => stream.events.length === 1);
    const before = (stream.events[0]!.data as { unread_count: number }).unread_count;
    const lastCount = () =>
      (stream.events.filter((e) => e.event === "unread-count").at(-1)!.data as { unread_count: number }).unread_count;
    const started = await call("ada", "POST", "/api/conversations", { user_ids: [people.mary.userId], text: "Tea?" });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().id as string;
    await call("ada", "POST", `/api/conversations/${id}/messages`, { text: "At four?" });
    await stream.waitFor(() => lastCount() === before + 2);
    expect((await inbox("mary")).unread_count).toBe(before + 2);

    expect((await call("mary", "GET", `/api/conversations/${id}/messages`)).statusCode).toBe(200);
    await stream.waitFor(() => lastCount() === before);
    const page = await inbox("mary");
    expect(page.unread_count).toBe(before);
    expect(page.notices.filter((n) => n.subject.id === id).map((n) => n.read)).toEqual([true, true]);
    stream.close();
  });

  it("holds at most three streams per member: a fourth closes her oldest", async () => {
    const streams: Array<ReturnType<typeof openStream>> = [];
    for (let i = 0; i < 3; i += 1) {
      const stream = openStream("host");
      streams.push(stream);
      await stream.ready;
      await stream.waitFor(() => stream.events.length >= 1);
    }
    const fourth = openStream("host");
    await fourth.ready;
    await streams[0]!.waitFor(() => streams[0]!.ended());
    expect(streams[0]!.events.at(-1)).toEqual({ event: "superseded", data: {} });
    expect(streams.slice(1).map((s) => s.ended())).toEqual([false, false]);
    for (const stream of [...streams, fourth]) stream.close();
  });
});
