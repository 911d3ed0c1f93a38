import { callPath } from "../../../../shared/paths/call-path.ts";
import { STAY_PATHS } from "../../../../shared/paths/stays.ts";
import { useQuery } from "@tanstack/react-query";
import { stayPrefillSchema, staySchema } from "../../../../shared/stays.ts";
import { api } from "../../../lib/api.ts";
import { stayKeys } from "./stay-keys.ts";

export const getStay = (id: string) => api(callPath(STAY_PATHS.one, { id }), { schema: staySchema });

export function useStay(id: string | undefined) {
  return useQuery({ queryKey: stayKeys.one(id ?? ""), queryFn: () => getStay(id!), enabled: id !== undefined });
}

/** What her accepted application said of her home: a new listing starts from it. */
export function useStayPrefill(enabled: boolean) {
  return useQuery({
    queryKey: stayKeys.prefill(),
    queryFn: () => api(STAY_PATHS.prefill, { schema: stayPrefillSchema }),
    enabled,
  });
}
