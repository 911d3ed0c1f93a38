import type { Generated } from "kysely";

// Joining and belonging: invitation codes, applications, registration invitations, profiles and photos, the audit log.

export interface InvitationCodesTable {
  code: string;
  max_uses: number | null;
  uses: Generated<number>;
  expires_at: number | null;
  note: string | null;
  revoked: Generated<number>;
  created_by: number | null;
  created_at: number;
  /** The member whose personal invitation this is (migration 0061); null for an admin's code. */
  invited_by: number | null;
  /** The one address a personal invitation is for (lower case); null for an admin's code. */
  invitee_email: string | null;
}

/** A member whose right to invite an admin took away (migration 0061): one row while it is taken. */
export interface InviteRightRevocationsTable {
  user_id: number;
  revoked_by: number | null;
  revoked_at: number;
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

export interface ApplicationsTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  phone: string | null;
  membership_type: string;
  /** The tier she chose in the wizard (decision 61); null from older clients. */
  membership_tier: string | null;
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

/** One admin's vote on an application (migration 0056, decision 0050). */
export interface ApplicationVotesTable {
  application_id: number;
  user_id: number;
  vote: "approve" | "reject";
  note: string | null;
  created_at: number;
}

/** The sponsor an applicant named (migration 0069, decision 0068). */
export interface ApplicationSponsorshipsTable {
  application_id: number;
  sponsor_email: string;
  sponsor_user_id: number | null;
  applicant_note: string | null;
  token_hash: string | null;
  expires_at: number | null;
  answer: "confirm" | "decline" | null;
  words: string | null;
  answered_at: number | null;
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
  /** The tier an accepted application was given with its type (migration 0054); null: none yet. */
  membership_tier: string | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
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

/** One line of a member's dues ledger (migration 0051, decision 48): a payment received or a charge made. */
export interface DuesEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** A credit (decision 72) takes back a charge, e.g. an exhibit withdrawn before its exhibition starts. */
  kind: "payment" | "charge" | "credit";
  /** Positive, in minor units of `currency`. */
  amount: number;
  currency: string;
  /** The day it was paid or charged (YYYY-MM-DD). */
  entry_date: string;
  /** A payment's: bank_transfer, card, cash, cheque; null for a charge. */
  method: string | null;
  reference: string | null;
  description: string;
  recorded_by: number | null;
  created_at: number;
}

/** A dues reminder sent for one term (30 or 7 days before its end, or its lapse): once each, across instances. */
export interface DuesRemindersTable {
  user_id: number;
  term_end: number;
  stage: string;
  sent_at: number;
}

/** A member's request to change tier (migration 0054, decision 52): one open at a time, an admin decides. */
export interface MembershipChangeRequestsTable {
  id: Generated<number>;
  user_id: number;
  from_tier: string | null;
  tier_id: string;
  note: string;
  status: "open" | "approved" | "declined";
  takes_effect_at: number;
  created_at: number;
  decided_by: number | null;
  decided_at: number | null;
}
