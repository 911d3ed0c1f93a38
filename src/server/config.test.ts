import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { freePort, runServerToExit } from "../../test/server/harness/server-process.ts";

describe("loadConfig", () => {
  it("gives a working single-machine setup by default", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      mailRate: 10,
      clubName: "Salon",
      clubTimezone: "America/New_York",
      clubLocale: "en-US",
      clubCurrency: "USD",
      clubCountry: "US",
      clubContactEmail: null,
      mailingApprovalThreshold: 25,
      mailingCancelWindowMinutes: 2,
    });
    expect(config.publicUrl.href).toBe("http://localhost:3000/");
    expect(config.database).toEqual({ kind: "sqlite", file: path.resolve("data/salon.sqlite") });
    expect(config.secureCookies).toBe(false);
    expect(config.oidc).toBeUndefined();
    expect(config.membershipFees).toEqual({});
  });

  it("reads the membership fees as tier=fee pairs", () => {
    expect(
      loadConfig({ MEMBERSHIP_FEES: " Flying Member = Annual fee: $1,200 ; Hosting Member=A house, 1 month a year;" })
        .membershipFees,
    ).toEqual({ "Flying Member": "Annual fee: $1,200", "Hosting Member": "A house, 1 month a year" });
  });

  it("switches to PostgreSQL and secure cookies when asked", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://root@127.0.0.1:5432/test",
      PUBLIC_URL: "https://club.example",
    });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://root@127.0.0.1:5432/test" });
    expect(config.secureCookies).toBe(true);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["CLUB_TIMEZONE", "Mars/Olympus"],
    ["CLUB_LOCALE", "not a locale!"],
    ["CLUB_CURRENCY", "DOLLARS"],
    ["CLUB_COUNTRY", "USA"],
    ["CLUB_CONTACT_EMAIL", "nobody"],
    ["MAIL_RATE", "-1"],
    ["ADMIN_EMAIL", "not-an-email"],
    ["TRUST_PROXY", "maybe"],
    ["MEMBERSHIP_FEES", "Annual fee: $1,200"],
    ["MEMBERSHIP_FEES", "Flying Member="],
  ])("refuses %s=%s with one line naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name} .*"${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`),
    );
  });

  it("needs all three OpenID Connect settings together", () => {
    expect(() => loadConfig({ OIDC_ISSUER: "https://id.example" })).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/,
    );
  });
});

describe("starting the server with a bad setting", () => {
  it("prints one line naming the variable and exits non-zero", () => {
    const result = spawnSync(process.execPath, ["src/server/main.ts"], {
      env: { ...process.env, PORT: "not-a-port", DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "not-a-port")',
    ]);
  });
});

/** Recognisable in any output: a secret-bearing setting's rejected value carries it. */
const MARKER = "Sekr3tMarker";

/** All three OpenID Connect settings, the client's secret the marker. */
const oidcWithIssuer = (issuer: string) => ({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: "salon",
  OIDC_CLIENT_SECRET: MARKER,
});

describe("starting the server with a bad secret-bearing setting", () => {
  const closedPort = () => freePort();
  it.each([
    ["SECRET_KEY too short", async () => ({ SECRET_KEY: `${MARKER}-short` }), /SECRET_KEY must be at least 32/],
    ["METRICS_TOKEN too short", async () => ({ METRICS_TOKEN: MARKER }), /METRICS_TOKEN must be at least 24/],
    [
      "SMTP_URL with a password and the wrong scheme",
      async () => ({ SMTP_URL: `http://club:${MARKER}@mail.example` }),
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    ],
    [
      "DATABASE_URL with a password and the wrong scheme",
      async () => ({ DATABASE_URL: `mysql://club:${MARKER}@127.0.0.1/salon` }),
      /DATABASE_URL must be a postgres:\/\/ URL/,
    ],
    [
      "DATABASE_URL with a password, nobody listening",
      async () => ({ DATABASE_URL: `postgres://club:${MARKER}@127.0.0.1:${await closedPort()}/salon` }),
      /Could not start/,
    ],
    [
      "PUBLIC_URL with a password and the wrong scheme",
      async () => ({ PUBLIC_URL: `ftp://club:${MARKER}@club.example` }),
      /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/,
    ],
    [
      "PUBLIC_URL with a password (it would be in every emailed link and the start line)",
      async () => ({ PUBLIC_URL: `https://club:${MARKER}@club.example` }),
      /PUBLIC_URL must not carry a user or password/,
    ],
    [
      "OIDC_ISSUER with a password over https",
      async () => oidcWithIssuer(`https://client:${MARKER}@id.example`),
      /OIDC_ISSUER must not carry a user or password/,
    ],
    [
      "OIDC_ISSUER with a password over http",
      async () => oidcWithIssuer(`http://client:${MARKER}@id.example`),
      /OIDC_ISSUER must be an https:\/\/ URL/,
    ],
    [
      "OIDC_CLIENT_SECRET without the other two",
      async () => ({ OIDC_CLIENT_SECRET: MARKER }),
      /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together/,
    ],
    [
      "S3_SECRET_ACCESS_KEY without its key id",
      async () => ({ MEDIA_STORE: "s3", S3_BUCKET: "media", S3_SECRET_ACCESS_KEY: MARKER }),
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    ],
    [
      "S3_ENDPOINT with a password and the wrong scheme",
      async () => ({ MEDIA_STORE: "s3", S3_BUCKET: "media", S3_ENDPOINT: `ftp://key:${MARKER}@127.0.0.1` }),
      /S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
    ],
    [
      "S3_ENDPOINT with a password",
      async () => ({ MEDIA_STORE: "s3", S3_BUCKET: "media", S3_ENDPOINT: `http://key:${MARKER}@127.0.0.1:9000` }),
      /S3_ENDPOINT must not carry a user or password/,
    ],
    [
      "an S3 store that does not answer, its keys secret",
      async () => ({
        MEDIA_STORE: "s3",
        S3_BUCKET: "media",
        S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
        S3_ACCESS_KEY_ID: `id-${MARKER}`,
        S3_SECRET_ACCESS_KEY: MARKER,
        S3_FORCE_PATH_STYLE: "true",
      }),
      /Media store: could not reach the bucket "media" at http:\/\/127\.0\.0\.1:\d+\//,
    ],
    [
      "ADMIN_PASSWORD too long",
      async () => ({ ADMIN_EMAIL: "admin@club.example", ADMIN_PASSWORD: MARKER.repeat(100) }),
      /ADMIN_PASSWORD /,
    ],
  ])("%s: names the setting, never its value", async (_case, settings, expected) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "salon-config-secret-"));
    try {
      const result = runServerToExit({ DATA_DIR: dataDir, ...(await settings()) });
      const printed = `${result.stdout}\n${result.stderr}`;
      expect(result.status).toBe(1);
      expect(printed).toMatch(expected);
      expect(printed).not.toContain(MARKER.slice(0, 8));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
