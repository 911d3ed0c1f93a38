import { callPath } from "../../../../shared/paths/call-path.ts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { imageSchema } from "../../../../shared/gallery.ts";
import { GALLERY_PATHS } from "../../../../shared/paths/gallery.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

/** The images tagged with an event, newest first. */
export const getEventImages = (eventId: string) =>
  api(callPath(GALLERY_PATHS.ofEvent, { eventId }), { schema: z.array(imageSchema) });

export function useEventImages(eventId: string) {
  return useQuery({ queryKey: eventKeys.images(eventId), queryFn: () => getEventImages(eventId) });
}
