/**
 * A member's privacy rights (decision 0047): what the club holds about her (GET /api/me/privacy), the archive she takes
 * away (POST /api/me/export, then the emailed link, once, for 24 hours, signed in as her), closing her account
 * (POST /api/me/close: 30 days in which signing in reopens it, then erasure).
 */
import { z } from "zod";

export const PRIVACY_PATHS = {
  summary: "/api/me/privacy",
  exportArchive: "/api/me/export",
  download: "/api/me/export/:token",
  close: "/api/me/close",
} as const;

/** How long her export link works, and how long a closed account waits before it is erased. */
export const PRIVACY_LIMITS = {
  exportLinkMs: 24 * 60 * 60 * 1000,
  closureDays: 30,
  passwordMax: 200,
} as const;

/** Each kind of data the club holds about her, in the order the Privacy page lists them. */
export const PRIVACY_KINDS = [
  "profile",
  "applications",
  "events",
  "rsvps",
  "photos",
  "photoTags",
  "comments",
  "likes",
  "messages",
  "stayListings",
  "stayRequests",
  "payments",
  "notifications",
  "sessions",
  "devices",
  "emails",
  "audit",
] as const;
export type PrivacyKind = (typeof PRIVACY_KINDS)[number];

export const exportStatusSchema = z.enum(["none", "pending", "preparing", "ready", "used", "expired", "failed"]);
export type ExportStatus = z.infer<typeof exportStatusSchema>;

export const privacySummarySchema = z.object({
  counts: z.object(
    Object.fromEntries(PRIVACY_KINDS.map((kind) => [kind, z.number().int().nonnegative()])) as {
      [K in PrivacyKind]: z.ZodNumber;
    },
  ),
  /** Her latest archive's state. */
  export: z.object({ status: exportStatusSchema, requested_at: z.string().nullable() }),
  /** Set while her account is closing: the day it will be erased. */
  closing: z.object({ erase_after: z.string() }).nullable(),
  /** She has a second factor: closing asks for it as a step-up. */
  has_second_factor: z.boolean(),
});
export type PrivacySummary = z.infer<typeof privacySummarySchema>;

export const exportStartedSchema = z.object({ status: exportStatusSchema });

export const closeAccountSchema = z.object({
  password: z.string().min(1).max(PRIVACY_LIMITS.passwordMax),
  /** Her comments: kept under "Former member", or deleted. */
  comments: z.enum(["keep", "delete"]),
  /** Her photos attached to events: left to the club, or deleted with the rest of her uploads. */
  leave_event_photos: z.boolean(),
});
export type CloseAccount = z.infer<typeof closeAccountSchema>;

export const closingAnswerSchema = z.object({ erase_after: z.string() });

export const downloadParamsSchema = z.object({ token: z.string().min(1).max(100) });
