import { describe, expect, it } from "vitest";
import { testDialect } from "../../../../test/server/harness/test-app.ts";
import { plainJpeg, upload, uploadForm } from "../../../../test/server/kits/gallery-test-kit.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import {
  admin,
  anonymous,
  call,
  createEvent,
  creator,
  openEventsClub,
  person,
  server,
  type Person,
} from "../../../../test/server/kits/events-club.ts";
import type { EventCover } from "../../../shared/event-cover.ts";

/** An event's cover image: uploaded or chosen from the gallery, seen exactly by who sees the event, removed. */

openEventsClub({});

const coverForm = async (width = 96, height = 64) =>
  uploadForm({ data: await plainJpeg(width, height), name: "cover.jpg" });
const imageCount = async () =>
  Number(
    (
      await server.database.db
        .selectFrom("images")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const coverOf = async (eventId: string) =>
  (await call(creator, "GET", `/api/events/${eventId}`)).json().cover as EventCover | null;

describe(`an event's cover (${testDialect})`, () => {
  it("is uploaded through the pipeline and carried by the event, its page and the lists, variants and placeholder", async () => {
    const event = await createEvent({ capacity: 12 });
    // Read once, so the events caches hold the event without a cover: the write must move them on.
    expect(
      (await call(creator, "GET", "/api/events")).json().find((e: { id: string }) => e.id === event.id).cover,
    ).toBe(null);
    expect((await call(creator, "GET", "/api/events?limit=50")).statusCode).toBe(200);
    const answer = await call(creator, "POST", `/api/events/${event.id}/cover`, await coverForm(900, 600));
    expect(answer.statusCode, answer.body).toBe(200);
    const cover = answer.json().cover as EventCover;
    expect(cover.width / cover.height).toBeCloseTo(1.5, 1);
    expect(cover.placeholder).toMatch(/^data:image\//);
    expect(cover.placeholder_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(cover.variants.map((v) => v.width)).toEqual([480, 900]);
    for (const variant of cover.variants) expect(variant.url).toMatch(/^\/media\/images\//);
    expect(answer.json().banner_image_id).toBe(cover.image_id);
    const inList = (body: { id: string; cover: EventCover | null }[]) => body.find((e) => e.id === event.id)?.cover;
    expect(inList((await call(creator, "GET", "/api/events")).json())).toEqual(cover);
    expect(inList((await call(creator, "GET", "/api/events?limit=50")).json())).toEqual(cover);
    expect(inList((await call(creator, "GET", "/api/events?from=2031-06-01&to=2031-06-30")).json())).toEqual(cover);
    expect(await coverOf(event.slug)).toEqual(cover);
    const file = await call(creator, "GET", cover.variants[1]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBeGreaterThan(0);
    // The image is one of the event's own photos, linked to it.
    const image = (await call(creator, "GET", `/api/images/${cover.image_id}`)).json();
    expect(image.associated_event_id).toBe(event.id);
  });

  it("is seen by exactly who sees the event, by every way: its files, the image, the gallery lists", async () => {
    const event = await createEvent({ exclusivity: "invite-only", title: "Cellar supper" });
    const participant = await person();
    const invitee = await person();
    const deactivated = await person();
    for (const who of [participant, invitee, deactivated]) {
      const invited = await call(creator, "POST", "/api/events/invite", { eventId: event.id, userIds: [who.userId] });
      expect(invited.statusCode).toBe(200);
    }
    await server.database.db
      .insertInto("event_participants")
      .values({ event_id: event.id, user_id: participant.userId, joined_at: Date.now(), guest_names: "[]" })
      .execute();
    const cover = (await call(creator, "POST", `/api/events/${event.id}/cover`, await coverForm())).json()
      .cover as EventCover;
    await server.database.db
      .updateTable("users")
      .set({ active: 0 })
      .where("user_id", "=", deactivated.userId)
      .execute();
    const uninvited = [await person("Standard"), await person("Founding"), await person("Travel Host")];
    const ways = async (who: Person) => [
      (await call(who, "GET", cover.variants[0]!.url)).statusCode,
      (await call(who, "GET", cover.variants[1]!.url)).statusCode,
      (await call(who, "GET", `/api/images/${cover.image_id}`)).statusCode,
      (await call(who, "GET", `/api/images/${cover.image_id}/display`)).statusCode,
      (await call(who, "GET", `/api/events/${event.id}`)).statusCode,
      (await call(who, "GET", "/api/images")).body.includes(cover.image_id) ? "listed" : "unlisted",
      (await call(who, "GET", "/api/images?limit=50")).body.includes(cover.image_id) ? "listed" : "unlisted",
      (await call(who, "GET", "/api/events")).body.includes(cover.image_id) ? "listed" : "unlisted",
    ];
    const seen = [200, 200, 200, 302, 200, "listed", "listed", "listed"];
    const hidden = [404, 404, 404, 404, 404, "unlisted", "unlisted", "unlisted"];
    for (const who of [creator, participant, invitee, admin]) expect(await ways(who)).toEqual(seen);
    for (const who of uninvited) expect(await ways(who)).toEqual(hidden);
    for (const who of [anonymous, deactivated])
      expect((await ways(who)).slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  });

  it("may be chosen from the gallery images the creator may see: a copy linked to the event, the original untouched", async () => {
    const event = await createEvent({ exclusivity: "invite-only" });
    const member = await person("Founding");
    const clubPhoto = (
      await upload(server, member.cookie, { data: await plainJpeg(120, 80), name: "club.jpg" }, { title: "Terrace" })
    ).json();
    const chosen = await call(creator, "PUT", `/api/events/${event.id}/cover`, { imageId: clubPhoto.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const cover = chosen.json().cover as EventCover;
    expect(cover.image_id).not.toBe(clubPhoto.id);
    const copy = (await call(creator, "GET", `/api/images/${cover.image_id}`)).json();
    expect(copy).toMatchObject({ associated_event_id: event.id, title: "Terrace" });
    expect((await call(member, "GET", `/api/images/${cover.image_id}`)).statusCode).toBe(404);
    expect((await call(member, "GET", `/api/images/${clubPhoto.id}`)).json().associated_event_id).toBeNull();
    // One of the event's own photos is used as it is.
    const own = (
      await upload(server, creator.cookie, { data: await plainJpeg(50, 50), name: "own.jpg" }, { event_id: event.id })
    ).json();
    const again = await call(creator, "PUT", `/api/events/${event.id}/cover`, { imageId: own.id });
    expect(again.json().cover.image_id).toBe(own.id);
  });

  it("refuses a gallery image the creator may not see (400, as an unknown one) and bad ids, changing nothing", async () => {
    const event = await createEvent();
    const stranger = await person("Founding");
    const hiddenEvent = (
      await call(stranger, "POST", "/api/events", eventPayload({ exclusivity: "invite-only" }))
    ).json();
    const hiddenPhoto = (
      await upload(
        server,
        stranger.cookie,
        { data: await plainJpeg(40, 40), name: "h.jpg" },
        { event_id: hiddenEvent.id },
      )
    ).json();
    const before = await imageCount();
    for (const imageId of [hiddenPhoto.id, "00000000-0000-7000-8000-000000000000"]) {
      const answer = await call(creator, "PUT", `/api/events/${event.id}/cover`, { imageId });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details).toEqual([{ path: "body.imageId", message: "No such image." }]);
    }
    for (const imageId of ["x", "1".repeat(36), "a".repeat(5000), 7, null, ""]) {
      const answer = await call(creator, "PUT", `/api/events/${event.id}/cover`, { imageId });
      expect(answer.statusCode, String(imageId)).toBe(400);
      expect(answer.json().details[0].path).toBe("body.imageId");
    }
    expect((await call(creator, "PUT", `/api/events/${event.id}/cover`, {})).statusCode).toBe(400);
    expect(await imageCount()).toBe(before);
    expect(await coverOf(event.id)).toBeNull();
  });

  it("refuses a file that is no image, an empty one and one over 20 MB, changing nothing", async () => {
    const event = await createEvent();
    const before = await imageCount();
    const text = await call(
      creator,
      "POST",
      `/api/events/${event.id}/cover`,
      uploadForm({ data: Buffer.from("not an image at all"), name: "cover.jpg", type: "image/jpeg" }),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe("Please upload a JPEG, PNG, WebP, AVIF or GIF image.");
    const empty = await call(creator, "POST", `/api/events/${event.id}/cover`, uploadForm(undefined));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].path).toBe("body.image");
    const huge = await call(
      creator,
      "POST",
      `/api/events/${event.id}/cover`,
      uploadForm({ data: Buffer.alloc(20 * 1024 * 1024 + 1), name: "huge.jpg" }),
    );
    expect(huge.statusCode).toBe(413);
    const json = await call(creator, "POST", `/api/events/${event.id}/cover`, { image: "x" });
    expect(json.statusCode).toBe(415);
    expect(await imageCount()).toBe(before);
    expect(await coverOf(event.id)).toBeNull();
  });

  it("is changed only by the creator or an admin; removing it brings the club's banner back", async () => {
    const event = await createEvent();
    const hidden = await createEvent({ exclusivity: "invite-only" });
    const cover = (await call(creator, "POST", `/api/events/${event.id}/cover`, await coverForm())).json().cover;
    const member = await person("Founding");
    expect((await call(member, "POST", `/api/events/${event.id}/cover`, await coverForm())).statusCode).toBe(403);
    expect((await call(member, "DELETE", `/api/events/${event.id}/cover`)).statusCode).toBe(403);
    expect((await call(member, "POST", `/api/events/${hidden.id}/cover`, await coverForm())).statusCode).toBe(404);
    expect((await call(member, "DELETE", `/api/events/${hidden.id}/cover`)).statusCode).toBe(404);
    expect((await call(anonymous, "DELETE", `/api/events/${event.id}/cover`)).statusCode).toBe(401);
    expect(await coverOf(event.id)).toEqual(cover);
    const removed = await call(admin, "DELETE", `/api/events/${event.id}/cover`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ cover: null, banner_image_id: null, bannerImage: null });
    expect(
      (await call(creator, "GET", "/api/events")).json().find((e: { id: string }) => e.id === event.id).cover,
    ).toBe(null);
  });

  it("goes with its image: deleting the image removes the cover", async () => {
    const event = await createEvent();
    const cover = (await call(creator, "POST", `/api/events/${event.id}/cover`, await coverForm())).json().cover;
    expect((await call(creator, "POST", "/api/delete-images", { images: [cover.image_id] })).statusCode).toBe(200);
    expect(await coverOf(event.id)).toBeNull();
  });
});
