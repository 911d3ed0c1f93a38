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

/** An application as the admin review screen reads it (docs/product/screens.md#admin-pages). */
export const applicationSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  membership_type: z.enum(APPLICATION_MEMBERSHIP_TYPES),
  created_at: z.iso.datetime(),
  interests: z.array(z.string()),
  availability: z.string().nullable(),
  reason: z.string(),
  referral: z.string().nullable(),
  comments: z.string().nullable(),
  accepted: z.boolean().nullable(),
  properties: z.array(applicationPropertySchema),
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
