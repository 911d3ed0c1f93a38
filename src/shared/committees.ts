import { z } from "zod";

/** Decision 61: committees (Executive and Hosting duties) and volunteer slots on events (Flying duties). */
export { COMMITTEES_PATHS } from "./paths/committees.ts";

export const COMMITTEE_ROLES = ["chair", "member"] as const;
export type CommitteeRole = (typeof COMMITTEE_ROLES)[number];
export const COMMITTEE_LIMITS = { name: 80, purpose: 1000, slots: 12, slotRole: 80, slotCount: 50 } as const;

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const committeeMemberSchema = z.object({ user_id: z.number(), name: z.string(), role: z.enum(COMMITTEE_ROLES) });

export const committeeSchema = z.object({
  id: z.number(),
  name: z.string(),
  purpose: z.string(),
  /** The tiers whose members may join it themselves (tiers with committee duties). */
  tiers: z.array(z.string()),
  archived: z.boolean(),
  members: z.array(committeeMemberSchema),
  /** Whether the caller sits on it, and whether she may join it now herself. */
  mine: z.boolean(),
  may_join: z.boolean(),
});
export type Committee = z.infer<typeof committeeSchema>;

export const committeesSchema = z.object({
  committees: z.array(committeeSchema),
  /** Her tier's committee duty (false: she may read them, an admin may seat her). */
  committee_duty: z.boolean(),
});
export type Committees = z.infer<typeof committeesSchema>;

export const committeeInputSchema = z.object({
  name: z
    .string({ error: "Give the committee a name." })
    .trim()
    .min(1, "Give the committee a name.")
    .max(COMMITTEE_LIMITS.name, `Keep the name under ${COMMITTEE_LIMITS.name} characters.`),
  purpose: z
    .string()
    .trim()
    .max(COMMITTEE_LIMITS.purpose, `Keep the purpose under ${COMMITTEE_LIMITS.purpose} characters.`)
    .default(""),
  /** Omitted: every tier with committee duties. */
  tiers: z.array(z.string().min(1).max(40)).max(12).optional(),
});
export const committeeUpdateSchema = committeeInputSchema.extend({ archived: z.boolean().default(false) });
export type CommitteeInput = z.infer<typeof committeeInputSchema>;
export type CommitteeUpdate = z.infer<typeof committeeUpdateSchema>;

export const committeeParamsSchema = z.object({ id });
export const committeeMemberParamsSchema = z.object({ id, userId: id });
export const committeeSeatSchema = z.object({ role: z.enum(COMMITTEE_ROLES, { error: "Choose chair or member." }) });

export const volunteerSlotSchema = z.object({
  id: z.number(),
  role: z.string(),
  count: z.number(),
  taken: z.number(),
  volunteers: z.array(z.object({ user_id: z.number(), name: z.string() })),
  mine: z.boolean(),
});
export type VolunteerSlot = z.infer<typeof volunteerSlotSchema>;

export const volunteerSlotsSchema = z.object({
  slots: z.array(volunteerSlotSchema),
  /** Her tier has volunteering duties and her membership is in force. */
  may_take: z.boolean(),
  /** The event's organiser or an admin: she sets the slots. */
  may_manage: z.boolean(),
});
export type VolunteerSlots = z.infer<typeof volunteerSlotsSchema>;

export const setVolunteerSlotsSchema = z.object({
  slots: z
    .array(
      z.object({
        /** A slot kept (its volunteers stay); omitted: a new slot. */
        id: z.number().int().min(1).max(2_147_483_647).optional(),
        role: z
          .string({ error: "Name the role." })
          .trim()
          .min(1, "Name the role.")
          .max(COMMITTEE_LIMITS.slotRole, `Keep the role under ${COMMITTEE_LIMITS.slotRole} characters.`),
        count: z
          .number({ error: "Say how many volunteers, a whole number." })
          .int("Say how many volunteers, a whole number.")
          .min(1, "Ask for at least one volunteer.")
          .max(COMMITTEE_LIMITS.slotCount, `At most ${COMMITTEE_LIMITS.slotCount} volunteers a role.`),
      }),
    )
    .max(COMMITTEE_LIMITS.slots, `At most ${COMMITTEE_LIMITS.slots} roles an event.`),
});
export type SetVolunteerSlots = z.infer<typeof setVolunteerSlotsSchema>;

export const eventParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const slotParamsSchema = z.object({ id: z.string().min(1).max(200), slotId: id });

/** What she gave this term: the committees she sits on and the volunteer slots she took. */
export const myDutiesSchema = z.object({
  term_start: z.string(),
  term_end: z.string(),
  duties: z.object({ volunteering: z.boolean(), committees: z.boolean() }),
  committees: z.array(z.object({ id: z.number(), name: z.string(), role: z.enum(COMMITTEE_ROLES) })),
  volunteer_slots: z.array(
    z.object({ event_id: z.string(), event_title: z.string(), role: z.string(), taken_at: z.string() }),
  ),
});
export type MyDuties = z.infer<typeof myDutiesSchema>;
