import { expect, type Locator, type Page } from "@playwright/test";
import { expectAccessible } from "./support.ts";

/** The two widths every screen is checked at: a laptop, and a phone (where the header shows only the menu). */
export const WIDTHS = [1280, 390] as const;

/** Waits until a screen has its heading and nothing is still loading. */
export async function expectReady(page: Page) {
  // A member's /home first paints the public home from its HTML, then swaps in her own once the app has asked: wait
  // for the app's calls to settle so that axe never reads the page between the two.
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/** Where the keyboard is, in words, for failure messages. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return "nothing (the page itself)";
    return `<${active.tagName.toLowerCase()}> "${(active.getAttribute("aria-label") ?? active.textContent ?? "").trim().slice(0, 40)}"`;
  });

const holdsFocus = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

/** How many Tab stops a container has (what the browser would stop on, roughly: rendered, enabled, not tabindex -1). */
const tabStops = (container: Locator) =>
  container.evaluate(
    (element) =>
      [...element.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, iframe, [tabindex]")].filter(
        (e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && e.checkVisibility({ visibilityProperty: true }),
      ).length,
  );

/** Tab and Shift+Tab, each past both ends, never take focus out of the container. */
export async function expectFocusTrapped(page: Page, container: Locator) {
  const presses = (await tabStops(container)) + 2;
  // Every focus move is watched in the page, so the keys are pressed without a round trip after each.
  const watch = await container.evaluateHandle((element) => {
    const escapes: string[] = [];
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget as HTMLElement | null;
      if (!to || !element.contains(to))
        escapes.push(
          to
            ? `<${to.tagName.toLowerCase()}> "${(to.textContent ?? "").trim().slice(0, 40)}"`
            : "nothing (the page itself)",
        );
    };
    document.addEventListener("focusout", onFocusOut, true);
    return { escapes, stop: () => document.removeEventListener("focusout", onFocusOut, true) };
  });
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < presses; i++) await page.keyboard.press(key);
  }
  const escapes = await watch.evaluate((w) => {
    w.stop();
    return w.escapes;
  });
  expect(escapes, "Tab and Shift+Tab moved focus out of the dialog to").toEqual([]);
  expect(await holdsFocus(container), `focus ended outside the dialog, on ${await focusedElement(page)}`).toBe(true);
}

interface ModalCheck {
  /** The control that opens it; it is focused and pressed with Enter, as a keyboard user would. */
  opener: Locator;
  /** Opens it another way, when it follows another step (the temporary password after its confirmation). */
  open?: () => Promise<void>;
  dialog: Locator;
  /** Where focus goes back to on close, when the opener has changed meanwhile (Join Event becomes Leave Event). */
  returnsTo?: Locator;
}

/**
 * The whole contract of a modal: opened from the keyboard, focus moves in; Tab and Shift+Tab stay inside; axe finds
 * nothing with it open; Escape closes it and focus returns to what opened it.
 */
export async function expectModal(page: Page, { opener, open, dialog, returnsTo = opener }: ModalCheck) {
  if (open) await open();
  else {
    await opener.focus();
    await page.keyboard.press("Enter");
  }
  await expect(dialog).toBeVisible();
  await expect.poll(() => holdsFocus(dialog), { message: "focus moves into the dialog when it opens" }).toBe(true);
  await expectFocusTrapped(page, dialog);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(returnsTo).toBeFocused();
}

/** The focused element shows it: an outline or a box shadow drawn by :focus-visible. */
export async function expectFocusVisible(page: Page) {
  const style = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const css = getComputedStyle(active);
    return {
      outline: css.outlineStyle !== "none" && parseFloat(css.outlineWidth) > 0,
      shadow: css.boxShadow !== "none",
      visible: active.matches(":focus-visible"),
    };
  });
  expect(style.visible && (style.outline || style.shadow), `no visible focus on ${await focusedElement(page)}`).toBe(
    true,
  );
}
