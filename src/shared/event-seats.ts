/** Joining an event: the guests a member brings and the answer that gives her a seat or a place on the waitlist. */
import { z } from "zod";
import { eventSchema } from "./events.ts";
import { EVENT_LIMITS } from "./event-limits.ts";
import { EVENT_TEXTS } from "./texts/events.ts";

/** POST /api/events/:id/join: the guests' names she brings, if the event takes guests. */
export const joinEventSchema = z
  .object({
    guests: z
      .array(z.string().trim().min(1, EVENT_TEXTS.guestNameMissing).max(EVENT_LIMITS.guestNameMax))
      .max(EVENT_LIMITS.guestsMax)
      .optional(),
  })
  .nullish();
export type JoinEventInput = z.input<typeof joinEventSchema>;
/** The join answer: the event, and whether she got a seat or a place on the waitlist. */
export const joinAnswerSchema = eventSchema.extend({
  status: z.enum(["joined", "waitlisted"]),
  position: z.number().int().optional(),
});
export type JoinAnswer = z.infer<typeof joinAnswerSchema>;
