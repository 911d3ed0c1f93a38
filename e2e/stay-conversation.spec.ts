import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs } from "./members.ts";
import { expectAccessible } from "./support.ts";
import { createTravelHost, inDays } from "./stays-hosts.ts";

// A guest and a host agree on a key handover in the stay request's conversation (docs/product/conversations.md).

const SHOTS = "test-results/stay-conversation";

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a guest asks for a stay, writes from her request card; the host reads it live and they agree on the keys", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi();
  const host = await createTravelHost(admin, "Livia Costa");
  const guest = await createMember(admin, "Clara Weiss");

  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await logInAs(hostPage, host);
  const made = await hostPage.request.post("/api/stays", {
    data: {
      title: "Casa dei Fichi",
      type: "House",
      city: "Amalfi",
      country: "Italy",
      address: "Via dei Fichi 9, Amalfi",
      sleeps: 2,
      bedrooms: 1,
      availability: [{ from: inDays(10), to: inDays(60), min_nights: 2, max_nights: 10 }],
      published: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const stayId = ((await made.json()) as { id: string }).id;

  // The guest asks, then opens the conversation from her request's card.
  const guestContext = await browser.newContext();
  const page = await guestContext.newPage();
  await logInAs(page, guest);
  await page.goto(`/stays/${stayId}?from=${inDays(20)}&to=${inDays(23)}`);
  await page.getByLabel("A note to the host").fill("We arrive by the late ferry.");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Awaiting the host")).toBeVisible();
  await page.getByRole("link", { name: /^Write to Livia Costa/ }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]+$/);
  const conversationUrl = page.url();
  await expect(page.locator(".message").filter({ hasText: "We arrive by the late ferry." })).toBeVisible();

  // The host opens it too, before the guest writes again.
  await hostPage.goto(new URL(conversationUrl).pathname);
  await expect(hostPage.locator(".message").filter({ hasText: "We arrive by the late ferry." })).toBeVisible();

  await page.getByLabel("Your message").fill("The ferry lands at 23:10. Could we collect the keys that late?");
  await page.getByRole("button", { name: "Send", exact: true }).click();

  // She reads it without reloading, and answers; the guest sees the answer without reloading either.
  await expect(hostPage.locator(".message").filter({ hasText: "collect the keys that late" })).toBeVisible();
  await hostPage
    .getByLabel("Your message")
    .fill("Of course: the key is in the lockbox by the gate, code sent on the day.");
  await hostPage.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.locator(".message").filter({ hasText: "the key is in the lockbox by the gate" })).toBeVisible();
  await page.getByLabel("Your message").fill("Perfect, thank you!");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(hostPage.locator(".message").filter({ hasText: "Perfect, thank you!" })).toBeVisible();

  // Nothing in it carries the address before the host accepts.
  await expect(page.getByText("Via dei Fichi 9")).toHaveCount(0);
  await expect(hostPage.getByRole("heading", { level: 2, name: "Clara Weiss" })).toBeVisible();
  await expectAccessible(page);
  await expectAccessible(hostPage);
  await shots(page, "guest");
  await shots(hostPage, "host");

  await hostContext.close();
  await guestContext.close();
  await admin.dispose();
});
