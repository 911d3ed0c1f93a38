import type { Config } from "../config.ts";

/** What every template may read from the configuration: links, branding and the club's time zone. */
export type EmailContext = Pick<Config, "publicUrl" | "clubName" | "clubTimezone">;

/** An absolute link on the club's site; `path` starts with "/" and carries its own encoding. */
export function clubLink(context: EmailContext, path: string): string {
  return context.publicUrl.href.replace(/\/+$/, "") + path;
}

/** A path segment carrying a secret or an id, encoded so it cannot change the path. */
export const segment = (value: string | number) => encodeURIComponent(String(value));
