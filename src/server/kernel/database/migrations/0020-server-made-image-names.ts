import { sql, type Kysely } from "kysely";

/**
 * Images uploaded before the server chose their names kept the uploader's file name, which other members saw
 * (docs/product/limits.md#uploads). They take the name the server gives new uploads: the image's id and its served format.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update images set name = id || case when display_mime = 'image/avif' then '.avif' else '.webp' end`.execute(
    db,
  );
}
