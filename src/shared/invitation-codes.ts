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
