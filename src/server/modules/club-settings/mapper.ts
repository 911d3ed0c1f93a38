import type { Config } from "../../config.ts";
import type { PublicConfig } from "../../../shared/config.ts";
import {
  CLUB_SETTING_FIELDS,
  RETENTION_PERIODS,
  type ClubSettingField,
  type ClubSettings,
  type RetentionPeriodField,
} from "../../../shared/club-settings.ts";
import { settingRowName } from "./repository.ts";

export type ClubDefaults = Pick<
  Config,
  | "clubName"
  | "clubContactEmail"
  | "clubTimezone"
  | "clubLocale"
  | "clubCurrency"
  | "clubCountry"
  | "mailingApprovalThreshold"
  | "mailingCancelWindowMinutes"
>;

const DEFAULT_OF: Record<ClubSettingField, (defaults: ClubDefaults) => string | null> = {
  name: (d) => d.clubName,
  contact_email: (d) => d.clubContactEmail,
  time_zone: (d) => d.clubTimezone,
  locale: (d) => d.clubLocale,
  currency: (d) => d.clubCurrency,
  country: (d) => d.clubCountry,
  mailing_approval_threshold: (d) => String(d.mailingApprovalThreshold),
  mailing_cancel_window_minutes: (d) => String(d.mailingCancelWindowMinutes),
  votes_needed: () => "1",
  retention_sessions_days: () => String(RETENTION_PERIODS.retention_sessions_days.default),
  retention_mail_log_days: () => String(RETENTION_PERIODS.retention_mail_log_days.default),
  retention_declined_applications_days: () => String(RETENTION_PERIODS.retention_declined_applications_days.default),
  retention_audit_days: () => String(RETENTION_PERIODS.retention_audit_days.default),
  invite_tiers: () => "",
  invitations_per_member: () => String(DEFAULT_INVITATIONS_PER_MEMBER),
};

/** Open invitations a member may hold while admins have not chosen (docs/product/membership.md#members-invite). */
export const DEFAULT_INVITATIONS_PER_MEMBER = 3;

/** A whole number stored as text, or the fallback when the row holds anything else. */
const wholeNumber = (value: string | null, fallback: number) => {
  const parsed = value === null ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
};

/** Each setting as stored, or the environment's CLUB_* value while no admin has saved it (an empty address is none). */
export function toClubSettings(rows: { name: string; value: string }[], defaults: ClubDefaults): ClubSettings {
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  const value = (field: ClubSettingField) => {
    const saved = stored.get(settingRowName(field));
    return saved === undefined ? DEFAULT_OF[field](defaults) : saved === "" ? null : saved;
  };
  const saved = (field: ClubSettingField) => stored.has(settingRowName(field));
  return {
    name: value("name") ?? defaults.clubName,
    contact_email: value("contact_email"),
    time_zone: value("time_zone") ?? defaults.clubTimezone,
    locale: value("locale") ?? defaults.clubLocale,
    currency: value("currency") ?? defaults.clubCurrency,
    country: value("country") ?? defaults.clubCountry,
    mailing_approval_threshold: wholeNumber(value("mailing_approval_threshold"), defaults.mailingApprovalThreshold),
    mailing_cancel_window_minutes: wholeNumber(
      value("mailing_cancel_window_minutes"),
      defaults.mailingCancelWindowMinutes,
    ),
    votes_needed: votesNeededOf(value("votes_needed")),
    retention_sessions_days: daysOf("retention_sessions_days", value("retention_sessions_days")),
    retention_mail_log_days: daysOf("retention_mail_log_days", value("retention_mail_log_days")),
    retention_declined_applications_days: daysOf(
      "retention_declined_applications_days",
      value("retention_declined_applications_days"),
    ),
    retention_audit_days: daysOf("retention_audit_days", value("retention_audit_days")),
    invite_tiers: (value("invite_tiers") ?? "").split(",").filter(Boolean),
    invitations_per_member: Math.min(20, wholeNumber(value("invitations_per_member"), DEFAULT_INVITATIONS_PER_MEMBER)),
    saved: {
      name: saved("name"),
      contact_email: saved("contact_email"),
      regional: saved("time_zone") || saved("locale") || saved("currency"),
    },
  };
}

/** A stored vote count, or 1 when none or unreadable (one admin decides, as before decision 0050). */
function votesNeededOf(stored: string | null): number {
  const count = Number(stored);
  return Number.isInteger(count) && count >= 1 && count <= 9 ? count : 1;
}

/** A stored retention period, or its default when none or outside its bounds (decision 0060). */
function daysOf(field: RetentionPeriodField, stored: string | null): number {
  const days = Number(stored);
  const { min, max } = RETENTION_PERIODS[field];
  return Number.isInteger(days) && days >= min && days <= max ? days : RETENTION_PERIODS[field].default;
}

/** The settings as /api/config has always named them. */
export function toPublicSettings(settings: ClubSettings): Omit<PublicConfig, "oidcEnabled" | "mailConfigured"> {
  return {
    clubName: settings.name,
    clubTimezone: settings.time_zone,
    clubLocale: settings.locale,
    clubCurrency: settings.currency,
    clubCountry: settings.country,
    clubContactEmail: settings.contact_email,
  };
}

/** The fields a PUT changed: those whose value differs from what was in force. */
export function changedFields(
  before: ClubSettings,
  wanted: Partial<Record<ClubSettingField, string | number | string[]>>,
) {
  return CLUB_SETTING_FIELDS.filter(
    (field) => field in wanted && String(wanted[field] === "" ? null : wanted[field]) !== String(before[field]),
  );
}
