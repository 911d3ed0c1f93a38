import { afterEach, describe, expect, it } from "vitest";
import { actAs, queuedEmails, startTestServer, testDialect } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import { mailCaller, mailPayload } from "../../../../test/server/kits/mailings-test-kit.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const BASE = "https://club.example";

async function setUp() {
  const server = await startTestServer({ PUBLIC_URL: BASE });
  cleanups.push(() => server.close());
  const call = mailCaller(server);
  const admin = await actAs(server, "admin");
  const image = async (who: { cookie: string | undefined }, fields: Record<string, string> = {}, width = 64) => {
    const answer = await upload(server, who.cookie, { data: await plainJpeg(width, 48), name: "terrace.jpg" }, fields);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: string; title: string; display_url: string };
  };
  return { server, call, admin, image };
}

const tag = (url: string, alt = "The terrace") => `<img src="${BASE}${url}" alt="${alt}">`;
const emailedSrc = (html: string) => /<img src="(https:\/\/club\.example\/media\/emailed\/[^"]+)"/.exec(html)?.[1];

describe(`gallery images in the club's emails (decision 0024, ${testDialect})`, () => {
  it("gives an image the sender may see (by its club path, as the composer writes it) an address any mail app can load, the same in the preview and the sent copies", async () => {
    const { server, call, admin, image } = await setUp();
    const photo = await image(admin);
    // Members only at its club address: a mail app has no session.
    expect((await server.app.inject({ method: "GET", url: photo.display_url })).statusCode).toBe(401);

    const body = `<p>Look:</p><img src="${photo.display_url}" alt="The terrace">`;
    const preview = await call(admin, "POST", "/api/admin/mail-preview", mailPayload({ body }));
    expect(preview.statusCode, preview.body).toBe(200);
    const src = emailedSrc(preview.json().html)!;
    expect(src).toMatch(/^https:\/\/club\.example\/media\/emailed\/[A-Za-z0-9_-]{43}\/[0-9a-f]{16}-display\.webp$/);
    expect(preview.json().html).not.toContain("/media/images/");

    const file = await server.app.inject({ method: "GET", url: new URL(src).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toMatch(/^image\/webp/);
    // Webmail pages and the preview frame are other origins: the file must be embeddable there.
    expect(file.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(file.rawPayload.length).toBeGreaterThan(0);

    const sent = await call(admin, "POST", "/api/admin/send-email", mailPayload({ body, recipientGroup: "testing" }));
    expect(sent.statusCode, sent.body).toBe(200);
    const [copy] = await queuedEmails(server, admin.member!.email);
    expect(emailedSrc(copy!.html_body)).toBe(src);
  });

  it("leaves an image the sender may not see at its members-only address, and makes no link for it", async () => {
    const { server, call, admin, image } = await setUp();
    const creator = await actAs(server, "Founding");
    const hidden = await call(admin, "POST", "/api/events", eventPayload({ exclusivity: "invite-only" }));
    expect(hidden.statusCode, hidden.body).toBe(201);
    const secret = await image(admin, { event_id: hidden.json().id });
    const open = await call(creator, "POST", "/api/events", eventPayload());
    expect(open.statusCode, open.body).toBe(201);

    const body = tag(secret.display_url, "A private supper");
    const preview = await call(
      creator,
      "POST",
      "/api/admin/mail-preview",
      mailPayload({ body, recipientGroup: "all", eventId: open.json().id }),
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().html).toContain(`${BASE}${secret.display_url}`);
    expect(emailedSrc(preview.json().html)).toBeUndefined();
    const links = await server.database.db.selectFrom("email_image_links").selectAll().execute();
    expect(links).toEqual([]);
  });

  it("answers 404 for an unknown token, another image's file, an original, and once the image is deleted", async () => {
    const { server, call, admin, image } = await setUp();
    const photo = await image(admin);
    // Another picture (a file of other content, so of another name).
    const other = await image(admin, {}, 80);
    const preview = await call(admin, "POST", "/api/admin/mail-preview", mailPayload({ body: tag(photo.display_url) }));
    const path = new URL(emailedSrc(preview.json().html)!).pathname;
    const [, , , token] = path.split("/");
    const otherFile = other.display_url.slice(other.display_url.lastIndexOf("/") + 1);
    for (const url of [
      `/media/emailed/${"x".repeat(43)}/${path.split("/").at(-1)}`,
      `/media/emailed/${token}/${otherFile}`,
      `/media/emailed/${token}/original.jpg`,
      `/media/emailed/${token}/..%2F..%2Foriginals%2Fx.jpg`,
    ]) {
      const answer = await server.app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBe(404);
    }
    expect((await server.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
    const deleted = await call(admin, "POST", "/api/delete-images", { images: [photo.id] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await server.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect(await server.database.db.selectFrom("email_image_links").selectAll().execute()).toEqual([]);
  });
});
