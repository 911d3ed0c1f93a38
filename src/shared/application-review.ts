import { z } from "zod";
import { APPLICATION_MEMBERSHIP_TYPES } from "./application-options.ts";
import { MEMBER_TYPES } from "./member-limits.ts";
import { idParam } from "./integers.ts";

// The admins' review of applications, apart from the wizard's schemas (applications.ts) so that /request, the
// heaviest public page, does not carry them.

export const applicationPropertySchema = z.object({
  address: z.string().nullable(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  availability: z.string().nullable(),
});

/** One admin's vote on an application (decision 0050); only admins ever read them. */
export const applicationVoteSchema = z.object({
  admin_id: z.number().int(),
  admin_name: z.string(),
  vote: z.enum(["approve", "reject"]),
  note: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type ApplicationVote = z.infer<typeof applicationVoteSchema>;

/**
 * Her sponsor as the admins see her (decision 0068): the member she named (asked by email, `pending` until she answers
 * or her link expires) or, with a personal invitation, her inviter (`confirmed` by inviting her); `not-a-member` when
 * the address she named is no active member's (nobody was asked).
 */
export const applicationSponsorSchema = z.object({
  via: z.enum(["named", "invitation"]),
  user_id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  state: z.enum(["pending", "confirmed", "declined", "expired", "not-a-member"]),
  words: z.string().nullable(),
  answered_at: z.iso.datetime().nullable(),
});
export type ApplicationSponsor = z.infer<typeof applicationSponsorSchema>;

/** An application as the admin review screen reads it (docs/product/screens.md#admin-pages). */
export const applicationSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  membership_type: z.enum(APPLICATION_MEMBERSHIP_TYPES),
  /** The tier she chose in the wizard (decision 61); null from older clients. */
  membership_tier: z.string().nullable(),
  created_at: z.iso.datetime(),
  interests: z.array(z.string()),
  availability: z.string().nullable(),
  reason: z.string(),
  referral: z.string().nullable(),
  comments: z.string().nullable(),
  accepted: z.boolean().nullable(),
  properties: z.array(applicationPropertySchema),
  /** The admins' votes so far, oldest first. */
  votes: z.array(applicationVoteSchema),
  /** The member whose personal invitation she applied with (decision 0057): her sponsor; null for an admin's code. */
  invited_by: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  sponsor: applicationSponsorSchema.nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/**
 * An admin's decision. Accepting may name the member type she will be (Founding, Standard or Travel Host); without
 * one she is invited as the type she applied for. Rejecting ignores it.
 */
/**
 * An admin's decision. Accepting may give the member type (by default the one applied for) and her tier (decision 52:
 * one her type allows, docs/product/membership.md; none by default): her account starts with both when she registers.
 */
export const applicationStatusSchema = z.object({
  accepted: z.boolean(),
  memberType: z.enum(MEMBER_TYPES).optional(),
  tier: z.string().trim().min(1).max(40).nullable().optional(),
});
export const applicationParamsSchema = z.object({ id: idParam() });

/** POST /api/applications/:id/votes: an admin's one vote, approve or reject, with a note if she likes. */
export const applicationVoteBodySchema = z
  .object({
    vote: z.enum(["approve", "reject"]),
    note: z.string().trim().max(1000, "must be at most 1000 characters").optional(),
    memberType: z.enum(MEMBER_TYPES).optional(),
    /** Her tier should this vote decide the acceptance (decision 52), as on the PATCH. */
    tier: z.string().trim().min(1).max(40).nullable().optional(),
  })
  .strict();
export type ApplicationVoteBody = z.infer<typeof applicationVoteBodySchema>;
