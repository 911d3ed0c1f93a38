import { dateSettingsOf, formatLongDay, formatTime } from "../../shared/dates/index.ts";
import type { Config } from "../config.ts";
import type { Db } from "../kernel/database/database.ts";

/** What every template may read from the configuration: links, branding, the club's time zone and locale. */
export type EmailContext = Pick<Config, "publicUrl" | "clubName" | "clubTimezone" | "clubLocale">;

/**
 * The club as its admins set it (club settings over the environment's CLUB_* defaults), read through the caller's
 * transaction when she has one: every email, receipt, calendar file, archive and passkey names the club from here.
 */
export type ClubContextSource = (transaction?: Db) => Promise<EmailContext>;

/** An absolute link on the club's site; `path` starts with "/" and carries its own encoding. */
export function clubLink(context: Pick<EmailContext, "publicUrl">, path: string): string {
  return context.publicUrl.href.replace(/\/+$/, "") + path;
}

/** A path segment carrying a secret or an id, encoded so it cannot change the path. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

/** A moment (epoch ms) as the club reads it in a security email: "Saturday, November 28, 2026 at 10:52 AM". */
export function formatMoment(epochMs: number, context: EmailContext): string {
  const settings = dateSettingsOf(context);
  return `${formatLongDay(settings, epochMs)} at ${formatTime(settings, epochMs)}`;
}
