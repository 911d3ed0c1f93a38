import type { StoredFile } from "../../kernel/media-storage/sending.ts";
import type { MediaStorage } from "../../kernel/media-storage/storage.ts";
import { SQUARE_SIZES, processImage, processSquareImage } from "./pipeline.ts";

/** A picture another module keeps (a home's photo): the gallery pipeline's files, without a gallery image row. */
export interface StoredPicture {
  original_key: string;
  thumbnail_key: string;
  display_key: string;
  width: number;
  height: number;
  placeholder_color: string;
}

/**
 * The image pipeline for other modules' pictures: checked by content, capped, auto-oriented, every metadata field
 * (GPS included) removed, stored under `<folder>/<id>/` (never under the gallery's prefixes, which its sweep owns).
 * Serving is the caller's to allow: it asks the access layer first, then calls `send`.
 */
export function mediaPictures(storage: MediaStorage) {
  return {
    async store(folder: string, id: string, buffer: Buffer): Promise<StoredPicture> {
      const processed = await processImage(buffer);
      const keys = {
        original: `${folder}/${id}/${processed.original.hash}.${processed.original.extension}`,
        thumbnail: `${folder}/${id}/${processed.thumbnail.hash}-thumb.${processed.thumbnail.extension}`,
        display: `${folder}/${id}/${processed.display.hash}-display.${processed.display.extension}`,
      };
      const written: string[] = [];
      try {
        for (const variant of ["original", "thumbnail", "display"] as const) {
          written.push(keys[variant]);
          await storage.put(keys[variant], processed[variant].data, processed[variant].mime);
        }
      } catch (error) {
        await Promise.allSettled(written.map((key) => storage.delete(key)));
        throw error;
      }
      return {
        original_key: keys.original,
        thumbnail_key: keys.thumbnail,
        display_key: keys.display,
        width: processed.display.width,
        height: processed.display.height,
        placeholder_color: processed.placeholder.color,
      };
    },

    /**
     * A square picture (a member's photo): its files at `<stem>-<size>.webp` for each of SQUARE_SIZES, under a stem
     * `<folder>/<id>/<hash>` that changes with the content. All or none of the files are written.
     */
    async storeSquare(folder: string, id: string, buffer: Buffer) {
      const processed = await processSquareImage(buffer);
      const stem = `${folder}/${id}/${processed.files[480].hash}`;
      const written: string[] = [];
      try {
        for (const size of SQUARE_SIZES) {
          written.push(`${stem}-${size}.webp`);
          await storage.put(`${stem}-${size}.webp`, processed.files[size].data, processed.files[size].mime);
        }
      } catch (error) {
        await Promise.allSettled(written.map((key) => storage.delete(key)));
        throw error;
      }
      return { stem, placeholder: processed.placeholder };
    },

    async remove(keys: readonly string[]) {
      await Promise.allSettled(keys.map((key) => storage.delete(key)));
    },

    /** A stored picture's file; its ETag is the content hash its key carries. */
    file(key: string): StoredFile {
      const hash = /\/([0-9a-f]{16})[^/]*$/.exec(key)?.[1] ?? "0";
      return { key, etag: `"${hash}"` };
    },
  };
}

export type MediaPictures = ReturnType<typeof mediaPictures>;
