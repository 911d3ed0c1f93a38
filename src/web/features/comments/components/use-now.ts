import { useEffect, useState } from "react";
import { serverNow } from "../server-clock.ts";

/**
 * The server's current time at each render, with a render every minute so relative times stay true while the
 * page is open (a comment posted just now renders with a `now` read after its answer arrived).
 */
export function useNow(everyMs = 60_000): Date {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return serverNow();
}
