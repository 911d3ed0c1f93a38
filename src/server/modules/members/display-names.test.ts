import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import { registrationInvitationsRepository } from "../registration/repository.ts";
import { actAs, startTestServer, TEST_PASSWORD, type TestServer } from "../../../../test/server/harness/test-app.ts";

/**
 * Display names (docs/product/limits.md#display-names): stored NFC-normalised, without control characters, bidi overrides and
 * isolates or zero-width characters, so that two members cannot look identical by trickery. Every call that
 * takes a person's name does the same (registration, application, settings); nothing left is a 400.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const CAFE_NFC = "Zoé Café";
/** [what is sent, what is stored] */
const CLEANED: [string, string][] = [
  ["Zoe\u0301 Cafe\u0301", CAFE_NFC], // decomposed accents
  ["Ada\u202E ecalevoL\u202C", "Ada ecalevoL"], // right-to-left override and pop
  ["\u2066Ada\u2069 Lovelace\u2067", "Ada Lovelace"], // isolates
  ["A\u200Bd\u200Ca\u200D Love\u2060lace\uFEFF", "Ada Lovelace"], // zero-width space, non-joiner, joiner, word joiner, BOM
  ["Ada\u0000 Lo\u0007ve\u001Blace\u007F\u0085", "Ada Lovelace"], // C0 and C1 controls
  ["Ada\tLovelace", "Ada Lovelace"], // a tab is a space
  ["  Ada \u00A0\u2003 Lovelace\n", "Ada Lovelace"], // runs of (any) spaces are one
  ["\u200E\u200FAda\u061C Lovelace", "Ada Lovelace"], // directional marks
];
const EMPTY_AFTER = ["\u202E\u202C", "\u200B\u200B", "\u0000", " \u2066 \u2069 ", "\uFEFF"];

async function registrationToken(type = "Standard") {
  const token = newToken();
  const email = `registrant-${newToken().slice(0, 8)}@example.com`.toLowerCase();
  await registrationInvitationsRepository(server.database.db).create({
    tokenHash: hashToken(token),
    email,
    type,
    applicationId: null,
  });
  return { token, email };
}

const storedName = async (email: string) =>
  (await server.database.db.selectFrom("users").select("name").where("email", "=", email).executeTakeFirst())?.name;

describe("display names", () => {
  it.each(CLEANED)("registration stores %j as %j", async (sent, stored) => {
    const { token, email } = await registrationToken();
    const response = await server.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { token, name: sent, password: TEST_PASSWORD, type: "Standard" },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedName(email)).toBe(stored);
  });

  it.each(CLEANED)("settings store %j as %j", async (sent, stored) => {
    const { cookie, member } = await actAs(server, "Standard");
    const response = await server.app.inject({
      method: "POST",
      url: "/update-user",
      headers: { cookie },
      payload: { name: sent },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.name).toBe(stored);
    expect(await storedName(member!.email)).toBe(stored);
  });

  it("an application stores the applicant's name cleaned", async () => {
    const { cookie } = await actAs(server, "admin");
    const code = (
      await server.app.inject({ method: "POST", url: "/api/admin/invitation-codes", headers: { cookie }, payload: {} })
    ).json().code as string;
    const email = `applicant-${newToken().slice(0, 8)}@example.com`.toLowerCase();
    const response = await server.app.inject({
      method: "POST",
      url: "/request",
      payload: {
        invitationCode: code,
        full_name: "\u202EZoe\u0301\u200B Cafe\u0301",
        email,
        phone: "+1-5551234567",
        reason: "To meet women who build things.",
        interests: ["Travel"],
        availability: "Weekends",
        membershipType: "Standard",
      },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const row = await server.database.db
      .selectFrom("applications")
      .select("full_name")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.full_name).toBe(CAFE_NFC);
  });

  it.each(EMPTY_AFTER)(
    "refuses a name that is nothing once cleaned (%j) with a 400, changing nothing",
    async (sent) => {
      const { cookie, member } = await actAs(server, "Standard");
      const settings = await server.app.inject({
        method: "POST",
        url: "/update-user",
        headers: { cookie },
        payload: { name: sent },
      });
      expect(settings.statusCode).toBe(400);
      expect(settings.json().details).toEqual([expect.objectContaining({ path: "body.name" })]);
      expect(await storedName(member!.email)).toBe(member!.name);

      const { token, email } = await registrationToken();
      const register = await server.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { token, name: sent, password: TEST_PASSWORD, type: "Standard" },
      });
      expect(register.statusCode).toBe(400);
      expect(await storedName(email)).toBeUndefined();
    },
  );

  it("keeps names that need no cleaning as they are", async () => {
    for (const name of [
      "Ada Lovelace",
      "María-José O'Neil",
      "李小龍",
      "Nguyễn Thị Minh Khai",
      "עדה לאבלייס",
      "👩🏽 Ada",
    ]) {
      const { cookie } = await actAs(server, "Standard");
      const response = await server.app.inject({
        method: "POST",
        url: "/update-user",
        headers: { cookie },
        payload: { name },
      });
      expect(response.json().user?.name, name).toBe(name.normalize("NFC"));
    }
  });
});
