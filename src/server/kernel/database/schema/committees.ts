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

/** Decision 72 (migration 0073): an event made an exhibition by its organiser or an admin. */
export interface ExhibitionsTable {
  event_id: string;
  opened_by: number | null;
  opened_at: number;
}

/** A member's showcase piece in an exhibition: once a piece, with what her tier charged for it. */
export interface ExhibitsTable {
  event_id: string;
  image_id: string;
  user_id: number;
  title: string;
  medium: string;
  /** Minor units her tier charged (0: free). */
  fee: number;
  /** The ledger line of the charge; null when free. */
  charge_entry_id: number | null;
  created_at: number;
}
