import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import { caller, eventActors, eventPayload, type Actors } from "../../../../test/server/kits/events-test-kit.ts";

let server: TestServer;
let actors: Actors;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  actors = await eventActors(server);
  call = caller(server, actors);
});
afterAll(async () => {
  await server.close();
});

const create = async () => (await call("Founding", "POST", "/api/events", eventPayload())).json();
const uploadFor = async (eventId: string | null) => {
  const response = await upload(
    server,
    actors.Founding.cookie,
    { data: await plainJpeg(64, 48), name: "photo.jpg" },
    eventId ? { event_id: eventId } : {},
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

describe("PUT /api/events/:id/banner", () => {
  it("lets the creator use one of the event's images as its banner, and go back to the default", async () => {
    const event = await create();
    const imageId = await uploadFor(event.id);
    const response = await call("Founding", "PUT", `/api/events/${event.id}/banner`, { imageId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      banner_image_id: imageId,
      image_url: `/api/images/${imageId}/display`,
      bannerImage: `/api/images/${imageId}/display`,
    });
    const cleared = await call("admin", "PUT", `/api/events/${event.id}/banner`, { imageId: null });
    expect(cleared.json()).toMatchObject({ banner_image_id: null, image_url: null, bannerImage: null });
  });

  it("refuses an image of another event (400), a non-creator (403) and anonymous (401), changing nothing", async () => {
    const event = await create();
    const elsewhere = await uploadFor(null);
    const bad = await call("Founding", "PUT", `/api/events/${event.id}/banner`, { imageId: elsewhere });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ path: "body.imageId", message: "Choose one of this event's images." }]);
    const own = await uploadFor(event.id);
    expect((await call("other", "PUT", `/api/events/${event.id}/banner`, { imageId: own })).statusCode).toBe(403);
    expect((await call("anonymous", "PUT", `/api/events/${event.id}/banner`, { imageId: own })).statusCode).toBe(401);
    expect((await call("Founding", "GET", `/api/events/${event.id}`)).json().banner_image_id).toBeNull();
  });
});

describe("deleting an event", () => {
  it("keeps its images in the gallery without the event link", async () => {
    const event = await create();
    const imageId = await uploadFor(event.id);
    expect((await call("Founding", "DELETE", `/api/events/${event.id}`)).statusCode).toBe(200);
    const image = await server.database.db
      .selectFrom("images")
      .select("associated_event_id")
      .where("id", "=", imageId)
      .executeTakeFirst();
    expect(image).toEqual({ associated_event_id: null });
  });
});
