import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("gives a working single-machine setup by default", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      mailRate: 10,
      clubName: "Salon",
      clubTimezone: "America/New_York",
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
    ["DATABASE_URL", "mysql://x"],
    ["CLUB_TIMEZONE", "Mars/Olympus"],
    ["MAIL_RATE", "-1"],
    ["ADMIN_EMAIL", "not-an-email"],
    ["SMTP_URL", "http://mail"],
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
