import type { Generated } from "kysely";

/** Timestamps are milliseconds since the epoch; flags are 0 or 1 (one representation on SQLite and PostgreSQL). */
export interface UsersTable {
  user_id: Generated<number>;
  name: string;
  email: string;
  type: string;
  admin: number;
  password_hash: string | null;
  active: Generated<number>;
  must_change_password: Generated<number>;
  /** Until when the temporary password an admin gave works; null once the member has chosen her own. */
  temporary_password_expires_at: number | null;
  created_at: number;
  club_announcements: Generated<number>;
  comment_notifications: Generated<number>;
  /** The OpenID Connect `sub` this member signs in with, once linked. */
  oidc_subject: string | null;
  /** Flying, Executive, Hosting or null: sets her housing discount on stays. */
  membership_tier: Generated<string | null>;
}

export interface OidcLoginsTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  next_path: string | null;
  expires_at: number;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  user_agent: string | null;
  /** The network the session began from (IPv4 /24, IPv6 /48), shown on the member's sessions page; null before 0030. */
  client_address: string | null;
  /** When the session last proved a factor (its sign-in, or a step-up); null for sessions begun before 0037. */
  proven_at: number | null;
}

/** A device a member has signed in from: the hash of its device cookie with its browser and system (decision 28). */
export interface KnownDevicesTable {
  user_id: number;
  device_hash: string;
  first_seen_at: number;
  last_seen_at: number;
}

/** The club's settings an admin changes (decision 28), one row a setting. */
export interface ClubSettingsTable {
  name: string;
  value: string;
  updated_at: number;
  updated_by: number | null;
}

/** A member's TOTP factor: the secret encrypted with SECRET_KEY (secret-key.ts); on once confirmed with a code. */
export interface TotpFactorsTable {
  user_id: number;
  secret_encrypted: string;
  confirmed_at: number | null;
  /** The 30-second step of the last code accepted: a code is good once. */
  last_used_step: number | null;
  created_at: number;
}

/** A member's recovery codes, each the SHA-256 of an 80-bit code (decision 0028), good once. */
export interface RecoveryCodesTable {
  user_id: number;
  code_hash: string;
  used_at: number | null;
  created_at: number;
}

export interface PasskeysTable {
  passkey_id: Generated<number>;
  user_id: number;
  /** base64url, as WebAuthn names it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  transports: string | null;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** A WebAuthn challenge handed out and not yet answered (registration, or a passkey sign-in; 5 minutes). */
export interface WebauthnChallengesTable {
  token_hash: string;
  user_id: number | null;
  purpose: string;
  challenge: string;
  expires_at: number;
}

/** A login whose password was right, waiting 5 minutes for its second factor; only the cookie's hash is kept. */
export interface PendingSignInsTable {
  token_hash: string;
  user_id: number;
  failures: Generated<number>;
  expires_at: number;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: number;
  hits: number;
}

export interface InvitationCodesTable {
  code: string;
  max_uses: number | null;
  uses: Generated<number>;
  expires_at: number | null;
  note: string | null;
  revoked: Generated<number>;
  created_by: number | null;
  created_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  action: string;
  target: string | null;
  details: string | null;
  created_at: number;
  /** The network of the client whose request wrote the entry (IPv4 /24, IPv6 /48); null outside a request. */
  client_address: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient_email: string;
  recipient_user_id: number | null;
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra headers (List-Unsubscribe for bulk mail), or null. */
  headers: string | null;
  status: Generated<"pending" | "sending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: number;
  claim_token: string | null;
  claimed_until: number | null;
  last_error: string | null;
  idempotency_key: string | null;
  created_at: number;
  sent_at: number | null;
  /** When the worker last tried to send it, whatever came of it (migration 0023; null before). */
  last_attempt_at: number | null;
  /** A shared body (outbox_bodies) this row is a copy of; its own text_body and html_body are then empty. */
  body_id: number | null;
  /** What goes in the shared body's slot for this copy. */
  body_fill: string | null;
  /** JSON array of {filename, contentType, content} with text content (migration 0029), or null. */
  attachments: string | null;
}

/** One body shared by many outbox rows (a mailing's copies), with a slot each copy fills (migration 0016). */
export interface OutboxBodiesTable {
  id: Generated<number>;
  text_body: string;
  html_body: string;
  slot: string;
  created_at: number;
}

export interface ApplicationsTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  phone: string | null;
  membership_type: string;
  /** JSON array of interest names. */
  interests: string;
  availability: string | null;
  reason: string;
  referral: string | null;
  comments: string | null;
  invitation_code: string | null;
  /** null while pending, 1 accepted, 0 rejected. */
  accepted: number | null;
  decided_by: number | null;
  decided_at: number | null;
  created_at: number;
}

export interface ApplicationPropertiesTable {
  id: Generated<number>;
  application_id: number;
  address: string | null;
  type: string | null;
  description: string | null;
  availability: string | null;
}

export interface RegistrationInvitationsTable {
  token_hash: string;
  email: string;
  type: string;
  application_id: number | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** An address a member has signed in from (SHA-256 of its /32, or /64 for IPv6): the sign-in guard trusts it. */
export interface SignInAddressesTable {
  user_id: number;
  address_hash: string;
  first_at: number;
  last_at: number;
}

/** A one-time sign-in link, emailed when an account is under attack (auth/service.ts); only the token's hash is kept. */
export interface SignInLinksTable {
  token_hash: string;
  user_id: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** A gallery image's address in emails: an unguessable token, served without a session (migration 0024, decision 0024). */
export interface EmailImageLinksTable {
  image_id: string;
  token: string;
  created_at: number;
}

/** One uploaded image and its three stored files (docs/product/limits.md#uploads): a private original, a thumbnail and a display size. */
export interface ImagesTable {
  id: string;
  title: string;
  name: string;
  description: string;
  uploaded_by: number;
  /** No foreign key: the events module unlinks images when it deletes an event. */
  associated_event_id: string | null;
  original_key: string;
  original_mime: string;
  original_width: number;
  original_height: number;
  original_bytes: number;
  thumbnail_key: string;
  thumbnail_mime: string;
  thumbnail_width: number;
  thumbnail_height: number;
  thumbnail_bytes: number;
  display_key: string;
  display_mime: string;
  display_width: number;
  display_height: number;
  display_bytes: number;
  placeholder_color: string;
  placeholder_data_url: string;
  created_at: number;
}

export interface ImageTagsTable {
  image_id: string;
  /** Lowercased and trimmed, for search. */
  tag: string;
  /** As the member wrote it. */
  display: string;
  position: number;
}

/** An event: wall-clock date and times in its own IANA zone, plus the same start and end as instants (ms). */
export interface EventsTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  note: string | null;
  color: string;
  type: string;
  exclusivity: string;
  event_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  starts_at: number;
  ends_at: number;
  is_physical: number;
  location: string | null;
  zip_code: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  virtual_link: string | null;
  banner_image_id: string | null;
  /** The banner image's variants and placeholder as the event answer shows them (JSON, EventCover; migration 0036). */
  cover: string | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
  /** Null: no limit (migration 0028). */
  capacity: number | null;
  /** JSON: seats held per member type, e.g. {"Travel Host": 4}. */
  reserved_seats: string | null;
  /** Wall-clock "YYYY-MM-DDTHH:MM" in the event's zone; null: held until the start. */
  reserved_until: string | null;
  rsvp_deadline: string | null;
  guests_max: number;
  /** Minutes before the start the reminder goes out; null: none (migration 0029). */
  reminder_minutes: number | null;
  /** The start instant the reminder was sent for. */
  reminded_for: number | null;
  /** Set when the event is cancelled: its page stays, with the reason. */
  cancelled_at: number | null;
  cancel_reason: string | null;
  /** RFC 5545 SEQUENCE: raised by each change of date, time or place and by the cancellation. */
  sequence: Generated<number>;
  /** The series this event is one date of (migration 0035). */
  series_id: string | null;
}

/** How a series repeats; its dates are events of their own (migration 0035). */
export interface EventSeriesTable {
  id: string;
  every: string;
  count: number | null;
  until: string | null;
  created_by: number | null;
  created_at: number;
}

export interface EventParticipantsTable {
  event_id: string;
  user_id: number;
  joined_at: number;
  /** JSON array of the guests' names. */
  guest_names: Generated<string>;
}

export interface EventWaitlistTable {
  event_id: string;
  user_id: number;
  guest_names: Generated<string>;
  waited_at: number;
}

export interface EventInvitationsTable {
  token_hash: string;
  event_id: string;
  user_id: number;
  invited_by: number | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface CalendarFeedsTable {
  user_id: number;
  secret_hash: string;
  created_at: number;
}

export interface CommentsTable {
  id: Generated<number>;
  /** An event's or an image's id. */
  commentable_id: string;
  author_id: number;
  content: string;
  created_at: number;
  updated_at: number | null;
  /** Kept by triggers on comment_likes (migration 0013). */
  like_count: Generated<number>;
}

export interface CommentLikesTable {
  comment_id: number;
  user_id: number;
  created_at: number;
}

/** A member a comment mentions as "@Full Name". */
export interface CommentMentionsTable {
  comment_id: number;
  user_id: number;
}

/** One admin mailing or event announcement; the body as sanitized and sent. */
export interface MailingsTable {
  id: Generated<number>;
  subject: string;
  html_body: string;
  text_body: string;
  recipient_group: string;
  event_id: string | null;
  sender_id: number | null;
  recipient_count: number;
  request_key: string | null;
  created_at: number;
}

/** Who a mailing was queued for; the outbox row's idempotency key is `mailing:<mailing_id>:<user_id>`. */
export interface MailingRecipientsTable {
  mailing_id: number;
  user_id: number;
  /** Hash of the secret in this recipient's one-click unsubscribe link. */
  unsubscribe_token_hash: string;
}

/** One counter per kind of shared data, bumped by triggers on every write to it (migration 0011). */
export interface ChangeVersionsTable {
  name: string;
  version: number;
}

/** A member's profile (migration 0026); `hidden_fields` is the comma-wrapped list shown to admins only. */
export interface MemberProfilesTable {
  user_id: number;
  headline: Generated<string>;
  company: Generated<string>;
  city: Generated<string>;
  bio: Generated<string>;
  /** JSON array of strings. */
  interests: Generated<string>;
  /** JSON array of https URLs. */
  links: Generated<string>;
  ask_me_about: Generated<string>;
  hidden_fields: Generated<string>;
  /** One of her gallery images, shown as her photo. */
  photo_image_id: string | null;
  /** When she last opened her home, and the visit before (what is "new since her last visit"). */
  home_seen_at: number | null;
  home_previous_seen_at: number | null;
  updated_at: number;
}

/** A member's uploaded photo: square WebP files at "<file_stem>-<size>.webp" (migration 0034). */
export interface MemberAvatarsTable {
  user_id: number;
  file_stem: string;
  placeholder_color: string;
  placeholder_data_url: string;
  created_at: number;
}

/** One of a member's gallery images she shows on her profile. */
export interface ShowcasePiecesTable {
  user_id: number;
  image_id: string;
  position: number;
  title: string;
  medium: Generated<string>;
  note: Generated<string>;
}

export interface StayListingsTable {
  id: string;
  host_id: number;
  title: string;
  description: string;
  type: string;
  city: string;
  region: string;
  country: string;
  address: string;
  sleeps: number;
  bedrooms: number;
  /** JSON array of amenity keys. */
  amenities: string;
  rules: string;
  nightly_contribution: number | null;
  published: number;
  created_at: number;
  updated_at: number;
}

export interface StayWindowsTable {
  id: Generated<number>;
  listing_id: string;
  from_date: string;
  to_date: string;
  min_nights: number;
  max_nights: number;
}

export interface StayPhotosTable {
  id: string;
  listing_id: string;
  position: number;
  original_key: string;
  thumbnail_key: string;
  display_key: string;
  width: number;
  height: number;
  placeholder_color: string;
  created_at: number;
}

export interface StayRequestsTable {
  id: string;
  listing_id: string;
  guest_id: number;
  from_date: string;
  to_date: string;
  guests: number;
  message: string;
  status: string;
  reason: string | null;
  nightly_contribution: number | null;
  tier: string | null;
  discount_percent: number;
  created_at: number;
  updated_at: number;
}

/** One row per night an accepted stay holds: the primary key refuses a second stay on the same night. */
export interface StayNightsTable {
  listing_id: string;
  night: string;
  request_id: string;
}

export interface StayGuestBookTable {
  id: Generated<number>;
  listing_id: string;
  request_id: string;
  author_id: number;
  content: string;
  created_at: number;
}

export interface TierDiscountsTable {
  tier: string;
  percent: number;
}

export interface Tables {
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
