import type { Kysely } from "kysely";

/**
 * An event's cover (its banner image) as the event answer shows it: the variants' URLs and sizes and the placeholder,
 * kept beside `banner_image_id` so the events cache needs no read of the images. Filled for the banners chosen before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("events").addColumn("cover", "text").execute();
  const typed = db as unknown as Kysely<{
    events: { id: string; banner_image_id: string | null; cover: string | null };
    images: {
      id: string;
      thumbnail_key: string;
      thumbnail_width: number;
      thumbnail_height: number;
      display_key: string;
      display_width: number;
      display_height: number;
      placeholder_color: string;
      placeholder_data_url: string;
    };
  }>;
  const rows = await typed
    .selectFrom("events")
    .innerJoin("images", "images.id", "events.banner_image_id")
    .select([
      "events.id as event_id",
      "images.id",
      "images.thumbnail_key",
      "images.thumbnail_width",
      "images.thumbnail_height",
      "images.display_key",
      "images.display_width",
      "images.display_height",
      "images.placeholder_color",
      "images.placeholder_data_url",
    ])
    .execute();
  for (const row of rows) {
    const cover = {
      image_id: row.id,
      width: row.display_width,
      height: row.display_height,
      placeholder_color: row.placeholder_color,
      placeholder: row.placeholder_data_url,
      variants: [
        { url: `/media/${row.thumbnail_key}`, width: row.thumbnail_width, height: row.thumbnail_height },
        { url: `/media/${row.display_key}`, width: row.display_width, height: row.display_height },
      ],
    };
    await typed
      .updateTable("events")
      .set({ cover: JSON.stringify(cover) })
      .where("id", "=", row.event_id)
      .execute();
  }
}
