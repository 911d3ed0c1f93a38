import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";

// People in photos, with consent (docs/product/privacy.md#people-in-photos, decision 0058): each route asked by the
// uploader, the member tagged, another member who sees the photo, one who does not (an invite-only event's photo),
// anonymous and deactivated callers and an admin; her choice (anyone, ask first, nobody); bad input. The admin without
// her second factor is the relation suite's (src/server/access/relations/gallery.test.ts).

type Who = "uploader" | "tagged" | "other" | "outsider" | "admin" | "gone";
let server: TestServer;
const who = {} as Record<Who, { cookie: string; userId: number; name: string }>;
let hiddenEvent: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const [name, role] of [
    ["uploader", "Founding"],
    ["tagged", "Standard"],
    ["other", "Standard"],
    ["outsider", "Standard"],
    ["admin", "admin"],
    ["gone", "Standard"],
  ] as const) {
    const acted = await actAs(server, role);
    who[name] = { cookie: acted.cookie!, userId: acted.member!.userId, name: acted.member!.name };
  }
  const event = await call("uploader", "POST", "/api/events", eventPayload({ exclusivity: "invite-only" }));
  expect(event.statusCode).toBe(201);
  hiddenEvent = event.json().id;
  // The member tagged is invited to the invite-only event, and so sees its photos; the outsider is not.
  const invited = await call("uploader", "POST", "/api/events/invite", {
    eventId: hiddenEvent,
    userIds: [who.tagged.userId, who.other.userId, who.gone.userId],
  });
  expect(invited.statusCode, invited.body).toBeLessThan(300);
});
afterAll(async () => {
  await server.close();
});

function call(as: Who | "anonymous", method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
  return server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: as === "anonymous" ? {} : { cookie: who[as].cookie },
  });
}

let n = 0;
async function photo(fields: Record<string, string> = {}) {
  n += 1;
  const answer = await upload(
    server,
    who.uploader.cookie,
    { data: await plainJpeg(30 + n, 20), name: `p${n}.jpg` },
    { title: `Terrace ${n}`, ...fields },
  );
  expect(answer.statusCode).toBe(201);
  return answer.json() as { id: string; title: string };
}

const setChoice = async (as: Who, who_may_tag: string) =>
  expect((await call(as, "PUT", "/api/me/photo-tagging", { who_may_tag })).statusCode).toBe(200);
const peopleOf = async (as: Who, id: string) => (await call(as, "GET", `/api/images/${id}/people`)).json();
const tagNotices = (userId: number) =>
  server.database.db
    .selectFrom("notices")
    .selectAll()
    .where("user_id", "=", userId)
    .where("kind", "=", "photo-tag")
    .execute();

describe("her choice of who may tag her", () => {
  it("is 'ask me first' until she changes it, and refuses what is not a choice", async () => {
    expect((await call("other", "GET", "/api/me/photo-tagging")).json()).toEqual({ who_may_tag: "ask" });
    for (const body of [{ who_may_tag: "everyone" }, {}, { who_may_tag: "anyone", extra: 1 }]) {
      const refused = await call("other", "PUT", "/api/me/photo-tagging", body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBeTruthy();
    }
    await setChoice("other", "anyone");
    expect((await call("other", "GET", "/api/me/photo-tagging")).json()).toEqual({ who_may_tag: "anyone" });
    await setChoice("other", "ask");
    expect(await server.database.db.selectFrom("photo_tag_settings").selectAll().execute()).toEqual([]);
    expect((await call("anonymous", "GET", "/api/me/photo-tagging")).statusCode).toBe(401);
    expect((await call("anonymous", "PUT", "/api/me/photo-tagging", { who_may_tag: "nobody" })).statusCode).toBe(401);
  });
});

describe("tagging a member who asks first", () => {
  it("waits for her answer, seen only by her and who tagged her, until she accepts", async () => {
    const { id, title } = await photo();
    const tagged = await call("other", "POST", `/api/images/${id}/people`, { user_id: who.tagged.userId });
    expect(tagged.statusCode, tagged.body).toBe(201);
    expect(tagged.json()).toEqual({
      people: [{ user_id: who.tagged.userId, name: who.tagged.name, status: "pending", can_remove: true }],
      my_tag: null,
    });
    // Waiting: the uploader, the admin and any other member see no one yet.
    for (const as of ["uploader", "admin", "outsider"] as const) expect((await peopleOf(as, id)).people).toEqual([]);
    expect(await peopleOf("tagged", id)).toEqual({
      people: [{ user_id: who.tagged.userId, name: who.tagged.name, status: "pending", can_remove: true }],
      my_tag: "pending",
    });
    const [notice] = await tagNotices(who.tagged.userId);
    expect(notice).toMatchObject({ subject_kind: "image", subject_id: id, actor_id: who.other.userId });
    const listed = (await call("tagged", "GET", "/api/me/notifications")).json();
    expect(listed.notices[0]).toMatchObject({
      kind: "photo-tag",
      subject: { kind: "image", id, title },
      excerpt: "This tag waits for your answer: accept or decline it.",
      link: `/gallery?image=${id}`,
    });

    // Only she answers.
    for (const as of ["other", "uploader", "admin"] as const)
      expect((await call(as, "POST", `/api/images/${id}/people/${who.tagged.userId}/accept`)).statusCode).toBe(403);
    const accepted = await call("tagged", "POST", `/api/images/${id}/people/${who.tagged.userId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().my_tag).toBe("accepted");
    expect((await call("tagged", "POST", `/api/images/${id}/people/${who.tagged.userId}/accept`)).statusCode).toBe(409);

    // Accepted: whoever sees the photo sees her, in the photo's answer too.
    for (const as of ["uploader", "admin", "outsider"] as const) {
      expect((await peopleOf(as, id)).people).toEqual([
        { user_id: who.tagged.userId, name: who.tagged.name, status: "accepted", can_remove: as !== "outsider" },
      ]);
      expect((await call(as, "GET", `/api/images/${id}`)).json().people).toEqual((await peopleOf(as, id)).people);
    }
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("target", "=", `image:${id}`)
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["image.person-tag", "image.person-accept"]);
  });

  it("is gone when she declines", async () => {
    const { id } = await photo();
    await call("other", "POST", `/api/images/${id}/people`, { user_id: who.tagged.userId });
    const declined = await call("tagged", "POST", `/api/images/${id}/people/${who.tagged.userId}/decline`);
    expect(declined.json()).toEqual({ people: [], my_tag: null });
    expect(
      await server.database.db.selectFrom("image_people").where("image_id", "=", id).selectAll().execute(),
    ).toEqual([]);
    // She may be asked again.
    expect((await call("other", "POST", `/api/images/${id}/people`, { user_id: who.tagged.userId })).statusCode).toBe(
      201,
    );
  });
});

describe("'anyone may tag me' and 'nobody'", () => {
  it("tags her at once, or refuses saying no more than that", async () => {
    const { id } = await photo();
    await setChoice("tagged", "anyone");
    const at = await call("other", "POST", `/api/images/${id}/people`, { user_id: who.tagged.userId });
    expect(at.json().people[0].status).toBe("accepted");
    expect((await tagNotices(who.tagged.userId)).at(-1)).toMatchObject({ subject_id: id });

    await setChoice("outsider", "nobody");
    const before = await databaseSnapshot(server);
    const refused = await call("other", "POST", `/api/images/${id}/people`, { user_id: who.outsider.userId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("This member can’t be tagged in this photo.");
    expect(await databaseSnapshot(server)).toEqual(before);
    // She may tag herself.
    const herself = await call("outsider", "POST", `/api/images/${id}/people`, { user_id: who.outsider.userId });
    expect(herself.json().my_tag).toBe("accepted");
    await setChoice("tagged", "ask");
    await setChoice("outsider", "ask");
  });
});

describe("a photo of an invite-only event", () => {
  it("is not there for a member who does not see it, and she cannot be tagged in it", async () => {
    const { id } = await photo({ event_id: hiddenEvent });
    await setChoice("tagged", "anyone");
    expect((await call("other", "POST", `/api/images/${id}/people`, { user_id: who.tagged.userId })).statusCode).toBe(
      201,
    );
    const refused = await call("other", "POST", `/api/images/${id}/people`, { user_id: who.outsider.userId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("This member can’t be tagged in this photo.");
    const urls: Array<["GET" | "POST" | "DELETE", string, object?]> = [
      ["GET", `/api/images/${id}/people`],
      ["GET", `/api/images/${id}`],
      ["POST", `/api/images/${id}/people`, { user_id: who.outsider.userId }],
      ["DELETE", `/api/images/${id}/people/${who.tagged.userId}`],
      ["POST", `/api/images/${id}/people/${who.outsider.userId}/accept`],
    ];
    for (const [method, url, body] of urls) {
      const answer = await call("outsider", method, url, body);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain(who.tagged.name);
    }
    expect(await tagNotices(who.outsider.userId)).toEqual(
      (await tagNotices(who.outsider.userId)).filter((x) => x.subject_id !== id),
    );
    await setChoice("tagged", "ask");
  });
});

describe("removing a tag", () => {
  it("is hers, the uploader's and an admin's; another member is refused", async () => {
    await setChoice("tagged", "anyone");
    for (const remover of ["tagged", "uploader", "admin"] as const) {
      const { id } = await photo();
      await call("other", "POST", `/api/images/${id}/people`, { user_id: who.tagged.userId });
      const byOther = await call("outsider", "DELETE", `/api/images/${id}/people/${who.tagged.userId}`);
      expect(byOther.statusCode).toBe(403);
      const removed = await call(remover, "DELETE", `/api/images/${id}/people/${who.tagged.userId}`);
      expect(removed.statusCode, remover).toBe(200);
      expect(removed.json().people).toEqual([]);
      expect((await call(remover, "DELETE", `/api/images/${id}/people/${who.tagged.userId}`)).statusCode).toBe(404);
    }
    await setChoice("tagged", "ask");
  });
});

describe("a tag never shows a member whose profile the viewer may not see", () => {
  it("hides a blocked member either way, and a deactivated one from everyone", async () => {
    const { id } = await photo();
    await setChoice("gone", "anyone");
    await call("other", "POST", `/api/images/${id}/people`, { user_id: who.gone.userId });
    const db = server.database.db;
    await db
      .insertInto("member_blocks")
      .values({ blocker_id: who.gone.userId, blocked_id: who.outsider.userId, created_at: Date.now() })
      .execute();
    expect((await peopleOf("outsider", id)).people).toEqual([]);
    expect((await peopleOf("uploader", id)).people).toHaveLength(1);
    // A member blocked either way cannot tag her.
    const other = await photo();
    const refused = await call("outsider", "POST", `/api/images/${other.id}/people`, { user_id: who.gone.userId });
    expect(refused.statusCode).toBe(403);

    await db.updateTable("users").set({ active: 0 }).where("user_id", "=", who.gone.userId).execute();
    for (const as of ["uploader", "admin", "other"] as const) {
      expect((await peopleOf(as, id)).people).toEqual([]);
      expect((await call(as, "GET", `/api/images/${id}`)).json().people).toEqual([]);
    }
    const unknown = await call("other", "POST", `/api/images/${other.id}/people`, { user_id: who.gone.userId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("No such member.");
    // Her own session is gone with her.
    expect((await call("gone", "GET", `/api/images/${id}/people`)).statusCode).toBe(401);
  });
});

describe("bad input and callers", () => {
  it("refuses with a clear 4xx and changes nothing", async () => {
    const { id } = await photo();
    const before = await databaseSnapshot(server);
    const cases: Array<[Who | "anonymous", "GET" | "POST" | "DELETE", string, object | undefined, number]> = [
      ["other", "POST", `/api/images/${id}/people`, {}, 400],
      ["other", "POST", `/api/images/${id}/people`, { user_id: "x" }, 400],
      ["other", "POST", `/api/images/${id}/people`, { user_id: 0 }, 400],
      ["other", "POST", `/api/images/${id}/people`, { user_id: who.tagged.userId, note: "hi" }, 400],
      ["other", "POST", `/api/images/${id}/people`, { user_id: 2_000_000_000 }, 404],
      ["other", "POST", "/api/images/not-an-id/people", { user_id: who.tagged.userId }, 404],
      ["other", "DELETE", `/api/images/${id}/people/abc`, undefined, 400],
      ["other", "DELETE", `/api/images/${id}/people/${who.tagged.userId}`, undefined, 404],
      ["tagged", "POST", `/api/images/${id}/people/${who.tagged.userId}/accept`, undefined, 409],
      ["tagged", "POST", `/api/images/${id}/people/${who.tagged.userId}/decline`, undefined, 409],
      ["anonymous", "GET", `/api/images/${id}/people`, undefined, 401],
      ["anonymous", "POST", `/api/images/${id}/people`, { user_id: who.tagged.userId }, 401],
      ["anonymous", "DELETE", `/api/images/${id}/people/${who.tagged.userId}`, undefined, 401],
      ["anonymous", "POST", `/api/images/${id}/people/${who.tagged.userId}/accept`, undefined, 401],
    ];
    for (const [as, method, url, payload, code] of cases) {
      const answer = await call(as, method, url, payload);
      expect(answer.statusCode, `${as} ${method} ${url} ${JSON.stringify(payload)}`).toBe(code);
      expect(answer.json().error, url).toBeTruthy();
    }
    expect(await databaseSnapshot(server)).toEqual(before);
  });
});
