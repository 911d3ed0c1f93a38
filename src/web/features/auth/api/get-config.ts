import { useQuery } from "@tanstack/react-query";
import { publicConfigSchema } from "../../../../shared/config.ts";
import { API } from "../../../../shared/paths.ts";
import { api } from "../../../lib/api.ts";

export const getPublicConfig = () => api(API.config, { schema: publicConfigSchema });

/** Facts about this installation: whether "Login with Google" is configured, the club's name. */
export function usePublicConfig() {
  return useQuery({ queryKey: ["public-config"], queryFn: getPublicConfig, staleTime: Infinity });
}
