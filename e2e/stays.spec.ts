import { expect, test } from "./journey.ts";
import { makeImage, PALETTES } from "./gallery-images.ts";
import { adminApi, createMember, logInAs } from "./members.ts";
import { ADMIN, expectAccessible, openMenu, waitForEmail } from "./support.ts";
import { createTravelHost, inDays } from "./stays-hosts.ts";

const ADDRESS = "Via Cristoforo Colombo 12, 84017 Positano";

test("a Travel Host lists her home; a member finds it by dates and asks; the host accepts; the guest sees the address and takes the .ics", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await adminApi();
  const host = await createTravelHost(admin, "Helena Marchetti");
  const guest = await createMember(admin, "Maria Lindqvist");
  // The admin gives the guest her tier: an Executive Member's 80% comes off the host's nightly figure.
  const users = (await (await admin.get("/api/users")).json()) as { user_id: number; email: string }[];
  const guestId = users.find((u) => u.email === guest.email)!.user_id;
  expect((await admin.put(`/api/admin/members/${guestId}/membership`, { data: { tier: "Executive" } })).ok()).toBe(
    true,
  );

  // The host: Stays from the menu, List your home, her application's property already in the form.
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await logInAs(hostPage, host);
  await hostPage.goto("/home");
  await (await openMenu(hostPage)).getByRole("link", { name: "Stays" }).click();
  await expect(hostPage.getByRole("heading", { name: "Stays", level: 1 })).toBeVisible();
  await hostPage.getByRole("link", { name: "List your home" }).click();
  await expect(hostPage.getByLabel("Type of home")).toHaveValue("Villa");
  await expect(hostPage.getByLabel("Exact address (private)")).toHaveValue(ADDRESS);
  await expectAccessible(hostPage);
  await hostPage.getByLabel("Title").fill("Villa dei Limoni");
  await hostPage.getByLabel("City").fill("Positano");
  await hostPage.getByLabel("Region").fill("Campania");
  await hostPage.getByLabel("Country").fill("Italy");
  await hostPage.getByLabel("Sleeps").fill("4");
  await hostPage.getByLabel("Bedrooms").fill("2");
  await hostPage.getByLabel("Nightly contribution (USD, optional)").fill("150");
  await hostPage.getByLabel("Wi-Fi").check();
  await hostPage.getByLabel("Sea view").check();
  await hostPage.getByLabel("Rules for guests").fill("No shoes on the terrace tiles.");
  await hostPage.getByLabel("Window 1: from").fill(inDays(10));
  await hostPage.getByLabel("Window 1: to").fill(inDays(60));
  await hostPage.getByLabel("Window 1: fewest nights").fill("2");
  await hostPage.getByLabel("Window 1: most nights").fill("10");
  await hostPage.getByLabel(/^Published/).check();
  await hostPage.getByRole("button", { name: "Save my home" }).click();
  await expect(hostPage.getByText("Your home is saved. Add its photos below.")).toBeVisible();
  await hostPage.getByLabel("Add photos").setInputFiles([
    { name: "terrace.jpg", mimeType: "image/jpeg", buffer: await makeImage("jpeg", 1600, 1067, PALETTES[0]!) },
    { name: "garden.png", mimeType: "image/png", buffer: await makeImage("png", 1200, 800, PALETTES[1]!) },
  ]);
  await expect(hostPage.getByRole("button", { name: /^Remove photo/ })).toHaveCount(2);
  await hostPage.getByRole("link", { name: "View the home" }).click();
  await expect(hostPage.getByRole("heading", { name: "Villa dei Limoni", level: 1 })).toBeVisible();
  await expect(hostPage.getByText(`Address: ${ADDRESS}`)).toBeVisible();

  // The member: dates the home is not offered find nothing; her dates find it, without its address.
  const guestContext = await browser.newContext();
  const page = await guestContext.newPage();
  await logInAs(page, guest);
  await page.goto("/stays");
  await page.getByLabel("Where").fill("Positano");
  await page.getByLabel("Arrive").fill(inDays(70));
  await page.getByLabel("Leave").fill(inDays(73));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No home is free for this search.")).toBeVisible();
  await page.getByLabel("Arrive").fill(inDays(20));
  await page.getByLabel("Leave").fill(inDays(24));
  await page.getByLabel("Guests").fill("2");
  await page.getByRole("button", { name: "Search" }).click();
  const card = page.getByRole("link", { name: /Villa dei Limoni/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Sleeps 4");
  await expect(card.locator("img")).toBeVisible();
  await expectAccessible(page);
  await card.click();
  await expect(page.getByRole("heading", { name: "Villa dei Limoni", level: 1 })).toBeVisible();
  await expect(page.getByText(ADDRESS)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Hosted by Helena Marchetti" })).toBeVisible();
  await expect(page.getByRole("table").first()).toBeVisible();
  await expectAccessible(page);

  // The photos open in the gallery's viewer, which Escape closes.
  await page.getByRole("button", { name: "Photo 1 of 2: view larger" }).click();
  await expect(page.locator(".yarl__slide_current img")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator(".yarl__slide_current img")).toHaveCount(0);

  // Her dates came with her from the search; her contribution shows after her 80%: 4 nights at $150 is $120.
  await expect(page.getByLabel("Arrive")).toHaveValue(inDays(20));
  await expect(page.getByText("Your contribution: $120 for 4 nights")).toBeVisible();
  await page.getByLabel("A note to the host").fill("Two of us, for a quiet week of writing.");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Awaiting the host")).toBeVisible();
  await expect(page.getByText(ADDRESS)).toHaveCount(0);
  await expect(page.getByText(/\$120 for 4 nights/)).toBeVisible();

  // The host is emailed, follows the link, and accepts.
  const asked = await waitForEmail(host.email, "asks to stay");
  expect(asked).not.toContain("Cristoforo");
  const requestId = /\/stays\/requests\?request=([0-9a-f-]{36})/.exec(asked)![1]!;
  await hostPage.goto(`/stays/requests?request=${requestId}`);
  await expect(hostPage.getByText("Two of us, for a quiet week of writing.")).toBeVisible();
  // The host's card names her guest and her note, and the way to write to her; never the host's own address.
  const hostCard = hostPage.getByRole("article", { name: "Villa dei Limoni" });
  await expect(hostCard.getByText("Note from Maria Lindqvist", { exact: true })).toBeVisible();
  await expect(hostCard.getByRole("link", { name: "Write to Maria Lindqvist" })).toHaveAttribute(
    "href",
    /^\/messages\/.+/,
  );
  await expectAccessible(hostPage);
  await hostPage.getByLabel("A word with your answer (optional)").fill("The keys are with the neighbour.");
  await hostPage.getByRole("button", { name: "Accept" }).click();
  await expect(hostPage.getByText("Confirmed")).toBeVisible();
  await expect(hostCard.getByText(host.email)).toHaveCount(0);
  await expect(hostCard.getByLabel("Reason for cancelling (optional)")).toHaveValue("");
  await hostCard.screenshot({ path: "test-results/first-week/stay-request-host-1280.png" });

  // The guest is emailed; her stay now shows the address and the host's email, and gives her the .ics.
  const confirmed = await waitForEmail(guest.email, "is confirmed");
  expect(confirmed).toContain("Cristoforo");
  await page.reload();
  await expect(page.getByText("Confirmed")).toBeVisible();
  await expect(page.getByText(ADDRESS)).toBeVisible();
  await expect(page.getByRole("link", { name: host.email })).toBeVisible();
  // Her card names her host, the host's note as the host's, and the way to write to her.
  const guestCard = page.getByRole("article", { name: "Villa dei Limoni" });
  await expect(guestCard.getByText("Your note to the host", { exact: true })).toBeVisible();
  await expect(guestCard.locator("dt", { hasText: "Note from the host" })).toBeVisible();
  await expect(guestCard.getByText("The keys are with the neighbour.")).toBeVisible();
  await expect(guestCard.getByRole("link", { name: "Write to Helena Marchetti" })).toBeVisible();
  await expect(guestCard.getByText(guest.email)).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await guestCard.screenshot({ path: "test-results/first-week/stay-request-guest-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to my calendar (.ics)" }).click();
  const ics = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of ics) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString("utf8");
  expect(body).toContain(`DTSTART;VALUE=DATE:${inDays(20).replaceAll("-", "")}`);
  expect(body).toContain("Cristoforo Colombo 12");

  // On the home's page too, now that her stay is accepted.
  await page.getByRole("link", { name: "View the home" }).click();
  await expect(page.getByText(`Address: ${ADDRESS}`)).toBeVisible();
  await hostContext.close();
  await guestContext.close();
  await admin.dispose();
});

test("an admin sets each tier's discount on /admin#tiers and a member's tier on /users; the member's request shows her figure", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi();
  const host = await createTravelHost(admin, "Giulia Ferraro");
  const member = await createMember(admin, "Ingrid Holm");
  await logInAs(page, { email: ADMIN.email, password: ADMIN.password });
  // One source (decision 52): the stays' link leads to the club's tiers in /admin, where the discount is set.
  await page.goto("/stays");
  await page.getByRole("link", { name: "Tiers and discounts" }).click();
  await expect(page).toHaveURL(/\/admin#tiers$/);
  const tiers = page.locator("#tiers");
  await expect(tiers.getByRole("group", { name: "Executive Member" }).getByLabel("Housing discount (%)")).toHaveValue(
    "80",
  );
  await tiers.getByRole("group", { name: "Flying Member" }).getByLabel("Housing discount (%)").fill("60");
  await tiers.getByRole("button", { name: "Save the tiers" }).click();
  await expect(tiers.getByText("The tiers are saved. The Membership page shows them now.")).toBeVisible();
  await tiers.screenshot({ path: "test-results/stays-tiers-in-admin.png" });
  // An old bookmark of the stays' tiers page leads there too.
  await page.goto("/stays/tiers");
  await expect(page).toHaveURL(/\/admin#tiers$/);

  // Her tier, on /users → Membership.
  await page.goto("/users");
  await page.getByLabel("Search by name or email").fill(member.email);
  await page.getByRole("button", { name: "Membership and dues of Ingrid Holm" }).click();
  const dialog = page.getByRole("dialog", { name: "Membership of Ingrid Holm" });
  await dialog.getByLabel("Tier", { exact: true }).selectOption({ label: "Flying Member" });
  await dialog.getByRole("button", { name: "Save type, tier and term" }).click();
  await expect(dialog.getByText("Her type, tier and term are saved.")).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  // The admin lists a home for the Travel Host, from her application; it is hers.
  await page.goto("/stays/new");
  await page.getByLabel("Find a Travel Host").fill("Giulia");
  await page.getByLabel("Travel Host", { exact: true }).selectOption({ label: "Giulia Ferraro" });
  await page.getByRole("button", { name: "List it for her, from her application" }).click();
  await expect(page.getByLabel("Type of home")).toHaveValue("Villa");
  await expect(page.getByLabel("Exact address (private)")).toHaveValue("Via Cristoforo Colombo 12, 84017 Positano");
  await expectAccessible(page);
  await page.getByLabel("Title").fill("Giulia's villa");
  await page.getByLabel("City").fill("Positano");
  await page.getByLabel("Country").fill("Italy");
  await page.getByRole("button", { name: "Save my home" }).click();
  await expect(page.getByText("Your home is saved. Add its photos below.")).toBeVisible();
  await page.getByRole("link", { name: "View the home" }).click();
  await expect(page.getByRole("heading", { name: "Hosted by Giulia Ferraro" })).toBeVisible();

  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await logInAs(hostPage, host);
  const made = await hostPage.request.post("/api/stays", {
    data: {
      title: "Casa Azul",
      type: "House",
      city: "Cadaqués",
      country: "Spain",
      address: "Carrer des Port 3, Cadaqués",
      sleeps: 4,
      bedrooms: 2,
      nightly_contribution: 100,
      availability: [{ from: inDays(10), to: inDays(60), min_nights: 2, max_nights: 10 }],
      published: true,
    },
  });
  expect(made.status()).toBe(201);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await logInAs(memberPage, member);
  await memberPage.goto(`/stays/${((await made.json()) as { id: string }).id}?from=${inDays(12)}&to=${inDays(17)}`);
  // 5 nights at $100, less her 60%: $200.
  await expect(memberPage.getByText("Your contribution: $200 for 5 nights")).toBeVisible();
  await hostContext.close();
  await memberContext.close();
  await admin.dispose();
});
