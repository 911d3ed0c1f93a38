import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { PALETTES, makeImage } from "../gallery-images.ts";
import { adminApi, createMember, type TestMember } from "../members.ts";
import { logInThroughTheApi, wholePage } from "../support.ts";

const WIDTHS = [1280, 390];

async function loggedIn(member: TestMember) {
  const api = await request.newContext({ baseURL: BASE_URL });
  expect((await logInThroughTheApi(api, member.email, member.password)).ok()).toBe(true);
  const userId = ((await (await api.get("/auth-status")).json()) as { user: { user_id: number } }).user.user_id;
  return { api, userId };
}

async function upload(api: APIRequestContext, title: string, palette: number, size = [900, 600]) {
  const answer = await api.post("/upload-image", {
    multipart: {
      title,
      image: {
        name: `${title}.jpg`,
        mimeType: "image/jpeg",
        buffer: await makeImage("jpeg", size[0]!, size[1]!, PALETTES[palette]!),
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

test("the members' home, the directory, a profile and its editor at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await adminApi();
  const helene = await createMember(admin, `Hélène Marchetti`);
  const camille = await createMember(admin, `Camille Osei`);
  const h = await loggedIn(helene);
  const photo = await upload(h.api, "Portrait of Hélène", 2, [600, 600]);
  const pieces = [
    await upload(h.api, "Harbour at dusk", 0),
    await upload(h.api, "Orchard, October", 1),
    await upload(h.api, "Salt marsh", 3),
  ];
  expect(
    (
      await h.api.put("/api/me/profile", {
        data: {
          headline: "Chief Executive Officer",
          company: "Marchetti Shipping",
          city: "Genoa",
          bio: "Third generation at the helm of a family fleet. Paints on Sundays, sails on Saturdays, and believes every board needs one more engineer.",
          interests: ["Maritime law", "Watercolour", "Board governance", "Sailing"],
          links: ["https://www.linkedin.com/in/helene-marchetti", "https://marchetti.example.com"],
          ask_me_about: "Taking over a family business",
          photo_image_id: photo,
        },
      })
    ).ok(),
  ).toBe(true);
  await h.api.put("/api/me/showcase", {
    data: {
      pieces: [
        { image_id: pieces[0], title: "Harbour at dusk", medium: "Watercolour", note: "Genoa from the lighthouse." },
        { image_id: pieces[1], title: "Orchard, October", medium: "Gouache" },
        { image_id: pieces[2], title: "Salt marsh", medium: "Oil on board", note: "Painted in one sitting." },
      ],
    },
  });
  const c = await loggedIn(camille);
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
    return (await answer.json()) as { id: string };
  };
  const salon = await event({ title: "Spring Salon" });
  const dinner = await event({ title: "Founders' Dinner", exclusivity: "invite-only", event_date: "2031-06-02" });
  await event({
    title: "Weekend in Lisbon",
    event_date: "2031-07-11",
    location: "Rua da Saudade 4",
    city: "Lisbon",
    country: "Portugal",
  });
  await c.api.post(`/api/events/${salon.id}/join`);
  await h.api.post(`/api/events/${salon.id}/join`);
  await admin.post("/api/events/invite", { data: { eventId: dinner.id, userIds: [c.userId] } });
  await h.api.post("/api/comments", {
    data: { commentableId: salon.id, content: "@Camille Osei shall we share a table?", mentions: [c.userId] },
  });

  await page
    .context()
    .addCookies(
      (await c.api.storageState()).cookies.map((cookie) => ({ ...cookie, sameSite: cookie.sameSite ?? "Lax" })),
    );
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const shot = (name: string) => wholePage(page, `test-results/screenshots/${width}-members-${name}.png`);
    await page.goto("/home");
    await page.getByRole("heading", { name: "Welcome, Camille" }).waitFor();
    await page.waitForLoadState("networkidle");
    await shot("home");
    await page.goto("/members");
    await page.getByRole("status").waitFor();
    await page.waitForLoadState("networkidle");
    await shot("directory");
    await page.goto(`/members/${h.userId}`);
    await page.getByRole("heading", { level: 1, name: helene.name }).waitFor();
    await page.waitForLoadState("networkidle");
    await shot("profile");
    await page.goto(`/members/${c.userId}?edit`);
    await page.getByRole("button", { name: "Save profile" }).waitFor();
    await page.waitForLoadState("networkidle");
    await shot("editor");
  }
  await Promise.all([admin.dispose(), h.api.dispose(), c.api.dispose()]);
});
