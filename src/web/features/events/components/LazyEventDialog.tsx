import { lazy, Suspense, useEffect, type ComponentProps } from "react";
import type { EventDialog } from "./EventDialog.tsx";

const loadEventDialog = () => import("./EventDialog.tsx").then((module) => ({ default: module.EventDialog }));
const EventDialogChunk = lazy(loadEventDialog);

/** The create and edit dialog, in a chunk of its own: the events list and an event's page show without it. */
export function LazyEventDialog(props: ComponentProps<typeof EventDialog>) {
  return (
    <Suspense fallback={null}>
      <EventDialogChunk {...props} />
    </Suspense>
  );
}

const preload = () => void loadEventDialog();

/** Spread on a button that opens the dialog: its chunk is fetched as the member reaches for it (pointer, touch, focus). */
export const eventDialogOpener = { onPointerEnter: preload, onTouchStart: preload, onFocus: preload };

/** How long after a page that may open the dialog has shown its chunk is fetched anyway, out of the way of the page's own. */
const PRELOAD_AFTER_MS = 2500;

/** Fetches the dialog's chunk a moment after the page has shown, so that it opens at once without delaying what the page shows. */
export function usePreloadedEventDialog() {
  useEffect(() => {
    const timer = setTimeout(preload, PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
}
