import type { Db } from "../../db/database.ts";
import type { CurrentUser } from "../../../shared/members.ts";
import { HttpError } from "../../http/errors.ts";
import { loadVisible } from "../events/service.ts";

/**
 * The event an image may be linked to, or whose images may be listed (issue 5: it must exist and be visible to
 * the caller, DECISIONS §3). Takes an id or a slug and answers the event's id, or undefined when the event is
 * unknown or hidden from this member.
 */
export async function visibleEventId(db: Db, member: CurrentUser, key: string): Promise<string | undefined> {
  try {
    return (await loadVisible(db, key, member)).row.id;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}
