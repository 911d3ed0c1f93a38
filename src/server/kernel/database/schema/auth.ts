import type { Generated } from "kysely";

// Sign-in: members' accounts, sessions, known devices, second factors, the sign-in guard, password resets and the
// security settings an admin changes.

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
  /** Her current term (decision 44); null: her first term, from created_at for a year. */
  membership_term_start: Generated<number | null>;
  membership_term_end: Generated<number | null>;
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
