/**
 * Bounds of an event's dates and of a series, apart from the schemas so that their texts (src/shared/texts/events.ts) can name them
 * without an import cycle.
 */

/**
 * The dates an event may have (docs/product/limits.md#event-dates): wide enough for any club history and plan, narrow enough that every
 * instant has a four-digit year in every zone, so that JSON, ICS and the feed can all write it.
 */
export const EVENT_DATE_RANGE = { min: "1900-01-01", max: "2199-12-31" } as const;

/** A series has at most this many dates (docs/product/limits.md#field-limits). */
export const SERIES_OCCURRENCES_MAX = 104;
