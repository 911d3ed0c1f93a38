import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { accessibilityWorld, contextAs } from "./accessibility-world.ts";
import { expectModal, expectReady, WIDTHS } from "./accessibility-support.ts";

// Every dialog of the app (the inventory is in accessibility-routes.spec.ts): opened from the keyboard, focus moves
// in, Tab and Shift+Tab stay inside, axe finds nothing, Escape closes it and focus returns to what opened it.

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name, exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expectReady(page);
}

for (const width of WIDTHS) {
  test(`the admin's dialogs at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const { event, code, other, image } = await accessibilityWorld();
    const context = await contextAs(browser, "admin", width);
    const page = await context.newPage();

    await visit(page, "/calendar");
    await expectModal(page, { opener: button(page, "Menu"), dialog: dialog(page, "Menu") });
    await expectModal(page, { opener: button(page, "Create Event"), dialog: dialog(page, "Create Event") });

    await visit(page, `/events/${event.slug}`);
    await expectModal(page, { opener: button(page, "Edit Details"), dialog: dialog(page, "Edit Event") });
    await expectModal(page, { opener: button(page, "Delete Event"), dialog: dialog(page, "Delete this event?") });
    await page.getByRole("tab", { name: "Participation" }).click();
    await expectModal(page, { opener: button(page, "Invite Member(s)"), dialog: dialog(page, "Invite Member(s)") });

    await visit(page, "/admin/invitation-codes");
    await expectModal(page, { opener: button(page, `Revoke ${code}`), dialog: dialog(page, "Revoke this code?") });

    await visit(page, "/users");
    const reset = button(page, `Reset password of ${other.name}`);
    await expectModal(page, { opener: reset, dialog: dialog(page, "Reset password") });
    await expectModal(page, {
      opener: button(page, `Deactivate ${other.name}`),
      dialog: dialog(page, "Deactivate member"),
    });
    await expectModal(page, {
      opener: reset,
      open: async () => {
        await reset.click();
        await dialog(page, "Reset password").getByRole("button", { name: "Reset password" }).click();
      },
      dialog: dialog(page, "Temporary password"),
    });

    await visit(page, "/mail");
    await page.getByLabel("Recipients").selectOption("testing");
    await page.getByLabel("Subject").fill("A word before the season");
    await page.getByRole("button", { name: "HTML", exact: true }).click();
    await page.getByLabel("Message (HTML)").fill("<p>The autumn programme is out.</p>");
    await expectModal(page, {
      opener: button(page, "Review and send"),
      dialog: dialog(page, "Send this email?"),
    });

    await visit(page, "/gallery");
    await button(page, "Manage Media").click();
    await button(page, image.title).click();
    await expectModal(page, { opener: button(page, "Delete Selected"), dialog: dialog(page, "Delete 1 image?") });
    await page.getByRole("region", { name: "Manage media" }).getByRole("button", { name: "Cancel" }).click();
    await context.close();
  });

  test(`the member's dialogs at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { event, image } = await accessibilityWorld();
    const context = await contextAs(browser, "member", width);
    const page = await context.newPage();

    await visit(page, `/events/${event.slug}?tab=participation`);
    await expectModal(page, { opener: button(page, "Menu"), dialog: dialog(page, "Menu") });
    // Joining turns the button into Leave Event: focus comes back to it.
    await expectModal(page, {
      opener: button(page, "Join Event"),
      dialog: dialog(page, "Welcome!"),
      returnsTo: button(page, "Leave Event"),
    });
    await expectModal(page, { opener: button(page, "Leave Event"), dialog: dialog(page, "Leave this event?") });
    await button(page, "Leave Event").click();
    await dialog(page, "Leave this event?").getByRole("button", { name: "Leave Event" }).click();
    await expect(button(page, "Join Event")).toBeVisible();

    await visit(page, "/gallery");
    const tile = button(page, image.title);
    await expectModal(page, { opener: tile, dialog: dialog(page, image.title) });
    await tile.click();
    await expectModal(page, { opener: button(page, "Gallery Mode"), dialog: dialog(page, "Lightbox") });
    await context.close();
  });
}
