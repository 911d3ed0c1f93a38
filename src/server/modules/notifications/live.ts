import type { Actor } from "../../access/index.ts";
import type { Database } from "../../kernel/database/database.ts";
import type { EventChannel } from "../../kernel/http/server-sent-events.ts";
import { STREAM_EVENTS, STREAMS_PER_MEMBER } from "../../../shared/notifications.ts";
import { localNotices } from "./record.ts";
import type { NotificationsService } from "./service.ts";

/** The channel every instance LISTENs on (migration 0049's trigger NOTIFYs it on commit). */
export const NOTICES_CHANNEL = "salon_notices";

/** A comment line this often keeps proxies (nginx's 60 s read timeout) and browsers from thinking the stream dead. */
export const HEARTBEAT_MS = 25_000;

interface OpenStream {
  userId: number;
  wake(): void;
  close(): void;
  /** Closed for a newer stream of hers: told so first, so that her page does not reconnect and close another. */
  supersede(): void;
}

/**
 * The live side of her inbox (decision 0046): each open stream is woken when her inbox may have changed, by NOTIFY
 * from any instance on PostgreSQL or by this process on SQLite, and then reads what is new through the service (the
 * access layer asked, as for the inbox). At most STREAMS_PER_MEMBER streams per member on one instance: a new one
 * closes her oldest.
 */
export function liveNotices(
  database: Pick<Database, "listen">,
  notices: NotificationsService,
  options: { heartbeatMs?: number } = {},
) {
  const streams = new Map<number, OpenStream[]>();
  let listening: Promise<{ close(): Promise<void> } | undefined> | undefined;

  const wakeMember = (userId: number) => {
    for (const stream of streams.get(userId) ?? []) stream.wake();
  };
  const wakeAll = () => {
    for (const list of streams.values()) for (const stream of list) stream.wake();
  };
  const fromLocal = (userId: number) => wakeMember(userId);

  /** Starts hearing news on the first stream, and waits until it does (a notice written then is not missed). */
  function listen() {
    listening ??= database.listen
      ? database.listen(NOTICES_CHANNEL, (payload) => (payload === "" ? wakeAll() : wakeMember(Number(payload))))
      : Promise.resolve((localNotices.on("notice", fromLocal), undefined));
    return listening;
  }

  function add(stream: OpenStream) {
    const list = streams.get(stream.userId) ?? [];
    list.push(stream);
    streams.set(stream.userId, list);
    while (list.length > STREAMS_PER_MEMBER) list[0]!.supersede();
  }

  function remove(stream: OpenStream) {
    const list = streams.get(stream.userId);
    if (!list) return;
    const at = list.indexOf(stream);
    if (at !== -1) list.splice(at, 1);
    if (list.length === 0) streams.delete(stream.userId);
  }

  return {
    /**
     * Serves one stream: from `lastEventId` when she reconnects (what she missed is sent first), else from now with her
     * unread count; then each new notice she may see, and her count after it.
     */
    async open(actor: Actor, lastEventId: string | undefined, channel: EventChannel): Promise<void> {
      await listen();
      const resumed = lastEventId !== undefined && /^\d{1,10}$/.test(lastEventId) ? Number(lastEventId) : undefined;
      let upTo = resumed ?? (await notices.newestId(actor));
      let running = false;
      let again = false;
      const catchUp = async () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          do {
            again = false;
            if (channel.closed) return;
            const news = await notices.since(actor, upTo);
            upTo = news.upTo;
            for (const notice of news.notices) channel.send(STREAM_EVENTS.notice, notice, notice.id);
            channel.send(STREAM_EVENTS.unread, { unread_count: await notices.unreadCount(actor) });
          } while (again);
        } catch {
          // The database is away: the stream ends and the browser reconnects from its last event id.
          channel.close();
        } finally {
          running = false;
        }
      };
      const heartbeat = setInterval(() => channel.comment("heartbeat"), options.heartbeatMs ?? HEARTBEAT_MS);
      const stream: OpenStream = {
        userId: actor.user_id,
        wake: () => void catchUp(),
        close: () => channel.close(),
        supersede: () => {
          channel.send(STREAM_EVENTS.superseded, {});
          channel.close();
        },
      };
      add(stream);
      channel.onClose(() => {
        clearInterval(heartbeat);
        remove(stream);
      });
      await catchUp();
    },

    /** How many streams this instance holds open. */
    openStreams: () => [...streams.values()].reduce((sum, list) => sum + list.length, 0),

    /** Ends every stream and stops listening (the app is closing). */
    async close() {
      for (const list of [...streams.values()]) for (const stream of [...list]) stream.close();
      localNotices.off("notice", fromLocal);
      const listener = await listening;
      listening = undefined;
      await listener?.close();
    },
  };
}

export type LiveNotices = ReturnType<typeof liveNotices>;
