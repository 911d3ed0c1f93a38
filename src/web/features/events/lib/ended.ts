import { useState } from "react";
import type { Event } from "../../../../shared/events.ts";

/** Whether the event had ended when its page opened: its end instant against this device's clock (no event yet: no). */
export function useHasEnded(event: Pick<Event, "ends_at"> | undefined): boolean {
  const [now] = useState(Date.now);
  return event !== undefined && Date.parse(event.ends_at) <= now;
}
