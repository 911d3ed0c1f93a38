import { changeVersionsRepository } from "../../kernel/caches/change-versions-repository.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { JsonBytes } from "../../kernel/http/json-pieces.ts";
import type { Actor } from "../../access/index.ts";
import { eventsRepository } from "./repository.ts";
import { toCachedEvents, type EventsCache } from "./cached-list.ts";
import { eventList, listAnswer } from "./list-answers.ts";

/**
 * The whole events list (GET /api/events with no parameters): every event in list order, kept under the events version
 * as one list (list-answers.ts): one answer per member type (and per member type for admins) for a member who has no
 * relation to any event, encoded once, and only a viewer's own items encoded per request.
 */
export interface WholeListAnswer {
  json: JsonBytes;
  version: number;
  /** Which viewers share these bytes: the variant's key, then each of her own items (compressed-answers.ts). */
  shape: string;
  /** Whether the bytes are the variant's, as every member of her type with no event of her own is answered. */
  sharedBy: "many" | "one";
}

/** The whole list as this viewer may see it, byte for byte what the direct read (the access layer's SQL form) answers. */
export async function cachedWholeList(db: Db, cache: EventsCache, actor: Actor): Promise<WholeListAnswer> {
  const version = await changeVersionsRepository(db).read("events");
  cache.whole.align(version);
  let whole = cache.whole.get("whole");
  if (!whole) {
    const rows = await eventsRepository(db).list("everyone", { order: "asc" });
    whole = await eventList(db, "whole", await toCachedEvents(db, rows), { limit: undefined, complete: true });
    cache.whole.store(version, "whole", whole);
  }
  // The whole list has no page to cut short: it always has an answer.
  const { json, shape, sharedBy } = listAnswer(whole, actor)!;
  return { json, version, shape, sharedBy };
}
