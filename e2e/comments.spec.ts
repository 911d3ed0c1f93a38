import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { uploadThroughApi } from "./gallery-images.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

const RUN = Date.now().toString(36);
let other: TestMember;
let image: { id: string; title: string };
let eventId: string;

test.beforeAll(async () => {
  const admin = await adminApi();
  other = await createMember(admin, "Mary Shelley");
  // Without a title: the server gives one, and the file's name is shown to no one.
  image = await uploadThroughApi(admin, `salon-evening-${RUN}.jpg`);
  expect(image.title).toMatch(/^Photo by Admin, /);
  const event = await admin.post("/api/events", { data: { title: `Comments evening ${RUN}` } });
  expect(event.status(), await event.text()).toBe(201);
  eventId = ((await event.json()) as { id: string }).id;
  await admin.dispose();
});

const item = (scope: Locator, text: string) => scope.getByRole("listitem").filter({ hasText: text });

async function post(scope: Locator, text: string) {
  await scope.getByLabel("Add a comment").click();
  await expect(scope.getByRole("button", { name: "Post" })).toBeDisabled();
  await scope.getByLabel("Add a comment").fill(text);
  await scope.getByRole("button", { name: "Post" }).click();
  await expect(item(scope, text)).toBeVisible();
  await expect(scope.getByLabel("Add a comment")).toHaveValue("");
  await expect(scope.getByRole("button", { name: "Post" })).toBeHidden();
}

/** Post, like, unlike, edit, cancel an edit, in the widget found by `scope`. */
async function converse(page: Page, scope: Locator) {
  await expect(scope.getByText("No comments yet. Be the first to comment!")).toBeVisible();
  await expect(scope.getByRole("heading", { name: "0 Comments" })).toBeVisible();
  await post(scope, "First thoughts on the evening.");
  await expect(scope.getByRole("heading", { name: "1 Comment" })).toBeVisible();
  const mine = item(scope, "First thoughts on the evening.");
  await expect(mine.getByText("commented")).toBeVisible();

  await mine.getByRole("button", { name: "Likes 0" }).click();
  await expect(mine.getByRole("button", { name: "Likes 1" })).toHaveAttribute("aria-pressed", "true");
  await mine.getByRole("button", { name: "Likes 1" }).click();
  await expect(mine.getByRole("button", { name: "Likes 0" })).toHaveAttribute("aria-pressed", "false");

  // While edited, the content is an input: the comment is found by its position (the only one).
  const editing = scope.locator(".comment").first();
  await mine.getByRole("button", { name: "Edit" }).click();
  await editing.getByLabel("Edit comment").fill("Not this");
  await editing.getByRole("button", { name: "Cancel" }).click();
  await expect(mine.getByText("First thoughts on the evening.")).toBeVisible();
  await mine.getByRole("button", { name: "Edit" }).click();
  await editing.getByLabel("Edit comment").fill("Second thoughts, see https://example.org/programme");
  await editing.getByRole("button", { name: "Save" }).click();
  const edited = item(scope, "Second thoughts");
  await expect(edited.getByRole("link", { name: "https://example.org/programme" })).toHaveAttribute("rel", /noopener/);
  await expectAccessible(page);
}

test("comments on an image: post, like, unlike, edit and cancel; another member's view; deleting", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  await page.goto(`/gallery?image=${image.id}`);
  const dialog = page.getByRole("dialog", { name: image.title });
  await converse(page, dialog);

  // Another member sees it, may like it, but neither edits nor deletes it; she adds her own.
  const context = await browser.newContext();
  const hers = await context.newPage();
  await logInAs(hers, other);
  await hers.goto(`/gallery?image=${image.id}`);
  const herDialog = hers.getByRole("dialog", { name: image.title });
  await expect(herDialog).toBeVisible();
  await expect(hers.getByText(/salon-evening/)).toHaveCount(0);
  const adminsComment = item(herDialog, "Second thoughts");
  await expect(adminsComment.getByText("Admin")).toBeVisible();
  await expect(adminsComment.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(adminsComment.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await adminsComment.getByRole("button", { name: "Likes 0" }).click();
  await expect(adminsComment.getByRole("button", { name: "Likes 1" })).toBeVisible();
  await post(herDialog, "Wish I had been there.");
  await expect(item(herDialog, "Wish I had been there.").getByRole("button", { name: "Edit" })).toBeVisible();
  await context.close();

  // The admin sees both, newest first; may delete hers (not edit it), and deletes her own.
  await page.reload();
  await expect(dialog.getByRole("heading", { name: "2 Comments" })).toBeVisible();
  await expect(dialog.locator(".comment").first()).toContainText("Wish I had been there.");
  const herComment = item(dialog, "Wish I had been there.");
  await expect(herComment.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(item(dialog, "Second thoughts").getByRole("button", { name: "Likes 1" })).toBeVisible();
  await herComment.getByRole("button", { name: "Delete" }).click();
  await expect(herComment).toHaveCount(0);
  await item(dialog, "Second thoughts").getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByText("No comments yet. Be the first to comment!")).toBeVisible();
});

test("comments on an event's Notes and Comments tab", async ({ page }) => {
  await logInAs(page, other);
  await page.goto(`/events/${eventId}?tab=notes`);
  const panel = page.getByRole("tabpanel");
  await converse(page, panel);
  await item(panel, "Second thoughts").getByRole("button", { name: "Delete" }).click();
  await expect(panel.getByText("No comments yet. Be the first to comment!")).toBeVisible();
});

test("a comment says when it was written, the exact time on hover and focus, and posting logs nothing to the console", async ({
  page,
}) => {
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`/events/${eventId}?tab=notes`);
  const panel = page.getByRole("tabpanel");
  const input = panel.getByLabel("Add a comment");
  await input.click();
  await input.pressSequentially("Thank you @Mary S");
  await page.getByRole("listbox", { name: "Members to mention" }).getByRole("option").first().waitFor();
  await input.press("Enter");
  await input.pressSequentially(" for the reading list, and see you soon.");
  await expect(input).toHaveValue("Thank you @Mary Shelley for the reading list, and see you soon.");
  await panel.getByRole("button", { name: "Post" }).click();
  const posted = item(panel, "for the reading list");
  const time = posted.getByRole("button", { name: "commented" });
  await expect(time).toHaveText("commented");
  await time.hover();
  await expect(posted.getByRole("tooltip")).toBeVisible();
  await expect(posted.getByRole("tooltip")).toContainText(String(new Date().getUTCFullYear()));
  await page.mouse.move(0, 0);
  await expect(posted.getByRole("tooltip")).toBeHidden();
  await time.focus();
  await expect(posted.getByRole("tooltip")).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
  await posted.getByRole("button", { name: "Delete" }).click();
  await expect(posted).toHaveCount(0);
});
