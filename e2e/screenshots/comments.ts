import { expect, test } from "@playwright/test";
import { adminApi, createMember } from "../members.ts";
import { logInThroughTheForm } from "../support.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

test("mention suggestions and a mentioned comment at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(150_000);
  const admin = await adminApi();
  for (const name of ["Margaret Mead", "Maria Montessori", "Marguerite Yourcenar"]) await createMember(admin, name);
  await admin.dispose();
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  const event = await page.request.post("/api/events", {
    data: { title: "Salon: The Years", description: "Annie Ernaux, read together over two evenings." },
  });
  const eventId = ((await event.json()) as { id: string }).id;
  const members = (await (await page.request.get("/api/members?q=Margaret")).json()) as { user_id: number }[];
  const posted = await page.request.post("/api/comments", {
    data: {
      commentableId: eventId,
      content: "@Margaret Mead, would you open the second evening? The chapter on the sixties is yours.",
      mentions: [members[0]!.user_id],
    },
  });
  const commentId = ((await posted.json()) as { id: number }).id;

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto(`/events/${eventId}?tab=notes`);
    const input = page.getByLabel("Add a comment");
    await input.click();
    await input.pressSequentially("Lovely idea — and @mar");
    await expect(page.getByRole("listbox", { name: "Members to mention" }).getByRole("option")).toHaveCount(3);
    await input.press("ArrowDown");
    await page.getByRole("listbox", { name: "Members to mention" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${DIR}/${width}-comment-mentions.png` });

    await page.goto(`/events/${eventId}?tab=notes#comment-${commentId}`);
    await expect(page.locator(`#comment-${commentId}`)).toBeFocused();
    await page.screenshot({ path: `${DIR}/${width}-comment-targeted.png`, animations: "disabled" });

    await page.locator(`#comment-${commentId} .comment__time`).focus();
    await expect(page.locator(`#comment-${commentId}`).getByRole("tooltip")).toBeVisible();
    await page.screenshot({ path: `${DIR}/${width}-comment-exact-time.png`, animations: "disabled" });
  }
});
