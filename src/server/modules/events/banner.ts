import type { Db } from "../../kernel/database/database.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";
import { badRequest, forbidden } from "../../kernel/http/errors.ts";
import { imageEventLink } from "../gallery/index.ts";
import { type Actor, can } from "../../access/index.ts";
import { eventsRepository } from "./repository.ts";
import { loadVisible } from "./service.ts";

/** "Use as banner": the creator or an admin picks one of the event's own images, or null for the default banner. */
export async function setEventBanner(db: Db, actor: Actor, key: string, imageId: string | null): Promise<string> {
  const { row } = await loadVisible(db, key, actor);
  if (!can.event.manage(actor, row)) throw forbidden(EVENT_TEXTS.onlyManagersBanner);
  let cover = null;
  if (imageId !== null) {
    const link = await imageEventLink(db, imageId);
    if (!link || link.eventId !== row.id) {
      throw badRequest(EVENT_TEXTS.notEventImage, [{ path: "body.imageId", message: EVENT_TEXTS.notEventImage }]);
    }
    cover = { imageId: link.cover.image_id, json: JSON.stringify(link.cover) };
  }
  await eventsRepository(db).setBanner(row.id, cover);
  return row.id;
}
