import { inflateSync } from "node:zlib";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { linkToken } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { mailPayload } from "../../../../test/server/kits/mailings-test-kit.ts";
import {
  admin,
  call,
  founding,
  guest,
  host,
  newStay,
  openStaysClub,
  requestStay,
  server,
} from "../../../../test/server/kits/stays-club.ts";

openStaysClub();

// The environment's CLUB_NAME (the harness's "Salon") is only where the settings start: once an admin names the club,
// everything that names it says the new name.
const NAME = "The Athenaeum";

beforeAll(async () => {
  const saved = await call(admin, "PUT", "/api/admin/club-settings", { name: NAME });
  expect(saved.statusCode, saved.body).toBe(200);
});

/** Her queued emails of one kind, with their attachments. */
const queuedOfKind = (email: string, kind: string) =>
  server.database.db
    .selectFrom("outbox")
    .select(["text_body", "attachments"])
    .where("recipient_email", "=", email.toLowerCase())
    .where("kind", "=", kind)
    .executeTakeFirstOrThrow();

const prodIdOf = (ics: string) => ics.split(/\r?\n/).find((line) => line.startsWith("PRODID:"));

/** The text a PDF draws: its streams inflated, the hex strings of their TJ arrays decoded, in order. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  let text = "";
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      text += [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1"))
        .join("");
    text += "\n";
  }
  return text;
}

describe("the club's name as its admins set it", () => {
  it("is on her dues receipt: the email and the PDF", async () => {
    const answer = await call(admin, "POST", `/api/admin/members/${guest.member.userId}/payments`, {
      amount: 50000,
      currency: "USD",
      date: new Date().toISOString().slice(0, 10),
      method: "cash",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const receipt = await queuedOfKind(guest.member.email, "dues-receipt");
    expect(receipt.text_body).toContain(`${NAME} received your payment.`);
    const [attachment] = JSON.parse(receipt.attachments!) as Array<{ content: string }>;
    const pdf = Buffer.from(attachment!.content, "base64");
    // The document's Author (an object of its own in the PDF).
    expect(pdf.toString("latin1")).toContain(`(${NAME})`);
    const text = pdfText(pdf);
    expect(text).toContain(NAME);
    expect(text).toContain(`This receipt was issued by ${NAME} when the payment was recorded.`);
    expect(text).not.toContain("Salon");
  });

  it("is the PRODID of an event's .ics, of the feed (and its name), and of the change email's calendar file", async () => {
    const event = (await call(founding, "POST", "/api/events", eventPayload({ title: "Club name dinner" }))).json();
    const ics = await call(founding, "GET", `/api/events/${event.slug}/ics`);
    expect(ics.statusCode).toBe(200);
    expect(prodIdOf(ics.body)).toBe(`PRODID:${NAME}//Events//EN`);

    expect((await call(guest, "POST", `/api/events/${event.id}/join`)).statusCode).toBe(200);
    const feed = (await call(guest, "POST", "/api/me/calendar-feed")).json<{ url: string }>();
    const served = await call({ cookie: undefined }, "GET", new URL(feed.url).pathname);
    expect(served.statusCode).toBe(200);
    expect(prodIdOf(served.body)).toBe(`PRODID:${NAME}//Events//EN`);
    expect(served.body).toContain(`X-WR-CALNAME:${NAME} events`);

    expect((await call(founding, "PUT", `/api/events/${event.id}`, { start_time: "17:00" })).statusCode).toBe(200);
    const changed = await queuedOfKind(guest.member.email, "event-changed");
    const [calendar] = JSON.parse(changed.attachments!) as Array<{ content: string }>;
    expect(prodIdOf(calendar!.content)).toBe(`PRODID:${NAME}//Events//EN`);
  });

  it("is the PRODID of an accepted stay's .ics", async () => {
    const stay = await newStay();
    const request = (await requestStay(stay.id, guest, 40)).json<{ id: string }>();
    expect((await call(host, "PATCH", `/api/stay-requests/${request.id}`, { status: "accepted" })).statusCode).toBe(
      200,
    );
    const ics = await call(guest, "GET", `/api/stay-requests/${request.id}/ics`);
    expect(ics.statusCode).toBe(200);
    expect(prodIdOf(ics.body)).toBe(`PRODID:${NAME}//Stays//EN`);
  });

  it("is what her passkey and her authenticator app show", async () => {
    const options = await call(guest, "POST", "/api/me/passkeys/options");
    expect(options.statusCode).toBe(200);
    expect(options.json().rp.name).toBe(NAME);
    const totp = await call(guest, "POST", "/api/me/2fa/totp");
    expect(totp.statusCode).toBe(200);
    expect(totp.json().otpauth_url).toMatch(/^otpauth:\/\/totp\/The%20Athenaeum:.*issuer=The(%20|\+)Athenaeum/);
  });

  it("heads her privacy archive's index", async () => {
    expect((await call(host, "POST", "/api/me/export")).json()).toEqual({ status: "pending" });
    expect(await server.app.privacy.prepareDueExports()).toBe(1);
    const url = `/api/me/export/${await linkToken(server, host.member.email, "/api/me/export/")}`;
    const archive = await call(host, "GET", url);
    expect(archive.statusCode).toBe(200);
    const index = strFromU8(unzipSync(new Uint8Array(archive.rawPayload))["index.html"]!);
    expect(index).toContain(`<title>Your data at ${NAME}</title>`);
    expect(index).toContain(`Everything ${NAME} holds about`);
  });

  it("is in a mailing's footer and on its unsubscribe page", async () => {
    const preview = await call(admin, "POST", "/api/admin/mail-preview", mailPayload({ recipientGroup: "founding" }));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().text).toContain(`club announcements from ${NAME} are on in your settings`);
    const page = await call({ cookie: undefined }, "GET", "/unsubscribe/not-a-real-token");
    expect(page.body).toContain(`<p class="club">${NAME}</p>`);
    const digestPage = await call({ cookie: undefined }, "GET", "/unsubscribe/digest/not-a-real-token");
    expect(digestPage.body).toContain(`<p class="club">${NAME}</p>`);
  });
});
