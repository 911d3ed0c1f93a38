import { expect, test } from "./journey.ts";
import { ADMIN } from "../playwright.config.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { expectAccessible, submitTheLoginForm, waitForEmail } from "./support.ts";

const RUN = Date.now().toString(36);
let author: TestMember;
let mentioned: TestMember;
let eventId: string;

test.beforeAll(async () => {
  const admin = await adminApi();
  author = await createMember(admin, `Ada Yonath ${RUN}`);
  mentioned = await createMember(admin, `Dorothy Hodgkin ${RUN}`);
  const event = await admin.post("/api/events", { data: { title: `Reading salon ${RUN}` } });
  expect(event.status(), await event.text()).toBe(201);
  eventId = ((await event.json()) as { id: string }).id;
  await admin.dispose();
});

/** The path of the comment link in an email (the server's PUBLIC_URL names another host than the tests use). */
function commentPathIn(email: string): string {
  const match = /https?:\/\/[^/\s]+(\/events\/[^\s"<>]+#comment-\d+)/.exec(email);
  if (!match) throw new Error("no comment link in the email");
  return match[1]!;
}

test("a mention: @ offers the member, the comment names her, her email links to it, and so does the host's", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logInAs(page, author);
  await page.goto(`/events/${eventId}?tab=notes`);
  const panel = page.getByRole("tabpanel");
  const input = panel.getByLabel("Add a comment");
  await input.click();
  await input.pressSequentially("Thank you for the list, @dorothy h");

  const listbox = page.getByRole("listbox", { name: "Members to mention" });
  const option = listbox.getByRole("option", { name: new RegExp(`Dorothy Hodgkin ${RUN}`) });
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await expectAccessible(page);

  await input.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(input).toHaveValue(`Thank you for the list, @Dorothy Hodgkin ${RUN} `);
  await input.pressSequentially("— see you on Thursday.");
  await panel.getByRole("button", { name: "Post" }).click();
  const comment = panel.getByRole("listitem").filter({ hasText: "see you on Thursday." });
  await expect(comment.locator(".comment__mention")).toHaveText(`@Dorothy Hodgkin ${RUN}`);

  // Her inbox: the email quotes the comment and links to it; logged out, the link survives the login.
  const email = await waitForEmail(mentioned.email, "mentioned you in a comment");
  expect(email).toContain(`Ada Yonath ${RUN} mentioned you in a comment`);
  const path = commentPathIn(email);
  expect(path).toMatch(new RegExp(`^/events/${eventId}\\?tab=notes#comment-\\d+$`));

  const context = await browser.newContext();
  const hers = await context.newPage();
  await hers.goto(path);
  await hers.waitForURL(/\/login\?next=/);
  await submitTheLoginForm(hers, mentioned.email, mentioned.password);
  await hers.waitForURL((url) => url.pathname === `/events/${eventId}` && url.hash.startsWith("#comment-"));
  const target = hers.locator(path.slice(path.indexOf("#")));
  await expect(target).toContainText("see you on Thursday.");
  await expect(target).toHaveClass(/comment--targeted/);
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  await context.close();

  // The event's host (the admin created it) hears of the comment too, once.
  const hostEmail = await waitForEmail(ADMIN.email, `Ada Yonath ${RUN} commented on your event`);
  expect(commentPathIn(hostEmail)).toBe(path);
});
