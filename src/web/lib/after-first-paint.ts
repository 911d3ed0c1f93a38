/**
 * Resolves once the browser has painted what the HTML holds and put it on screen: in a task after the
 * animation frame that follows the first one. A hidden tab paints no frames, so there it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
