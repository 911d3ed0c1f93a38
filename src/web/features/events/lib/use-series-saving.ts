import { useState } from "react";
import type { SeriesCreateInput, SeriesScope } from "../../../../shared/event-series.ts";
import type { Event } from "../../../../shared/events.ts";
import { todayIn } from "../../../../shared/calendar-date.ts";
import type { EventCreateInput } from "../../../../shared/event-fields.ts";
import type { RepeatRule } from "../../../../shared/recurrence.ts";
import { useCreateSeries } from "../api/create-series.ts";
import { formFromEvent, prepareEvent } from "./event-form.ts";
import { NO_REPEAT, changedFields, prepareRepeat, type RepeatErrors, type RepeatForm } from "./series-form.ts";

/**
 * What the event dialog adds for series: on create, the Repeat fields and the series call; on an edit of one of a
 * series' dates, whether the change reaches the later dates ("this and following" sends only what changed).
 */
export function useSeriesSaving(editing: Event | undefined, scope: SeriesScope = "this") {
  const [repeat, setRepeat] = useState<RepeatForm>(NO_REPEAT);
  const [repeatErrors, setRepeatErrors] = useState<RepeatErrors>({});
  const create = useCreateSeries();

  const firstDate = (eventDate: string) => eventDate || todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return {
    repeat,
    repeatErrors,
    saving: create.isPending,
    error: create.error,
    firstDate,
    changeRepeat(patch: Partial<RepeatForm>) {
      setRepeat((current) => ({ ...current, ...patch }));
      setRepeatErrors({});
    },
    /** The rule to create with, null for a single event, or "invalid" (its errors shown). */
    repeatFor(eventDate: string): RepeatRule | null | "invalid" {
      const prepared = prepareRepeat(repeat, firstDate(eventDate));
      if (prepared.ok) return prepared.repeat;
      setRepeatErrors(prepared.errors);
      return "invalid";
    },
    create(body: SeriesCreateInput, onSaved: (event: Event) => void) {
      create.mutate(body, { onSuccess: (series) => onSaved(series.events[0]!) });
    },
    changeOf(fields: EventCreateInput): EventCreateInput & { scope?: SeriesScope } {
      if (!editing?.series_id || scope === "this") return fields;
      const before = prepareEvent(formFromEvent(editing));
      if (!before.ok) return { ...fields, scope };
      const stored: EventCreateInput = {
        ...before.fields,
        timezone: before.clubTimezone ? null : before.fields.timezone,
      };
      return { ...changedFields(stored, fields), scope };
    },
  };
}
