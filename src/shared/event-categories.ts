// The club's event categories: the defaults a new club starts with, the keys of the spec that now name another
// category, and the shapes of the calls that read and replace the list (docs/product/events.md#categories).
import { z } from "zod";

/** A category's key: lowercase words joined by hyphens, as the spec's keys are. */
export const CATEGORY_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CATEGORY_LIMITS = { keyMax: 40, labelMax: 40, countMax: 100 } as const;

export { CATEGORY_ALIASES, canonicalCategory, DEFAULT_EVENT_CATEGORIES } from "./event-category-defaults.ts";
import { canonicalCategory } from "./event-category-defaults.ts";

/** A category's key as it arrives: trimmed, and a duplicate key of the spec taken as its canonical key. */
export const categoryKeySchema = z
  .string()
  .trim()
  .max(CATEGORY_LIMITS.keyMax)
  .regex(CATEGORY_KEY, "A category's key is lowercase letters and digits joined by hyphens.")
  .transform(canonicalCategory);

export const eventCategorySchema = z.object({ key: z.string(), label: z.string(), hidden: z.boolean() });
export type EventCategory = z.infer<typeof eventCategorySchema>;

/** What members read: the visible categories, in the club's order. */
export const visibleCategoriesSchema = z.object({ categories: z.array(eventCategorySchema.omit({ hidden: true })) });
/** What admins read and write: every category, hidden ones too. */
export const eventCategoriesSchema = z.object({ categories: z.array(eventCategorySchema) });

/** The whole list as an admin sends it: a category without a key is new and is given one from its label. */
export const replaceEventCategoriesSchema = z.object({
  categories: z
    .array(
      z.object({
        key: z
          .string()
          .trim()
          .max(CATEGORY_LIMITS.keyMax)
          .regex(CATEGORY_KEY, "A category's key is lowercase letters and digits joined by hyphens.")
          .nullish(),
        label: z.string().trim().min(1, "Every category needs a name.").max(CATEGORY_LIMITS.labelMax),
        hidden: z.boolean().default(false),
      }),
    )
    .min(1, "The club needs at least one category.")
    .max(CATEGORY_LIMITS.countMax),
});
export type ReplaceEventCategories = z.input<typeof replaceEventCategoriesSchema>;

/** A key made from a label: "Polo & Croquet" → "polo-croquet". */
export const keyFromLabel = (label: string) =>
  label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CATEGORY_LIMITS.keyMax)
    .replace(/-+$/g, "") || "category";

export const EVENT_CATEGORY_PATHS = {
  visible: "/api/event-categories",
  admin: "/api/admin/event-categories",
} as const;

export const EVENT_CATEGORY_TEXTS = {
  duplicateKey: "Two categories have the same key.",
  duplicateLabel: "Two categories have the same name.",
  inUse: (label: string) => `${label} is used by events: hide it instead of removing it.`,
  unknown: "Choose one of the club's categories.",
  hidden: "This category is hidden: choose another one.",
  invalid: "The categories are not valid.",
} as const;
