/**
 * A prerendered page's links work before the app has taken it over, its buttons do not: a tap on one (the menu)
 * before then is held back here, starts the app at once, and is made again on the same button once the app has
 * hydrated the page (hydration keeps the page's elements).
 */
export function holdTapsUntilHydrated() {
  let held: HTMLElement | undefined;
  let tapped: () => void = () => {};
  const firstTap = new Promise<void>((resolve) => (tapped = resolve));
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button) return;
    held = button;
    event.preventDefault();
    event.stopPropagation();
    tapped();
  };
  document.addEventListener("click", hold, true);
  return {
    firstTap,
    /** Call once the app has hydrated the page. */
    replay() {
      document.removeEventListener("click", hold, true);
      const button = held;
      held = undefined;
      button?.click();
    },
  };
}
