import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  login,
  queuedEmails,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";

// Admins' votes on applications (decision 0050): votes_needed of one kind decide, each admin votes once, every vote is
// audited, the spec's PATCH …/status counts as a vote; only admins (with their second factor where required) vote.

let server: TestServer;
const admins: string[] = [];
let member = "";
let address = 0;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "https://club.example" });
  for (let i = 0; i < 3; i++) admins.push((await actAs(server, "admin")).cookie!);
  member = (await actAs(server, "Founding")).cookie!;
});
afterAll(async () => {
  await server.close();
});

const call = (cookie: string | undefined, method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    remoteAddress: `198.51.100.${(++address % 250) + 1}`,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });

let applicant = 0;
async function newApplication() {
  const code = (await call(admins[0], "POST", "/api/admin/invitation-codes", {})).json().code as string;
  applicant += 1;
  const email = `voter-applicant${applicant}@example.com`;
  const response = await call(undefined, "POST", "/request", {
    invitationCode: code,
    full_name: `Applicant ${applicant}`,
    email,
    phone: "+1-5551234567",
    reason: "To meet women who build things.",
    interests: ["Travel"],
    availability: "Weekends",
    membershipType: "Standard",
    referral: "",
    comments: "",
    propertyAddress: null,
    propertyType: null,
    propertyDescription: null,
    propertyAvailability: null,
  });
  expect(response.statusCode).toBe(201);
  const row = await server.database.db
    .selectFrom("applications")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

const state = async (id: number) =>
  (
    await server.database.db
      .selectFrom("applications")
      .select("accepted")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).accepted;
const voteCount = async (id: number) =>
  (
    await server.database.db
      .selectFrom("application_votes")
      .select("user_id")
      .where("application_id", "=", id)
      .execute()
  ).length;
const setVotesNeeded = async (count: number) => {
  const response = await call(admins[0], "PUT", "/api/admin/club-settings", { votes_needed: count });
  expect(response.statusCode).toBe(200);
  expect(response.json().votes_needed).toBe(count);
};
const vote = (admin: number, id: number, body: object) =>
  call(admins[admin], "POST", `/api/applications/${id}/votes`, body);

describe("votes on an application", () => {
  it("with one vote needed (the default), one admin's approval accepts and invites her, as before", async () => {
    expect((await call(admins[0], "GET", "/api/admin/club-settings")).json().votes_needed).toBe(1);
    const { id, email } = await newApplication();
    const response = await vote(0, id, { vote: "approve", note: "A friend of the club." });
    expect(response.statusCode).toBe(200);
    expect(await state(id)).toBe(1);
    expect((await queuedEmails(server, email)).map((e) => e.kind)).toContain("registration-invitation");
  });

  it("with two needed among three admins: the first approval waits, the second accepts, the third is refused", async () => {
    await setVotesNeeded(2);
    try {
      const { id, email } = await newApplication();
      const first = await vote(0, id, { vote: "approve", note: "Met her at the supper." });
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe("Your vote is counted: 1 of 2 approvals, 0 of 2 rejections.");
      expect(await state(id)).toBeNull();
      expect((await queuedEmails(server, email)).map((e) => e.kind)).not.toContain("registration-invitation");

      // Each admin sees the others' votes, with who, which and the note; a member never does.
      const listed = (await call(admins[1], "GET", "/api/applications")).json() as {
        id: number;
        votes: { vote: string; note: string | null }[];
      }[];
      expect(listed.find((a) => a.id === id)?.votes).toEqual([
        expect.objectContaining({ vote: "approve", note: "Met her at the supper." }),
      ]);
      expect((await call(member, "GET", "/api/applications")).statusCode).toBe(403);

      // The same admin cannot vote again, nor change her vote.
      const again = await vote(0, id, { vote: "reject" });
      expect(again.statusCode).toBe(409);
      expect(await voteCount(id)).toBe(1);

      expect((await vote(1, id, { vote: "approve" })).statusCode).toBe(200);
      expect(await state(id)).toBe(1);
      expect((await queuedEmails(server, email)).filter((e) => e.kind === "registration-invitation")).toHaveLength(1);

      const late = await vote(2, id, { vote: "reject" });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe("This application has already been decided.");
      expect(await voteCount(id)).toBe(2);

      const audit = await server.database.db
        .selectFrom("audit_log")
        .select("action")
        .where("target", "=", `application:${id}`)
        .execute();
      expect(audit.map((a) => a.action).sort()).toEqual(
        ["application.accept", "application.vote-approve", "application.vote-approve"].sort(),
      );
    } finally {
      await setVotesNeeded(1);
    }
  });

  it("the vote that decides an acceptance gives her the member type and tier it carries (decision 52)", async () => {
    await setVotesNeeded(2);
    try {
      const { id, email } = await newApplication();
      expect((await vote(0, id, { vote: "approve" })).statusCode).toBe(200);
      const deciding = await vote(1, id, { vote: "approve", memberType: "Founding", tier: "Executive" });
      expect(deciding.statusCode).toBe(200);
      const invitation = await server.database.db
        .selectFrom("registration_invitations")
        .select(["type", "membership_tier"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      expect(invitation).toEqual({ type: "Founding", membership_tier: "Executive" });

      // A tier the type may not hold is refused by the deciding vote, and nothing is kept.
      const other = await newApplication();
      expect((await vote(0, other.id, { vote: "approve" })).statusCode).toBe(200);
      const refused = await vote(1, other.id, { vote: "approve", memberType: "Travel Host", tier: "Executive" });
      expect(refused.statusCode).toBe(400);
      expect(await state(other.id)).toBeNull();
      expect(await voteCount(other.id)).toBe(1);
    } finally {
      await setVotesNeeded(1);
    }
  });

  it("with three needed: split votes wait, the third rejection rejects; PATCH …/status counts as a vote", async () => {
    await setVotesNeeded(3);
    try {
      const { id, email } = await newApplication();
      expect((await vote(0, id, { vote: "reject" })).statusCode).toBe(200);
      const patched = await call(admins[1], "PATCH", `/api/applications/${id}/status`, { accepted: false });
      expect(patched.statusCode).toBe(200);
      expect(await state(id)).toBeNull();
      expect(await voteCount(id)).toBe(2);
      const third = admins.length;
      admins.push((await actAs(server, "admin")).cookie!);
      expect((await vote(2, id, { vote: "approve" })).statusCode).toBe(200);
      expect(await state(id)).toBeNull();
      expect((await vote(third, id, { vote: "reject", note: "Not now." })).statusCode).toBe(200);
      expect(await state(id)).toBe(0);
      expect((await queuedEmails(server, email)).map((e) => e.kind)).not.toContain("registration-invitation");
    } finally {
      await setVotesNeeded(1);
    }
  });

  it("two admins voting at once decide once", async () => {
    await setVotesNeeded(2);
    try {
      const { id, email } = await newApplication();
      const answers = await Promise.all([vote(0, id, { vote: "approve" }), vote(1, id, { vote: "approve" })]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await state(id)).toBe(1);
      expect((await queuedEmails(server, email)).filter((e) => e.kind === "registration-invitation")).toHaveLength(1);
    } finally {
      await setVotesNeeded(1);
    }
  });

  it("refuses members (403) and anonymous callers (401), and bad input (400), changing nothing", async () => {
    const { id } = await newApplication();
    expect((await call(member, "POST", `/api/applications/${id}/votes`, { vote: "approve" })).statusCode).toBe(403);
    expect((await call(undefined, "POST", `/api/applications/${id}/votes`, { vote: "approve" })).statusCode).toBe(401);
    for (const body of [
      {},
      { vote: "maybe" },
      { vote: "approve", note: "x".repeat(1001) },
      { vote: "approve", extra: 1 },
    ]) {
      const response = await vote(0, id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await vote(0, 999999, { vote: "approve" })).statusCode).toBe(404);
    expect((await vote(0, Number.NaN, { vote: "approve" })).statusCode).toBe(400);
    expect(await voteCount(id)).toBe(0);
    expect(await state(id)).toBeNull();
  });

  it("refuses votes_needed outside 1 to 9, changing nothing", async () => {
    for (const votes_needed of [0, 10, 1.5, "2"]) {
      expect((await call(admins[0], "PUT", "/api/admin/club-settings", { votes_needed })).statusCode).toBe(400);
    }
    expect((await call(admins[0], "GET", "/api/admin/club-settings")).json().votes_needed).toBe(1);
  });
});

describe("an admin without her second factor where the club requires one", () => {
  let other: TestServer;
  afterAll(async () => {
    await other.close();
  });
  it("may not vote", async () => {
    other = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
    const unfactored = await createMember(other, { type: "Founding", admin: true });
    const cookie = await login(other.app, unfactored.email);
    const response = await other.app.inject({
      method: "POST",
      url: "/api/applications/1/votes",
      headers: { cookie },
      payload: { vote: "approve" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("second_factor_required");
    expect(await other.database.db.selectFrom("application_votes").select("user_id").execute()).toHaveLength(0);
  });
});
