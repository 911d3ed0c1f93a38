import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";

import * as accounts from "./0001-accounts.ts";
import * as outbox from "./0002-outbox.ts";
import * as invitationCodesAndAudit from "./0003-invitation-codes-and-audit.ts";
import * as membership from "./0004-membership.ts";
import * as events from "./0005-events.ts";
import * as media from "./0006-media.ts";
import * as memberSettings from "./0007-member-settings.ts";
import * as oidc from "./0008-oidc.ts";
import * as comments from "./0009-comments.ts";
import * as mailings from "./0010-mailings.ts";
import * as changeVersions from "./0011-change-versions.ts";
import * as commentMentions from "./0012-comment-mentions.ts";
import * as commentLikeCounts from "./0013-comment-like-counts.ts";
import * as outboxBodyCompression from "./0014-outbox-body-compression.ts";
import * as commentThreadVersions from "./0015-comment-thread-versions.ts";
import * as outboxSharedBodies from "./0016-outbox-shared-bodies.ts";
import * as outboxDueOrder from "./0017-outbox-due-order.ts";
import * as temporaryPasswordExpiry from "./0018-temporary-password-expiry.ts";
import * as signInGuard from "./0019-sign-in-guard.ts";
import * as serverMadeImageNames from "./0020-server-made-image-names.ts";
import * as auditClientAddress from "./0022-audit-client-address.ts";
import * as outboxAttemptTime from "./0023-outbox-attempt-time.ts";
import * as emailImageLinks from "./0024-email-image-links.ts";
import * as memberProfiles from "./0026-member-profiles.ts";
import * as membersHomeIndexes from "./0027-members-home-indexes.ts";
import * as eventSeats from "./0028-event-seats.ts";
import * as eventRemindersAndCancellations from "./0029-event-reminders-and-cancellations.ts";
import * as twoFactors from "./0030-two-factors.ts";
import * as stays from "./0032-stays.ts";
import * as membershipTiers from "./0033-membership-tiers.ts";
import * as memberAvatars from "./0034-member-avatars.ts";
import * as eventSeries from "./0035-event-series.ts";
import * as eventCovers from "./0036-event-covers.ts";
import * as stepUpAndDevices from "./0037-step-up-and-devices.ts";
import * as invitationsBumpEvents from "./0038-invitations-bump-events.ts";
import * as membersJoinedIndex from "./0039-members-joined-index.ts";
import * as secretMailAndOnePendingStay from "./0043-secret-mail-and-one-pending-stay.ts";
import * as outboxMailDrop from "./0044-outbox-mail-drop.ts";
import * as clubSettingsVersion from "./0045-club-settings-version.ts";
import * as eventCategories from "./0046-event-categories.ts";
import * as membershipModel from "./0047-membership-model.ts";
import * as search from "./0048-search.ts";
import * as notices from "./0049-notices.ts";
import * as privacy from "./0050-privacy.ts";
import * as membershipDues from "./0051-membership-dues.ts";
import * as notificationPreferences from "./0052-notification-preferences.ts";
import * as conversations from "./0053-conversations.ts";
import * as membershipChangeRequests from "./0054-membership-change-requests.ts";
import * as mailingApproval from "./0055-mailing-approval.ts";
import * as applicationVotes from "./0056-application-votes.ts";
import * as searchMessages from "./0059-search-messages.ts";
import * as photoRemoval from "./0060-photo-removal.ts";
import * as memberInvitations from "./0061-member-invitations.ts";
import * as photoPeople from "./0062-photo-people.ts";
import * as confidentialEvents from "./0063-confidential-events.ts";
import * as retentionRuns from "./0064-retention-runs.ts";
import * as committeesAndVolunteering from "./0065-committees-and-volunteering.ts";
import * as introductions from "./0066-introductions.ts";
import * as noticeDigests from "./0067-notice-digests.ts";
import * as closuresBumpEvents from "./0068-closures-bump-events.ts";
import * as applicationSponsorships from "./0069-application-sponsorships.ts";
import * as eventRecaps from "./0070-event-recaps.ts";
import * as mailingLeftOut from "./0071-mailing-left-out.ts";
import * as inboundRepliesAndReadNotices from "./0072-inbound-replies-and-read-notices.ts";
import * as exhibitions from "./0073-exhibitions.ts";
import * as searchVersion from "./0074-search-version.ts";
import * as homeVersions from "./0075-home-versions.ts";

export interface VersionedMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Every migration, in order. Names are permanent: add new ones at the end, never rename. */
export const migrations: Record<string, VersionedMigration> = {
  "0001-accounts": accounts,
  "0002-outbox": outbox,
  "0003-invitation-codes-and-audit": invitationCodesAndAudit,
  "0004-membership": membership,
  "0005-events": events,
  "0006-media": media,
  "0007-member-settings": memberSettings,
  "0008-oidc": oidc,
  "0009-comments": comments,
  "0010-mailings": mailings,
  "0011-change-versions": changeVersions,
  "0012-comment-mentions": commentMentions,
  "0013-comment-like-counts": commentLikeCounts,
  "0014-outbox-body-compression": outboxBodyCompression,
  "0015-comment-thread-versions": commentThreadVersions,
  "0016-outbox-shared-bodies": outboxSharedBodies,
  "0017-outbox-due-order": outboxDueOrder,
  "0018-temporary-password-expiry": temporaryPasswordExpiry,
  "0019-sign-in-guard": signInGuard,
  "0020-server-made-image-names": serverMadeImageNames,
  "0022-audit-client-address": auditClientAddress,
  "0023-outbox-attempt-time": outboxAttemptTime,
  "0024-email-image-links": emailImageLinks,
  "0026-member-profiles": memberProfiles,
  "0027-members-home-indexes": membersHomeIndexes,
  "0028-event-seats": eventSeats,
  "0029-event-reminders-and-cancellations": eventRemindersAndCancellations,
  "0030-two-factors": twoFactors,
  "0032-stays": stays,
  "0033-membership-tiers": membershipTiers,
  "0034-member-avatars": memberAvatars,
  "0035-event-series": eventSeries,
  "0036-event-covers": eventCovers,
  "0037-step-up-and-devices": stepUpAndDevices,
  "0038-invitations-bump-events": invitationsBumpEvents,
  "0039-members-joined-index": membersJoinedIndex,
  "0043-secret-mail-and-one-pending-stay": secretMailAndOnePendingStay,
  "0044-outbox-mail-drop": outboxMailDrop,
  "0045-club-settings-version": clubSettingsVersion,
  "0046-event-categories": eventCategories,
  "0047-membership-model": membershipModel,
  "0048-search": search,
  "0049-notices": notices,
  "0050-privacy": privacy,
  "0051-membership-dues": membershipDues,
  "0052-notification-preferences": notificationPreferences,
  "0053-conversations": conversations,
  "0054-membership-change-requests": membershipChangeRequests,
  "0055-mailing-approval": mailingApproval,
  "0056-application-votes": applicationVotes,
  "0059-search-messages": searchMessages,
  "0060-photo-removal": photoRemoval,
  "0061-member-invitations": memberInvitations,
  "0062-photo-people": photoPeople,
  "0063-confidential-events": confidentialEvents,
  "0064-retention-runs": retentionRuns,
  "0065-committees-and-volunteering": committeesAndVolunteering,
  "0066-introductions": introductions,
  "0067-notice-digests": noticeDigests,
  "0068-closures-bump-events": closuresBumpEvents,
  "0069-application-sponsorships": applicationSponsorships,
  "0070-event-recaps": eventRecaps,
  "0071-mailing-left-out": mailingLeftOut,
  "0072-inbound-replies-and-read-notices": inboundRepliesAndReadNotices,
  "0073-exhibitions": exhibitions,
  "0074-search-version": searchVersion,
  "0075-home-versions": homeVersions,
};
