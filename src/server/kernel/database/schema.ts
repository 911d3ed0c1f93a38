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
  AuditLogTable,
  ApplicationsTable,
  ApplicationPropertiesTable,
  RegistrationInvitationsTable,
  MemberProfilesTable,
  MemberAvatarsTable,
  ShowcasePiecesTable,
} from "./schema/membership.ts";
import type { OutboxTable, OutboxBodiesTable, MailingsTable, MailingRecipientsTable } from "./schema/mail.ts";
import type {
  EmailImageLinksTable,
  ImagesTable,
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
} from "./schema/events.ts";
import type {
  StayListingsTable,
  StayWindowsTable,
  StayPhotosTable,
  StayRequestsTable,
  StayNightsTable,
  StayGuestBookTable,
  TierDiscountsTable,
  MembershipTiersTable,
} from "./schema/stays.ts";

export type * from "./schema/auth.ts";
export type * from "./schema/membership.ts";
export type * from "./schema/mail.ts";
export type * from "./schema/gallery.ts";
export type * from "./schema/events.ts";
export type * from "./schema/stays.ts";

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

export interface Tables {
  notices: NoticesTable;
  notice_email_windows: NoticeEmailWindowsTable;
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
  tier_discounts: TierDiscountsTable;
  membership_tiers: MembershipTiersTable;
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
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  outbox_bodies: OutboxBodiesTable;
  applications: ApplicationsTable;
  application_properties: ApplicationPropertiesTable;
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
  images: ImagesTable;
  image_tags: ImageTagsTable;
  email_image_links: EmailImageLinksTable;
  mailings: MailingsTable;
  mailing_recipients: MailingRecipientsTable;
}
