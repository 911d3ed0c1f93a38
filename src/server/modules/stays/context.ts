import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { badRequest } from "../../http/errors.ts";
import type { MediaPictures } from "../gallery/service.ts";
import type { Outbox } from "../outbox/outbox.ts";

export interface StaysContext {
  db: Db;
  outbox: Pick<Outbox, "enqueue">;
  pictures: MediaPictures;
  config: Pick<Config, "clubTimezone" | "publicUrl" | "clubName">;
  now?: () => number;
}

/** Today's date in the club's time zone, as `YYYY-MM-DD`. */
export function todayIn(timezone: string, now = Date.now()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: timezone, year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date(now))
    .slice(0, 10);
}

export const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

export const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === "23505" || /UNIQUE constraint failed/i.test(error.message));
