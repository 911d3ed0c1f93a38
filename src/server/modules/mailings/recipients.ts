import type { Db } from "../../kernel/database/database.ts";
import type { RecipientGroup } from "../../../shared/mailings.ts";
import { MAILING_TEXTS } from "../../../shared/texts/mailings.ts";
import { badRequest } from "../../kernel/http/errors.ts";
import { mailingsRepository, type RecipientFilter } from "./repository.ts";

export interface RecipientRequest {
  group: RecipientGroup;
  senderId: number;
  selectedMemberIds?: readonly number[] | undefined;
  /** The announced event's id: only its participants receive the email. */
  eventId?: string | undefined;
}

/** What each group means (docs/product/emails.md#recipient-groups). Every group is then narrowed to active members with announcements on. */
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

/**
 * The members a mailing goes to, by user id. Selected ids that name no member are refused (400);
 * deactivated and unsubscribed members, and for an announcement non-participants, are left out.
 */
export async function resolveRecipients(db: Db, request: RecipientRequest) {
  const repository = mailingsRepository(db);
  const filter = recipientFilter(request);
  if (request.group === "selected" && filter.userIds) {
    if (filter.userIds.length === 0) return [];
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
  return repository.recipients(filter);
}
