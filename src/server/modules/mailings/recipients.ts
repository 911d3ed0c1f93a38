import type { Db } from "../../kernel/database/database.ts";
import { LEFT_OUT_NAMED_MAX, type LeftOut, type LeftOutReason, type RecipientGroup } from "../../../shared/mailings.ts";
import { can, membershipState, membershipTerm } from "../../access/index.ts";
import { MAILING_TEXTS } from "../../../shared/texts/mailings.ts";
import { badRequest } from "../../kernel/http/errors.ts";
import { mailingsRepository, type AudienceRow, type RecipientFilter } from "./repository.ts";

export interface RecipientRequest {
  group: RecipientGroup;
  senderId: number;
  selectedMemberIds?: readonly number[] | undefined;
  /** The announced event's id: only its participants receive the email. */
  eventId?: string | undefined;
}

/** What each group means (docs/product/emails.md#recipient-groups). Who of it is then left out is leftOutReason's. */
export function recipientFilter(request: RecipientRequest): RecipientFilter {
  const event = request.eventId ? { eventId: request.eventId } : {};
  switch (request.group) {
    case "all":
      return event;
    case "founding":
      return { ...event, type: "Founding" };
    case "standard":
      return { ...event, type: "Standard" };
    case "travel":
      return { ...event, type: "Travel Host" };
    case "admins":
      return { ...event, admin: true };
    case "testing":
      // A test send goes to the sender alone, whether or not they take part in the event.
      return { userIds: [request.senderId] };
    case "selected":
      return { ...event, userIds: [...new Set(request.selectedMemberIds ?? [])] };
  }
}

/** Why a member of the group gets no copy, or null when she gets one (docs/product/emails.md#who-is-left-out). */
export function leftOutReason(member: AudienceRow, now: number): LeftOutReason | null {
  if (member.active !== 1) return "deactivated";
  if (!can.membership.receivesMailings(member.admin === 1, membershipState(membershipTerm(member).end, now)))
    return "lapsed";
  if (member.club_announcements !== 1) return "unsubscribed";
  return null;
}

export interface Audience {
  recipients: { user_id: number; email: string }[];
  leftOut: { user_id: number; name: string; reason: LeftOutReason }[];
}

/**
 * The members a mailing goes to, by user id, and those of its group it leaves out, with why. Selected ids that name
 * no member are refused (400). The preview and the send both ask this, so the numbers they show cannot differ.
 */
export async function resolveRecipients(db: Db, request: RecipientRequest, now = Date.now()): Promise<Audience> {
  const repository = mailingsRepository(db);
  const filter = recipientFilter(request);
  if (request.group === "selected" && filter.userIds) {
    if (filter.userIds.length === 0) return { recipients: [], leftOut: [] };
    const existing = await repository.existingUserIds(filter.userIds);
    const unknown = filter.userIds.filter((id) => !existing.has(id));
    if (unknown.length > 0) {
      throw badRequest(
        MAILING_TEXTS.unknownMembers,
        unknown
          .slice(0, 20)
          .map((id) => ({ path: "body.selectedMemberIds", message: MAILING_TEXTS.unknownMember(id) })),
      );
    }
  }
  const audience: Audience = { recipients: [], leftOut: [] };
  for (const member of await repository.audience(filter)) {
    const reason = leftOutReason(member, now);
    if (reason === null) audience.recipients.push({ user_id: member.user_id, email: member.email });
    else audience.leftOut.push({ user_id: member.user_id, name: member.name, reason });
  }
  return audience;
}

/** The left-out list as the composer and the reviewer show it: counts by reason, and names for a short list. */
export function summarizeLeftOut(
  leftOut: readonly { user_id: number; name: string; reason: LeftOutReason }[],
): LeftOut {
  const byReason = { deactivated: 0, lapsed: 0, unsubscribed: 0 };
  for (const member of leftOut) byReason[member.reason] += 1;
  const members =
    leftOut.length <= LEFT_OUT_NAMED_MAX
      ? [...leftOut]
          .sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id)
          .map(({ user_id, name, reason }) => ({ user_id, name, reason }))
      : [];
  return { total: leftOut.length, byReason, members };
}
