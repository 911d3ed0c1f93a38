import { expect, test } from "@playwright/test";
import { wholePage } from "../support.ts";
import { makeImage, PALETTES } from "../gallery-images.ts";
import { adminApi, createMember, logInAs } from "../members.ts";
import { createTravelHost, inDays } from "../stays-hosts.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

const HOMES = [
  { title: "Villa dei Limoni", city: "Positano", region: "Campania", country: "Italy", type: "Villa", sleeps: 6 },
  {
    title: "Maison des Oliviers",
    city: "Villefranche-sur-Mer",
    region: "Provence",
    country: "France",
    type: "Farmhouse",
    sleeps: 4,
  },
  { title: "Casa Azul", city: "Cadaqués", region: "Catalonia", country: "Spain", type: "House by the sea", sleeps: 8 },
];

test("stays: the grid, a home, the listing form and a confirmed stay at 1280 and 390 px", async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await adminApi();
  const host = await createTravelHost(admin, "Helena Marchetti");
  const guest = await createMember(admin, "Maria Lindqvist");
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await logInAs(hostPage, host);
  const ids: string[] = [];
  for (const [index, home] of HOMES.entries()) {
    const made = await hostPage.request.post("/api/stays", {
      data: {
        ...home,
        description:
          "A terrace over the sea, lemon trees and a long table under the pergola. Mornings are for the market; evenings for the terrace.",
        address: "Via Cristoforo Colombo 12, 84017 Positano",
        bedrooms: Math.ceil(home.sleeps / 2),
        amenities: ["wifi", "sea-view", "kitchen", "garden", "air-conditioning"],
        rules: "No smoking indoors. Quiet after eleven.",
        nightly_contribution: 150 + index * 50,
        availability: [{ from: inDays(5), to: inDays(90), min_nights: 2, max_nights: 14 }],
        published: true,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    ids.push(id);
    for (const [shot, [width, height]] of [
      [1600, 1067],
      [1200, 800],
      [1400, 933],
    ].entries()) {
      const buffer = await makeImage("jpeg", width!, height!, PALETTES[(index + shot) % PALETTES.length]!);
      const photo = await hostPage.request.post(`/api/stays/${id}/photos`, {
        multipart: { image: { name: "home.jpg", mimeType: "image/jpeg", buffer } },
      });
      expect(photo.status()).toBe(201);
    }
  }
  const guestContext = await browser.newContext();
  const page = await guestContext.newPage();
  await logInAs(page, guest);
  const asked = await page.request.post(`/api/stays/${ids[0]}/requests`, {
    data: { from: inDays(20), to: inDays(24), guests: 2, message: "Two of us, for a quiet week of writing." },
  });
  const requestId = ((await asked.json()) as { id: string }).id;
  expect((await hostPage.request.patch(`/api/stay-requests/${requestId}`, { data: { status: "accepted" } })).ok()).toBe(
    true,
  );

  for (const width of [1280, 390]) {
    const viewport = { width, height: width > 800 ? 900 : 844 };
    await page.setViewportSize(viewport);
    await hostPage.setViewportSize(viewport);
    await page.goto(`/stays?from=${inDays(30)}&to=${inDays(34)}&guests=2`);
    await expect(page.getByRole("link", { name: /Casa Azul/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await wholePage(page, `${DIR}/${width}-stays.png`);
    await page.goto(`/stays/${ids[0]}?from=${inDays(30)}&to=${inDays(34)}&guests=2`);
    await expect(page.getByRole("heading", { name: "Villa dei Limoni", level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await wholePage(page, `${DIR}/${width}-stay.png`);
    await page.goto(`/stays/requests?request=${requestId}`);
    await expect(page.getByText("Confirmed")).toBeVisible();
    await wholePage(page, `${DIR}/${width}-stay-request.png`);
    await hostPage.goto("/stays/new");
    await expect(hostPage.getByLabel("Type of home")).toHaveValue("Villa");
    await wholePage(hostPage, `${DIR}/${width}-stay-new.png`);
    await hostPage.goto("/stays/requests");
    await expect(hostPage.getByRole("heading", { name: "Requests for my homes" })).toBeVisible();
    await hostPage.waitForLoadState("networkidle");
    await wholePage(hostPage, `${DIR}/${width}-stay-requests.png`);
  }
  await hostContext.close();
  await guestContext.close();
  await admin.dispose();
});
