import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, linkToken, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";

// The photos she is tagged in, on her Privacy page and in her archive (decision 0058): a photo she still sees by its
// id, title and date with her tag's state; one she no longer sees (taken down, or on an event now hidden from her) by
// its id, her tag's state and its date only, never its title, uploader or file.

type Who = "ana" | "bea" | "cyd" | "dan";
let server: TestServer;
const who = {} as Record<Who, { cookie: string; userId: number; name: string; email: string }>;
const photos = {} as Record<"accepted" | "waiting" | "takenDown" | "eventHidden" | "declined" | "notHers", string>;
const HIDDEN_TITLES = ["Portrait on the stairs", "Supper behind closed doors"];

const call = (as: Who, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: who[as].cookie } });

let n = 0;
async function photo(title: string, fields: Record<string, string> = {}) {
  n += 1;
  const answer = await upload(
    server,
    who.bea.cookie,
    { data: await plainJpeg(30 + n, 20), name: `p${n}.jpg` },
    { title, ...fields },
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return (answer.json() as { id: string }).id;
}

async function tag(as: Who, imageId: string, member: Who) {
  const tagged = await call(as, "POST", `/api/images/${imageId}/people`, { user_id: who[member].userId });
  expect(tagged.statusCode, tagged.body).toBe(201);
}

async function answer(imageId: string, verb: "accept" | "decline") {
  const answered = await call("ana", "POST", `/api/images/${imageId}/people/${who.ana.userId}/${verb}`);
  expect(answered.statusCode, answered.body).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ["ana", "bea", "cyd", "dan"] as const) {
    const acted = await actAs(server, name === "bea" ? "Founding" : "Standard");
    who[name] = { cookie: acted.cookie!, userId: acted.member!.userId, name: acted.member!.name, email: "" };
    who[name].email = acted.member!.email;
  }
  // Ana asks to be asked first (the default): each tag by Bea waits for her answer.
  photos.accepted = await photo("Garden party at the villa");
  await tag("bea", photos.accepted, "ana");
  await answer(photos.accepted, "accept");
  await tag("bea", photos.accepted, "dan");
  photos.waiting = await photo("Dinner on the terrace");
  await tag("bea", photos.waiting, "ana");
  photos.declined = await photo("A photo she declined");
  await tag("bea", photos.declined, "ana");
  await answer(photos.declined, "decline");
  photos.notHers = await photo("Dan alone");
  await tag("bea", photos.notHers, "dan");

  // Taken down: Cyd asked for it to be removed, so only Bea and the admins see it now.
  photos.takenDown = await photo(HIDDEN_TITLES[0]!);
  await tag("bea", photos.takenDown, "ana");
  await answer(photos.takenDown, "accept");
  const asked = await call("cyd", "POST", `/api/images/${photos.takenDown}/removal-request`, { reason: "Not me" });
  expect(asked.statusCode, asked.body).toBeLessThan(300);

  // On Bea's open event, which she then makes invite-only without inviting Ana.
  const event = await call("bea", "POST", "/api/events", eventPayload({ title: "A supper at Bea's" }));
  expect(event.statusCode, event.body).toBe(201);
  photos.eventHidden = await photo(HIDDEN_TITLES[1]!, { event_id: event.json().id });
  await tag("bea", photos.eventHidden, "ana");
  await answer(photos.eventHidden, "accept");
  const closed = await call("bea", "PUT", `/api/events/${event.json().id}`, { exclusivity: "invite-only" });
  expect(closed.statusCode, closed.body).toBe(200);
  for (const id of [photos.takenDown, photos.eventHidden])
    expect((await call("ana", "GET", `/api/images/${id}`)).statusCode).toBe(404);
});
afterAll(async () => {
  await server.close();
});

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

async function stored(imageId: string) {
  const row = await server.database.db
    .selectFrom("image_people as t")
    .innerJoin("images as i", "i.id", "t.image_id")
    .select(["t.created_at as tagged_at", "i.created_at as shared_at"])
    .where("t.image_id", "=", imageId)
    .where("t.user_id", "=", who.ana.userId)
    .executeTakeFirstOrThrow();
  return { tagged_at: iso(row.tagged_at), shared_at: iso(row.shared_at) };
}

describe("the photos she is tagged in", () => {
  it("are counted on her Privacy page, each tag of hers whether she still sees the photo or not", async () => {
    expect((await call("ana", "GET", "/api/me/privacy")).json().counts.photoTags).toBe(4);
    expect((await call("dan", "GET", "/api/me/privacy")).json().counts.photoTags).toBe(2);
    expect((await call("bea", "GET", "/api/me/privacy")).json().counts.photoTags).toBe(0);
  });

  it("are listed in her archive: a photo she sees by its title and date, one she no longer sees by its id alone", async () => {
    expect((await call("ana", "POST", "/api/me/export")).statusCode).toBe(202);
    expect(await server.app.privacy.prepareDueExports()).toBe(1);
    const url = `/api/me/export/${await linkToken(server, who.ana.email, "/api/me/export/")}`;
    const archive = await call("ana", "GET", url);
    expect(archive.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(archive.rawPayload));

    const rows = JSON.parse(strFromU8(files["tagged-photos.json"]!)) as Record<string, unknown>[];
    const seen = async (id: string, title: string, tag: string) => {
      const { tagged_at, shared_at } = await stored(id);
      return { photo: id, title, shared_at, tag, tagged_at };
    };
    const unseen = async (id: string) => ({ photo: id, tag: "accepted", tagged_at: (await stored(id)).tagged_at });
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        await seen(photos.accepted, "Garden party at the villa", "accepted"),
        await seen(photos.waiting, "Dinner on the terrace", "pending"),
        await unseen(photos.takenDown),
        await unseen(photos.eventHidden),
      ]),
    );

    // Nothing of a photo she no longer sees, nor of Bea who shared them, anywhere in the archive.
    const names = Object.keys(files);
    expect(names.filter((name) => name.startsWith("uploads/"))).toEqual([]);
    const everything = names.map((name) => strFromU8(files[name]!)).join("\n");
    for (const hidden of [...HIDDEN_TITLES, who.bea.name, who.bea.email, who.dan.name, "A photo she declined"])
      expect(everything).not.toContain(hidden);
    expect(strFromU8(files["index.html"]!)).toContain("Photos you are tagged in");
    expect(strFromU8(files["index.html"]!)).toContain("Garden party at the villa");
  });
});
