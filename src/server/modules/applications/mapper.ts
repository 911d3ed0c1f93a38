import type { Application, ApplicationSponsor } from "../../../shared/application-review.ts";
import type { ApplicationWithProperties } from "./repository.ts";
import type { SponsorshipRow } from "./sponsorships-repository.ts";

const isoOrNull = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/**
 * Her sponsor (decision 0068): the member she named, as far as her answer has come; else the member whose personal
 * invitation she used, who vouched for her by inviting her.
 */
function sponsorOf(
  named: SponsorshipRow | undefined,
  inviter: { userId: number; name: string } | undefined,
  now: number,
): ApplicationSponsor | null {
  if (named) {
    const state: ApplicationSponsor["state"] =
      named.sponsor_user_id === null && named.answer === null
        ? "not-a-member"
        : named.answer === "confirm"
          ? "confirmed"
          : named.answer === "decline"
            ? "declined"
            : named.expires_at !== null && Number(named.expires_at) <= now
              ? "expired"
              : "pending";
    return {
      via: "named",
      user_id: named.sponsor_user_id,
      name: named.name ?? null,
      email: named.sponsor_email,
      state,
      words: named.words,
      answered_at: isoOrNull(named.answered_at),
    };
  }
  if (!inviter) return null;
  const invited = { via: "invitation", user_id: inviter.userId, name: inviter.name, email: null } as const;
  return { ...invited, state: "confirmed", words: null, answered_at: null };
}

export function toApplication(
  row: ApplicationWithProperties,
  inviters: ReadonlyMap<string, { userId: number; name: string }> = new Map(),
  named?: SponsorshipRow,
  now = Date.now(),
): Application {
  const inviter = row.invitation_code === null ? undefined : inviters.get(row.invitation_code);
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    membership_type: row.membership_type as Application["membership_type"],
    membership_tier: row.membership_tier,
    created_at: new Date(row.created_at).toISOString(),
    interests: JSON.parse(row.interests) as string[],
    availability: row.availability,
    reason: row.reason,
    referral: row.referral,
    comments: row.comments,
    accepted: row.accepted === null ? null : row.accepted === 1,
    properties: row.properties.map((p) => ({
      address: p.address,
      type: p.type,
      description: p.description,
      availability: p.availability,
    })),
    votes: row.votes.map((v) => ({
      admin_id: v.user_id,
      admin_name: v.name,
      vote: v.vote,
      note: v.note,
      created_at: new Date(Number(v.created_at)).toISOString(),
    })),
    invited_by: inviter ? { user_id: inviter.userId, name: inviter.name } : null,
    sponsor: sponsorOf(named, inviter, now),
  };
}
