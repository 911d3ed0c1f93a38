import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  login,
  queuedEmails,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { INVITATION_CODE_TEXTS } from "../../../shared/texts/invitation-codes.ts";

// Decision 0057 (docs/product/membership.md#members-invite): a member of an inviting tier makes personal invitations,
// up to the club's allowance; her friend applies with the emailed link and the application arrives "Invited by" her;
// she revokes an unused one; admins read the invite tree and take a member's right away. A member never sees another's.

const MINE = "/api/me/invitations";
const TREE = "/api/admin/invite-tree";
const rightOf = (userId: number) => `/api/admin/invite-rights/${userId}`;

let server: TestServer;
let adminCookie: string;
let address = 0;

const call = (
  cookie: string | undefined,
  method: "GET" | "POST" | "DELETE" | "PUT" | "PATCH",
  url: string,
  payload?: object,
) =>
  server.app.inject({
    method,
    url,
    remoteAddress: `203.0.113.${(++address % 250) + 1}`,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });

/** A member signed in, with the tier given (null: none). */
async function member(tier: string | null = "Flying", type: "Standard" | "Founding" | "Travel Host" = "Founding") {
  const made = await createMember(server, { type });
  await server.database.db
    .updateTable("users")
    .set({ membership_tier: tier })
    .where("user_id", "=", made.userId)
    .execute();
  return { ...made, cookie: await login(server.app, made.email) };
}

const codeCount = async () => (await server.database.db.selectFrom("invitation_codes").select("code").execute()).length;
const friend = () => `friend-${Math.random().toString(36).slice(2, 10)}@example.com`;

async function settings(update: object) {
  const saved = await call(adminCookie, "PUT", "/api/admin/club-settings", update);
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "https://club.example" });
  const admin = await createMember(server, { admin: true, type: "Founding" });
  adminCookie = await login(server.app, admin.email);
  await settings({ invite_tiers: ["Flying", "Executive"], invitations_per_member: 2 });
});
afterAll(async () => {
  await server.close();
});

describe("a member's own invitations", () => {
  it("invites a friend: the invitation is listed as open and its email carries her link and note", async () => {
    const ada = await member();
    const email = friend();
    const created = await call(ada.cookie, "POST", MINE, {
      email: `  ${email.toUpperCase()} `,
      note: "Come to the salon.",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ email, note: "Come to the salon.", state: "open" });
    const code = created.json().code as string;
    expect(code).toMatch(/^SALON-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(Date.parse(created.json().expiresAt) - Date.parse(created.json().createdAt)).toBe(14 * 86_400_000);

    const mine = (await call(ada.cookie, "GET", MINE)).json();
    expect(mine).toMatchObject({ mayInvite: true, reason: null, openAllowed: 2, open: 1 });
    expect(mine.invitations).toEqual([created.json()]);

    const [sent] = await queuedEmails(server, email);
    expect(sent!.kind).toBe("member-invitation");
    expect(sent!.subject).toBe(`${ada.name} invites you to Salon`);
    expect(sent!.text_body).toContain(`https://club.example/request?code=${code}&email=${encodeURIComponent(email)}`);
    expect(sent!.text_body).toContain("Come to the salon.");
  });

  it("holds no more open invitations than the club allows (409), and a revoked one frees a place", async () => {
    const ada = await member("Executive");
    const first = (await call(ada.cookie, "POST", MINE, { email: friend() })).json();
    expect((await call(ada.cookie, "POST", MINE, { email: friend() })).statusCode).toBe(201);
    const before = await codeCount();
    const third = await call(ada.cookie, "POST", MINE, { email: friend() });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(INVITATION_CODE_TEXTS.openLimit(2));
    expect(await codeCount()).toBe(before);

    const revoked = await call(ada.cookie, "DELETE", `${MINE}/${first.code}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ code: first.code, state: "revoked" });
    expect((await call(ada.cookie, "POST", MINE, { email: friend() })).statusCode).toBe(201);
  });

  it("revokes with POST …/revoke too; a revoked, used or expired invitation cannot be revoked again (409)", async () => {
    const ada = await member();
    const one = (await call(ada.cookie, "POST", MINE, { email: friend() })).json();
    expect((await call(ada.cookie, "POST", `${MINE}/${one.code.toLowerCase()}/revoke`)).json().state).toBe("revoked");
    const again = await call(ada.cookie, "POST", `${MINE}/${one.code}/revoke`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVITATION_CODE_TEXTS.notOpen);

    const two = (await call(ada.cookie, "POST", MINE, { email: friend() })).json();
    await server.database.db
      .updateTable("invitation_codes")
      .set({ expires_at: Date.now() - 1 })
      .where("code", "=", two.code)
      .execute();
    const list = (await call(ada.cookie, "GET", MINE)).json();
    expect(list.invitations.find((i: { code: string }) => i.code === two.code).state).toBe("expired");
    expect(list.open).toBe(0);
    expect((await call(ada.cookie, "DELETE", `${MINE}/${two.code}`)).statusCode).toBe(409);
  });

  it("never shows nor lets another member revoke her invitations: 404, nothing changed", async () => {
    const ada = await member();
    const bea = await member();
    const hers = (await call(ada.cookie, "POST", MINE, { email: friend() })).json();
    expect((await call(bea.cookie, "GET", MINE)).json().invitations).toEqual([]);
    for (const cookie of [bea.cookie, adminCookie]) {
      expect((await call(cookie, "DELETE", `${MINE}/${hers.code}`)).statusCode).toBe(404);
      expect((await call(cookie, "POST", `${MINE}/${hers.code}/revoke`)).statusCode).toBe(404);
    }
    expect((await call(ada.cookie, "GET", MINE)).json().invitations[0].state).toBe("open");
    expect((await call(bea.cookie, "DELETE", `${MINE}/NEVER-ISSUED`)).statusCode).toBe(404);
  });

  it("is refused to a member whose tier does not invite, or who has none (403), saying why", async () => {
    for (const tier of ["Hosting", null]) {
      const cleo = await member(tier, tier === "Hosting" ? "Travel Host" : "Standard");
      expect((await call(cleo.cookie, "GET", MINE)).json()).toMatchObject({ mayInvite: false, reason: "tier" });
      const before = await codeCount();
      const refused = await call(cleo.cookie, "POST", MINE, { email: friend() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(INVITATION_CODE_TEXTS.refused.tier);
      expect(await codeCount()).toBe(before);
    }
  });

  it("is refused to a lapsed member (403) and closed to a deactivated one and to anonymous callers (401)", async () => {
    const dora = await member();
    await server.database.db
      .updateTable("users")
      .set({ membership_term_end: Date.now() - 90 * 86_400_000 })
      .where("user_id", "=", dora.userId)
      .execute();
    expect((await call(dora.cookie, "GET", MINE)).json()).toMatchObject({ mayInvite: false, reason: "lapsed" });
    const lapsed = await call(dora.cookie, "POST", MINE, { email: friend() });
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().message).toBe(INVITATION_CODE_TEXTS.refused.lapsed);

    const eve = await member();
    const hers = (await call(eve.cookie, "POST", MINE, { email: friend() })).json();
    await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", eve.userId).execute();
    const before = await codeCount();
    for (const cookie of [eve.cookie, undefined]) {
      expect((await call(cookie, "GET", MINE)).statusCode).toBe(401);
      expect((await call(cookie, "POST", MINE, { email: friend() })).statusCode).toBe(401);
      expect((await call(cookie, "DELETE", `${MINE}/${hers.code}`)).statusCode).toBe(401);
      expect((await call(cookie, "POST", `${MINE}/${hers.code}/revoke`)).statusCode).toBe(401);
    }
    expect(await codeCount()).toBe(before);
  });

  it.each([
    [{}],
    [{ email: "" }],
    [{ email: "not an address" }],
    [{ email: `${"a".repeat(250)}@example.com` }],
    [{ email: "friend@example.com", note: "n".repeat(501) }],
    [{ email: 12 }],
  ])("refuses bad input %j with a clear 400 and creates nothing", async (payload) => {
    const ada = await member();
    const before = await codeCount();
    const response = await call(ada.cookie, "POST", MINE, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "bad_request", details: expect.any(Array) });
    expect(await codeCount()).toBe(before);
  });

  it("refuses a malformed code in the path with 400", async () => {
    const ada = await member();
    expect((await call(ada.cookie, "DELETE", `${MINE}/${"X".repeat(41)}`)).statusCode).toBe(400);
  });
});

describe("the friend's application", () => {
  const apply = (code: string, email: string) =>
    call(undefined, "POST", "/request", {
      invitationCode: code,
      full_name: "Grace Hopper",
      email,
      phone: "+1-5551234567",
      reason: "A friend told me of the salon.",
      interests: ["Travel"],
      availability: "Weekends",
      membershipType: "Standard",
    });

  it("arrives invited by the member; the code works once, and only for her address", async () => {
    const ada = await member();
    const email = friend();
    const { code } = (await call(ada.cookie, "POST", MINE, { email, note: "Do come." })).json();

    const stranger = await apply(code, friend());
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe("Invalid invitation code.");

    expect((await apply(code, email.toUpperCase())).statusCode).toBe(201);
    const applications = (await call(adminCookie, "GET", "/api/applications")).json();
    const hers = applications.find((a: { email: string }) => a.email === email);
    expect(hers.invited_by).toEqual({ user_id: ada.userId, name: ada.name });
    expect(applications.find((a: { email: string }) => a.email !== email)?.invited_by ?? null).toBeNull();

    expect((await call(ada.cookie, "GET", MINE)).json().invitations[0].state).toBe("used");
    expect((await call(ada.cookie, "DELETE", `${MINE}/${code}`)).statusCode).toBe(409);
    expect((await apply(code, friend())).statusCode).toBe(400);
  });

  it("cannot use a revoked or expired invitation", async () => {
    const ada = await member();
    const email = friend();
    const { code } = (await call(ada.cookie, "POST", MINE, { email })).json();
    await call(ada.cookie, "DELETE", `${MINE}/${code}`);
    expect((await apply(code, email)).statusCode).toBe(400);
  });
});

describe("the invite tree and the right to invite", () => {
  it("shows admins who invited whom, with dates and states, down to the member an invitation brought", async () => {
    const ada = await member();
    const email = friend();
    const { code } = (await call(ada.cookie, "POST", MINE, { email })).json();
    const open = (await call(ada.cookie, "POST", MINE, { email: friend() })).json();
    await call(undefined, "POST", "/request", {
      invitationCode: code,
      full_name: "Grace Hopper",
      email,
      phone: "+1-5551234567",
      reason: "A friend told me of the salon.",
      interests: ["Travel"],
      availability: "Weekends",
      membershipType: "Standard",
    });
    const application = await server.database.db
      .selectFrom("applications")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(
      (await call(adminCookie, "PATCH", `/api/applications/${application.id}/status`, { accepted: true })).statusCode,
    ).toBe(200);
    const grace = await createMember(server, { email, name: "Grace Hopper" });

    const tree = await call(adminCookie, "GET", TREE);
    expect(tree.statusCode).toBe(200);
    const { members, invitations } = tree.json();
    expect(members).toContainEqual(
      expect.objectContaining({ userId: ada.userId, name: ada.name, mayInvite: true, invitedBy: null }),
    );
    expect(members).toContainEqual(
      expect.objectContaining({ userId: grace.userId, invitedBy: ada.userId, active: true }),
    );
    expect(invitations).toContainEqual(
      expect.objectContaining({
        code,
        inviterId: ada.userId,
        email,
        state: "used",
        application: "accepted",
        memberId: grace.userId,
      }),
    );
    expect(invitations).toContainEqual(
      expect.objectContaining({ code: open.code, state: "open", application: null, appliedAt: null, memberId: null }),
    );
  });

  it("is closed to members (403) and anonymous callers (401)", async () => {
    const ada = await member();
    expect((await call(ada.cookie, "GET", TREE)).statusCode).toBe(403);
    expect((await call(undefined, "GET", TREE)).statusCode).toBe(401);
    expect((await call(ada.cookie, "PUT", rightOf(ada.userId), { mayInvite: true })).statusCode).toBe(403);
    expect((await call(undefined, "PUT", rightOf(ada.userId), { mayInvite: true })).statusCode).toBe(401);
  });

  it("lets an admin take a member's right away (her open invitations revoked, audited) and give it back", async () => {
    const ada = await member();
    const { code } = (await call(ada.cookie, "POST", MINE, { email: friend() })).json();
    const taken = await call(adminCookie, "PUT", rightOf(ada.userId), { mayInvite: false });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ mayInvite: false });

    const mine = (await call(ada.cookie, "GET", MINE)).json();
    expect(mine).toMatchObject({ mayInvite: false, reason: "revoked", open: 0 });
    expect(mine.invitations[0]).toMatchObject({ code, state: "revoked" });
    const refused = await call(ada.cookie, "POST", MINE, { email: friend() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(INVITATION_CODE_TEXTS.refused.revoked);
    const tree = (await call(adminCookie, "GET", TREE)).json();
    expect(tree.members).toContainEqual(expect.objectContaining({ userId: ada.userId, mayInvite: false }));

    expect((await call(adminCookie, "PUT", rightOf(ada.userId), { mayInvite: true })).json()).toEqual({
      mayInvite: true,
    });
    expect((await call(ada.cookie, "POST", MINE, { email: friend() })).statusCode).toBe(201);
    const audit = (await call(adminCookie, "GET", "/api/admin/audit-log")).json();
    expect(audit.slice(0, 2).map((entry: { action: string; target: string }) => [entry.action, entry.target])).toEqual([
      ["invite-right.give", `user:${ada.userId}`],
      ["invite-right.take", `user:${ada.userId}`],
    ]);
  });

  it.each([
    ["/api/admin/invite-rights/0", { mayInvite: false }, 400],
    ["/api/admin/invite-rights/abc", { mayInvite: false }, 400],
    ["/api/admin/invite-rights/1", { mayInvite: "no" }, 400],
    ["/api/admin/invite-rights/1", {}, 400],
    ["/api/admin/invite-rights/999999", { mayInvite: false }, 404],
  ] as const)("answers %s %j with %i and changes nothing", async (url, payload, status) => {
    const before = await server.database.db.selectFrom("invite_right_revocations").selectAll().execute();
    expect((await call(adminCookie, "PUT", url, payload)).statusCode).toBe(status);
    expect(await server.database.db.selectFrom("invite_right_revocations").selectAll().execute()).toEqual(before);
  });
});

describe("the club's settings for invitations", () => {
  it("are read and saved by admins, and refuse bad values with 400", async () => {
    const read = (await call(adminCookie, "GET", "/api/admin/club-settings")).json();
    expect(read).toMatchObject({ invite_tiers: ["Flying", "Executive"], invitations_per_member: 2 });
    for (const payload of [
      { invitations_per_member: -1 },
      { invitations_per_member: 21 },
      { invitations_per_member: 1.5 },
      { invite_tiers: "Flying" },
      { invite_tiers: ["no spaces allowed"] },
    ]) {
      expect((await call(adminCookie, "PUT", "/api/admin/club-settings", payload)).statusCode).toBe(400);
    }
    expect((await call(adminCookie, "GET", "/api/admin/club-settings")).json()).toMatchObject({
      invite_tiers: ["Flying", "Executive"],
      invitations_per_member: 2,
    });
  });

  it("an allowance of 0 lets nobody open an invitation", async () => {
    const ada = await member();
    await settings({ invitations_per_member: 0 });
    try {
      const refused = await call(ada.cookie, "POST", MINE, { email: friend() });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(INVITATION_CODE_TEXTS.openLimit(0));
    } finally {
      await settings({ invitations_per_member: 2 });
    }
  });
});

describe("an admin without her second factor where the club requires one", () => {
  it("is refused the tree and the right to invite", async () => {
    const strict = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
    try {
      const admin = await createMember(strict, { admin: true, type: "Founding" });
      const m = await createMember(strict, { type: "Founding" });
      const cookie = await login(strict.app, admin.email);
      for (const [method, url, payload] of [
        ["GET", TREE, undefined],
        ["PUT", rightOf(m.userId), { mayInvite: false }],
      ] as const) {
        const answer = await strict.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json().code).toBe("second_factor_required");
      }
    } finally {
      await strict.close();
    }
  });
});
