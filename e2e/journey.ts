import { createHash } from "node:crypto";
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Every journey's browser comes from an address of its own, as members do: the e2e server trusts X-Forwarded-For
 * like one behind a proxy, so the per-address limits (10 sign-ins a minute) are one journey's, never shared by the
 * whole run. A retry comes from a new address. Pages of contexts a journey opens itself get it too.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const digest = createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}`).digest();
    const address = `10.${(digest[0]! % 254) + 1}.${(digest[1]! % 254) + 1}.${(digest[2]! % 254) + 1}`;
    await use({ ...extraHTTPHeaders, "x-forwarded-for": address });
  },
});
