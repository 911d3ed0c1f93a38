import { sql, type Insertable, type Updateable } from "kysely";
import type { Db } from "../../kernel/database/database.ts";
import type { ImagesTable } from "../../kernel/database/schema.ts";
import { type Actor, filter } from "../../access/index.ts";

export interface ListOptions {
  limit?: number | undefined;
  cursor?: { createdAt: number; id: string } | undefined;
  /** Case-insensitive substring of any tag. */
  tag?: string | undefined;
  eventId?: string | undefined;
  /** Only the images this actor may see (access/rules.ts); every image when absent. */
  readableBy?: Actor | undefined;
}

const TAG_QUERY_CHUNK = 500;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The only place that writes SQL for images and their tags. */
export function imagesRepository(db: Db) {
  const withAuthor = () =>
    db
      .selectFrom("images")
      .innerJoin("users", "users.user_id", "images.uploaded_by")
      .selectAll("images")
      .select("users.name as author_name");

  /** Adds each image's tags, in their order, with one query per 500 images (bound-parameter limits). */
  async function attachTags<T extends { id: string }>(rows: T[]) {
    const byImage = new Map<string, string[]>();
    for (let start = 0; start < rows.length; start += TAG_QUERY_CHUNK) {
      const ids = rows.slice(start, start + TAG_QUERY_CHUNK).map((r) => r.id);
      const tags = await db
        .selectFrom("image_tags")
        .select(["image_id", "display"])
        .where("image_id", "in", ids)
        .orderBy("image_id")
        .orderBy("position")
        .execute();
      for (const t of tags) {
        const list = byImage.get(t.image_id);
        if (list) list.push(t.display);
        else byImage.set(t.image_id, [t.display]);
      }
    }
    return rows.map((row) => ({ ...row, tags: byImage.get(row.id) ?? [] }));
  }

  return {
    async insert(image: Insertable<ImagesTable>, tags: string[]) {
      await db.insertInto("images").values(image).execute();
      await this.replaceTags(image.id, tags);
    },

    async replaceTags(imageId: string, tags: string[]) {
      await db.deleteFrom("image_tags").where("image_id", "=", imageId).execute();
      if (tags.length === 0) return;
      await db
        .insertInto("image_tags")
        .values(tags.map((display, position) => ({ image_id: imageId, tag: display.toLowerCase(), display, position })))
        .execute();
    },

    async update(imageId: string, fields: Updateable<ImagesTable>) {
      if (Object.keys(fields).length === 0) return;
      await db.updateTable("images").set(fields).where("id", "=", imageId).execute();
    },

    async findById(id: string) {
      const row = await withAuthor().where("images.id", "=", id).executeTakeFirst();
      return row ? (await attachTags([row]))[0] : undefined;
    },

    /** The newest image with this exact title that the actor may see. */
    async findByTitle(title: string, readableBy: Actor) {
      const row = await withAuthor()
        .where("images.title", "=", title)
        .where(filter(readableBy, "image"))
        .orderBy("images.created_at", "desc")
        .orderBy("images.id", "desc")
        .limit(1)
        .executeTakeFirst();
      return row ? (await attachTags([row]))[0] : undefined;
    },

    /** Newest first; with a limit, one more row than asked tells whether another page follows. */
    async list({ limit, cursor, tag, eventId, readableBy }: ListOptions) {
      let query = withAuthor().orderBy("images.created_at", "desc").orderBy("images.id", "desc");
      if (readableBy !== undefined) query = query.where(filter(readableBy, "image"));
      if (eventId !== undefined) query = query.where("images.associated_event_id", "=", eventId);
      if (tag) {
        const pattern = `%${escapeLike(tag.toLowerCase())}%`;
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom("image_tags")
              .select("image_tags.image_id")
              .whereRef("image_tags.image_id", "=", "images.id")
              .where(sql<boolean>`image_tags.tag like ${pattern} escape '\\'`),
          ),
        );
      }
      if (cursor) {
        query = query.where((eb) =>
          eb.or([
            eb("images.created_at", "<", cursor.createdAt),
            eb.and([eb("images.created_at", "=", cursor.createdAt), eb("images.id", "<", cursor.id)]),
          ]),
        );
      }
      if (limit !== undefined) query = query.limit(limit + 1);
      return attachTags(await query.execute());
    },

    /** The owner and stored files of each existing image among `ids`. */
    findForDeletion(ids: string[]) {
      return db
        .selectFrom("images")
        .select([
          "id",
          "uploaded_by",
          "associated_event_id",
          "withheld_at",
          "original_key",
          "thumbnail_key",
          "display_key",
        ])
        .where("id", "in", ids)
        .execute();
    },

    /** The stored keys of those of `ids` that have a row. */
    async storedKeysOf(ids: string[]) {
      const keys = new Set<string>();
      for (let start = 0; start < ids.length; start += TAG_QUERY_CHUNK) {
        const rows = await db
          .selectFrom("images")
          .select(["original_key", "thumbnail_key", "display_key"])
          .where("id", "in", ids.slice(start, start + TAG_QUERY_CHUNK))
          .execute();
        for (const row of rows) for (const key of [row.original_key, row.thumbnail_key, row.display_key]) keys.add(key);
      }
      return keys;
    },

    async deleteByIds(ids: string[]) {
      if (ids.length === 0) return;
      await db.deleteFrom("image_tags").where("image_id", "in", ids).execute();
      await db.deleteFrom("images").where("id", "in", ids).execute();
    },
  };
}

export type ImageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof imagesRepository>["findById"]>>>;

/** When an event is deleted, its images stay in the gallery without the link (docs/product/data.md#deleting-an-event). */
export async function unlinkImagesFromEvent(db: Db, eventId: string): Promise<number> {
  const result = await db
    .updateTable("images")
    .set({ associated_event_id: null })
    .where("associated_event_id", "=", eventId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
