import { expect, test } from "@playwright/test";
import { makeImage, PALETTES } from "../gallery-images.ts";
import { logInThroughTheForm, wholePage } from "../support.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";
const SHAPES: [number, number][] = [
  [1600, 1067],
  [900, 1200],
  [1200, 1200],
  [1800, 900],
  [1000, 1400],
  [1500, 1000],
  [1400, 933],
];

test("the gallery, its detail dialog and Gallery Mode at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(120_000);
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  for (const [index, [width, height]] of SHAPES.entries()) {
    const buffer = await makeImage(index % 2 ? "png" : "jpeg", width, height, PALETTES[index % PALETTES.length]!);
    const answer = await page.request.post("/upload-image", {
      multipart: {
        title: [
          "Terrace at dusk",
          "The garden room",
          "Atelier, morning",
          "Lake house",
          "Gallery night",
          "Tea on the lawn",
          "Harbour walk",
        ][index]!,
        tags: "salon",
        image: { name: `photo-${index}.jpg`, mimeType: index % 2 ? "image/png" : "image/jpeg", buffer },
      },
    });
    expect(answer.status()).toBe(201);
    if (index === 0) {
      const { id } = (await answer.json()) as { id: string };
      await page.request.put(`/api/images/${id}`, {
        data: {
          description:
            "The first warm evening of the season: the terrace, the lanterns, and a long table set for twelve.",
        },
      });
      await page.request.post("/api/comments", {
        data: { commentableId: id, content: "What a light. Let us do this again in June." },
      });
    }
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto("/gallery");
    await expect(page.getByRole("button", { name: "Terrace at dusk" }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await wholePage(page, `${DIR}/${width}-gallery.png`);
    await page.getByRole("button", { name: "Manage Media" }).click();
    await page.getByRole("button", { name: "Atelier, morning" }).first().click();
    await page.screenshot({ path: `${DIR}/${width}-gallery-manage.png` });
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Terrace at dusk" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Terrace at dusk" });
    await expect(dialog.getByText("What a light.")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${DIR}/${width}-gallery-detail.png`, animations: "disabled" });
    await dialog.getByRole("button", { name: "Gallery Mode" }).click();
    await expect(page.locator(".yarl__slide_current img")).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${DIR}/${width}-gallery-lightbox.png` });
    await page.keyboard.press("Escape");
  }
});
