import { z } from "zod";
import { idInt } from "./integers.ts";
import { memberNameSchema } from "./conversations.ts";
import { INTRODUCTION_TEXTS } from "./texts/introductions.ts";

/**
 * Introductions (docs/product/conversations.md#introductions, decision 0062): a member asks a mutual member (someone
 * who took part in an event with both, or an admin) to introduce her to a member she may not write to. The introducer
 * forwards it with a note or declines; the introduced member accepts or declines; when both agree a conversation
 * opens between the two, the introducer's note at its top. A declined introduction is only ever "not now".
 */
export const INTRODUCTION_TEXT_MAX = 1000;

export const introductionCreateSchema = z
  .object({
    introducer_id: idInt(),
    to_user_id: idInt(),
    reason: z
      .string()
      .trim()
      .min(1, INTRODUCTION_TEXTS.reasonRequired)
      .max(INTRODUCTION_TEXT_MAX, INTRODUCTION_TEXTS.reasonTooLong),
  })
  .strict();
export type IntroductionCreate = z.infer<typeof introductionCreateSchema>;

export const introductionForwardSchema = z
  .object({
    note: z
      .string()
      .trim()
      .min(1, INTRODUCTION_TEXTS.noteRequired)
      .max(INTRODUCTION_TEXT_MAX, INTRODUCTION_TEXTS.noteTooLong),
  })
  .strict();
export type IntroductionForward = z.infer<typeof introductionForwardSchema>;

/** Her part in an introduction. */
export const INTRODUCTION_ROLES = ["asker", "introducer", "introduced"] as const;
/**
 * Where it stands, as she may know it: the asker sees `asked` until it is made or not now (she never learns that it
 * was forwarded, so "not now" reads the same whoever declined).
 */
export const INTRODUCTION_STATES = ["asked", "forwarded", "made", "not-now"] as const;
export type IntroductionState = (typeof INTRODUCTION_STATES)[number];

export const introductionSchema = z.object({
  id: z.string(),
  role: z.enum(INTRODUCTION_ROLES),
  state: z.enum(INTRODUCTION_STATES),
  asker: memberNameSchema,
  introducer: memberNameSchema,
  to: memberNameSchema,
  /** The asker's reason: for the asker and the introducer. */
  reason: z.string().nullable(),
  /** The introducer's note: for the introducer and the introduced member, and for the asker once it is made. */
  note: z.string().nullable(),
  /** What she may do now. */
  actions: z.array(z.enum(["forward", "accept", "decline"])),
  /** The conversation it opened, once made. */
  conversation_id: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type Introduction = z.infer<typeof introductionSchema>;

export const introductionsListSchema = z.object({ introductions: z.array(introductionSchema) });
export type IntroductionsList = z.infer<typeof introductionsListSchema>;

export const introductionIdParamsSchema = z.object({ id: z.uuid(INTRODUCTION_TEXTS.notFound) });

/** The members she may ask to introduce her to a member (and whether she need not: she may already write to her). */
export const introducersSchema = z.object({
  may_message: z.boolean(),
  introducers: z.array(memberNameSchema),
});
export type Introducers = z.infer<typeof introducersSchema>;

/** An event's organiser writes to all its participants: one text, to each as a notice and by her choice. */
export const EVENT_MESSAGE_MAX = 2000;
export const eventMessageSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, INTRODUCTION_TEXTS.messageRequired)
      .max(EVENT_MESSAGE_MAX, INTRODUCTION_TEXTS.messageTooLong),
  })
  .strict();
export type EventMessage = z.infer<typeof eventMessageSchema>;
export const eventMessageAnswerSchema = z.object({ sent_to: z.number().int() });
