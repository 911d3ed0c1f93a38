import { z } from "zod";
import { SPONSORSHIP_TEXTS } from "./texts/sponsorships.ts";

/** The signed link's token, as the server reads it from the path (a longer one is not read at all). */
export const sponsorshipParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** What the named member is asked about (decision 0068): the applicant's name and her note, nothing more. */
export const sponsorshipRequestSchema = z.object({
  applicant_name: z.string(),
  note: z.string().nullable(),
});
export type SponsorshipRequest = z.infer<typeof sponsorshipRequestSchema>;

export const SPONSOR_WORDS_MAX = 1000;

/** Her answer: confirm with a few words of her own, or decline (words optional). */
export const sponsorshipAnswerSchema = z
  .object({
    decision: z.enum(["confirm", "decline"]),
    words: z.string().trim().max(SPONSOR_WORDS_MAX, `must be at most ${SPONSOR_WORDS_MAX} characters`).optional(),
  })
  .strict()
  .refine((answer) => answer.decision === "decline" || (answer.words ?? "").length > 0, {
    path: ["words"],
    message: SPONSORSHIP_TEXTS.wordsNeeded,
  });
export type SponsorshipAnswer = z.infer<typeof sponsorshipAnswerSchema>;
