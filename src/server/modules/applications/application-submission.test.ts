import { describe, expect, it } from "vitest";
import { actAs, createMember, queuedEmails, startTestServer } from "../../../../test/server/harness/test-app.ts";
import { applicationsClub } from "../../../../test/server/kits/applications-test-kit.ts";

const club = applicationsClub();
const { call, newCode, application, countApplications, codeUses } = club;

// POST /request: an application with an invitation code, its answers, and what it changes.

describe("POST /request", () => {
  it("takes an application, counts the code's use, and emails the applicant", async () => {
    const code = await newCode(5);
    const body = application(code);
    const response = await call("anonymous", "POST", "/request", body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true, message: "Application submitted." });
    expect(await codeUses(code)).toBe(1);
    const emails = await queuedEmails(club.server, body.email);
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

  it("keeps the tier she chose in step 3 (decision 61); older clients send none; a tier her type may not hold is a 400", async () => {
    const chosen = application(await newCode(5), { tier: "Executive" });
    expect((await call("anonymous", "POST", "/request", chosen)).statusCode).toBe(201);
    const older = application(await newCode(5));
    expect((await call("anonymous", "POST", "/request", older)).statusCode).toBe(201);
    const listed = (await call("admin", "GET", "/api/applications")).json() as { email: string }[];
    expect(listed.find((a) => a.email === chosen.email)).toMatchObject({
      membership_type: "Standard",
      membership_tier: "Executive",
    });
    expect(listed.find((a) => a.email === older.email)).toMatchObject({ membership_tier: null });

    const before = await countApplications();
    for (const tier of ["Hosting", "Gold"]) {
      const refused = await call("anonymous", "POST", "/request", application(await newCode(5), { tier }));
      expect(refused.statusCode, tier).toBe(400);
      expect(refused.json().details).toEqual([{ path: "body.tier", message: expect.any(String) }]);
    }
    const code = await newCode(5);
    expect((await call("anonymous", "POST", "/request", application(code, { tier: "x".repeat(41) }))).statusCode).toBe(
      400,
    );
    expect(await countApplications()).toBe(before);
    expect(await codeUses(code)).toBe(0);
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

  it("reads a national phone by the club settings' country, as the form does: after a PUT to GB, GB's way is taken", async () => {
    expect((await call("admin", "PUT", "/api/admin/club-settings", { country: "GB" })).statusCode).toBe(200);
    try {
      const british = application(await newCode(), { phone: "020 7946 0958" });
      expect((await call("anonymous", "POST", "/request", british)).statusCode).toBe(201);
      const listed = (await call("admin", "GET", "/api/applications")).json();
      expect(listed.find((a: { email: string }) => a.email === british.email)).toMatchObject({
        phone: "+442079460958",
      });

      const code = await newCode();
      const before = await countApplications();
      const american = await call("anonymous", "POST", "/request", application(code, { phone: "(415) 555-0198" }));
      expect(american.statusCode).toBe(400);
      expect(american.json()).toMatchObject({
        error: "Invalid phone number.",
        details: [{ path: "body.phone", message: "Invalid phone number." }],
      });
      expect(await countApplications()).toBe(before);
      expect(await codeUses(code)).toBe(0);
    } finally {
      await call("admin", "PUT", "/api/admin/club-settings", { country: "US" });
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
    expect((await queuedEmails(club.server, body.email)).map((e) => e.kind)).toEqual([
      "application-received",
      "application-under-review",
    ]);
  });

  it("gives a member's address the same answer without creating an application", async () => {
    const member = await createMember(club.server);
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
