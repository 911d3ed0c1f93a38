import { z } from "zod";

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function isLocale(value: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([value]).length === 1;
  } catch {
    return false;
  }
}

export function isCurrency(value: string): boolean {
  return /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf("currency").includes(value);
}

const nameField = z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters");
const timeZoneField = z.string().trim().refine(isTimeZone, "must be an IANA time zone such as Europe/London");
const localeField = z.string().trim().refine(isLocale, "must be a language tag such as en-US or en-GB");
const currencyField = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrency, "must be an ISO 4217 currency code such as USD or EUR");
const countryField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "must be a two-letter ISO 3166 country code such as US or GB");

/**
 * How long the club keeps each kind of data its daily retention pass removes (decision 0060, docs/product/data.md):
 * days, with the default in force until an admin saves one, and the bounds a saved value must keep within.
 */
export const RETENTION_PERIODS = {
  /** Sessions and known devices not used for this long. */
  retention_sessions_days: { default: 90, min: 7, max: 730 },
  /** The mail log's lines, once sent or given up on, this long after. */
  retention_mail_log_days: { default: 90, min: 30, max: 730 },
  /** Declined applications, this long after they were declined. */
  retention_declined_applications_days: { default: 180, min: 30, max: 1095 },
  /** Audit entries, this long after they were written. */
  retention_audit_days: { default: 730, min: 365, max: 3650 },
} as const;
export type RetentionPeriodField = keyof typeof RETENTION_PERIODS;
export const RETENTION_PERIOD_FIELDS = Object.keys(RETENTION_PERIODS) as RetentionPeriodField[];

const daysField = (field: RetentionPeriodField) =>
  z
    .number("must be a number of days")
    .int("must be a whole number of days")
    .min(RETENTION_PERIODS[field].min, `must be at least ${RETENTION_PERIODS[field].min} days`)
    .max(RETENTION_PERIODS[field].max, `must be at most ${RETENTION_PERIODS[field].max} days`);

/** The club's settings as admins read them (GET /api/admin/club-settings): each one stored or its CLUB_* default. */
export const clubSettingsSchema = z.object({
  name: z.string(),
  contact_email: z.string().nullable(),
  time_zone: z.string(),
  locale: z.string(),
  currency: z.string(),
  country: z.string(),
  /** A mailing to more members than this needs a second admin's approval (decision 0051). */
  mailing_approval_threshold: z.number().int(),
  /** Minutes every mailing waits before its first copy leaves, during which any admin can cancel it; 0 allowed. */
  mailing_cancel_window_minutes: z.number().int(),
  /** How many admins' votes of one kind decide an application (1 to 9; 1 by default: one admin decides). */
  votes_needed: z.number().int(),
  /** How many days the club keeps sessions and devices, the mail log, declined applications and audit entries. */
  retention_sessions_days: z.number().int(),
  retention_mail_log_days: z.number().int(),
  retention_declined_applications_days: z.number().int(),
  retention_audit_days: z.number().int(),
  /** The tiers (their ids) whose members may invite a friend (docs/product/membership.md#members-invite); none by default. */
  invite_tiers: z.array(z.string()),
  /** How many open invitations each member may hold at once (0 to 20; 3 by default). */
  invitations_per_member: z.number().int(),
  /** When an admin last saved time zone, locale and currency together or apart; null while all are the defaults. */
  saved: z.object({ name: z.boolean(), contact_email: z.boolean(), regional: z.boolean() }),
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

/** PUT /api/admin/club-settings: any subset of the fields; only those change. An empty contact address clears it. */
export const clubSettingsUpdateSchema = z
  .object({
    name: nameField.optional(),
    contact_email: z.union([z.literal(""), z.email("must be an email address").max(254)]).optional(),
    time_zone: timeZoneField.optional(),
    locale: localeField.optional(),
    currency: currencyField.optional(),
    country: countryField.optional(),
    mailing_approval_threshold: z
      .number("must be a number of recipients")
      .int("must be a whole number of recipients")
      .min(0, "must be 0 or more")
      .max(1_000_000, "must be at most 1000000")
      .optional(),
    mailing_cancel_window_minutes: z
      .number("must be a number of minutes")
      .int("must be a whole number of minutes")
      .min(0, "must be 0 or more")
      .max(1440, "must be at most 1440 (a day)")
      .optional(),
    votes_needed: z.number().int().min(1, "must be at least 1").max(9, "must be at most 9").optional(),
    retention_sessions_days: daysField("retention_sessions_days").optional(),
    retention_mail_log_days: daysField("retention_mail_log_days").optional(),
    retention_declined_applications_days: daysField("retention_declined_applications_days").optional(),
    retention_audit_days: daysField("retention_audit_days").optional(),
    invite_tiers: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z][A-Za-z0-9-]{0,39}$/, "must be tier ids such as Flying"),
      )
      .max(20, "must name at most 20 tiers")
      .transform((tiers) => [...new Set(tiers)])
      .optional(),
    invitations_per_member: z
      .number("must be a number of invitations")
      .int("must be a whole number of invitations")
      .min(0, "must be 0 or more")
      .max(20, "must be at most 20")
      .optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, "name at least one setting to change");
export type ClubSettingsUpdate = z.infer<typeof clubSettingsUpdateSchema>;

export const CLUB_SETTING_FIELDS = [
  "name",
  "contact_email",
  "time_zone",
  "locale",
  "currency",
  "country",
  "mailing_approval_threshold",
  "mailing_cancel_window_minutes",
  "votes_needed",
  "retention_sessions_days",
  "retention_mail_log_days",
  "retention_declined_applications_days",
  "retention_audit_days",
  "invite_tiers",
  "invitations_per_member",
] as const;
export type ClubSettingField = (typeof CLUB_SETTING_FIELDS)[number];

/** The first-run checklist on /admin (GET /api/admin/setup-checklist): each step done or not, from facts. */
export const setupChecklistSchema = z.object({
  steps: z.array(
    z.object({
      key: z.enum(["club-name", "contact-email", "regional", "mail", "invitation-code", "tiers", "own-name"]),
      done: z.boolean(),
    }),
  ),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

export const testEmailAnswerSchema = z.object({ sent: z.boolean(), message: z.string() });
export type TestEmailAnswer = z.infer<typeof testEmailAnswerSchema>;
