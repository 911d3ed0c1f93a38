import { z } from "zod";

/** Public facts about this installation that the web app needs at runtime. */
export const publicConfigSchema = z.object({
  clubName: z.string(),
  oidcEnabled: z.boolean(),
  /** The IANA zone events default to (CLUB_TIMEZONE). */
  clubTimezone: z.string(),
  /** The language tag dates and times are written in (CLUB_LOCALE): 12- or 24-hour time, day or month first. */
  clubLocale: z.string(),
  /** The ISO 4217 code fees are shown in (CLUB_CURRENCY). */
  clubCurrency: z.string(),
  /** The ISO 3166 code phone numbers and addresses default to (CLUB_COUNTRY). */
  clubCountry: z.string(),
  /** Where to write to the club (CLUB_CONTACT_EMAIL), null until one is set. */
  clubContactEmail: z.string().nullable(),
  /**
   * Whether a mail server is set up (SMTP_URL). Without one every email is written to the mail drop and reaches nobody:
   * screens that would promise an email say so and offer the link to copy. A yes or no only, never the server.
   */
  mailConfigured: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
