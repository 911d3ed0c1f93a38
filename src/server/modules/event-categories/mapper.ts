import type { EventCategory } from "../../../shared/event-categories.ts";
import type { CategoryRow } from "./repository.ts";

export const toEventCategory = (row: CategoryRow): EventCategory => ({
  key: row.key,
  label: row.label,
  hidden: row.hidden === 1,
});

/** What members read: the visible ones, without the flag. */
export const toVisible = (categories: EventCategory[]) =>
  categories.filter((c) => !c.hidden).map(({ key, label }) => ({ key, label }));
