import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { eventSchema } from "../../../../shared/events.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

/** One of the event's images as its banner, or null for the default. */
export const setBanner = (id: string, imageId: string | null) =>
  api(callPath(EVENT_PATHS.banner, { id }), { method: "PUT", body: { imageId }, schema: eventSchema });

export function useSetBanner(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: string; imageId: string | null }) => setBanner(id, imageId),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.one(routeId), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.list() });
    },
  });
}
