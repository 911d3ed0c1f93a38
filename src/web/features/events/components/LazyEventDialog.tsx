import { lazy, Suspense, type ComponentProps } from "react";
import type { EventDialog } from "./EventDialog.tsx";

const EventDialogChunk = lazy(() => import("./EventDialog.tsx").then((module) => ({ default: module.EventDialog })));

/** The create and edit dialog, fetched when first opened: the events list and an event's page show without it. */
export function LazyEventDialog(props: ComponentProps<typeof EventDialog>) {
  return (
    <Suspense fallback={null}>
      <EventDialogChunk {...props} />
    </Suspense>
  );
}
