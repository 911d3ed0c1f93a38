import { clubLink, type EmailContext } from "../context.ts";
import { formatEventTime, type EventTime } from "../event-time.ts";
import { renderLayout, type EmailBlock, type RenderedEmail } from "../layout.ts";

/** One line of a digest: what it says and the page of the club it is about. */
export interface DigestLine {
  text: string;
  path: string;
}

/**
 * A daily or weekly digest (decision 0063): the notices of the kinds she chose it for and, in the weekly one, her
 * club's week. Every line was read through the access layer for her before it came here.
 */
export interface NoticeDigestData {
  period: "daily" | "weekly";
  notices: readonly DigestLine[];
  nextEvents: ReadonlyArray<{ title: string; path: string; time: EventTime }>;
  newEvents: ReadonlyArray<{ title: string; path: string; time: EventTime }>;
  newPhotos: { count: number; lines: readonly DigestLine[] };
  newMembers: readonly DigestLine[];
  /** Her one-click unsubscribe link for this digest. */
  unsubscribeUrl: string;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

function lines(context: EmailContext, heading: string, rows: readonly DigestLine[]): EmailBlock[] {
  if (rows.length === 0) return [];
  return [{ type: "links", heading, items: rows.map((row) => ({ text: row.text, url: clubLink(context, row.path) })) }];
}

function events(context: EmailContext, heading: string, rows: NoticeDigestData["nextEvents"]): EmailBlock[] {
  if (rows.length === 0) return [];
  return [
    {
      type: "links",
      heading,
      items: rows.map((row) => ({
        text: row.title,
        url: clubLink(context, row.path),
        note: formatEventTime(row.time, context),
      })),
    },
  ];
}

/** "Your club this week", or the day's digest of her notices; a link to stop it in the email and its headers. */
export function noticeDigestEmail(data: NoticeDigestData, context: EmailContext): RenderedEmail {
  const weekly = data.period === "weekly";
  const noticeCount = plural(data.notices.length, "notification", "notifications");
  const photos = data.newPhotos.count;
  const blocks: EmailBlock[] = [
    ...events(context, "Your next events", data.nextEvents),
    ...events(context, "New events", data.newEvents),
    ...lines(
      context,
      photos > data.newPhotos.lines.length
        ? `New photos: ${photos}, the latest of them here`
        : plural(photos, "new photo", "new photos"),
      data.newPhotos.lines,
    ),
    ...lines(context, "New members", data.newMembers),
    ...lines(context, weekly ? "Your notifications this week" : "Your notifications", data.notices),
    {
      type: "button",
      label: weekly ? "Open your club" : "Open your notifications",
      url: clubLink(context, weekly ? "/home" : "/notifications"),
    },
    {
      type: "small",
      text:
        `You receive this ${weekly ? "weekly" : "daily"} digest because you chose it in Settings → Notifications ` +
        `(${clubLink(context, "/settings#notifications")}). Stop it: ${data.unsubscribeUrl}`,
    },
  ];
  return renderLayout(context, {
    subject: weekly ? "Your club this week" : `Today at ${context.clubName}: ${noticeCount}`,
    preheader: weekly
      ? `Your events and what is new at ${context.clubName}.`
      : `${noticeCount} since your last digest.`,
    heading: weekly ? "Your club this week" : "Since your last digest",
    blocks,
  });
}
