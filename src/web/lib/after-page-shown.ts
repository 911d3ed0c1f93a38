/**
 * Resolves once the page the HTML holds has loaded (its stylesheet, fonts and lead image: the `load` event) and the
 * browser has painted it and put it on screen: in a task after the animation frame that follows the next one. A
 * hidden tab paints no frames, so there it resolves at once after `load`.
 */
export async function afterPageShown(): Promise<void> {
  if (document.readyState !== "complete")
    await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  if (document.visibilityState === "hidden") return;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
