import { describe, expect, it } from "vitest";
import { linkToken, queuedEmails } from "../../../../test/server/harness/test-app.ts";
import { applicationsClub } from "../../../../test/server/kits/applications-test-kit.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";

const club = applicationsClub();
const { call, newCode, application } = club;

// The admins' review: who may read and decide, acceptance with type and tier, rejection, registration links.

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
    // No mail server here (SMTP_URL unset): the answer says so rather than "Invitation sent" (no-mail-club.server.test.ts).
    expect(accepted.json()).toEqual({
      ok: true,
      message: `Application accepted: ${body.email} is invited. No mail server is set up, so no email was sent. Copy the link and send it yourself.`,
    });
    const again = await call("admin", "PATCH", `/api/applications/${id}/status`, { accepted: false });
    expect(again.statusCode).toBe(409);

    const token = await linkToken(club.server, body.email, "/register/");
    const email = (await queuedEmails(club.server, body.email)).at(-1)!;
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
    const status = await club.server.app.inject({
      method: "GET",
      url: "/auth-status",
      headers: { cookie: `${cookie!.name}=${cookie!.value}` },
    });
    expect(status.json()).toMatchObject({ authenticated: true, user: { name: "Grace H.", type: "Standard" } });
    const login = await club.server.app.inject({
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
    const applicant = await club.server.database.db
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
    const token = await linkToken(club.server, body.email, "/register/");
    expect((await call("anonymous", "GET", `/api/register/validate-token/${token}`)).json()).toEqual({
      email: body.email,
      type: "Founding",
      name: "Grace Hopper",
    });
    expect((await queuedEmails(club.server, body.email)).at(-1)!.text_body).toContain("as a Founding member");
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
    const token = await linkToken(club.server, body.email, "/register/");
    const registered = await call("anonymous", "POST", "/api/register", {
      token,
      name: "Grace H.",
      password: "Compilers-1952!",
      type: "Standard",
    });
    expect(registered.statusCode).toBe(201);
    const cookie = registered.cookies.find((c) => c.name.endsWith("salon_session"))!;
    const mine = await club.server.app.inject({
      method: "GET",
      url: "/api/me/membership",
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(mine.json()).toMatchObject({ member_type: "Standard", tier: { id: "Executive" }, state: "active" });
  });

  it("refuses a tier the type may not hold, or no such tier, with a 400 naming it; nothing changes", async () => {
    const { body, id } = await pendingApplication({ membershipType: "Standard" });
    const before = await databaseSnapshot(club.server);
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
    expect(await databaseSnapshot(club.server)).toEqual(before);
    const listed = (await call("admin", "GET", "/api/applications")).json();
    expect(listed.find((a: { id: number }) => a.id === id).accepted).toBeNull();
    expect((await queuedEmails(club.server, body.email)).map((e) => e.kind)).toEqual(["application-received"]);
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
    expect((await queuedEmails(club.server, body.email)).map((e) => e.kind)).toEqual(["application-received"]);
  });

  it("rejecting sends no invitation", async () => {
    const body = application(await newCode());
    await call("anonymous", "POST", "/request", body);
    const id = (await call("admin", "GET", "/api/applications"))
      .json()
      .find((a: { email: string }) => a.email === body.email).id;
    const rejected = await call("admin", "PATCH", `/api/applications/${id}/status`, { accepted: false });
    expect(rejected.json()).toEqual({ ok: true, message: `Application from ${body.full_name} rejected.` });
    expect((await queuedEmails(club.server, body.email)).map((e) => e.kind)).toEqual(["application-received"]);
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
