import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    CLUB_NAME: "The Orchard",
    CLUB_TIMEZONE: "Europe/Paris",
    CLUB_LOCALE: "fr-FR",
    CLUB_CURRENCY: "eur",
    CLUB_COUNTRY: "fr",
    CLUB_CONTACT_EMAIL: "bonjour@orchard.example",
  });
});
afterAll(async () => {
  await server.close();
});

describe("GET /api/config", () => {
  it("answers the club's public facts to anyone", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clubName: "The Orchard",
      oidcEnabled: false,
      clubTimezone: "Europe/Paris",
      clubLocale: "fr-FR",
      clubCurrency: "EUR",
      clubCountry: "FR",
      clubContactEmail: "bonjour@orchard.example",
      mailConfigured: false,
    });
  });

  it("says whether a mail server is set up with a yes or no only: never its address, user or password", async () => {
    const withMail = await startTestServer({
      SMTP_URL: "smtps://club-mailer:hunter2-secret@mail.internal.example:465",
    });
    try {
      const response = await withMail.app.inject({ method: "GET", url: "/api/config" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ mailConfigured: true });
      for (const part of ["hunter2-secret", "club-mailer", "mail.internal.example", "465", "smtps"])
        expect(response.body).not.toContain(part);
    } finally {
      await withMail.close();
    }
  });
});
