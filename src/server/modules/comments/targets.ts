import type { Db } from "../../db/database.ts";
import type { CurrentUser } from "../../../shared/members.ts";
import { notFound } from "../../http/errors.ts";
import { loadVisible } from "../events/service.ts";
import { imageExists } from "../media/repository.ts";

/**
 * What a commentableId names, if the member may see it: an image (every member sees the gallery) or an
 * event (visible per the events policy). Anything else answers 404, as something hidden does.
 */
export async function resolveVisibleTarget(db: Db, commentableId: string, actor: CurrentUser): Promise<string> {
  if (await imageExists(db, commentableId)) return commentableId;
  try {
    const { row } = await loadVisible(db, commentableId, actor);
    if (row.id === commentableId) return row.id;
  } catch {
    // fall through: unknown and hidden look the same
  }
  throw notFound("Nothing to comment on here.");
}
