import { z } from "zod";
import { COVER_TEXTS } from "./texts/events.ts";

/** One stored size of the cover: its file's URL (served to whoever may see the event) and its pixels. */
export const coverVariantSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** An event's cover image as the event answer carries it: the variants for `srcset`, its size, its placeholder. */
export const eventCoverSchema = z.object({
  image_id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder_color: z.string(),
  /** A tiny blurred image as a data URL, shown while the cover loads. */
  placeholder: z.string(),
  /** Smallest first. */
  variants: z.array(coverVariantSchema),
});
export type EventCover = z.infer<typeof eventCoverSchema>;

/** A gallery image the creator may see, as the event's cover. */
export const chooseCoverSchema = z.object({
  imageId: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, COVER_TEXTS.noSuchImage),
});
export type ChooseCover = z.infer<typeof chooseCoverSchema>;
