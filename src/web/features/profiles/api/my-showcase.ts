import { PROFILE_PATHS } from "../../../../shared/paths/profiles.ts";
import { useQuery } from "@tanstack/react-query";
import { myShowcaseSchema } from "../../../../shared/profiles.ts";
import { api } from "../../../lib/api.ts";

export const myShowcaseKey = ["profiles", "my-showcase"] as const;

/** GET /api/me/showcase: her pieces, and her own images to choose from. */
export function useMyShowcase() {
  return useQuery({
    queryKey: myShowcaseKey,
    queryFn: () => api(PROFILE_PATHS.myShowcase, { schema: myShowcaseSchema }),
  });
}
