import type { Application } from "../../../shared/application-review.ts";
import type { ApplicationWithProperties } from "./repository.ts";

export function toApplication(
  row: ApplicationWithProperties,
  inviters: ReadonlyMap<string, { userId: number; name: string }> = new Map(),
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
  };
}
