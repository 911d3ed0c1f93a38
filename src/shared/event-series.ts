import { z } from "zod";
import { cancelEventSchema, eventSchema } from "./events.ts";
import {
  checkNewEvent,
  eventDateSchema,
  eventFieldsSchema,
  eventUpdateSchema,
  resolveEventFields,
  type EventFields,
} from "./event-fields.ts";
import { SERIES_OCCURRENCES_MAX } from "./event-bounds.ts";
import { SERIES_TEXTS } from "./texts/events.ts";
import { REPEAT_EVERY, occurrenceDates, type RepeatRule } from "./recurrence.ts";

export const repeatSchema = z.object({
  every: z.enum(REPEAT_EVERY),
  count: z.number().int().min(2).max(SERIES_OCCURRENCES_MAX).nullish(),
  until: eventDateSchema.nullish(),
});

/** POST /api/event-series: the event form plus how it repeats; each date becomes an event of its own. */
export function seriesCreateSchema(clubTimezone: string) {
  return eventFieldsSchema.extend({ repeat: repeatSchema }).transform((raw, ctx) => {
    const { repeat, ...form } = raw;
    const now = new Date();
    const fields: EventFields = resolveEventFields(form, ctx, clubTimezone, now);
    checkNewEvent(fields, ctx, now);
    const rule: RepeatRule = { every: repeat.every, count: repeat.count ?? null, until: repeat.until ?? null };
    const problem = (message: string, field: "count" | "until") =>
      ctx.addIssue({ code: "custom", message, path: ["repeat", field] });
    if ((rule.count == null) === (rule.until == null)) problem(SERIES_TEXTS.countOrUntil, "count");
    else if (rule.until != null && rule.until <= fields.event_date) problem(SERIES_TEXTS.untilBeforeStart, "until");
    const dates = occurrenceDates(fields.event_date, rule, SERIES_OCCURRENCES_MAX);
    if (dates.length > SERIES_OCCURRENCES_MAX) problem(SERIES_TEXTS.tooMany, "until");
    else if (rule.until != null && dates.length < 2) problem(SERIES_TEXTS.tooFew, "until");
    return { fields, rule, dates };
  });
}
export type SeriesCreateInput = z.input<ReturnType<typeof seriesCreateSchema>>;
export type SeriesCreate = z.output<ReturnType<typeof seriesCreateSchema>>;

/** Which occurrences a change reaches: this one, or this one and every later one of its series. */
export const SERIES_SCOPES = ["this", "following"] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];
const scopeSchema = z.enum(SERIES_SCOPES).optional();

/** PUT /api/events/:id with the occurrences it reaches. */
export const eventUpdateInScopeSchema = eventUpdateSchema.extend({ scope: scopeSchema });
export type EventUpdateInScopeInput = z.input<typeof eventUpdateInScopeSchema>;
/** POST /api/events/:id/cancel with the occurrences it reaches. */
export const cancelInScopeSchema = cancelEventSchema.unwrap().unwrap().extend({ scope: scopeSchema }).nullish();
/** DELETE /api/events/:id?scope=following */
export const scopeQuerySchema = z.object({ scope: scopeSchema });

export const seriesParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

/** A series as its calls answer it: its rule, and the occurrences the caller may see, by date. */
export const eventSeriesSchema = z.object({
  id: z.string(),
  every: z.enum(REPEAT_EVERY),
  count: z.number().int().nullable(),
  until: z.string().nullable(),
  /** "Every week on Tuesday" */
  description: z.string(),
  events: z.array(eventSchema),
});
export type EventSeries = z.infer<typeof eventSeriesSchema>;
