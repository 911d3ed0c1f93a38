import type { Generated } from "kysely";

// Decision 61 (migration 0065): committees and the events' volunteer slots, the tiers' duties.

export interface CommitteesTable {
  id: Generated<number>;
  name: string;
  purpose: string;
  /** JSON array of the tier ids whose members may join it themselves. */
  tiers: string;
  archived_at: number | null;
  created_by: number | null;
  created_at: number;
}

export interface CommitteeMembersTable {
  committee_id: number;
  user_id: number;
  role: "chair" | "member";
  joined_at: number;
}

export interface VolunteerSlotsTable {
  id: Generated<number>;
  event_id: string;
  role: string;
  count: number;
  taken: Generated<number>;
  position: number;
}

export interface VolunteersTable {
  slot_id: number;
  user_id: number;
  taken_at: number;
}
