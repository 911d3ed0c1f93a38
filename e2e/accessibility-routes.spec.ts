import { expect, test } from "./journey.ts";
import { accessibilityWorld, contextAs } from "./accessibility-world.ts";
import { expectReady, WIDTHS } from "./accessibility-support.ts";
import { NOT_FOUND, NOT_THE_PAGES, SCREENS, type Screen } from "./routes-inventory.ts";
import { expectAccessible, openMenu } from "./support.ts";

/*
 * Accessibility on every screen (decision 13): axe with WCAG 2.0/2.1/2.2 A and AA and best practices (support.ts
 * AXE_TAGS), at 390 px (a phone: the hamburger menu is the only navigation) and at 1280 px.
 *
 * The inventory. Keep it current when a route or a dialog is added: every row names the journey that checks it.
 * "here" = this file at both widths; "here (390)" = this file at 390 px, the named journey at 1280 px.
 *
 * | route (AppRoutes.tsx)           | as      | checked by                                                        |
 * |---------------------------------|---------|-------------------------------------------------------------------|
 * | / and /home                     | visitor | here (390), public-pages                                          |
 * | /home                           | member  | here                                                              |
 * | /about /membership /activities  | visitor | here (390), public-pages                                          |
 * | /privacy-policy /terms-of-service /contact | visitor | here (390), public-pages                               |
 * | /login                          | visitor | here (390), login-logout                                          |
 * | /logout                         | member  | a redirect, no screen (login-logout, settings)                    |
 * | /sign-in/:token                 | visitor | here (the page before its button is pressed)                      |
 * | /no-permission, 404             | visitor | here (390), public-pages                                          |
 * | /register/:token                | visitor | here (an unknown token); membership-intake (the form)             |
 * | /request (all steps)            | visitor | here (390, first step), membership-intake (every step)            |
 * | /forgot-password                | visitor | here (390), password-reset                                        |
 * | /reset-password/:token          | visitor | here (an unknown token); password-reset (the form, the review);   |
 * |   then "Review your sign-in methods" |    | factor-review (the second step, the review with a method)         |
 * | /unsubscribe/:token (server page)| visitor| here (an unknown token); unsubscribe (confirm and done)           |
 * | /calendar                       | member  | here; events-organiser (admin, with Create Event)                 |
 * | /events/:id, its four tabs      | member  | here (390), events-organiser (admin, every tab)                   |
 * | /events/invite/:token           | member  | here (390), events-members (the used-link error)                  |
 * | /gallery, /gallery?image=       | member  | here (390), gallery (admin)                                       |
 * | /settings                       | member  | here (390), settings, temporary-password                          |
 * | /home /member-home (her home)   | member  | here (390), members-home                                          |
 * | /members /members/:userId(?edit)| member  | here (390), members-home                                          |
 * | /notifications, the header's bell | member | here (390), notifications (a notice, read and unread)           |
 * | /stays, /stays/requests         | member  | here (390), stays (the grid, a home, the listing form, requests)  |
 * | /mail?eventId= (announcement)   | member  | here                                                              |
 * | /committees /search /messages   | member  | here                                                              |
 * | /stays/:id (a published home)   | member  | here                                                              |
 * | /admin/club-settings            | admin   | here                                                              |
 * | /admin/reported-messages        | admin   | here                                                              |
 * | /activities-member              | admin   | here (390), admin                                                 |
 * | /admin /admin/mail-log /admin/audit-log | admin | here (390), admin                                           |
 * | /admin/invitation-codes /applications | admin | here (390), membership-intake                               |
 * | /users                          | admin   | here (390), temporary-password                                    |
 * | /mail                           | admin   | here (390), mail                                                  |
 * | the menu (hamburger)            | each    | here, each role; public-pages (visitor, keyboard)                 |
 * | every route above, as each role | each    | console-errors (the console only, at 1280 px)                     |
 *
 * | dialog                                   | checked by (axe; focus in, Tab trap, Escape, focus back)          |
 * |------------------------------------------|-------------------------------------------------------------------|
 * | menu                                     | accessibility-dialogs (each width); public-pages (Escape)         |
 * | Create Event (two steps), Edit Event     | accessibility-dialogs; events-organiser (axe, both steps)         |
 * | Delete this event?                       | accessibility-dialogs; events-organiser (axe)                     |
 * | Welcome!, Leave this event?              | accessibility-dialogs; events-members (axe)                       |
 * | Invite Member(s)                         | accessibility-dialogs; events-members (axe, with a pick)          |
 * | Revoke this code?                        | accessibility-dialogs                                             |
 * | Reset password, Deactivate member        | accessibility-dialogs                                             |
 * | Temporary password                       | accessibility-dialogs; temporary-password (axe)                   |
 * | Send this email?                         | accessibility-dialogs; mail (axe)                                 |
 * | Add a link, Choose an image from the gallery | mailings-rich-text (axe, focus in)                                |
 * | an email of the mail log (its subject)   | onboarding-without-mail-server (axe, Escape)                      |
 * | Detailed Image View                      | accessibility-dialogs; gallery, comments (axe)                    |
 * | Gallery Mode (lightbox)                  | accessibility-dialogs; gallery (axe, keys)                        |
 * | Delete N images?                         | accessibility-dialogs                                             |
 * | Confirm it is you (step-up)              | step-up (axe at 1280 and 390, focus in, Tab trap, Escape)         |
 * | Remove …? (after a password reset)       | factor-review (axe, Escape, focus back)                           |
 */

for (const width of WIDTHS) {
  for (const role of ["visitor", "member", "admin"] as const) {
    test(`every ${role} screen and the ${role}'s menu pass axe at ${width} px, with no console error`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const world = await accessibilityWorld();
      const context = await contextAs(browser, role, width);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      let checking: Screen | undefined;
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() !== "error" || NOT_THE_PAGES.some((line) => line.test(text))) return;
        if (checking?.notFound && NOT_FOUND.test(text)) return;
        consoleErrors.push(`${page.url()}: ${text}`);
      });
      page.on("pageerror", (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
      for (const screen of SCREENS.filter((s) => s.as === role && (width < 600 || !s.wideElsewhere))) {
        const path = screen.path(world);
        await test.step(path, async () => {
          checking = screen;
          await page.goto(path);
          await expectReady(page);
          await expectAccessible(page);
        });
      }
      await test.step("the menu", async () => {
        checking = undefined;
        await page.goto("/home");
        await expectReady(page);
        await expect(await openMenu(page)).toBeVisible();
        await expectAccessible(page);
      });
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
}
