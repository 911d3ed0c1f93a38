import type { Generated } from "kysely";
import type {
  UsersTable,
  OidcLoginsTable,
  SessionsTable,
  KnownDevicesTable,
  ClubSettingsTable,
  TotpFactorsTable,
  RecoveryCodesTable,
  PasskeysTable,
  WebauthnChallengesTable,
  PendingSignInsTable,
  RateLimitsTable,
  SignInAddressesTable,
  SignInLinksTable,
  PasswordResetsTable,
} from "./schema/auth.ts";
import type {
  InvitationCodesTable,
  InviteRightRevocationsTable,
  AuditLogTable,
  ApplicationsTable,
  ApplicationPropertiesTable,
  ApplicationVotesTable,
  ApplicationSponsorshipsTable,
  RegistrationInvitationsTable,
  MemberProfilesTable,
  MemberAvatarsTable,
  ShowcasePiecesTable,
  DuesEntriesTable,
  DuesRemindersTable,
  MembershipChangeRequestsTable,
} from "./schema/membership.ts";
import type {
  OutboxTable,
  OutboxBodiesTable,
  MailingsTable,
  MailingRecipientsTable,
  MailingLeftOutTable,
} from "./schema/mail.ts";
import type {
  EmailImageLinksTable,
  ImagesTable,
  ImageRemovalRequestsTable,
  ImagePeopleTable,
  PhotoTagSettingsTable,
  ImageTagsTable,
  CommentsTable,
  CommentLikesTable,
  CommentMentionsTable,
} from "./schema/gallery.ts";
import type {
  EventsTable,
  EventParticipantsTable,
  EventWaitlistTable,
  EventInvitationsTable,
  EventSeriesTable,
  CalendarFeedsTable,
  EventRecapsTable,
  EventRecapPhotosTable,
} from "./schema/events.ts";
import type {
  StayListingsTable,
  StayWindowsTable,
  StayPhotosTable,
  StayRequestsTable,
  StayNightsTable,
  StayGuestBookTable,
  MembershipTiersTable,
} from "./schema/stays.ts";
import type {
  ConversationsTable,
  ConversationParticipantsTable,
  MessagesTable,
  MemberBlocksTable,
  MessageReportsTable,
  MessageSettingsTable,
  IntroductionsTable,
} from "./schema/conversations.ts";
import type {
  CommitteeMembersTable,
  CommitteesTable,
  ExhibitionsTable,
  ExhibitsTable,
  VolunteerSlotsTable,
  VolunteersTable,
} from "./schema/committees.ts";

export type * from "./schema/auth.ts";
export type * from "./schema/membership.ts";
export type * from "./schema/mail.ts";
export type * from "./schema/gallery.ts";
export type * from "./schema/events.ts";
export type * from "./schema/stays.ts";
export type * from "./schema/committees.ts";

// The table types, one file per area under schema/, all exported from here, where `Tables` names each table.
// Timestamps are milliseconds since the epoch; flags are 0 or 1 (one representation on SQLite and PostgreSQL).

/** One counter per kind of shared data, bumped by triggers on every write to it (migration 0011). */
export interface ChangeVersionsTable {
  name: string;
  version: number;
}

/** The club's event categories, in its order (migration 0046). */
export interface EventCategoriesTable {
  key: string;
  label: string;
  hidden: number;
  position: number;
}

/** One searchable field of a thing (migration 0048): written only by the sources' triggers, read by the search module. */
export interface SearchFieldsTable {
  id: number;
  kind: string;
  ref_id: string;
  field: string;
  body: string;
}

/** An archive of everything the club holds about a member, prepared in the background (migration 0050, decision 0047). */
export interface PrivacyExportsTable {
  id: string;
  user_id: number;
  /** pending, preparing, ready, used, failed. */
  status: string;
  requested_at: number;
  claim_token: string | null;
  claimed_until: number | null;
  storage_key: string | null;
  token_hash: string | null;
  ready_at: number | null;
  expires_at: number | null;
  used_at: number | null;
}

/** A member's account closing: erased after erase_after unless she signs in first (migration 0050, decision 0047). */
export interface AccountClosuresTable {
  user_id: number;
  requested_at: number;
  erase_after: number;
  keep_comments: number;
  leave_event_photos: number;
  by_admin: number;
  claim_token: string | null;
  claimed_until: number | null;
  erased_at: number | null;
}

/** One day's retention pass, run by the instance that inserted its row (migration 0064, decision 0060). */
export interface RetentionRunsTable {
  /** The day in UTC, "YYYY-MM-DD". */
  day: string;
  claim_token: string;
  claimed_until: number;
  started_at: number;
  finished_at: number | null;
  /** JSON: how many rows of each kind the pass removed. */
  removed: string | null;
}

/** A notice in a member's inbox (migration 0049, decision 0046). */
export interface NoticesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  subject_kind: string;
  subject_id: string | null;
  actor_id: number | null;
  /** JSON: the title of its subject and a short excerpt, as she could see them when it was written. */
  data: string;
  created_at: number;
  read_at: number | null;
}

/** The hour of gathered emails about one thing for one member (migration 0049). */
export interface NoticeEmailWindowsTable {
  user_id: number;
  subject_id: string;
  opened_at: number;
  gathered: Generated<number>;
  title: string;
  email: string;
  subject_kind: string;
}

/** How she hears of one kind of notice, when not by email at once (migration 0052, decision 0046). */
export interface NotificationPreferencesTable {
  user_id: number;
  kind: string;
  delivery: string;
}

/**
 * A digest claimed for one member, period and local day or week (migration 0067, decision 0063): the one row that
 * makes it go once across instances. `sent` is 0 when there was nothing for her to read.
 */
export interface NoticeDigestsTable {
  user_id: number;
  period: string;
  period_key: string;
  covered_to: number;
  sent: number;
  unsubscribe_token_hash: string | null;
}

/** The Message-ID of each reply by email posted, per reply address's hash (migration 0072, decision 0071). */
export interface InboundRepliesTable {
  address_hash: string;
  message_id: string;
  received_at: number;
}

export interface Tables {
  notification_preferences: NotificationPreferencesTable;
  notice_digests: NoticeDigestsTable;
  search_fields: SearchFieldsTable;
  privacy_exports: PrivacyExportsTable;
  account_closures: AccountClosuresTable;
  retention_runs: RetentionRunsTable;
  notices: NoticesTable;
  notice_email_windows: NoticeEmailWindowsTable;
  inbound_replies: InboundRepliesTable;
  event_categories: EventCategoriesTable;
  member_profiles: MemberProfilesTable;
  member_avatars: MemberAvatarsTable;
  showcase_pieces: ShowcasePiecesTable;
  stay_listings: StayListingsTable;
  stay_windows: StayWindowsTable;
  stay_photos: StayPhotosTable;
  stay_requests: StayRequestsTable;
  stay_nights: StayNightsTable;
  stay_guest_book: StayGuestBookTable;
  membership_tiers: MembershipTiersTable;
  dues_entries: DuesEntriesTable;
  dues_reminders: DuesRemindersTable;
  membership_change_requests: MembershipChangeRequestsTable;
  committees: CommitteesTable;
  committee_members: CommitteeMembersTable;
  volunteer_slots: VolunteerSlotsTable;
  volunteers: VolunteersTable;
  exhibitions: ExhibitionsTable;
  exhibits: ExhibitsTable;
  change_versions: ChangeVersionsTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  comment_mentions: CommentMentionsTable;
  oidc_logins: OidcLoginsTable;
  users: UsersTable;
  sessions: SessionsTable;
  known_devices: KnownDevicesTable;
  club_settings: ClubSettingsTable;
  rate_limits: RateLimitsTable;
  invitation_codes: InvitationCodesTable;
  invite_right_revocations: InviteRightRevocationsTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  outbox_bodies: OutboxBodiesTable;
  applications: ApplicationsTable;
  application_properties: ApplicationPropertiesTable;
  application_votes: ApplicationVotesTable;
  application_sponsorships: ApplicationSponsorshipsTable;
  registration_invitations: RegistrationInvitationsTable;
  password_resets: PasswordResetsTable;
  sign_in_addresses: SignInAddressesTable;
  sign_in_links: SignInLinksTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  pending_sign_ins: PendingSignInsTable;
  webauthn_challenges: WebauthnChallengesTable;
  events: EventsTable;
  event_participants: EventParticipantsTable;
  event_invitations: EventInvitationsTable;
  event_waitlist: EventWaitlistTable;
  event_series: EventSeriesTable;
  calendar_feeds: CalendarFeedsTable;
  event_recaps: EventRecapsTable;
  event_recap_photos: EventRecapPhotosTable;
  images: ImagesTable;
  image_removal_requests: ImageRemovalRequestsTable;
  image_people: ImagePeopleTable;
  photo_tag_settings: PhotoTagSettingsTable;
  image_tags: ImageTagsTable;
  email_image_links: EmailImageLinksTable;
  mailings: MailingsTable;
  mailing_recipients: MailingRecipientsTable;
  mailing_left_out: MailingLeftOutTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  messages: MessagesTable;
  member_blocks: MemberBlocksTable;
  message_reports: MessageReportsTable;
  message_settings: MessageSettingsTable;
  introductions: IntroductionsTable;
}
