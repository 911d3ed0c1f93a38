const TABBABLE = [
  "a[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(", ");

const rendered = (element: HTMLElement) =>
  !element.closest("[hidden], [inert]") && (element.checkVisibility?.({ visibilityProperty: true }) ?? true);

/** The elements Tab reaches inside `container`, in document order. */
export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && rendered(element),
  );
}

/**
 * Keeps Tab and Shift+Tab inside a modal: past the last control to the first, before the first to the last.
 * A native modal <dialog> alone lets focus leave the page for the browser's own controls at either end.
 */
export function keepTabInside(
  container: HTMLElement,
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">,
) {
  if (event.key !== "Tab") return;
  const inside = tabbablesIn(container);
  const first = inside[0];
  const last = inside.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const outside = active === container || !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
