import { z } from "zod";

/** Public facts about this installation that the web app needs at runtime. */
export const publicConfigSchema = z.object({
  clubName: z.string(),
  oidcEnabled: z.boolean(),
  /** The IANA zone events default to (CLUB_TIMEZONE). */
  clubTimezone: z.string(),
  /**
   * Whether a mail server is set up (SMTP_URL). Without one every email is written to the mail drop and reaches nobody:
   * screens that would promise an email say so and offer the link to copy. A yes or no only, never the server.
   */
  mailConfigured: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
