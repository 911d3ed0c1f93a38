import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { startTestServer, type TestServer } from "../../../test/server/harness/test-app.ts";
import { cssString, membershipFeesCss, withMembershipFees } from "./membership-fees.ts";

describe("the membership fees' style block", () => {
  it("writes each fee as a CSS string nothing can leave: quotes, backslashes and a closing style tag are escaped", () => {
    expect(cssString("Annual fee 900")).toBe('"Annual fee 900"');
    const hostile = cssString('x"}</style><script>alert(1)</script>\\');
    expect(hostile.slice(1, -1)).not.toMatch(/["<>{}]/);
    expect(hostile.slice(1, -1)).not.toMatch(/\\(?![0-9a-f]+ )/);
  });

  it("is nothing while no fee is set, and keys each fee by its tier's name", () => {
    expect(withMembershipFees("<head></head>", {})).toBe("<head></head>");
    expect(membershipFeesCss({ "Flying Member": "$1" })).toBe(
      '.tiers .tier__fee[data-tier="Flying Member"]{display:block}' +
        '.tiers .tier__fee[data-tier="Flying Member"]>*{display:none}' +
        '.tiers .tier__fee[data-tier="Flying Member"]::before{content:"\\24 1"}',
    );
  });
});

let server: TestServer;
let app: FastifyInstance;
let dist: string;
beforeAll(async () => {
  server = await startTestServer();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "salon-fees-"));
  fs.mkdirSync(path.join(dist, "prerendered"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    "<!doctype html><head><title>Salon</title></head><div id=root></div>",
  );
  fs.writeFileSync(
    path.join(dist, "prerendered", "membership.html"),
    '<!doctype html><head><style>p{}</style></head><div id="root"><p class="tier__fee" data-tier="Flying Member"></p></div>',
  );
  app = await buildApp({
    config: { ...server.config, membershipFees: { "Flying Member": "Annual fee: $1,200" } },
    database: server.database,
    webDistDir: dist,
  });
});
afterAll(async () => {
  await app.close();
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("pages of a club that has set its fees (MEMBERSHIP_FEES)", () => {
  it.each(["/membership", "/calendar"])(
    "%s carries the fees' style block, allowed by its hash in the CSP",
    async (url) => {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      const css = membershipFeesCss({ "Flying Member": "Annual fee: $1,200" });
      expect(page.body).toContain(`<style>${css}</style></head>`);
      const hash = createHash("sha256").update(css).digest("base64");
      expect(page.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
    },
  );
});
