import type { Db } from "../../kernel/database/database.ts";
import { accessControl, can, type Actor } from "../../access/index.ts";
import { callPath } from "../../../shared/paths/call-path.ts";
import { GALLERY_PATHS } from "../../../shared/paths/gallery.ts";
import { newToken } from "../../kernel/tokens/tokens.ts";
import { SERVED_KEY } from "./serving.ts";

function emailImageLinksRepository(db: Db) {
  return {
    async tokenFor(imageId: string, now: number): Promise<string> {
      await db
        .insertInto("email_image_links")
        .values({ image_id: imageId, token: newToken(), created_at: now })
        .onConflict((conflict) => conflict.column("image_id").doNothing())
        .execute();
      const row = await db
        .selectFrom("email_image_links")
        .select("token")
        .where("image_id", "=", imageId)
        .executeTakeFirstOrThrow();
      return row.token;
    },

    async imageOf(token: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("email_image_links")
        .innerJoin("images", "images.id", "email_image_links.image_id")
        .select(["email_image_links.image_id", "images.withheld_at"])
        .where("email_image_links.token", "=", token)
        .executeTakeFirst();
      // A photo down after a member asked for it to be removed leaves the emails too (decision 0056).
      return row && can.image.showInEmails(row) ? row.image_id : undefined;
    },
  };
}

/**
 * Gallery images in emails (decision 0024). A gallery file is served to members with a session, which
 * a mail app never has: in a mailing's HTML each image at its club address (`<PUBLIC_URL>/media/images/…`) that the
 * sender may see is given the image's email address instead, which anyone holding the email can load. An image the
 * sender may not see keeps its members-only address (and shows to no one who may not see it).
 */
export function emailImages(db: Db, publicUrl: URL, now = Date.now) {
  const links = emailImageLinksRepository(db);
  const access = accessControl(db);
  const base = publicUrl.href.replace(/\/+$/, "");
  const clubImage = new RegExp(`(<img\\b[^>]*\\bsrc=")${escapeRegExp(base)}/media/(images/[^"?#]+)"`, "gi");

  return {
    /** The mailing's sanitized HTML with the sender's visible gallery images at their email addresses. */
    async share(sender: Actor, html: string): Promise<string> {
      const keys = [...new Set([...html.matchAll(clubImage)].map((match) => match[2]!))];
      const shared = new Map<string, string>();
      for (const key of keys) {
        const match = SERVED_KEY.exec(key);
        if (!match || !(await access.canReadImageById(sender, match[1]!))) continue;
        const token = await links.tokenFor(match[1]!, now());
        // No session is needed there: the token is the permission (decision 0024).
        shared.set(key, base + callPath(GALLERY_PATHS.emailed, { token, file: key.slice(key.lastIndexOf("/") + 1) }));
      }
      if (shared.size === 0) return html;
      return html.replace(clubImage, (whole, start: string, key: string) =>
        shared.has(key) ? `${start}${shared.get(key)}"` : whole,
      );
    },

    /**
     * One photo's email address (an event's recap, decision 0069), by the same rule as a mailing's: only for a photo the
     * sender may see, else undefined.
     */
    async addressOf(sender: Actor, image: { id: string; display_key: string }): Promise<string | undefined> {
      if (!(await access.canReadImageById(sender, image.id))) return undefined;
      const token = await links.tokenFor(image.id, now());
      const file = image.display_key.slice(image.display_key.lastIndexOf("/") + 1);
      return base + callPath(GALLERY_PATHS.emailed, { token, file });
    },

    /** The image a token shows, if the token exists (the link goes with its image). */
    imageOf: (token: string) => links.imageOf(token),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export type EmailImages = ReturnType<typeof emailImages>;
