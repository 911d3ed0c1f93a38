import { z } from "zod";

/** Decision 72: an event made an exhibition, and the showcase pieces members exhibit in it. */
export { EXHIBITIONS_PATHS } from "./paths/exhibitions.ts";

export const exhibitSchema = z.object({
  image_id: z.string(),
  title: z.string(),
  medium: z.string(),
  member: z.object({ user_id: z.number(), name: z.string() }),
  thumbnail_url: z.string(),
  display_url: z.string(),
  width: z.number(),
  height: z.number(),
  placeholder_color: z.string().nullable(),
  /** The caller exhibited it. */
  mine: z.boolean(),
  /** The caller may withdraw it (hers before the exhibition begins; its organiser or an admin always). */
  may_withdraw: z.boolean(),
});
export type Exhibit = z.infer<typeof exhibitSchema>;

export const exhibitionSchema = z.object({
  event_id: z.string(),
  /** An organiser or an admin made the event an exhibition. */
  exhibition: z.boolean(),
  /** For a confidential gathering the exhibits are its inside: false, and none listed, for those outside it. */
  inside_visible: z.boolean(),
  /** The exhibition has begun or was cancelled: nothing is added or withdrawn by members any more. */
  closed: z.boolean(),
  exhibits: z.array(exhibitSchema),
  /** She may exhibit a piece now. */
  may_exhibit: z.boolean(),
  /** Its organiser or an admin: she opens or stops the exhibition and removes any exhibit. */
  may_manage: z.boolean(),
  /** What her tier charges to exhibit one piece, in minor units of `currency` (0: free). */
  fee: z.number(),
  currency: z.string(),
});
export type Exhibition = z.infer<typeof exhibitionSchema>;

export const exhibitionParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const exhibitParamsSchema = z.object({ id: z.string().min(1).max(200), imageId: z.string().min(1).max(200) });

/** POST /api/events/:id/exhibits: one of her showcase pieces. */
export const newExhibitSchema = z.object({
  image_id: z
    .string({ error: "Choose one of the pieces in your showcase." })
    .min(1, "Choose one of the pieces in your showcase.")
    .max(200, "Choose one of the pieces in your showcase."),
});
export type NewExhibit = z.infer<typeof newExhibitSchema>;

/** PUT /api/events/:id/exhibition: make the event an exhibition, or stop it (no exhibits left). */
export const setExhibitionSchema = z.object({
  exhibition: z.boolean({ error: "Say whether the event is an exhibition: true or false." }),
});
export type SetExhibition = z.infer<typeof setExhibitionSchema>;
