import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, login, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import {
  gif,
  hasGpsPointer,
  imageWithGps,
  mediaFiles,
  noisyJpeg,
  uploadForm,
  type FilePart,
} from "../../../../test/server/kits/gallery-test-kit.ts";
import { avatarUrlOfSize, colourOf } from "../../../shared/profiles.ts";
import { initialsPicture } from "./avatars-service.ts";

let server: TestServer;
type Who = { cookie: string; userId: number; name: string };
let ada: Who, bea: Who, admin: Who, gone: Who;

async function person(name: string, isAdmin = false): Promise<Who> {
  const member = await createMember(server, { name, admin: isAdmin });
  return { cookie: await login(server.app, member.email), userId: member.userId, name };
}

const call = (who: Who | undefined, method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: who ? { cookie: who.cookie } : {} });

const sendAvatar = (who: Who | undefined, file: FilePart | undefined) =>
  server.app.inject({
    method: "POST",
    url: "/api/me/avatar",
    payload: uploadForm(file),
    headers: who ? { cookie: who.cookie } : {},
  });

const avatarFiles = (who: Who) => mediaFiles(server).filter((file) => file.startsWith(`avatars/${who.userId}/`));
const avatarRows = async () =>
  Number(
    (
      await server.database.db
        .selectFrom("member_avatars")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  server = await startTestServer();
  ada = await person("Ada Laurent");
  bea = await person("Bea Moreau");
  admin = await person("Dana Admin", true);
  gone = await person("Gwen Gone");
});
afterAll(async () => {
  await server.close();
});

describe("POST /api/me/avatar", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)(
    "takes a %s, strips its metadata and stores 64, 160 and 480 px WebP squares cut from the middle",
    async (format) => {
      const answer = await sendAvatar(ada, { data: await imageWithGps(format, 400, 300), name: `me.${format}` });
      expect(answer.statusCode, answer.body).toBe(201);
      const { avatar_url, placeholder_color, placeholder } = answer.json();
      expect(avatar_url).toMatch(new RegExp(`^/media/avatars/${ada.userId}/[0-9a-f]{16}-160\\.webp$`));
      expect(placeholder_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(placeholder).toMatch(/^data:image\/webp;base64,/);
      for (const size of [64, 160, 480] as const) {
        const file = await call(bea, "GET", avatarUrlOfSize(avatar_url, size));
        expect(file.statusCode).toBe(200);
        expect(file.headers["content-type"]).toBe("image/webp");
        const metadata = await sharp(file.rawPayload).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", size, size]);
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(file.rawPayload.includes(Buffer.from("Jane Doe"))).toBe(false);
      }
      expect(avatarFiles(ada)).toHaveLength(3);
    },
  );

  it("takes a GIF, and a JPEG stored sideways comes out upright", async () => {
    expect((await sendAvatar(ada, { data: await gif(), name: "me.gif", type: "image/gif" })).statusCode).toBe(201);
    // 400 × 300 with orientation 6 is a 300 × 400 portrait: the GPS-bearing JPEG of the kit.
    const jpeg = await imageWithGps("jpeg", 400, 300);
    expect(hasGpsPointer((await sharp(jpeg).metadata()).exif!)).toBe(true);
    const answer = await sendAvatar(ada, { data: jpeg, name: "portrait.jpg" });
    expect(answer.statusCode).toBe(201);
    const file = await call(ada, "GET", avatarUrlOfSize(answer.json().avatar_url, 480));
    expect((await sharp(file.rawPayload).metadata()).orientation).toBeUndefined();
  });

  it("replacing the photo deletes the old files", async () => {
    const first = (await sendAvatar(bea, { data: await noisyJpeg(200, 200), name: "a.jpg" })).json().avatar_url;
    const before = avatarFiles(bea);
    expect(before).toHaveLength(3);
    const second = (await sendAvatar(bea, { data: await noisyJpeg(240, 200), name: "b.jpg" })).json().avatar_url;
    expect(second).not.toBe(first);
    const after = avatarFiles(bea);
    expect(after).toHaveLength(3);
    expect(after.some((file) => before.includes(file))).toBe(false);
    expect((await call(ada, "GET", first)).statusCode).toBe(404);
    expect((await call(ada, "GET", second)).statusCode).toBe(200);
  });

  const refused: [string, () => Promise<FilePart | undefined>, number][] = [
    ["no file", async () => undefined, 400],
    ["a text file", async () => ({ data: Buffer.from("plain text, long enough to sniff"), name: "a.jpg" }), 415],
    [
      "a TIFF",
      async () => ({
        data: await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
          .tiff()
          .toBuffer(),
        name: "a.jpg",
      }),
      415,
    ],
    ["a truncated JPEG", async () => ({ data: (await noisyJpeg(600, 400)).subarray(0, 20_000), name: "c.jpg" }), 400],
    [
      "a file over 20 MB",
      async () => {
        const data = Buffer.alloc(20 * 1024 * 1024 + 10, 0x41);
        data.set([0xff, 0xd8, 0xff, 0xe0]);
        return { data, name: "huge.jpg" };
      },
      413,
    ],
  ];
  it.each(refused)("refuses %s with a 4xx JSON answer, storing nothing", async (_label, make, status) => {
    const before = { files: mediaFiles(server), rows: await avatarRows() };
    const profile = (await call(ada, "GET", `/api/profiles/${ada.userId}`)).json();
    const answer = await sendAvatar(ada, await make());
    expect(answer.statusCode).toBe(status);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(mediaFiles(server)).toEqual(before.files);
    expect(await avatarRows()).toBe(before.rows);
    expect((await call(ada, "GET", `/api/profiles/${ada.userId}`)).json().avatar_url).toBe(profile.avatar_url);
  });

  it("refuses a visitor (401) and stores nothing", async () => {
    const before = mediaFiles(server);
    const answer = await sendAvatar(undefined, { data: await noisyJpeg(100, 100), name: "x.jpg" });
    expect(answer.statusCode).toBe(401);
    expect(mediaFiles(server)).toEqual(before);
  });
});

describe("who sees a photo, and where", () => {
  let adaUrl: string;
  beforeAll(async () => {
    adaUrl = (await sendAvatar(ada, { data: await noisyJpeg(300, 300), name: "ada.jpg" })).json().avatar_url;
  });

  it("serves its files to herself, another member and an admin; not to a visitor; nothing else under avatars/", async () => {
    for (const who of [ada, bea, admin]) expect((await call(who, "GET", adaUrl)).statusCode).toBe(200);
    expect((await call(undefined, "GET", adaUrl)).statusCode).toBe(401);
    const file = await call(bea, "GET", adaUrl);
    expect(file.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    for (const wrong of [
      adaUrl.replace("-160.webp", "-100.webp"),
      adaUrl.replace("-160.webp", "-160.png"),
      `/media/avatars/${bea.userId}/${adaUrl.split("/").pop()}`,
      `/media/avatars/${ada.userId}/..%2F..%2Fx-160.webp`,
    ])
      expect((await call(bea, "GET", wrong)).statusCode, wrong).toBe(404);
  });

  it("carries it in her profile, the directory, her header picture, mention suggestions, comments and participants", async () => {
    expect((await call(bea, "GET", `/api/profiles/${ada.userId}`)).json().avatar_url).toBe(adaUrl);
    const card = (await call(bea, "GET", "/api/directory?q=Ada")).json().members[0];
    expect(card).toMatchObject({ user_id: ada.userId, avatar_url: adaUrl });
    const header = await call(ada, "GET", "/api/me/avatar");
    expect([header.statusCode, header.headers.location]).toEqual([302, adaUrl.replace("-160.", "-64.")]);
    expect((await call(bea, "GET", "/api/members?q=Ada")).json()[0]).toMatchObject({ avatar_url: adaUrl });
    const event = (await call(admin, "POST", "/api/events", eventPayload({ title: "Supper" }))).json();
    expect((await call(ada, "POST", `/api/events/${event.id}/join`)).statusCode).toBeLessThan(300);
    const posted = await call(ada, "POST", "/api/comments", { commentableId: event.id, content: "Hello" });
    expect(posted.json().avatar_url).toBe(adaUrl);
    const thread = (await call(bea, "GET", `/api/comments?commentableId=${event.id}`)).json();
    expect(thread[0].avatar_url).toBe(adaUrl);
    const participant = (await call(bea, "GET", `/api/events/${event.id}`))
      .json()
      .participants.find((p: { user_id: number }) => p.user_id === ada.userId);
    expect(participant.avatar_url).toBe(adaUrl);
    // Without a photo: null, and the other fields as before.
    expect((await call(ada, "GET", `/api/profiles/${admin.userId}`)).json()).toMatchObject({
      avatar_url: null,
      name: "Dana Admin",
    });
  });

  it("a deactivated member's photo is served to nobody and carried by no answer", async () => {
    const url = (await sendAvatar(gone, { data: await noisyJpeg(120, 120), name: "g.jpg" })).json().avatar_url;
    const event = (await call(admin, "POST", "/api/events", eventPayload({ title: "Tea" }))).json();
    await call(gone, "POST", `/api/events/${event.id}/join`);
    await call(gone, "POST", "/api/comments", { commentableId: event.id, content: "Tea at four" });
    // Read once, so the caches hold her photo.
    expect((await call(bea, "GET", `/api/comments?commentableId=${event.id}`)).json()[0].avatar_url).toBe(url);
    expect((await call(bea, "GET", "/api/events")).json().find((e: { id: string }) => e.id === event.id)).toBeTruthy();
    expect((await call(admin, "PUT", `/api/users/${gone.userId}/active`, { active: false })).statusCode).toBe(200);
    for (const who of [bea, admin]) expect((await call(who, "GET", url)).statusCode).toBe(404);
    expect((await call(bea, "GET", `/api/comments?commentableId=${event.id}`)).json()[0].avatar_url).toBeNull();
    const listed = (await call(admin, "GET", "/api/events")).json().find((e: { id: string }) => e.id === event.id);
    // Her seat stays hers, but neither her name nor her photo is listed (decision 0067).
    expect(listed.participants.find((p: { user_id: number }) => p.user_id === gone.userId)).toBeUndefined();
    expect(JSON.stringify(listed)).not.toContain(url);
    expect((await call(bea, "GET", "/api/members?q=Gwen")).json()).toEqual([]);
  });
});

describe("DELETE /api/me/avatar, and the cached lists", () => {
  it("removes the row and the files, falls back to initials, and the cached thread and events list follow", async () => {
    const url = (await sendAvatar(bea, { data: await noisyJpeg(150, 150), name: "b.jpg" })).json().avatar_url;
    const event = (await call(admin, "POST", "/api/events", eventPayload({ title: "Walk" }))).json();
    await call(bea, "POST", `/api/events/${event.id}/join`);
    await call(bea, "POST", "/api/comments", { commentableId: event.id, content: "Boots on" });
    const thread = () => call(ada, "GET", `/api/comments?commentableId=${event.id}`);
    const listed = async () =>
      (await call(ada, "GET", "/api/events")).json().find((e: { id: string }) => e.id === event.id).participants[0];
    expect((await thread()).json()[0].avatar_url).toBe(url);
    expect((await listed()).avatar_url).toBe(url);

    const removed = await call(bea, "DELETE", "/api/me/avatar");
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ avatar_url: null, placeholder_color: null, placeholder: null });
    expect(avatarFiles(bea)).toEqual([]);
    expect((await call(ada, "GET", url)).statusCode).toBe(404);
    expect((await thread()).json()[0].avatar_url).toBeNull();
    expect(await listed()).not.toHaveProperty("avatar_url");
    expect((await call(ada, "GET", `/api/profiles/${bea.userId}`)).json().avatar_url).toBeNull();

    // A new photo reaches the cached answers too.
    const again = (await sendAvatar(bea, { data: await noisyJpeg(160, 150), name: "c.jpg" })).json().avatar_url;
    expect((await thread()).json()[0].avatar_url).toBe(again);
    expect((await listed()).avatar_url).toBe(again);
  });

  it("GET /api/me/avatar draws her initials on her colour when she has no photo; a visitor is refused", async () => {
    const answer = await call(admin, "GET", "/api/me/avatar");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(answer.headers["cache-control"]).toBe("private, no-cache");
    expect(answer.body).toContain(">DA</text>");
    expect(answer.body).toContain(`fill="${colourOf("Dana Admin")}"`);
    expect((await call(undefined, "GET", "/api/me/avatar")).statusCode).toBe(401);
  });

  it("writes a name's characters into the SVG as text, never as markup", () => {
    const svg = initialsPicture("<script> &amp");
    expect(svg).toContain(">&lt;&amp;</text>");
    expect(svg.match(/</g)).toHaveLength(5); // svg, rect, text and their ends: nothing of the name
  });

  it("removing when there is none answers the same, and a visitor is refused", async () => {
    expect((await call(admin, "DELETE", "/api/me/avatar")).json().avatar_url).toBeNull();
    expect((await call(undefined, "DELETE", "/api/me/avatar")).statusCode).toBe(401);
  });
});
