import type { Introduction, IntroductionState } from "../../../shared/introductions.ts";
import type { IntroductionRole } from "../../access/index.ts";
import type { IntroductionRow } from "./repository.ts";

/** An introduction as she may know it: her role decides what she reads of the reason and the note. */
export function toIntroduction(
  row: IntroductionRow,
  role: IntroductionRole,
  state: string,
  actions: Introduction["actions"],
): Introduction {
  return {
    id: row.id,
    role,
    state: state as IntroductionState,
    asker: { user_id: row.asker_id, name: row.asker_name },
    introducer: { user_id: row.introducer_id, name: row.introducer_name },
    to: { user_id: row.to_user_id, name: row.to_name },
    reason: role === "introduced" ? null : row.reason,
    note: role === "asker" && state !== "made" ? null : row.note,
    actions,
    conversation_id: state === "made" && role !== "introducer" ? row.conversation_id : null,
    created_at: new Date(Number(row.created_at)).toISOString(),
  };
}
