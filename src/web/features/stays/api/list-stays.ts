import { STAY_PATHS } from "../../../../shared/paths/stays.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { staySchema, type StayListQuery } from "../../../../shared/stays.ts";
import { api } from "../../../lib/api.ts";
import { stayKeys } from "./stay-keys.ts";

const stayListSchema = z.array(staySchema);

export type StaySearch = { where?: string; from?: string; to?: string; guests?: number; mine?: boolean };

/** GET /api/stays with the filters that are set. */
export function listStays(search: StaySearch) {
  const params = new URLSearchParams();
  if (search.where) params.set("where", search.where);
  if (search.from && search.to) {
    params.set("from", search.from);
    params.set("to", search.to);
  }
  if (search.guests) params.set("guests", String(search.guests));
  if (search.mine) params.set("mine", "1");
  const query = params.toString();
  return api(query ? `${STAY_PATHS.list}?${query}` : STAY_PATHS.list, { schema: stayListSchema });
}

export function useStays(search: StaySearch) {
  return useQuery({
    queryKey: stayKeys.list(search as Partial<StayListQuery>),
    queryFn: () => listStays(search),
    placeholderData: keepPreviousData,
  });
}
