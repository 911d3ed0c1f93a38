import { can, type Actor } from "../../access/index.ts";
import { changeVersionsRepository } from "../../kernel/caches/change-versions-repository.ts";
import { createVersionedCache } from "../../kernel/caches/versioned-cache.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, forbidden } from "../../kernel/http/errors.ts";
import {
  canonicalCategory,
  EVENT_CATEGORY_TEXTS,
  keyFromLabel,
  type EventCategory,
  type ReplaceEventCategories,
} from "../../../shared/event-categories.ts";
import { recordAudit } from "../audit/index.ts";
import { toEventCategory, toVisible } from "./mapper.ts";
import { eventCategoriesRepository, type CategoryRow } from "./repository.ts";

/** One copy per process, started over whenever any instance writes the list (migration 0046's triggers). */
const cache = createVersionedCache<EventCategory[]>("event-categories", 1);

/** The club's categories, hidden ones too, in its order: read through the versioned cache. */
export async function clubCategories(db: Db): Promise<EventCategory[]> {
  const version = await changeVersionsRepository(db).read("event-categories");
  cache.align(version);
  const cached = cache.get("all");
  if (cached) return cached;
  const categories = (await eventCategoriesRepository(db).list()).map(toEventCategory);
  cache.store(version, "all", categories);
  return categories;
}

/** The category labels by key, for answers that show an event's category. */
export async function categoryLabels(db: Db): Promise<Map<string, string>> {
  return new Map((await clubCategories(db)).map((c) => [c.key, c.label]));
}

/**
 * Checks an event's category against the club's list: a new event needs a visible one; an event keeping the category
 * it has may keep a hidden one. Answers the canonical key. 400 when the key is not the club's.
 */
export async function checkEventCategory(db: Db, key: string, current?: string): Promise<string> {
  const canonical = canonicalCategory(key);
  const category = (await clubCategories(db)).find((c) => c.key === canonical);
  const issue = (message: string) => badRequest(message, [{ path: "body.type", message }]);
  if (!category) throw issue(EVENT_CATEGORY_TEXTS.unknown);
  if (category.hidden && canonical !== (current === undefined ? undefined : canonicalCategory(current)))
    throw issue(EVENT_CATEGORY_TEXTS.hidden);
  return canonical;
}

/** Gives each new category a key of its own, made from its label. */
function withKeys(body: ReplaceEventCategories): { key: string; label: string; hidden: boolean }[] {
  const given = new Set(body.categories.flatMap((c) => (c.key ? [c.key] : [])));
  return body.categories.map((c) => {
    if (c.key) return { key: c.key, label: c.label.trim(), hidden: c.hidden ?? false };
    const base = keyFromLabel(c.label);
    let key = base;
    for (let n = 2; given.has(key) || key in ALIAS_KEYS; n += 1) key = `${base}-${n}`;
    given.add(key);
    return { key, label: c.label.trim(), hidden: c.hidden ?? false };
  });
}
const ALIAS_KEYS: Record<string, true> = { golfing: true, custom: true };

export function eventCategoriesService(db: Db) {
  async function visible(): Promise<{ categories: { key: string; label: string }[] }> {
    return { categories: toVisible(await clubCategories(db)) };
  }

  async function all(actor: Actor): Promise<{ categories: EventCategory[] }> {
    if (!can.admin.administer(actor)) throw forbidden();
    return { categories: await clubCategories(db) };
  }

  /** Replaces the whole list; a category some event uses may be hidden, never removed. Nothing changes on a 400. */
  async function replace(actor: Actor, body: ReplaceEventCategories): Promise<{ categories: EventCategory[] }> {
    if (!can.admin.administer(actor)) throw forbidden();
    const wanted = withKeys(body);
    const fail = (message: string, index: number, field: string) =>
      badRequest(EVENT_CATEGORY_TEXTS.invalid, [{ path: `body.categories.${index}.${field}`, message }]);
    const keys = new Set<string>();
    const labels = new Set<string>();
    wanted.forEach((c, index) => {
      if (keys.has(c.key) || c.key in ALIAS_KEYS) throw fail(EVENT_CATEGORY_TEXTS.duplicateKey, index, "key");
      if (labels.has(c.label.toLowerCase())) throw fail(EVENT_CATEGORY_TEXTS.duplicateLabel, index, "label");
      keys.add(c.key);
      labels.add(c.label.toLowerCase());
    });
    await db.transaction().execute(async (trx) => {
      const repository = eventCategoriesRepository(trx);
      const before = (await repository.list()).map(toEventCategory);
      const removed = before.filter((c) => !keys.has(c.key));
      const used = await repository.usedKeys(removed.map((c) => c.key));
      const inUse = removed.find((c) => used.has(c.key));
      if (inUse) throw badRequest(EVENT_CATEGORY_TEXTS.inUse(inUse.label));
      const rows: CategoryRow[] = wanted.map((c, position) => ({ ...c, hidden: c.hidden ? 1 : 0, position }));
      await repository.replace(rows);
      await recordAudit(trx, {
        actorUserId: actor.user_id,
        action: "event-categories.replace",
        target: "event-categories",
        details: {
          added: wanted.filter((c) => !before.some((b) => b.key === c.key)).map((c) => c.key),
          removed: removed.map((c) => c.key),
          hidden: wanted.filter((c) => c.hidden).map((c) => c.key),
        },
      });
    });
    return { categories: await clubCategories(db) };
  }

  return { visible, all, replace };
}
export type EventCategoriesService = ReturnType<typeof eventCategoriesService>;
