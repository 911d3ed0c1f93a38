import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, type Role, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { mediaFiles, plainJpeg, rowCounts, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { unlinkImagesFromEvent } from "./repository.ts";

let server: TestServer;
const cookies = {} as Record<"anonymous" | "owner" | "other" | "admin", string | undefined>;
let ownerName = "";

beforeAll(async () => {
  server = await startTestServer();
  const owner = await actAs(server, "Founding");
  ownerName = owner.member!.name;
  cookies.owner = owner.cookie;
  cookies.other = (await actAs(server, "Standard")).cookie;
  cookies.admin = (await actAs(server, "admin")).cookie;
  cookies.anonymous = undefined;
});
afterAll(async () => {
  await server.close();
});

type Who = keyof typeof cookies;
const call = (
  who: Who,
  method: "GET" | "PUT" | "POST",
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...headers, ...(cookies[who] ? { cookie: cookies[who] } : {}) },
  });

/** A real event, created by the owner (a Founding member) through the events API. */
async function newEvent(overrides: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const response = await call("owner", "POST", "/api/events", eventPayload(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
}

let counter = 0;
async function uploadAs(who: Who, fields: Record<string, string | string[]> = {}) {
  counter += 1;
  const response = await upload(
    server,
    cookies[who],
    { data: await plainJpeg(60 + counter, 40), name: `photo-${counter}.jpg` },
    fields,
  );
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("the image calls", () => {
  it("answer 401 to anonymous callers, changing nothing", async () => {
    const image = await uploadAs("owner");
    const before = { rows: await rowCounts(server), files: mediaFiles(server) };
    const calls: [string, string, object?][] = [
      ["GET", "/api/images"],
      ["GET", "/api/images?limit=5"],
      ["GET", `/api/images/${image.id}`],
      ["GET", "/api/images/event/some-event"],
      ["GET", `/api/images/${image.id}/display`],
      ["GET", image.display_url],
      ["GET", image.thumbnail_url],
      ["PUT", `/api/images/${image.id}`, { description: "hacked" }],
      ["POST", "/api/delete-images", { images: [image.id] }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call("anonymous", method as "GET", url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe("unauthenticated");
    }
    expect(await rowCounts(server)).toEqual(before.rows);
    expect(mediaFiles(server)).toEqual(before.files);
  });

  it("upload answers the image object the original client reads, with tags from a comma list and the event from event_id", async () => {
    const [first, second] = [await newEvent(), await newEvent()];
    const image = await uploadAs("owner", {
      title: "Sunset",
      description: "Over the bay",
      tags: " Travel, Golden Hour ,travel,",
      event_id: first.id,
    });
    expect(image).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/),
      title: "Sunset",
      description: "Over the bay",
      tags: ["Travel", "Golden Hour"],
      associated_event_id: first.id,
      author_name: ownerName,
      author: ownerName,
      can_edit: true,
    });
    // The server names the file: the uploader's own file name is never shown (docs/product/limits.md#uploads).
    expect(image.name).toBe(`${image.id}.webp`);
    expect(JSON.stringify(image)).not.toContain("photo-");
    expect(image.image_id).toBe(image.id);
    expect(image.url).toBe(image.display_url);
    expect(new Date(image.upload_date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(image)).not.toMatch(/originals|_key|uploaded_by/);
    const repeated = await uploadAs("owner", { tags: ["One", "Two"], associated_event_id: second.slug });
    expect(repeated).toMatchObject({
      tags: ["One", "Two"],
      associated_event_id: second.id,
      title: expect.stringContaining(`Photo by ${ownerName}, `),
    });
    expect(JSON.stringify(repeated)).not.toContain("photo-");
  });

  it("lets every member see every image, by id or title, with can_edit for the uploader and admins only", async () => {
    const image = await uploadAs("owner", { title: `Unique title ${counter}` });
    expect((await call("other", "GET", `/api/images/${image.id}`)).json()).toMatchObject({
      id: image.id,
      can_edit: false,
    });
    expect((await call("admin", "GET", `/api/images/${image.id}`)).json()).toMatchObject({
      id: image.id,
      can_edit: true,
    });
    const byTitle = await call("other", "GET", `/api/images/${encodeURIComponent(image.title)}`);
    expect(byTitle.json().id).toBe(image.id);
    expect((await call("other", "GET", "/api/images/0190d4a1-0000-7000-8000-000000000000")).statusCode).toBe(404);
    expect((await call("other", "GET", "/api/images/No%20such%20title")).json()).toMatchObject({
      code: "not_found",
      error: "Image not found.",
    });
    const all = (await call("other", "GET", "/api/images")).json();
    expect(all[0].id).toBe(image.id);
    expect(all.length).toBe((await rowCounts(server)).images);
  });

  it("PUT lets the uploader and an admin edit, refuses another member with 403, and ignores fields it does not write", async () => {
    const image = await uploadAs("owner", { tags: "before" });
    const [nine, ten] = [await newEvent(), await newEvent()];
    const refused = await call("other", "PUT", `/api/images/${image.id}`, { description: "Not mine" });
    expect(refused.statusCode).toBe(403);
    expect((await call("other", "GET", `/api/images/${image.id}`)).json().description).toBe("");

    const edited = await call("owner", "PUT", `/api/images/${image.id}`, {
      ...image,
      description: "Our first salon",
      tags: ["Salon", "Spring"],
      title: "First",
      associatedEventId: nine.id,
      author_name: "Someone else",
      url: "/evil",
      can_edit: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      description: "Our first salon",
      tags: ["Salon", "Spring"],
      title: "First",
      associated_event_id: nine.id,
      author_name: ownerName,
      url: image.url,
    });

    const byAdmin = await call("admin", "PUT", `/api/images/${image.id}`, {
      associated_event_id: null,
      description: "Curated",
    });
    expect(byAdmin.json()).toMatchObject({
      associated_event_id: null,
      description: "Curated",
      tags: ["Salon", "Spring"],
    });
    const snake = await call("owner", "PUT", `/api/images/${image.id}`, { associated_event_id: ten.id });
    expect(snake.json().associated_event_id).toBe(ten.id);

    expect(
      (await call("owner", "PUT", "/api/images/0190d4a1-0000-7000-8000-000000000000", { description: "x" })).statusCode,
    ).toBe(404);
    for (const bad of [
      { description: "d".repeat(2001) },
      { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      { tags: ["t".repeat(41)] },
      { title: "" },
    ]) {
      const response = await call("owner", "PUT", `/api/images/${image.id}`, bad);
      expect(response.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
      expect(response.json().details.length).toBeGreaterThan(0);
    }
    expect((await call("owner", "GET", `/api/images/${image.id}`)).json()).toMatchObject({
      description: "Curated",
      tags: ["Salon", "Spring"],
      associated_event_id: ten.id,
    });
  });

  it("POST /api/delete-images refuses the whole request when one image is someone else's, and deletes rows and files otherwise", async () => {
    const mine = await uploadAs("other");
    const theirs = await uploadAs("owner", { tags: "doomed" });
    const before = { rows: await rowCounts(server), files: mediaFiles(server) };

    const refused = await call("other", "POST", "/api/delete-images", { images: [mine.id, theirs.id] });
    expect(refused.statusCode).toBe(403);
    expect(await rowCounts(server)).toEqual(before.rows);
    expect(mediaFiles(server)).toEqual(before.files);

    const deleted = await call("other", "POST", "/api/delete-images", {
      images: [mine.id, "0190d4a1-0000-7000-8000-000000000000"],
    });
    expect(deleted.json()).toEqual({ ok: true, deleted: [mine.id] });
    expect(mediaFiles(server).filter((f) => f.includes(mine.id))).toEqual([]);
    expect((await call("other", "GET", `/api/images/${mine.id}`)).statusCode).toBe(404);
    expect((await call("owner", "GET", mine.display_url)).statusCode).toBe(404);

    const byAdmin = await call("admin", "POST", "/api/delete-images", { images: [theirs.id] });
    expect(byAdmin.json()).toEqual({ ok: true, deleted: [theirs.id] });
    expect(await rowCounts(server)).toEqual({ images: before.rows.images - 2, tags: before.rows.tags - 1 });
    expect(mediaFiles(server)).toHaveLength(before.files.length - 6);

    expect((await call("owner", "POST", "/api/delete-images", { images: [] })).statusCode).toBe(400);
    expect((await call("owner", "POST", "/api/delete-images", { nope: 1 })).statusCode).toBe(400);
  });
});

describe("event links", () => {
  it("accept only events the caller may see, by id or slug, and refuse others with 400, storing nothing", async () => {
    const hidden = await newEvent({ exclusivity: "invite-only", title: "Private dinner" });
    const before = { rows: await rowCounts(server), files: mediaFiles(server) };
    for (const event_id of [hidden.id, "0190d4a1-0000-7000-8000-000000000000"]) {
      const refused = await upload(
        server,
        cookies.other,
        { data: await plainJpeg(30, 30), name: "x.jpg" },
        { event_id },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([{ path: "body.event_id", message: "No such event." }]);
    }
    expect(await rowCounts(server)).toEqual(before.rows);
    expect(mediaFiles(server)).toEqual(before.files);
    expect((await call("other", "GET", `/api/images/event/${hidden.id}`)).statusCode).toBe(404);

    const mine = await uploadAs("other");
    expect((await call("other", "PUT", `/api/images/${mine.id}`, { associatedEventId: hidden.id })).statusCode).toBe(
      400,
    );
    const linked = await call("admin", "PUT", `/api/images/${mine.id}`, { associatedEventId: hidden.slug });
    expect(linked.json().associated_event_id).toBe(hidden.id);
    expect(
      (await call("owner", "GET", `/api/images/event/${hidden.slug}`)).json().map((i: { id: string }) => i.id),
    ).toEqual([mine.id]);
    // The uploader may still edit the description of an image linked to an event hidden from her.
    const kept = await call("other", "PUT", `/api/images/${mine.id}`, { ...linked.json(), description: "Still mine" });
    expect(kept.json()).toMatchObject({ description: "Still mine", associated_event_id: hidden.id });
  });
});

describe("GET /api/images with paging, tag search and the event filter", () => {
  it("pages newest first with a cursor header, finds tags by case-insensitive substring, filters by event", async () => {
    const event = (await newEvent()).id;
    const made = [];
    for (let i = 0; i < 5; i += 1)
      made.push(
        await uploadAs(i % 2 ? "other" : "owner", { tags: i < 3 ? `Paging${i}, MoonLight` : "other", event_id: event }),
      );
    const newestFirst = made.map((m) => m.id).reverse();

    const seen: string[] = [];
    let url = `/api/images?eventId=${event}&limit=2`;
    for (let page = 0; page < 5; page += 1) {
      const response = await call("other", "GET", url);
      expect(response.statusCode).toBe(200);
      seen.push(...response.json().map((m: { id: string }) => m.id));
      const next = response.headers["x-next-cursor"];
      if (!next) break;
      url = `/api/images?eventId=${event}&limit=2&cursor=${next}`;
    }
    expect(seen).toEqual(newestFirst);

    const moon = (await call("other", "GET", "/api/images?tag=nLIG")).json().map((m: { id: string }) => m.id);
    expect(moon).toEqual(newestFirst.slice(2));
    expect((await call("other", "GET", "/api/images?tag=%25")).json()).toEqual([]);
    expect((await call("other", "GET", `/api/images/event/${event}`)).json().map((m: { id: string }) => m.id)).toEqual(
      newestFirst,
    );
    expect((await call("other", "GET", "/api/images/event/no-such-event")).statusCode).toBe(404);

    expect((await call("other", "GET", "/api/images?limit=201")).statusCode).toBe(400);
    expect((await call("other", "GET", "/api/images?limit=0")).statusCode).toBe(400);
    expect((await call("other", "GET", "/api/images?cursor=bogus")).statusCode).toBe(400);
  });
});

describe("serving files", () => {
  it("serves variants to members only, cacheable for a year, with an ETag, the right type and nosniff", async () => {
    const image = await uploadAs("owner");
    const response = await call("other", "GET", image.thumbnail_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      etag: expect.stringMatching(/^"[0-9a-f]{16}-thumb"$/),
    });
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    const again = await call("other", "GET", image.thumbnail_url, undefined, {
      "if-none-match": String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const redirect = await call("other", "GET", `/api/images/${image.id}/display`);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(image.display_url);

    const original = mediaFiles(server).find((f) => f.startsWith(`originals/${image.id}`))!;
    expect((await call("admin", "GET", `/media/${original}`)).statusCode).toBe(404);
    const missing = await call("other", "GET", image.thumbnail_url.replace(/\/[0-9a-f]{16}-/, "/0000000000000000-"));
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    expect((await call("other", "GET", "/media/images/../originals/x.jpg")).statusCode).toBe(404);
  });
});

describe("limits and the calls other modules make", () => {
  it("allows 60 uploads per member per hour, then answers 429 with Retry-After and stores nothing", async () => {
    const uploader = await actAs(server, "Standard" as Role);
    for (let i = 0; i < 60; i += 1)
      await server.app.rateLimiter.hit({
        bucket: `upload-member:${uploader.member!.userId}`,
        max: 60,
        windowMs: 3_600_000,
      });
    const before = { rows: await rowCounts(server), files: mediaFiles(server) };
    const response = await upload(server, uploader.cookie, { data: await plainJpeg(30, 30), name: "one-too-many.jpg" });
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBeDefined();
    expect(await rowCounts(server)).toEqual(before.rows);
    expect(mediaFiles(server)).toEqual(before.files);
  });

  it("unlinkImagesFromEvent keeps the images without the link", async () => {
    const event = (await newEvent()).id;
    const image = await uploadAs("owner", { event_id: event });
    expect(await unlinkImagesFromEvent(server.database.db, event)).toBe(1);
    expect((await call("owner", "GET", `/api/images/${image.id}`)).json().associated_event_id).toBeNull();
  });
});
