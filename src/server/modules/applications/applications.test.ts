import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  linkToken,
  queuedEmails,
  startTestServer,
  type Role,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";

let server: TestServer;
const cookies = {} as Record<Role, string | undefined>;
const ROLES: Role[] = ["anonymous", "Standard", "Travel Host", "Founding", "admin"];
let address = 0;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "https://club.example" });
  for (const role of ROLES) cookies[role] = (await actAs(server, role)).cookie;
});
afterAll(async () => {
  await server.close();
});

const call = (role: Role, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    remoteAddress: `203.0.113.${(++address % 250) + 1}`,
    ...(payload ? { payload } : {}),
    headers: cookies[role] ? { cookie: cookies[role] } : {},
  });

async function newCode(maxUses?: number) {
  return (await call("admin", "POST", "/api/admin/invitation-codes", maxUses ? { maxUses } : {})).json().code as string;
}

let applicantNumber = 0;
function application(code: string, overrides: Record<string, unknown> = {}) {
  applicantNumber += 1;
  return {
    invitationCode: code,
    full_name: "Grace Hopper",
    email: `grace${applicantNumber}@example.com`,
    phone: "+1-5551234567",
    reason: "To meet women who build things.",
    interests: ["Travel", "Workshops"],
    availability: "Weekends",
    membershipType: "Standard",
    referral: "A friend",
    comments: "",
    propertyAddress: null,
    propertyType: null,
    propertyDescription: null,
    propertyAvailability: null,
    ...overrides,
  };
}

const countApplications = async () =>
  (await server.database.db.selectFrom("applications").select("id").execute()).length;
const codeUses = async (code: string) =>
  (
    await server.database.db
      .selectFrom("invitation_codes")
      .select("uses")
      .where("code", "=", code)
      .executeTakeFirstOrThrow()
  ).uses;

describe("POST /request", () => {
  it("takes an application, counts the code's use, and emails the applicant", async () => {
    const code = await newCode(5);
    const body = application(code);
    const response = await call("anonymous", "POST", "/request", body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true, message: "Application submitted." });
    expect(await codeUses(code)).toBe(1);
    const emails = await queuedEmails(server, body.email);
    expect(emails.map((e) => e.kind)).toEqual(["application-received"]);

    const listed = (await call("admin", "GET", "/api/applications")).json();
    expect(listed[0]).toMatchObject({
      full_name: "Grace Hopper",
      email: body.email,
      phone: "+15551234567",
      membership_type: "Standard",
      interests: ["Travel", "Workshops"],
      availability: "Weekends",
      referral: "A friend",
      comments: null,
      accepted: null,
      properties: [],
    });
  });

  it("reads a phone written the national way as one of the club's country (US) and stores it in E.164", async () => {
    const body = application(await newCode(), { phone: "(415) 555-0198" });
    expect((await call("anonymous", "POST", "/request", body)).statusCode).toBe(201);
    const listed = (await call("admin", "GET", "/api/applications")).json();
    expect(listed.find((a: { email: string }) => a.email === body.email)).toMatchObject({ phone: "+14155550198" });
  });

  it("reads a national phone by the club's country: in a British club the same digits are not a number", async () => {
    const british = await startTestServer({ PUBLIC_URL: "https://club.example", CLUB_COUNTRY: "GB" });
    try {
      const admin = (await actAs(british, "admin")).cookie;
      const code = (
        await british.app.inject({
          method: "POST",
          url: "/api/admin/invitation-codes",
          payload: {},
          headers: { cookie: admin },
        })
      ).json().code as string;
      const send = (phone: string) =>
        british.app.inject({ method: "POST", url: "/request", payload: application(code, { phone }) });
      expect((await send("(415) 555-0198")).statusCode).toBe(400);
      expect((await send("020 7946 0958")).statusCode).toBe(201);
      const listed = (
        await british.app.inject({ method: "GET", url: "/api/applications", headers: { cookie: admin } })
      ).json();
      expect(listed[0]).toMatchObject({ phone: "+442079460958" });
    } finally {
      await british.close();
    }
  });

  it("keeps a Travel Host's property and normalises an international phone to E.164", async () => {
    const body = application(await newCode(), {
      membershipType: "Travel Host",
      phone: "+44 20 7946 0958",
      propertyAddress: "12 Rue de Rivoli, Paris",
      propertyType: "Apartment",
      propertyDescription: "Two bedrooms over the Seine.",
      propertyAvailability: "Seasonal",
    });
    expect((await call("anonymous", "POST", "/request", body)).statusCode).toBe(201);
    const listed = (await call("admin", "GET", "/api/applications")).json();
    expect(listed.find((a: { email: string }) => a.email === body.email)).toMatchObject({
      phone: "+442079460958",
      membership_type: "Travel Host",
      properties: [
        {
          address: "12 Rue de Rivoli, Paris",
          type: "Apartment",
          description: "Two bedrooms over the Seine.",
          availability: "Seasonal",
        },
      ],
    });
  });

  it('takes "Showcases (of Art and Media)", which older clients send, as the Art Displays interest and stores it so', async () => {
    for (const [interests, stored] of [
      [
        ["Travel", "Showcases (of Art and Media)"],
        ["Travel", "Art Displays"],
      ],
      [["Showcases (of Art and Media)", "Art Displays"], ["Art Displays"]],
    ]) {
      const body = application(await newCode(), { interests });
      const response = await call("anonymous", "POST", "/request", body);
      expect(response.statusCode, response.body).toBe(201);
      const listed = (await call("admin", "GET", "/api/applications")).json();
      expect(listed.find((a: { email: string }) => a.email === body.email).interests).toEqual(stored);
    }
  });

  it("answers a second application from a pending address exactly like the first, creates nothing, and emails that address", async () => {
    const code = await newCode();
    const body = application(code);
    const first = await call("anonymous", "POST", "/request", body);
    const before = await countApplications();
    const second = await call("anonymous", "POST", "/request", { ...body, full_name: "Someone Else" });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(await countApplications()).toBe(before);
    expect(await codeUses(code)).toBe(1);
    expect((await queuedEmails(server, body.email)).map((e) => e.kind)).toEqual([
      "application-received",
      "application-under-review",
    ]);
  });

  it("gives a member's address the same answer without creating an application", async () => {
    const member = await createMember(server);
    const before = await countApplications();
    const response = await call("anonymous", "POST", "/request", application(await newCode(), { email: member.email }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true, message: "Application submitted." });
    expect(await countApplications()).toBe(before);
  });

  it("refuses an unusable code with 'Invalid invitation code.' and changes nothing", async () => {
    const usedUp = await newCode(1);
    await call("anonymous", "POST", "/request", application(usedUp));
    const before = await countApplications();
    for (const code of ["NOT-A-REAL-CODE", usedUp]) {
      const response = await call("anonymous", "POST", "/request", application(code));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Invalid invitation code.");
    }
    expect(await countApplications()).toBe(before);
    expect(await codeUses(usedUp)).toBe(1);
  });

  it.each([
    [{ phone: "555-12" }, "Invalid phone number."],
    [{ phone: "+1-555123456" }, "Invalid phone number."],
    [{ email: "not-an-email" }, "Invalid email format."],
    [{ full_name: "   " }, "Please fill out all required fields."],
    [{ interests: [] }, "Please fill out all required fields."],
    [{ interests: ["Knitting"] }, undefined],
    [{ membershipType: "Founding" }, undefined],
    [{ membershipType: "Travel Host" }, "Please fill out all required fields."],
    [{ full_name: "x".repeat(101) }, undefined],
  ])("refuses %j with a 400 naming the problem, creating nothing", async (overrides, message) => {
    const code = await newCode();
    const before = await countApplications();
    const response = await call("anonymous", "POST", "/request", application(code, overrides));
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().details.map((d: { message: string }) => d.message)).toContain(message);
    expect(await countApplications()).toBe(before);
    expect(await codeUses(code)).toBe(0);
  });
});

describe("application review", () => {
  it.each([
    ["anonymous", 401],
    ["Standard", 403],
    ["Travel Host", 403],
    ["Founding", 403],
  ] as const)("is closed to %s callers", async (role, status) => {
    expect((await call(role, "GET", "/api/applications")).statusCode).toBe(status);
    expect((await call(role, "PATCH", "/api/applications/1/status", { accepted: true })).statusCode).toBe(status);
  });

  it("accepting emails a registration link for the type applied for; the link registers once", async () => {
    const body = application(await newCode(), { membershipType: "Standard" });
    await call("anonymous", "POST", "/request", body);
    const id = (await call("admin", "GET", "/api/applications"))
      .json()
      .find((a: { email: string }) => a.email === body.email).id;

    const accepted = await call("admin", "PATCH", `/api/applications/${id}/status`, { accepted: true });
    expect(accepted.statusCode).toBe(200);
    // No mail server here (SMTP_URL unset): the answer says so rather than "Invitation sent" (no-mail-server.test.ts).
    expect(accepted.json()).toEqual({
      ok: true,
      message: `Application accepted: ${body.email} is invited. No mail server is set up, so no email was sent. Copy the link and send it yourself.`,
    });
    const again = await call("admin", "PATCH", `/api/applications/${id}/status`, { accepted: false });
    expect(again.statusCode).toBe(409);

    const token = await linkToken(server, body.email, "/register/");
    const email = (await queuedEmails(server, body.email)).at(-1)!;
    expect(email.text_body).toContain(`https://club.example/register/${token}`);

    const check = await call("anonymous", "GET", `/api/register/validate-token/${token}`);
    // The link tells her holder the name she applied under, for the registration form to start from.
    expect(check.json()).toEqual({ email: body.email, type: "Standard", name: "Grace Hopper" });

    const wrongType = await call("anonymous", "POST", "/api/register", {
      token,
      name: "Grace",
      password: "Compilers-1952!",
      type: "Founding",
    });
    expect(wrongType.statusCode).toBe(403);
    const weak = await call("anonymous", "POST", "/api/register", {
      token,
      name: "Grace",
      password: "password",
      type: "Standard",
    });
    expect(weak.statusCode).toBe(400);

    const registered = await call("anonymous", "POST", "/api/register", {
      token,
      name: "Grace H.",
      password: "Compilers-1952!",
      type: "Standard",
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ ok: true, message: "Your account is ready. Welcome to the club." });
    // She lands signed in: the answer starts her session, and it is hers.
    const cookie = registered.cookies.find((c) => c.name.endsWith("salon_session"));
    expect(cookie?.httpOnly).toBe(true);
    const status = await server.app.inject({
      method: "GET",
      url: "/auth-status",
      headers: { cookie: `${cookie!.name}=${cookie!.value}` },
    });
    expect(status.json()).toMatchObject({ authenticated: true, user: { name: "Grace H.", type: "Standard" } });
    const login = await server.app.inject({
      method: "POST",
      url: "/login",
      payload: { email: body.email, password: "Compilers-1952!" },
    });
    expect(login.json().user).toMatchObject({ name: "Grace H.", type: "Standard", admin: false });

    const reused = await call("anonymous", "POST", "/api/register", {
      token,
      name: "Again",
      password: "Compilers-1952!",
      type: "Standard",
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe("Invalid or expired token. Please request a new invitation.");
    expect((await call("anonymous", "GET", `/api/register/validate-token/${token}`)).statusCode).toBe(404);

    const audit = (await call("admin", "GET", "/api/admin/audit-log")).json();
    expect(audit.map((e: { action: string; target: string }) => `${e.action} ${e.target}`)).toContain(
      `application.accept application:${id}`,
    );
    const entry = audit.find((e: { target: string }) => e.target === `application:${id}`);
    const applicant = await server.database.db
      .selectFrom("applications")
      .select("full_name")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(entry.target_name).toBe(applicant.full_name);
  });

  const pendingApplication = async (overrides: Record<string, unknown> = {}) => {
    const body = application(await newCode(), overrides);
    await call("anonymous", "POST", "/request", body);
    const id = (await call("admin", "GET", "/api/applications"))
      .json()
      .find((a: { email: string }) => a.email === body.email).id as number;
    return { body, id };
  };

  it("accepting as the member type the admin chose invites her as that type, and the audit log says so", async () => {
    const { body, id } = await pendingApplication({ membershipType: "Standard" });
    const accepted = await call("admin", "PATCH", `/api/applications/${id}/status`, {
      accepted: true,
      memberType: "Founding",
    });
    expect(accepted.statusCode).toBe(200);
    const token = await linkToken(server, body.email, "/register/");
    expect((await call("anonymous", "GET", `/api/register/validate-token/${token}`)).json()).toEqual({
      email: body.email,
      type: "Founding",
      name: "Grace Hopper",
    });
    expect((await queuedEmails(server, body.email)).at(-1)!.text_body).toContain("as a Founding member");
    const audit = (await call("admin", "GET", "/api/admin/audit-log")).json();
    const entry = audit.find((e: { target: string }) => e.target === `application:${id}`);
    expect(entry).toMatchObject({ action: "application.accept" });
    expect(JSON.stringify(entry)).toContain('"memberType":"Founding"');
  });

  it("accepting gives her type and tier together: she registers holding both (decision 52)", async () => {
    const { body, id } = await pendingApplication({ membershipType: "Standard" });
    const accepted = await call("admin", "PATCH", `/api/applications/${id}/status`, {
      accepted: true,
      memberType: "Standard",
      tier: "Executive",
    });
    expect(accepted.statusCode).toBe(200);
    const audit = (await call("admin", "GET", "/api/admin/audit-log")).json();
    expect(JSON.stringify(audit.find((e: { target: string }) => e.target === `application:${id}`))).toContain(
      '"tier":"Executive"',
    );
    const token = await linkToken(server, body.email, "/register/");
    const registered = await call("anonymous", "POST", "/api/register", {
      token,
      name: "Grace H.",
      password: "Compilers-1952!",
      type: "Standard",
    });
    expect(registered.statusCode).toBe(201);
    const cookie = registered.cookies.find((c) => c.name.endsWith("salon_session"))!;
    const mine = await server.app.inject({
      method: "GET",
      url: "/api/me/membership",
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(mine.json()).toMatchObject({ member_type: "Standard", tier: { id: "Executive" }, state: "active" });
  });

  it("refuses a tier the type may not hold, or no such tier, with a 400 naming it; nothing changes", async () => {
    const { body, id } = await pendingApplication({ membershipType: "Standard" });
    const before = await databaseSnapshot(server);
    for (const [memberType, tier] of [
      ["Travel Host", "Flying"],
      ["Standard", "Hosting"],
      ["Founding", "Gold"],
    ]) {
      const refused = await call("admin", "PATCH", `/api/applications/${id}/status`, {
        accepted: true,
        memberType,
        tier,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([{ path: "body.tier", message: expect.any(String) }]);
    }
    expect(await databaseSnapshot(server)).toEqual(before);
    const listed = (await call("admin", "GET", "/api/applications")).json();
    expect(listed.find((a: { id: number }) => a.id === id).accepted).toBeNull();
    expect((await queuedEmails(server, body.email)).map((e) => e.kind)).toEqual(["application-received"]);
    // The tier her type allows is taken.
    const accepted = await call("admin", "PATCH", `/api/applications/${id}/status`, {
      accepted: true,
      memberType: "Travel Host",
      tier: "Hosting",
    });
    expect(accepted.statusCode).toBe(200);
  });

  it("refuses a member type that is not one, changing nothing; a member may not choose one either", async () => {
    const { body, id } = await pendingApplication();
    for (const memberType of ["Gold", "", 3]) {
      const refused = await call("admin", "PATCH", `/api/applications/${id}/status`, { accepted: true, memberType });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toEqual(expect.any(String));
    }
    const byMember = await call("Founding", "PATCH", `/api/applications/${id}/status`, {
      accepted: true,
      memberType: "Founding",
    });
    expect(byMember.statusCode).toBe(403);
    const listed = (await call("admin", "GET", "/api/applications")).json();
    expect(listed.find((a: { id: number }) => a.id === id).accepted).toBeNull();
    expect((await queuedEmails(server, body.email)).map((e) => e.kind)).toEqual(["application-received"]);
  });

  it("rejecting sends no invitation", async () => {
    const body = application(await newCode());
    await call("anonymous", "POST", "/request", body);
    const id = (await call("admin", "GET", "/api/applications"))
      .json()
      .find((a: { email: string }) => a.email === body.email).id;
    const rejected = await call("admin", "PATCH", `/api/applications/${id}/status`, { accepted: false });
    expect(rejected.json()).toEqual({ ok: true, message: `Application from ${body.full_name} rejected.` });
    expect((await queuedEmails(server, body.email)).map((e) => e.kind)).toEqual(["application-received"]);
    const listed = (await call("admin", "GET", "/api/applications")).json();
    expect(listed.find((a: { id: number }) => a.id === id).accepted).toBe(false);
  });

  it("refuses a bad status body or id, and answers 404 for an unknown application", async () => {
    expect((await call("admin", "PATCH", "/api/applications/1/status", { accepted: "yes" })).statusCode).toBe(400);
    expect((await call("admin", "PATCH", "/api/applications/abc/status", { accepted: true })).statusCode).toBe(400);
    expect((await call("admin", "PATCH", "/api/applications/999999/status", { accepted: true })).statusCode).toBe(404);
  });

  it("refuses an unknown registration token", async () => {
    const response = await call("anonymous", "GET", "/api/register/validate-token/not-a-token");
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty("name");
    expect(response.json().error).toBe("Invalid or expired token. Please request a new invitation.");
  });
});
