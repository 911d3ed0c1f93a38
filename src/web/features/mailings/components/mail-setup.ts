import type { ClubDates } from "../../../../shared/dates/index.ts";
import type { Event } from "../../../../shared/events.ts";
import { type MailPreviewRequest, type RecipientGroup } from "../../../../shared/mailings.ts";
import { MAILING_TEXTS, RECIPIENT_GROUP_LABELS } from "../../../../shared/texts/mailings.ts";
import { ApiError } from "../../../lib/api.ts";
import type { MailDraft } from "../pages/use-mail-draft.ts";
import { MAILINGS_COPY } from "../../../content/mailings.ts";

/** The groups offered: every group for a club mailing; for an announcement, the event's participants or a test to oneself. */
export function groupOptions(event: Event | null): { value: RecipientGroup; label: string }[] {
  if (!event)
    return Object.entries(RECIPIENT_GROUP_LABELS).map(([value, label]) => ({ value: value as RecipientGroup, label }));
  return [
    { value: "selected", label: MAILINGS_COPY.announcementGroups.selected },
    { value: "all", label: MAILINGS_COPY.announcementGroups.all },
    { value: "testing", label: RECIPIENT_GROUP_LABELS.testing },
  ];
}

const DRAFT = MAILINGS_COPY.announcementDraft;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where the event happens, in words: the address parts, or the virtual link. */
function placeOf(event: Event): string {
  if (!event.is_physical) return event.virtual_link ? DRAFT.onlineAt(event.virtual_link) : DRAFT.online;
  return [event.location, event.city, event.state, event.country].filter(Boolean).join(", ");
}

/**
 * A new draft: empty for the club; for an announcement, the event's title as subject, a body with its
 * date, time, place or link and a link to its page, and its participants chosen.
 */
export function initialDraft(
  event: Event | null,
  dates: ClubDates,
  origin = globalThis.location?.origin ?? "",
): MailDraft {
  if (!event) return { subject: "", body: "", recipientGroup: "all", selectedMemberIds: [] };
  const when = dates.span({
    startDate: event.event_date,
    startTime: event.start_time,
    endDate: event.end_date,
    endTime: event.end_time,
  });
  const page = `${origin}/events/${encodeURIComponent(event.slug)}`;
  return {
    subject: event.title,
    body:
      `<p>${DRAFT.greeting}</p>\n<p>${DRAFT.about}<strong>${escapeHtml(event.title)}</strong>.</p>\n` +
      `<p>${when}<br>${escapeHtml(placeOf(event))}</p>\n` +
      `<p><a href="${escapeHtml(page)}">${DRAFT.seeEvent}</a></p>\n`,
    recipientGroup: "selected",
    selectedMemberIds: event.participants.map((p) => p.user_id),
  };
}

/** The call's payload: the selection only for "selected", the event only for an announcement. */
export function payloadOf(draft: MailDraft, eventId: string | null): MailPreviewRequest {
  return {
    subject: draft.subject,
    body: draft.body,
    recipientGroup: draft.recipientGroup,
    ...(draft.recipientGroup === "selected" ? { selectedMemberIds: draft.selectedMemberIds } : {}),
    ...(eventId ? { eventId } : {}),
  };
}

/** The server's message when it gave one, "Failed to send email." otherwise, and a different line when the call never arrived. */
export function sendErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return MAILING_TEXTS.sendError;
  return error.status < 500 && error.message ? error.message : MAILING_TEXTS.sendFailed;
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
