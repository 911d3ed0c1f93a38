import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { PALETTES, uploadThroughApi } from "./gallery-images.ts";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { createTravelHost } from "./stays-hosts.ts";
import { expectAccessible } from "./support.ts";

const RUN = Date.now().toString(36);
const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";
const TITLE = `Salon of the Lantern ${RUN}`;
const FLYING_FEE = 4500;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A member's own browser, whose console errors the journey collects. */
async function pageOf(browser: Browser, member: TestMember, errors: string[]) {
  const page = await (await browser.newContext()).newPage();
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${member.name}: ${message.text()}`);
  });
  await logInAs(page, member);
  return page;
}

/** One piece in her showcase, uploaded as hers. */
async function showcase(page: Page, title: string, medium: string, palette: [string, string, string]) {
  const image = await uploadThroughApi(page.request, `${title}.jpg`, palette);
  const saved = await page.request.put("/api/me/showcase", {
    data: { pieces: [{ image_id: image.id, title, medium }] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function setTerm(admin: APIRequestContext, email: string, tier: string, start: number, end: number) {
  const users = (await (await admin.get("/api/users")).json()) as { user_id: number; email: string }[];
  const userId = users.find((u) => u.email === email)!.user_id;
  const set = await admin.put(`/api/admin/members/${userId}/membership`, {
    data: { tier, term_start: day(start), term_end: day(end) },
  });
  expect(set.ok(), await set.text()).toBe(true);
}

/** The part of the page at 1280 and 390 px, from the top of the page so the sticky header covers none of it. */
async function shoot(page: Page, name: string, target: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const clip = (await target.boundingBox())!;
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, clip, animations: "disabled" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(
      width,
    );
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an organiser opens an exhibition; a Flying member exhibits for her tier's fee, an Executive free, a lapsed member not at all (decision 72)", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await adminApi();
  const before = (await (await admin.get("/api/admin/tiers")).json()) as { tiers: Record<string, unknown>[] };
  const errors: string[] = [];
  try {
    const withFee = before.tiers.map((t) => (t.id === "Flying" ? { ...t, exhibiting_fee: FLYING_FEE } : t));
    expect((await admin.put("/api/admin/tiers", { data: { tiers: withFee } })).ok()).toBe(true);
    const organiser = await createTravelHost(admin, `Rosa Bonheur ${RUN}`);
    const flying = await createMember(admin, `Berthe Morisot ${RUN}`);
    const executive = await createMember(admin, `Mary Cassatt ${RUN}`);
    const lapsed = await createMember(admin, `Camille Claudel ${RUN}`);
    await setTerm(admin, flying.email, "Flying", -10, 355);
    await setTerm(admin, executive.email, "Executive", -10, 355);
    await setTerm(admin, lapsed.email, "Flying", -10, 355);

    // The organiser makes her event an exhibition from its page.
    const host = await pageOf(browser, organiser, errors);
    const created = await host.request.post("/api/events", {
      data: {
        title: TITLE,
        description: "Members hang their work for an evening.",
        event_date: day(21),
        start_time: "18:00",
        end_time: "21:00",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId = ((await created.json()) as { id: string }).id;
    const eventUrl = `/events/${eventId}`;
    await host.goto(eventUrl);
    await host
      .getByRole("region", { name: "Exhibition" })
      .getByRole("button", { name: "Make this an exhibition" })
      .click();
    const hostPanel = host.getByRole("region", { name: "Exhibition" });
    await expect(hostPanel.getByRole("heading", { level: 2, name: "Exhibition" })).toBeVisible();
    await expect(hostPanel.getByText("No piece is exhibited yet.")).toBeVisible();
    await expect(hostPanel.getByRole("button", { name: "Stop the exhibition" })).toBeVisible();
    await expectAccessible(host);

    // The lapsed member's piece was in her showcase before her term ended.
    const late = await pageOf(browser, lapsed, errors);
    await showcase(late, "Waltz", "Bronze", PALETTES[2]!);
    await setTerm(admin, lapsed.email, "Flying", -500, -135);

    // The Flying member exhibits a piece: the fee is said before, and is on her ledger after.
    const berthe = await pageOf(browser, flying, errors);
    await showcase(berthe, "Harbour at Dusk", "Oil on linen", PALETTES[0]!);
    await berthe.goto(eventUrl);
    const panel = berthe.getByRole("region", { name: "Exhibition" });
    await expect(panel.getByLabel("Your piece").locator("option")).toHaveText(["Harbour at Dusk"]);
    await expect(
      panel.getByText("Exhibiting costs $45.00 in your tier, charged to your membership ledger."),
    ).toBeVisible();
    await expectAccessible(berthe);
    await shoot(berthe, "exhibition-form", panel);
    await panel.getByRole("button", { name: "Exhibit this piece" }).click();
    await expect(panel.getByRole("status")).toHaveText("Your piece is exhibited.");
    const piece = panel.getByRole("listitem").filter({ hasText: "Harbour at Dusk" });
    await expect(piece.getByRole("img", { name: "Harbour at Dusk" })).toBeVisible();
    await expect(piece.getByText("Oil on linen")).toBeVisible();
    await expect(piece.getByText(`by ${flying.name}`)).toBeVisible();
    await expect(piece.getByRole("button", { name: "Withdraw “Harbour at Dusk”" })).toBeVisible();
    await expectAccessible(berthe);
    await shoot(berthe, "exhibition-flying", panel);

    await berthe.goto("/settings#membership");
    const mine = berthe.getByRole("region", { name: "My membership" });
    const line = mine.getByRole("row", { name: new RegExp(`Exhibiting fee: “Harbour at Dusk” at ${TITLE}`) });
    await expect(line.getByRole("cell", { name: "$45.00" })).toBeVisible();
    await expect(mine.getByRole("definition").filter({ hasText: "$45.00" })).toHaveCount(2);
    await expectAccessible(berthe);
    await shoot(berthe, "my-membership-flying", mine);

    // The Executive member exhibits free: nothing on her ledger.
    const mary = await pageOf(browser, executive, errors);
    await showcase(mary, "Mother and Child", "Pastel", PALETTES[1]!);
    await mary.goto(eventUrl);
    const hers = mary.getByRole("region", { name: "Exhibition" });
    await expect(hers.getByText("Exhibiting is free in your tier.")).toBeVisible();
    await hers.getByRole("button", { name: "Exhibit this piece" }).click();
    await expect(hers.getByRole("status")).toHaveText("Your piece is exhibited.");
    await expect(hers.getByRole("listitem")).toHaveCount(2);
    await expect(hers.getByRole("button", { name: /^Withdraw/ })).toHaveCount(1);
    await mary.goto("/settings#membership");
    const marys = mary.getByRole("region", { name: "My membership" });
    await expect(marys.getByText("Nothing owed")).toBeVisible();
    await expect(marys.getByText(/Exhibiting fee/)).toHaveCount(0);
    await expectAccessible(mary);
    await shoot(mary, "my-membership-executive", marys);

    // The lapsed member sees the pieces and why she cannot add hers; the server refuses her too.
    await late.goto(eventUrl);
    const seen = late.getByRole("region", { name: "Exhibition" });
    await expect(seen.getByRole("listitem")).toHaveCount(2);
    await expect(seen.getByText("Your membership has lapsed, so you cannot exhibit a piece.")).toBeVisible();
    await expect(seen.getByRole("link", { name: "Renew it on My membership" })).toHaveAttribute(
      "href",
      "/settings#membership",
    );
    await expect(seen.getByLabel("Your piece")).toHaveCount(0);
    await expectAccessible(late);
    await shoot(late, "exhibition-lapsed", seen);
    const pieces = (await (await late.request.get("/api/me/showcase")).json()) as { pieces: { image_id: string }[] };
    const refused = await late.request.post(`/api/events/${eventId}/exhibits`, {
      data: { image_id: pieces.pieces[0]!.image_id },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("membership_lapsed");

    // The organiser sees both pieces, may take either down, and may no longer stop the exhibition.
    await host.reload();
    await expect(hostPanel.getByRole("listitem")).toHaveCount(2);
    await expect(hostPanel.getByRole("button", { name: /^Withdraw/ })).toHaveCount(2);
    await expect(hostPanel.getByRole("button", { name: "Stop the exhibition" })).toHaveCount(0);
    await expectAccessible(host);
    await shoot(host, "exhibition-organiser", hostPanel);
    expect(errors).toEqual([]);
  } finally {
    // Other journeys read the tiers as seeded: put them back.
    await admin.put("/api/admin/tiers", { data: before });
    await admin.dispose();
  }
});
