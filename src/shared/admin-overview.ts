import { z } from "zod";
import { mailLogEntrySchema } from "./mail-log.ts";

/** How far ahead "upcoming events" looks, and how many of the next events the overview names. */
export const OVERVIEW_LIMITS = {
  upcomingDays: 30,
  nextEvents: 5,
  mailingsInProgress: 10,
  /** How far back the dashboard counts failed mail, and how many of the latest it names. */
  failedMailDays: 30,
  failedMailShown: 3,
} as const;

const count = z.number().int().min(0);

/** GET /api/admin/overview: the club at a glance, for the admin dashboard. */
export const adminOverviewSchema = z.object({
  pendingApplications: count,
  members: z.object({
    /** Active members of each type. */
    byType: z.object({ Founding: count, Standard: count, "Travel Host": count }),
    /** Active members with the admin flag (they are also counted by type). */
    admins: count,
    deactivated: count,
  }),
  upcomingEvents: z.object({
    /** Events starting within the next `upcomingDays` days. */
    count,
    /** The next few events from now, soonest first (possibly beyond the window). */
    next: z.array(z.object({ id: z.string(), title: z.string(), date: z.string(), start_time: z.string() })),
  }),
  /** Mailings with copies still queued or being sent, newest first. */
  mailingsInProgress: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      created_at: z.iso.datetime(),
      sent: count,
      /** Written to the mail drop (no mail server set up): nobody received them. */
      dropped: count,
      pending: count,
      failed: count,
    }),
  ),
  /** Transactional mail given up on in the last `failedMailDays` days, and the latest few, newest first. */
  failedMail: z.object({ count, recent: z.array(mailLogEntrySchema) }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
