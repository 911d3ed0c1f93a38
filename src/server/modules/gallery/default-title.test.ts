import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  login,
  queuedEmails,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";

// Fourteen hours ahead of UTC all year: the title's day is the club's, not the server's.
const CLUB_TIMEZONE = "Pacific/Kiritimati";
const FILE_NAME = /IMG_2041/i;

let server: TestServer;
type Person = Awaited<ReturnType<typeof createMember>> & { cookie: string };
const people = {} as Record<"ada" | "mary", Person>;
let eventId: string;

beforeAll(async () => {
  server = await startTestServer({ CLUB_TIMEZONE });
  for (const [key, name] of [
    ["ada", "Ada Lovelace"],
    ["mary", "Mary Shelley"],
  ] as const) {
    const member = await createMember(server, { name, type: "Founding" });
    people[key] = { ...member, cookie: await login(server.app, member.email) };
  }
  eventId = (await call("ada", "POST", "/api/events", eventPayload({ title: "Opera night" }))).json().id;
});
afterAll(async () => {
  await server?.close();
});

function call(who: keyof typeof people, method: "GET" | "POST", url: string, payload?: object) {
  return server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: people[who].cookie } });
}

async function uploadUntitled(name: string, fields: Record<string, string> = {}) {
  const response = await upload(server, people.ada.cookie, { data: await plainJpeg(64, 48), name }, fields);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; title: string; upload_date: string };
}

/** "Photo by Ada Lovelace, Nov 25, 2026": the upload's day fourteen hours ahead of UTC. */
function expectedTitle(uploadDate: string) {
  const clubDay = new Date(Date.parse(uploadDate) + 14 * 60 * 60 * 1000);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
    clubDay.getUTCMonth()
  ];
  const day = `${month} ${clubDay.getUTCDate()}, ${clubDay.getUTCFullYear()}`;
  return `Photo by Ada Lovelace, ${day}`;
}

describe("an image uploaded without a title", () => {
  it("is titled by who shared it and when, and no other member finds its file name by any way", async () => {
    const image = await uploadUntitled("IMG_2041.jpg", { event_id: eventId, title: "   " });
    expect(image.title).toBe(expectedTitle(image.upload_date));

    const stored = await server.database.db.selectFrom("images").selectAll().where("id", "=", image.id).execute();
    expect(JSON.stringify(stored)).not.toMatch(FILE_NAME);

    const reads = {
      whole: await call("mary", "GET", "/api/images"),
      page: await call("mary", "GET", "/api/images?limit=5"),
      byId: await call("mary", "GET", `/api/images/${image.id}`),
      byTitle: await call("mary", "GET", `/api/images/${encodeURIComponent(image.title)}`),
      ofEvent: await call("mary", "GET", `/api/images/event/${eventId}`),
    };
    for (const [way, response] of Object.entries(reads)) {
      expect(response.statusCode, way).toBe(200);
      expect(response.body, way).toContain(image.id);
      expect(response.body, way).toContain(JSON.stringify(image.title));
      expect(response.body, way).not.toMatch(FILE_NAME);
    }
    expect((await call("mary", "GET", "/api/images/IMG_2041")).statusCode).toBe(404);

    const comment = await call("ada", "POST", "/api/comments", {
      commentableId: image.id,
      content: "Taken from the box, @Mary Shelley",
      mentions: [people.mary.userId],
    });
    expect(comment.statusCode).toBe(201);
    const emails = (await queuedEmails(server, people.mary.email)).filter((email) => email.kind === "comment-mention");
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text_body).toContain(`“${image.title}”`);
    expect(JSON.stringify(emails)).not.toMatch(FILE_NAME);

    const home = await call("mary", "GET", "/api/me/home");
    expect(home.json().new_photos).toContainEqual(expect.objectContaining({ id: image.id, title: image.title }));
    expect(home.json().comments).toContainEqual(
      expect.objectContaining({ target: expect.objectContaining({ id: image.id, title: image.title }) }),
    );
    expect(home.body).not.toMatch(FILE_NAME);
  });

  it("shares its title with the day's other untitled uploads of hers: by title, the newest answers", async () => {
    const first = await uploadUntitled("IMG_3001.jpg");
    const second = await uploadUntitled("IMG_3002.jpg");
    expect(second.title).toBe(first.title);
    const byTitle = await call("mary", "GET", `/api/images/${encodeURIComponent(first.title)}`);
    expect(byTitle.json().id).toBe(second.id);
    expect(byTitle.body).not.toMatch(/IMG_300/);
  });

  it("keeps a title she gives", async () => {
    expect((await uploadUntitled("IMG_2042.jpg", { title: "The box at the opera" })).title).toBe(
      "The box at the opera",
    );
  });
});
