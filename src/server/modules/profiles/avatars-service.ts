import type { StoredFile } from "../../kernel/media-storage/sending.ts";
import type { Db } from "../../kernel/database/database.ts";
import { accessControl, type Actor } from "../../access/index.ts";
import { notFound } from "../../kernel/http/errors.ts";
import { avatarUrl, avatarUrlOfSize, colourOf, initialsOf, type MyAvatar } from "../../../shared/profiles.ts";
import type { MediaPictures } from "../gallery/index.ts";
import { avatarsRepository } from "./avatars-repository.ts";

const FOLDER = "avatars";
const SIZES = new Set(["64", "160", "480"]);
const FILE = /^([0-9a-f]{16})-(\d{2,3})\.webp$/;

const filesOf = (stem: string) => [...SIZES].map((size) => `${stem}-${size}.webp`);

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Her initials on the colour made from her name, as a 64 px square picture (the web draws the same in HTML). */
export function initialsPicture(name: string) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${colourOf(name)}"/>` +
    `<text x="32" y="33" dominant-baseline="middle" text-anchor="middle" fill="#f6f1e8" ` +
    `font-family="Georgia, serif" font-size="24" letter-spacing="1">${escapeXml(initialsOf(name))}</text></svg>`
  );
}

/**
 * A member's own photo (docs/product/access.md#profiles): made by the gallery's pipeline as square WebP files in the
 * app's media store, one at a time per member. Replacing or removing it deletes the files it had once the row no
 * longer names them. Its files are served to members who may see her profile.
 */
export function avatarsService(db: Db, pictures: MediaPictures) {
  const access = accessControl(db);

  return {
    async mine(actor: Actor): Promise<MyAvatar> {
      const row = await avatarsRepository(db).find(actor.user_id);
      return {
        avatar_url: avatarUrl(row?.file_stem),
        placeholder_color: row?.placeholder_color ?? null,
        placeholder: row?.placeholder_data_url ?? null,
      };
    },

    /** Her own small picture, for the header: her photo's 64 px file, else her initials. */
    async headerPicture(actor: Actor & { name: string }) {
      const url = avatarUrl((await avatarsRepository(db).find(actor.user_id))?.file_stem);
      return url ? { redirect: avatarUrlOfSize(url, 64) } : { redirect: undefined, svg: initialsPicture(actor.name) };
    },

    async upload(actor: Actor, buffer: Buffer, now = Date.now()): Promise<MyAvatar> {
      const stored = await pictures.storeSquare(FOLDER, String(actor.user_id), buffer);
      let replaced: string | undefined;
      try {
        replaced = await db.transaction().execute((trx) =>
          avatarsRepository(trx).replace(
            actor.user_id,
            {
              file_stem: stored.stem,
              placeholder_color: stored.placeholder.color,
              placeholder_data_url: stored.placeholder.dataUrl,
            },
            now,
          ),
        );
      } catch (error) {
        await pictures.remove(filesOf(stored.stem));
        throw error;
      }
      // The same picture again has the same stem: its files are the ones just written.
      if (replaced && replaced !== stored.stem) await pictures.remove(filesOf(replaced));
      return {
        avatar_url: avatarUrl(stored.stem),
        placeholder_color: stored.placeholder.color,
        placeholder: stored.placeholder.dataUrl,
      };
    },

    async remove(actor: Actor): Promise<MyAvatar> {
      const removed = await db.transaction().execute((trx) => avatarsRepository(trx).remove(actor.user_id));
      if (removed) await pictures.remove(filesOf(removed));
      return { avatar_url: null, placeholder_color: null, placeholder: null };
    },

    /** GET /media/avatars/:userId/:file: her current photo's files, to a member who may see her profile; else 404. */
    async file(viewer: Actor, userId: number, file: string): Promise<StoredFile> {
      const match = FILE.exec(file);
      if (!match || !SIZES.has(match[2]!) || !(await access.readableProfile(viewer, userId))) throw notFound();
      const row = await avatarsRepository(db).find(userId);
      const stem = `${FOLDER}/${userId}/${match[1]}`;
      if (row?.file_stem !== stem) throw notFound();
      return pictures.file(`${stem}-${match[2]}.webp`);
    },
  };
}

export type AvatarsService = ReturnType<typeof avatarsService>;
