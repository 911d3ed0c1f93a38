import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  login,
  queuedEmails,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { testMailWorker } from "../../../../test/server/kits/outbox-test-kit.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../../../test/server/kits/smtp-test-server.ts";
import { loadSecretKey } from "../../secret-key.ts";
import { signedTokens } from "../../kernel/tokens/signed-tokens.ts";
import { APPLICATION_ANSWER_TEXTS } from "../../../shared/texts/applications.ts";

// Sponsors named on applications (decision 0068): the member named is asked by email and notice, answers once by her
// signed link, signed in; nobody else reads it; the applicant learns nothing of whether the address is a member's.

let smtp: SmtpTestServer;
let server: TestServer;
let admin = "";
let address = 0;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://club.example",
    MAIL_FROM: "Salon <office@club.example>",
  });
  admin = (await actAs(server, "admin")).cookie!;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const call = (cookie: string | undefined, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    remoteAddress: `203.0.113.${(++address % 250) + 1}`,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });

let applicantCount = 0;
async function apply(sponsor: { sponsorEmail?: unknown; sponsorNote?: unknown } = {}, code?: string, email?: string) {
  const invitationCode = code ?? (await call(admin, "POST", "/api/admin/invitation-codes", {})).json().code;
  applicantCount += 1;
  const applicant = email ?? `sponsored-applicant${applicantCount}@example.com`;
  const response = await call(undefined, "POST", "/request", {
    invitationCode,
    full_name: `Ada Applicant ${applicantCount}`,
    email: applicant,
    phone: "+1-5551234567",
    reason: "To meet women who build things.",
    interests: ["Travel"],
    availability: "Weekends",
    membershipType: "Standard",
    ...sponsor,
  });
  return { response, email: applicant, name: `Ada Applicant ${applicantCount}` };
}

const applicationIdOf = async (email: string) =>
  (
    await server.database.db
      .selectFrom("applications")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow()
  ).id;
const cardOf = async (email: string) =>
  (await call(admin, "GET", "/api/applications")).json().find((a: { email: string }) => a.email === email);
const sponsorshipRow = async (email: string) =>
  server.database.db
    .selectFrom("application_sponsorships")
    .selectAll()
    .where("application_id", "=", await applicationIdOf(email))
    .executeTakeFirst();
const tokenSentTo = async (to: string) => {
  const emails = (await queuedEmails(server, to)).filter((e) => e.kind === "sponsorship-request");
  const match = /\/sponsorships\/([a-z2-7]+)/.exec(emails.at(-1)?.text_body ?? "");
  return match?.[1];
};
const sponsorshipEmailsTo = async (to: string) =>
  (await queuedEmails(server, to)).filter((e) => e.kind === "sponsorship-request").length;

async function sponsoredApplication(sponsorEmail: string, note = "We sat on the board of the museum together.") {
  const applied = await apply({ sponsorEmail, sponsorNote: note });
  expect(applied.response.statusCode).toBe(201);
  const token = await tokenSentTo(sponsorEmail);
  expect(token).toBeDefined();
  return { ...applied, token: token! };
}

describe("naming a sponsor", () => {
  it("asks an active member by email and notice; the applicant's answer is the same for anyone's address", async () => {
    const sponsor = await createMember(server, { name: "Grace Sponsor" });
    const toMember = await apply({ sponsorEmail: sponsor.email.toUpperCase(), sponsorNote: "From the regatta." });
    const toNobody = await apply({ sponsorEmail: "nobody-here@example.com", sponsorNote: "From the regatta." });
    expect(toMember.response.statusCode).toBe(201);
    expect(toNobody.response.statusCode).toBe(201);
    expect(toNobody.response.body).toBe(toMember.response.body);
    expect(toMember.response.json()).toEqual({ ok: true, message: APPLICATION_ANSWER_TEXTS.submitted });

    expect(await sponsorshipEmailsTo(sponsor.email)).toBe(1);
    expect(await sponsorshipEmailsTo("nobody-here@example.com")).toBe(0);
    const token = (await tokenSentTo(sponsor.email))!;
    const cookie = await login(server.app, sponsor.email);
    const notices = (await call(cookie, "GET", "/api/me/notifications")).json().notices;
    expect(notices[0]).toMatchObject({
      kind: "sponsorship",
      subject: { kind: "sponsorship", title: toMember.name },
      excerpt: "From the regatta.",
      link: `/sponsorships/${token}`,
    });

    expect((await cardOf(toMember.email)).sponsor).toEqual({
      via: "named",
      user_id: sponsor.userId,
      name: "Grace Sponsor",
      email: sponsor.email,
      state: "pending",
      words: null,
      answered_at: null,
    });
    expect((await cardOf(toNobody.email)).sponsor).toMatchObject({
      via: "named",
      user_id: null,
      name: null,
      email: "nobody-here@example.com",
      state: "not-a-member",
    });
  });

  it("asks no lapsed, deactivated or own address, and an older client's application names none", async () => {
    const lapsed = await createMember(server);
    await server.database.db
      .updateTable("users")
      .set({ membership_term_end: Date.now() - 90 * 24 * 3600_000 })
      .where("user_id", "=", lapsed.userId)
      .execute();
    const deactivated = await createMember(server);
    await server.database.db
      .updateTable("users")
      .set({ active: 0 })
      .where("user_id", "=", deactivated.userId)
      .execute();
    for (const email of [lapsed.email, deactivated.email]) {
      const applied = await apply({ sponsorEmail: email });
      expect(applied.response.statusCode).toBe(201);
      expect(await sponsorshipEmailsTo(email)).toBe(0);
      expect((await cardOf(applied.email)).sponsor.state).toBe("not-a-member");
    }
    const ownAddress = `own-sponsor${Date.now()}@example.com`;
    expect((await apply({ sponsorEmail: ownAddress }, undefined, ownAddress)).response.statusCode).toBe(201);
    expect(await sponsorshipEmailsTo(ownAddress)).toBe(0);

    const older = await apply();
    expect(older.response.statusCode).toBe(201);
    expect(await sponsorshipRow(older.email)).toBeUndefined();
    expect((await cardOf(older.email)).sponsor).toBeNull();
  });

  it("refuses a malformed address or an overlong note with 400, and keeps nothing", async () => {
    for (const sponsor of [
      { sponsorEmail: "not-an-email" },
      { sponsorEmail: 42 },
      { sponsorEmail: `${"a".repeat(250)}@example.com` },
      { sponsorEmail: "friend@example.com", sponsorNote: "x".repeat(501) },
    ]) {
      const applied = await apply(sponsor);
      expect(applied.response.statusCode).toBe(400);
      expect(applied.response.json().code).toBe("bad_request");
      expect(
        await server.database.db.selectFrom("applications").select("id").where("email", "=", applied.email).execute(),
      ).toEqual([]);
    }
  });

  it("counts a personal invitation as confirmed by the inviter", async () => {
    const inviter = await actAs(server, "admin");
    const friend = `invited-friend${Date.now()}@example.com`;
    const invited = await call(inviter.cookie, "POST", "/api/me/invitations", { email: friend, note: "Come!" });
    expect(invited.statusCode).toBe(201);
    const applied = await apply({}, invited.json().code, friend);
    expect(applied.response.statusCode).toBe(201);
    expect((await cardOf(friend)).sponsor).toEqual({
      via: "invitation",
      user_id: inviter.member!.userId,
      name: inviter.member!.name,
      email: null,
      state: "confirmed",
      words: null,
      answered_at: null,
    });
  });
});

describe("the sponsor's link", () => {
  it("shows the sponsor only the applicant's name and note; the sponsor confirms once, with her words", async () => {
    const sponsor = await createMember(server, { name: "Hedy Sponsor" });
    const { token, name, email } = await sponsoredApplication(sponsor.email);
    const cookie = await login(server.app, sponsor.email);
    const read = await call(cookie, "GET", `/api/sponsorships/${token}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ applicant_name: name, note: "We sat on the board of the museum together." });

    const answered = await call(cookie, "POST", `/api/sponsorships/${token}`, {
      decision: "confirm",
      words: "  I have known her for ten years; she chairs with grace.  ",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().message).toContain(name);
    const card = await cardOf(email);
    expect(card.sponsor).toMatchObject({
      state: "confirmed",
      name: "Hedy Sponsor",
      words: "I have known her for ten years; she chairs with grace.",
    });
    expect(card.sponsor.answered_at).toEqual(expect.any(String));
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select(["action", "actor_user_id"])
      .where("target", "=", `application:${card.id}`)
      .execute();
    expect(audit).toContainEqual({ action: "sponsorship.confirm", actor_user_id: sponsor.userId });

    // Reused: once answered, the link answers nothing more and changes nothing.
    const again = await call(cookie, "POST", `/api/sponsorships/${token}`, { decision: "decline" });
    expect(again.statusCode).toBe(409);
    expect((await call(cookie, "GET", `/api/sponsorships/${token}`)).statusCode).toBe(409);
    expect((await sponsorshipRow(email))!.answer).toBe("confirm");
  });

  it("records a decline, words optional", async () => {
    const sponsor = await createMember(server);
    const { token, email } = await sponsoredApplication(sponsor.email);
    const cookie = await login(server.app, sponsor.email);
    expect((await call(cookie, "POST", `/api/sponsorships/${token}`, { decision: "decline" })).statusCode).toBe(200);
    expect((await cardOf(email)).sponsor).toMatchObject({ state: "declined", words: null });
  });

  it("is 404 for another member and for an admin, 401 for anyone signed out, and changes nothing", async () => {
    const sponsor = await createMember(server);
    const { token, email } = await sponsoredApplication(sponsor.email);
    const other = (await actAs(server, "Founding")).cookie;
    const travelHost = (await actAs(server, "Travel Host")).cookie;
    for (const cookie of [other, travelHost, admin]) {
      const read = await call(cookie, "GET", `/api/sponsorships/${token}`);
      expect(read.statusCode).toBe(404);
      expect(read.body).not.toContain("Ada");
      expect(
        (await call(cookie, "POST", `/api/sponsorships/${token}`, { decision: "confirm", words: "Yes." })).statusCode,
      ).toBe(404);
    }
    expect((await call(undefined, "GET", `/api/sponsorships/${token}`)).statusCode).toBe(401);
    expect(
      (await call(undefined, "POST", `/api/sponsorships/${token}`, { decision: "confirm", words: "Yes." })).statusCode,
    ).toBe(401);
    expect((await sponsorshipRow(email))!.answer).toBeNull();
    // Her notice is hers alone: another member's inbox has none of it.
    const notices = (await call(other, "GET", "/api/me/notifications")).json().notices;
    expect(notices.filter((n: { kind: string }) => n.kind === "sponsorship")).toEqual([]);
  });

  it("refuses a sponsor whose membership lapsed since (403) or who was deactivated (401)", async () => {
    const lapsing = await createMember(server);
    const lapsed = await sponsoredApplication(lapsing.email);
    const lapsingCookie = await login(server.app, lapsing.email);
    await server.database.db
      .updateTable("users")
      .set({ membership_term_end: Date.now() - 90 * 24 * 3600_000 })
      .where("user_id", "=", lapsing.userId)
      .execute();
    const refused = await call(lapsingCookie, "POST", `/api/sponsorships/${lapsed.token}`, {
      decision: "confirm",
      words: "Yes.",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("membership_lapsed");
    expect((await sponsorshipRow(lapsed.email))!.answer).toBeNull();

    const leaving = await createMember(server);
    const gone = await sponsoredApplication(leaving.email);
    const leavingCookie = await login(server.app, leaving.email);
    await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", leaving.userId).execute();
    const deactivated = await call(leavingCookie, "POST", `/api/sponsorships/${gone.token}`, {
      decision: "confirm",
      words: "Yes.",
    });
    expect(deactivated.statusCode).toBe(401);
    expect((await sponsorshipRow(gone.email))!.answer).toBeNull();
  });

  it("is 404 for a forged or malformed token, 410 for an expired one, 4xx for an overlong one", async () => {
    const sponsor = await createMember(server);
    const { token, email } = await sponsoredApplication(sponsor.email);
    const cookie = await login(server.app, sponsor.email);
    const flipped = token.slice(0, -1) + (token.endsWith("a") ? "b" : "a");
    for (const bad of [flipped, "abc", "not-base32!", token.slice(0, 10)]) {
      expect((await call(cookie, "GET", `/api/sponsorships/${encodeURIComponent(bad)}`)).statusCode).toBe(404);
    }
    expect((await call(cookie, "GET", `/api/sponsorships/${"a".repeat(201)}`)).statusCode).toBeOneOf([400, 414]);
    // Signed by this server for her application, but a link it never sent her: 404.
    const tokens = signedTokens(loadSecretKey(server.config), "sponsorship-link");
    const id = Buffer.alloc(12);
    id.writeUInt32BE(await applicationIdOf(email));
    expect((await call(cookie, "GET", `/api/sponsorships/${tokens.sign(id, Date.now() + 60_000)}`)).statusCode).toBe(
      404,
    );
    const expired = await call(cookie, "POST", `/api/sponsorships/${tokens.sign(id, Date.now() - 1000)}`, {
      decision: "confirm",
      words: "Yes.",
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toContain("expired");
    expect((await sponsorshipRow(email))!.answer).toBeNull();
  });

  it("refuses bad answers with 400 and an answer after the admins decided with 409, changing nothing", async () => {
    const sponsor = await createMember(server);
    const { token, email } = await sponsoredApplication(sponsor.email);
    const cookie = await login(server.app, sponsor.email);
    for (const body of [
      {},
      { decision: "maybe", words: "Hm." },
      { decision: "confirm" },
      { decision: "confirm", words: "   " },
      { decision: "confirm", words: "x".repeat(1001) },
      { decision: "confirm", words: "Yes.", extra: 1 },
      { decision: "confirm", words: 12 },
    ]) {
      const answered = await call(cookie, "POST", `/api/sponsorships/${token}`, body);
      expect(answered.statusCode).toBe(400);
      expect(answered.json().code).toBe("bad_request");
    }
    expect((await sponsorshipRow(email))!.answer).toBeNull();
    const id = await applicationIdOf(email);
    expect((await call(admin, "PATCH", `/api/applications/${id}/status`, { accepted: false })).statusCode).toBe(200);
    expect(
      (await call(cookie, "POST", `/api/sponsorships/${token}`, { decision: "confirm", words: "Yes." })).statusCode,
    ).toBe(409);
    expect((await sponsorshipRow(email))!.answer).toBeNull();
  });
});

describe("by email through a real SMTP server", () => {
  it("the sponsor receives the request, and its link is the one that answers", async () => {
    const sponsor = await createMember(server, { name: "Mary Sponsor" });
    const worker = testMailWorker(server);
    try {
      await worker.drain();
      const before = smtp.received.length;
      const { name } = await sponsoredApplication(sponsor.email, "Met at the observatory.");
      await worker.drain();
      const received = (await smtp.waitForMessages(before + 2)).slice(before);
      const request = received.find((m) => m.envelopeTo.includes(sponsor.email))!;
      expect(request.subject).toBe(`${name} named you as her sponsor`);
      expect(request.text).toContain("Met at the observatory.");
      const link = request.links.find((l) => l.includes("/sponsorships/"))!;
      const url = new URL(link);
      expect(url.origin).toBe("https://club.example");
      const token = url.pathname.slice("/sponsorships/".length);
      const cookie = await login(server.app, sponsor.email);
      expect((await call(cookie, "GET", `/api/sponsorships/${token}`)).json()).toEqual({
        applicant_name: name,
        note: "Met at the observatory.",
      });
    } finally {
      await worker.stop();
    }
  });
});
