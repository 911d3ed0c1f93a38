import type { Config } from "../../config.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { ClubContextSource } from "../../email-templates/context.ts";
import { badRequest } from "../../kernel/http/errors.ts";
import type { MediaPictures } from "../gallery/index.ts";
import type { Outbox } from "../outbox/index.ts";

export interface StaysContext {
  db: Db;
  outbox: Pick<Outbox, "enqueue">;
  pictures: MediaPictures;
  config: Pick<Config, "clubTimezone" | "clubLocale" | "publicUrl">;
  /** The club as its admins set it: a stay's calendar file carries its name. */
  club: ClubContextSource;
  now?: () => number;
}

export const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

export const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === "23505" || /UNIQUE constraint failed/i.test(error.message));
