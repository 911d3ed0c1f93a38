import { z } from "zod";
import { countInt } from "./integers.ts";
import { INVITATION_CODE_TEXTS } from "./texts/invitation-codes.ts";

export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

export const invitationCodeSchema = z.object({
  code: z.string(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  expiresAt: z.iso.datetime().nullable(),
  note: z.string().nullable(),
  revoked: z.boolean(),
});
export type InvitationCode = z.infer<typeof invitationCodeSchema>;

export const createInvitationCodeSchema = z.object({
  code: z.string().trim().regex(INVITATION_CODE_PATTERN, INVITATION_CODE_TEXTS.badCode).optional(),
  maxUses: countInt(1, 100_000).nullable().optional(),
  expiresAt: z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) > Date.now(), INVITATION_CODE_TEXTS.expiryPast)
    .nullable()
    .optional(),
  note: z.string().trim().max(500).nullable().optional(),
});
export type CreateInvitationCode = z.infer<typeof createInvitationCodeSchema>;

export const invitationCodeParamsSchema = z.object({ code: z.string().max(40) });

export const validateCodeRequestSchema = z.object({ code: z.string().max(200) });
export const validateCodeResponseSchema = z.union([
  z.object({ valid: z.literal(true) }),
  z.object({ valid: z.literal(false), error: z.string() }),
]);

/** How long a member's personal invitation stays open (docs/product/membership.md#members-invite). */
export const MEMBER_INVITATION_DAYS = 14;

/** A personal invitation's state: open until it is used, revoked or past its expiry. */
export const memberInvitationStateSchema = z.enum(["open", "used", "revoked", "expired"]);
export type MemberInvitationState = z.infer<typeof memberInvitationStateSchema>;

/** One of her invitations as she reads it (GET /api/me/invitations): the code is her friend's link's. */
export const memberInvitationSchema = z.object({
  code: z.string(),
  email: z.string(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  state: memberInvitationStateSchema,
});
export type MemberInvitation = z.infer<typeof memberInvitationSchema>;

/** Why she may not invite now: her membership lapsed, an admin paused her invitations, or her tier does not invite. */
export const inviteRefusalSchema = z.enum(["lapsed", "revoked", "tier"]);
export type InviteRefusal = z.infer<typeof inviteRefusalSchema>;

export const myInvitationsSchema = z.object({
  mayInvite: z.boolean(),
  reason: inviteRefusalSchema.nullable(),
  /** How many open invitations she may hold at once (the club setting `invitations_per_member`). */
  openAllowed: z.number().int(),
  open: z.number().int(),
  invitations: z.array(memberInvitationSchema),
});
export type MyInvitations = z.infer<typeof myInvitationsSchema>;

/** POST /api/me/invitations: her friend's address and a few words of hers that the email carries. */
export const createMemberInvitationSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, INVITATION_CODE_TEXTS.emailNeeded)
    .max(254)
    .pipe(z.email(INVITATION_CODE_TEXTS.emailNeeded)),
  note: z
    .string()
    .trim()
    .max(500, INVITATION_CODE_TEXTS.noteTooLong)
    .nullish()
    .transform((note) => note || null),
});
export type CreateMemberInvitation = z.infer<typeof createMemberInvitationSchema>;

/**
 * The invite tree (GET /api/admin/invite-tree), flat: the members in it (those who invited or were invited) and each
 * personal invitation, with what became of it; `invitedBy` and `memberId` link them into the tree the page folds.
 */
export const inviteTreeSchema = z.object({
  members: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      active: z.boolean(),
      /** False while an admin has taken her right to invite away. */
      mayInvite: z.boolean(),
      /** Who invited her, when she came in through a member's invitation. */
      invitedBy: z.number().int().nullable(),
      joinedAt: z.iso.datetime(),
    }),
  ),
  invitations: z.array(
    z.object({
      code: z.string(),
      inviterId: z.number().int(),
      email: z.string(),
      createdAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
      state: memberInvitationStateSchema,
      /** The application it brought: pending, accepted or rejected; null while none. */
      application: z.enum(["pending", "accepted", "rejected"]).nullable(),
      appliedAt: z.iso.datetime().nullable(),
      /** The member it brought in, once she registered. */
      memberId: z.number().int().nullable(),
    }),
  ),
});
export type InviteTree = z.infer<typeof inviteTreeSchema>;

export const inviteRightSchema = z.object({ mayInvite: z.boolean() });
export const inviteRightParamsSchema = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });
