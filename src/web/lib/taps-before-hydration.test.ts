import { afterEach, describe, expect, it, vi } from "vitest";
import { holdTapsUntilHydrated } from "./taps-before-hydration.ts";

afterEach(() => document.body.replaceChildren());

describe("a tap on a prerendered page before the app has taken it over", () => {
  it("is held back from the page, starts the app, and is made again on the same button once the app is ready", async () => {
    document.body.innerHTML =
      '<header><button type="button"><span>Menu</span></button><a href="#main">Skip</a></header>';
    const button = document.querySelector("button")!;
    const pageSaw = vi.fn();
    document.body.addEventListener("click", pageSaw);
    const taps = holdTapsUntilHydrated();

    button.querySelector("span")!.click();
    await taps.firstTap;
    expect(pageSaw).not.toHaveBeenCalled();

    const appSaw = vi.fn();
    button.addEventListener("click", appSaw);
    taps.replay();
    expect(appSaw).toHaveBeenCalledTimes(1);
    button.click();
    expect(appSaw).toHaveBeenCalledTimes(2);
    expect(pageSaw).toHaveBeenCalledTimes(2);
  });

  it("leaves links alone, and replays nothing when nothing was tapped", () => {
    document.body.innerHTML = '<a href="#main">Skip</a><button type="button">Menu</button>';
    const taps = holdTapsUntilHydrated();
    const linkClick = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("a")!.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(false);
    const appSaw = vi.fn();
    document.querySelector("button")!.addEventListener("click", appSaw);
    taps.replay();
    expect(appSaw).not.toHaveBeenCalled();
  });
});
