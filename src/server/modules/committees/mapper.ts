import type { Committee, CommitteeRole } from "../../../shared/committees.ts";
import type { CommitteeRow } from "./repository.ts";

/** The tiers a committee is open to, from its stored JSON. */
export function tiersOf(row: Pick<CommitteeRow, "tiers">): string[] {
  const parsed: unknown = JSON.parse(row.tiers);
  return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === "string") : [];
}

export function toCommittee(
  row: CommitteeRow,
  members: ReadonlyArray<{ user_id: number; name: string; role: CommitteeRole }>,
  viewerId: number,
  mayJoin: (committee: { tiers: string[]; archived: boolean }) => boolean,
): Committee {
  const tiers = tiersOf(row);
  const archived = row.archived_at !== null;
  const mine = members.some((m) => Number(m.user_id) === viewerId);
  return {
    id: Number(row.id),
    name: row.name,
    purpose: row.purpose,
    tiers,
    archived,
    members: members.map((m) => ({ user_id: Number(m.user_id), name: m.name, role: m.role })),
    mine,
    may_join: !mine && mayJoin({ tiers, archived }),
  };
}
