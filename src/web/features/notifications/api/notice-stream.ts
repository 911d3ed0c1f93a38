import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { NOTIFICATION_PATHS } from "../../../../shared/paths/notifications.ts";
import { STREAM_EVENTS } from "../../../../shared/notifications.ts";
import { noticesKey, setUnread } from "./notifications.ts";

/** How long before a lost stream is opened again: doubling from the first, up to the last. */
const RETRY_FIRST_MS = 1000;
const RETRY_MOST_MS = 30_000;

/**
 * Her live stream (GET /api/me/stream, Server-Sent Events) while she is signed in: each new notice refreshes the inbox,
 * each count the bell. When the stream ends (a deploy, a proxy's timeout, her laptop asleep) it is closed here and
 * opened again after a pause, rather than by the browser at once: a stream refused (she has signed out) then never
 * writes an error in the console, and the inbox is read again on reconnecting, so nothing missed stays missed.
 * A `superseded` event (a newer stream of hers took this one's place) ends it for good.
 */
export function useNoticeStream() {
  const client = useQueryClient();
  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = RETRY_FIRST_MS;
    let stopped = false;
    let reconnecting = false;

    const open = () => {
      // A browser without Server-Sent Events (or a test's document) reads her inbox when she opens it.
      if (stopped || typeof EventSource === "undefined") return;
      const stream = new EventSource(NOTIFICATION_PATHS.stream);
      source = stream;
      stream.addEventListener("open", () => {
        retryMs = RETRY_FIRST_MS;
        if (reconnecting) void client.invalidateQueries({ queryKey: noticesKey });
        reconnecting = false;
      });
      stream.addEventListener(STREAM_EVENTS.unread, (event) => {
        const { unread_count } = JSON.parse((event as MessageEvent<string>).data) as { unread_count: number };
        setUnread(client, unread_count);
      });
      stream.addEventListener(STREAM_EVENTS.notice, () => {
        void client.invalidateQueries({ queryKey: noticesKey });
      });
      stream.addEventListener(STREAM_EVENTS.superseded, () => {
        stream.close();
        stopped = true;
      });
      stream.addEventListener("error", () => {
        stream.close();
        if (stopped) return;
        reconnecting = true;
        timer = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
      });
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [client]);
}
