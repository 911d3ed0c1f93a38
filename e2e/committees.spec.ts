import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs } from "./members.ts";
import { ADMIN, expectAccessible, openMenu } from "./support.ts";

const RUN = Date.now().toString(36);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function shoot(page: Page, name: string, locator = page.locator("main")) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await locator.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "test-results"}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an admin creates a committee, seats a Flying member on it and an Executive member joins it; the Flying member takes a volunteer slot and sees both counted (decisions 61, 72)", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await adminApi();
  const executive = await createMember(admin, `Grete Hermann ${RUN}`);
  const flying = await createMember(admin, `Hedy Lamarr ${RUN}`);
  const users = (await (await admin.get("/api/users")).json()) as { user_id: number; email: string }[];
  const idOf = (email: string) => users.find((u) => u.email === email)!.user_id;
  for (const [member, tier] of [
    [executive, "Executive"],
    [flying, "Flying"],
  ] as const) {
    const set = await admin.put(`/api/admin/members/${idOf(member.email)}/membership`, {
      data: { tier, term_start: day(-10), term_end: day(355) },
    });
    expect(set.ok(), await set.text()).toBe(true);
  }
  const event = await admin.post("/api/events", { data: { title: `Autumn soirée ${RUN}` } });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = ((await event.json()) as { id: string }).id;

  // The admin creates a committee on the Committees page, reached from the members' menu.
  await logInAs(page, { email: ADMIN.email, password: ADMIN.password });
  await page.goto("/member-home");
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "Committees" }).click();
  await expect(page).toHaveURL(/\/committees$/);
  await expect(page.getByRole("heading", { level: 1, name: "Committees" })).toBeVisible();
  const committee = `Programme ${RUN}`;
  await page.getByLabel("Name").fill(committee);
  await page.getByLabel("Purpose").fill("Plans the season's evenings.");
  await page.getByRole("button", { name: "Create committee" }).click();
  await expect(page.getByText("Committee created.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: committee })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "committees-admin");

  // The admin seats the Flying member with the picker: her tier has no committee duty, but an admin may seat anyone.
  const picker = page.getByRole("group", { name: `Seat a member on ${committee}` });
  await picker.getByLabel("Find a member").fill(flying.name);
  await expect(picker.getByLabel("Member", { exact: true }).locator("option")).toHaveText([flying.name]);
  await picker.getByLabel("Role").selectOption({ label: "Member" });
  await picker.getByRole("button", { name: "Seat her" }).click();
  const seated = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: committee }) });
  await expect(seated.getByRole("button", { name: `Remove ${flying.name} from this committee` })).toBeVisible();
  await expect(picker.getByLabel("Find a member")).toHaveValue("");
  await picker.getByLabel("Find a member").fill(flying.name);
  await expect(picker.getByRole("button", { name: "Seat her" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "committee-seat", seated);

  // The admin asks for volunteers on the event's page.
  await page.goto(`/events/${eventId}`);
  const volunteers = page.getByRole("region", { name: "Volunteers wanted" });
  await volunteers.getByRole("button", { name: "Ask for volunteers" }).click();
  await volunteers.getByLabel("Role").fill("Greeter");
  await volunteers.getByLabel("How many").fill("2");
  await volunteers.getByRole("button", { name: "Save volunteer slots" }).click();
  await expect(volunteers.getByText("2 of 2 places left")).toBeVisible();

  // The Executive member joins the committee.
  const executiveContext = await browser.newContext();
  const executivePage = await executiveContext.newPage();
  await logInAs(executivePage, executive);
  await executivePage.goto("/committees");
  const card = executivePage
    .getByRole("listitem")
    .filter({ has: executivePage.getByRole("heading", { name: committee }) });
  await card.getByRole("button", { name: "Join this committee" }).click();
  await expect(card.getByText("You sit on this committee.")).toBeVisible();
  await expect(card.getByText(executive.name)).toBeVisible();
  await expectAccessible(executivePage);
  await shoot(executivePage, "committees-member");
  await executiveContext.close();

  // The Flying member takes the slot and sees it counted on her membership page.
  const flyingContext = await browser.newContext();
  const flyingPage = await flyingContext.newPage();
  await logInAs(flyingPage, flying);
  await flyingPage.goto(`/events/${eventId}`);
  const wanted = flyingPage.getByRole("region", { name: "Volunteers wanted" });
  await wanted.getByRole("button", { name: "Take this slot: Greeter" }).click();
  await expect(wanted.getByText("You took this slot.")).toBeVisible();
  await expect(wanted.getByText("1 of 2 places left")).toBeVisible();
  await expectAccessible(flyingPage);
  await shoot(flyingPage, "volunteers-wanted", wanted);

  await flyingPage.goto("/settings#membership");
  const duties = flyingPage.getByRole("region", { name: "What you gave this term" });
  await expect(duties.getByText("1 committee · 1 volunteer slot")).toBeVisible();
  await expect(duties.getByText(`Member of ${committee} ·`)).toBeVisible();
  await expect(duties.getByRole("link", { name: `Autumn soirée ${RUN}` })).toBeVisible();
  await expectAccessible(flyingPage);
  await shoot(flyingPage, "my-duties", duties);
  await flyingContext.close();
  await admin.dispose();
});
