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

/** Fetches the dialog's chunk once the page that may open it has shown, so that it opens at once. */
export function usePreloadedEventDialog() {
  useEffect(() => {
    void loadEventDialog();
  }, []);
}
