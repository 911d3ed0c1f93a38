import { useMutation, useQueryClient } from "@tanstack/react-query";
import { eventSeriesSchema, type SeriesCreateInput } from "../../../../shared/event-series.ts";
import { EVENT_SERIES_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

/** POST /api/event-series: the event form and its repeat; answers the series with its dates. */
export const createSeries = (body: SeriesCreateInput) =>
  api(EVENT_SERIES_PATHS.create, { method: "POST", body, schema: eventSeriesSchema });

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.list() }),
  });
}
