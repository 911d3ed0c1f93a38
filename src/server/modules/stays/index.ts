import type { Config } from "../../config.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { ClubContextSource } from "../../email-templates/context.ts";
import type { MediaStorage } from "../../kernel/media-storage/storage.ts";
import { mediaPictures } from "../gallery/index.ts";
import type { Outbox } from "../outbox/index.ts";
import { stayRoutes } from "./routes.ts";
import { staysService } from "./service.ts";

/** Stays: members' homes, their photos, stay requests and answers, the guest book, and each tier's discount. */
export function createStays(deps: {
  db: Db;
  outbox: Pick<Outbox, "enqueue">;
  storage: MediaStorage;
  config: Pick<Config, "clubTimezone" | "clubLocale" | "publicUrl">;
  /** The club as its admins set it: a stay's calendar file carries its name. */
  club: ClubContextSource;
}) {
  const service = staysService({ ...deps, pictures: mediaPictures(deps.storage) });
  return { service, routes: stayRoutes(service, { storage: deps.storage }) };
}

export { unpublishHomesOf } from "./service.ts";
