import { afterEach, describe, expect, it } from "vitest";
import { actAs, startTestServer, testDialect, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { mailCaller } from "../../../../test/server/kits/mailings-test-kit.ts";

/**
 * Issue 33, item 1: an answer that would promise an email tells the truth. With SMTP_URL unset the email goes to the
 * mail drop and reaches nobody, so the answer says so and asks the admin (or member) to pass the link on herself.
 * The worker never runs here: the words depend on the configuration alone.
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const CLUBS = {
  "no mail server": {},
  "a mail server": { SMTP_URL: "smtp://mailer:secret-pass@mail.example:587" },
} as const;

async function club(env: Record<string, string>) {
  const server: TestServer = await startTestServer({ PUBLIC_URL: "https://club.example", ...env });
  cleanups.push(() => server.close());
  return { server, call: mailCaller(server), admin: await actAs(server, "admin") };
}

let applicant = 0;
async function pendingApplication({ server, call, admin }: Awaited<ReturnType<typeof club>>) {
  const { code } = (await call(admin, "POST", "/api/admin/invitation-codes", {})).json();
  const email = `applicant${++applicant}@example.com`;
  const submitted = await server.app.inject({
    method: "POST",
    url: "/request",
    remoteAddress: `198.51.100.${applicant}`,
    payload: {
      invitationCode: code,
      full_name: "Ada Lovelace",
      email,
      phone: "+1-5551234567",
      reason: "To meet the club.",
      interests: ["Travel"],
      availability: "Weekends",
      membershipType: "Standard",
      referral: "",
      comments: "",
      propertyAddress: null,
      propertyType: null,
      propertyDescription: null,
      propertyAvailability: null,
    },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const list = (await call(admin, "GET", "/api/applications")).json() as Array<{ id: number; email: string }>;
  return { id: list.find((a) => a.email === email)!.id, email };
}

describe(`what an answer promises when no mail server is set up (${testDialect})`, () => {
  it("accepting an application: 'Invitation sent' only with a mail server; without one, that no email was sent and to copy the link", async () => {
    const expected = {
      "no mail server": (email: string) =>
        `Application accepted: ${email} is invited. No mail server is set up, so no email was sent. Copy the link and send it yourself.`,
      "a mail server": (email: string) => `Invitation sent to ${email}.`,
    };
    for (const [name, env] of Object.entries(CLUBS) as Array<[keyof typeof CLUBS, Record<string, string>]>) {
      const setUp = await club(env);
      const { id, email } = await pendingApplication(setUp);
      const accepted = await setUp.server.app.inject({
        method: "PATCH",
        url: `/api/applications/${id}/status`,
        payload: { accepted: true },
        headers: { cookie: setUp.admin.cookie! },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json(), name).toEqual({ ok: true, message: expected[name](email) });
      expect(accepted.body).not.toMatch(/register\//);
    }
  });

  it("inviting a person directly: the same truth, and the registration link is not in the answer", async () => {
    const expected = {
      "no mail server":
        "grace@club.example is invited. No mail server is set up, so no email was sent. Copy the link and send it yourself.",
      "a mail server": "An invitation has been sent to grace@club.example.",
    };
    for (const [name, env] of Object.entries(CLUBS) as Array<[keyof typeof CLUBS, Record<string, string>]>) {
      const { call, admin } = await club(env);
      const invited = await call(admin, "POST", "/api/admin/invitations", {
        email: "grace@club.example",
        type: "Standard",
      });
      expect(invited.statusCode, invited.body).toBe(201);
      expect(invited.json(), name).toEqual({ message: expected[name] });
      expect(invited.body).not.toMatch(/register\//);
    }
  });

  it("inviting members to an event: 'sent' only with a mail server; without one, to copy the event's link", async () => {
    const expected = {
      "no mail server": [
        "1 member invited. No mail server is set up, so no email was sent. Copy the event's link and send it yourself.",
        "2 members invited. No mail server is set up, so no email was sent. Copy the event's link and send it yourself.",
      ],
      "a mail server": ["1 invitation sent.", "2 invitations sent."],
    };
    for (const [name, env] of Object.entries(CLUBS) as Array<[keyof typeof CLUBS, Record<string, string>]>) {
      const { server, call } = await club(env);
      const founder = await actAs(server, "Founding");
      const [first, second, third] = [
        await actAs(server, "Standard"),
        await actAs(server, "Standard"),
        await actAs(server, "Travel Host"),
      ];
      const created = await call(founder, "POST", "/api/events", eventPayload({ exclusivity: "invite-only" }));
      expect(created.statusCode, created.body).toBe(201);
      const event = created.json() as { id: string; title: string };
      const invite = (members: Array<typeof first>) =>
        call(founder, "POST", "/api/events/invite", {
          eventId: event.id,
          eventTitle: event.title,
          userIds: members.map((m) => m.member!.userId),
        });
      const one = await invite([first]);
      const two = await invite([second, third]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      expect([one.json().message, two.json().message], name).toEqual(expected[name]);
    }
  });
});
