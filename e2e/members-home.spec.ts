import { request, type APIRequestContext } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { BASE_URL } from "../playwright.config.ts";
import { PALETTES, makeImage } from "./gallery-images.ts";
import { adminApi, createMember, type TestMember } from "./members.ts";
import { expectAccessible, logInThroughTheApi, logInThroughTheForm, openMenu } from "./support.ts";

let admin: APIRequestContext;
const stamp = Date.now().toString(36);

/** An API client logged in as a member, and her user id. */
async function memberApi(member: TestMember) {
  const api = await request.newContext({ baseURL: BASE_URL });
  expect((await logInThroughTheApi(api, member.email, member.password)).ok()).toBe(true);
  const status = await (await api.get("/auth-status")).json();
  return { api, userId: status.user.user_id as number };
}

test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(async () => {
  await admin?.dispose();
});

test("a new member completes her profile with a photo and two showcase pieces, finds another member by city and opens her profile", async ({
  page,
}) => {
  const nora = await createMember(admin, `Nora Ellis ${stamp}`);
  const odile = await createMember(admin, `Odile Marchand ${stamp}`);
  const city = `Porto ${stamp}`;
  const odileApi = await memberApi(odile);
  const saved = await odileApi.api.put("/api/me/profile", {
    data: {
      headline: "Managing Partner",
      company: "Marchand & Filles",
      city,
      bio: "Wine, law and long lunches.",
      interests: ["Wine", "Arbitration"],
      links: ["https://www.linkedin.com/in/odile"],
      ask_me_about: "Cross-border disputes",
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await odileApi.api.dispose();

  await logInThroughTheForm(page, nora.email, nora.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Nora" })).toBeVisible();
  const prompt = page.getByRole("complementary", { name: "Complete your profile" });
  await expect(prompt).toBeVisible();
  await expectAccessible(page);
  await prompt.getByRole("link", { name: "Complete your profile" }).click();
  await expect(page).toHaveURL(/\/members\/\d+\?edit$/);

  const form = page.getByRole("region", { name: "Edit your profile" });
  await form.getByLabel("Headline (your role)", { exact: true }).fill("Chief Financial Officer");
  await form.getByLabel("Company", { exact: true }).fill("Ellis Maritime");
  await form.getByLabel("City", { exact: true }).fill("Boston");
  await form.getByLabel("About you", { exact: true }).fill("Thirty years of ships and <b>numbers</b>.");
  await form.getByLabel("Interests", { exact: true }).fill("Sailing, Governance");
  await form.getByLabel("Links", { exact: true }).fill("https://ellis.example.com");
  await form.getByLabel("Upload a photo").setInputFiles({
    name: "portrait.jpg",
    mimeType: "image/jpeg",
    buffer: await makeImage("jpeg", 600, 600, PALETTES[2]!),
  });
  await expect(form.getByRole("status").filter({ hasText: "Your photo is saved." })).toBeVisible();
  for (const [index, title] of ["Harbour at dusk", "North Sea"].entries()) {
    await form.getByLabel("Upload a new piece").setInputFiles({
      name: `${title}.jpg`,
      mimeType: "image/jpeg",
      buffer: await makeImage("jpeg", 900, 600, PALETTES[index]!),
    });
    const titleField = form.getByLabel("Title").nth(index);
    await expect(titleField).toBeVisible();
    await titleField.fill(title);
    await form.getByLabel("Medium").nth(index).fill("Watercolour");
  }
  await expect(form.getByRole("listitem").filter({ hasText: "Chief Financial Officer" })).toBeVisible();
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(form.getByText("Your profile is saved.")).toBeVisible();
  await expectAccessible(page);

  // Her own profile, as members see it: the photo, the headline, the bio as text, two pieces.
  await form.getByRole("button", { name: "Done" }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: nora.name })).toBeVisible();
  await expect(page.locator(".profile__header img.avatar--lg")).toHaveAttribute(
    "src",
    /^\/media\/avatars\/\d+\/[0-9a-f]{16}-160\.webp$/,
  );
  await expect(page.getByText("Chief Financial Officer · Ellis Maritime")).toBeVisible();
  await expect(page.getByText("Thirty years of ships and <b>numbers</b>.")).toBeVisible();
  const showcase = page.getByRole("region", { name: "Showcase" });
  await expect(showcase.getByRole("heading", { level: 3 })).toHaveText(["Harbour at dusk", "North Sea"]);

  // The directory, from the menu: by city.
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "Members", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await page.getByLabel("City").fill(city);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status")).toHaveText("1 member");
  await expectAccessible(page);
  await page.getByRole("link", { name: new RegExp(odile.name) }).click();
  await expect(page.getByRole("heading", { level: 1, name: odile.name })).toBeVisible();
  await expect(page.getByText("Managing Partner · Marchand & Filles")).toBeVisible();
  await expect(page.getByText(city)).toBeVisible();
  await expect(page.getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/in/odile",
  );
  await expect(page.getByText(odile.email)).toHaveCount(0);
  await expectAccessible(page);
});

test("a member logs in, sees her next event and a pending invitation on her home, and accepts it there", async ({
  page,
  browser,
}) => {
  const pia = await createMember(admin, `Pia Lindqvist ${stamp}`);
  const { api: piaApi, userId } = await memberApi(pia);
  const event = async (data: Record<string, unknown>) => {
    const answer = await admin.post("/api/events", {
      data: {
        event_date: "2031-05-21",
        start_time: "18:30",
        end_time: "21:00",
        description: "An evening together.",
        is_physical: true,
        location: "4 Rue du Bac",
        city: "Paris",
        country: "France",
        ...data,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()) as { id: string; title: string };
  };
  const salon = await event({ title: `Spring Salon ${stamp}` });
  const dinner = await event({
    title: `Private Dinner ${stamp}`,
    exclusivity: "invite-only",
    event_date: "2031-06-02",
  });
  expect((await piaApi.post(`/api/events/${salon.id}/join`)).ok()).toBe(true);
  expect((await admin.post("/api/events/invite", { data: { eventId: dinner.id, userIds: [userId] } })).ok()).toBe(true);
  await piaApi.dispose();

  await logInThroughTheForm(page, pia.email, pia.password);
  await expect(page).toHaveURL(/\/home$/);
  const next = page.getByRole("region", { name: "Your next events" });
  await expect(next.getByRole("link", { name: salon.title })).toBeVisible();
  await expect(next.getByText("Wed, May 21, 2031, 6:30 – 9:00 PM")).toBeVisible();
  await expect(next.getByText("4 Rue du Bac, Paris, France")).toBeVisible();
  const invitations = page.getByRole("region", { name: "Invitations awaiting your answer" });
  await expect(invitations.getByRole("link", { name: dinner.title })).toBeVisible();
  await expect(invitations.getByText("Invited by Admin")).toBeVisible();
  await expectAccessible(page);

  await invitations.getByRole("button", { name: `Accept the invitation to ${dinner.title}` }).focus();
  await page.keyboard.press("Enter");
  await expect(invitations).toHaveCount(0);
  await expect(next.getByRole("link", { name: dinner.title })).toBeVisible();
  await expect(next.getByRole("link")).toHaveText([salon.title, dinner.title]);

  // /member-home is the same home; a visitor still gets the public home at /home.
  await page.goto("/member-home");
  await expect(
    page.getByRole("region", { name: "Your next events" }).getByRole("link", { name: dinner.title }),
  ).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto("/home");
  await expect(visitor.getByRole("heading", { name: "Membership is by invitation" })).toBeVisible();
  await expect(visitor.getByRole("region", { name: "Your next events" })).toHaveCount(0);
  await visitor.close();
});
