import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from "kysely";
import type { Tables } from "../../kernel/database/schema.ts";
import type { SearchKind } from "../../../shared/search.ts";

/** What a result shows of its thing, beside its score: the columns every kind's query selects alike. */
export interface ListedRow {
  id: string;
  title: string;
  /** A second line of the title: a stay's town, a comment's author. */
  detail: string | null;
  at: number;
  /** For comments: the event or photo commented on. */
  target_event: string | null;
  target_image: string | null;
  /** For messages: the conversation it belongs to. */
  target_conversation?: string | null;
}

type Where<T extends keyof Tables> = (eb: ExpressionBuilder<Tables, T>) => Expression<SqlBool>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind joins other tables; callers add to any of them
export type Listed = SelectQueryBuilder<any, any, ListedRow>;

/** The column a kind's rows are ordered by last (its key), as the query names it. */
export const KEY_COLUMN: Record<SearchKind, string> = {
  events: "events.id",
  photos: "images.id",
  members: "users.user_id",
  stays: "stay_listings.id",
  comments: "comments.id",
  messages: "messages.id",
};

/** Whether a kind's key is a number (ordered as one) rather than text. */
export const NUMERIC_KEY: Record<SearchKind, boolean> = {
  events: false,
  photos: false,
  members: true,
  stays: false,
  comments: true,
  messages: true,
};

/**
 * A kind's things that pass `where`, with what a result shows of each: the one shape the class answers, her additions
 * and the direct query all read, so a result reads the same whichever found it.
 */
export function listed(db: Kysely<Tables>, kind: SearchKind, where: unknown): Listed {
  switch (kind) {
    case "events":
      return db
        .selectFrom("events")
        .where(where as Where<"events">)
        .select([
          "events.id",
          "events.title",
          "events.city as detail",
          "events.starts_at as at",
          sql<null>`null`.as("target_event"),
          sql<null>`null`.as("target_image"),
        ]);
    case "photos":
      return db
        .selectFrom("images")
        .leftJoin("events", "events.id", "images.associated_event_id")
        .where(where as Where<"images">)
        .select([
          "images.id",
          "images.title",
          "events.title as detail",
          "images.created_at as at",
          sql<null>`null`.as("target_event"),
          sql<null>`null`.as("target_image"),
        ]);
    case "members":
      return db
        .selectFrom("users")
        .where(where as Where<"users">)
        .select([
          sql<string>`cast(users.user_id as text)`.as("id"),
          "users.name as title",
          sql<null>`null`.as("detail"),
          "users.created_at as at",
          sql<null>`null`.as("target_event"),
          sql<null>`null`.as("target_image"),
        ]);
    case "stays":
      return db
        .selectFrom("stay_listings")
        .where(where as Where<"stay_listings">)
        .select([
          "stay_listings.id",
          "stay_listings.title",
          sql<string>`stay_listings.city || ', ' || stay_listings.region`.as("detail"),
          "stay_listings.updated_at as at",
          sql<null>`null`.as("target_event"),
          sql<null>`null`.as("target_image"),
        ]);
    case "comments":
      return db
        .selectFrom("comments")
        .innerJoin("users", "users.user_id", "comments.author_id")
        .leftJoin("events", "events.id", "comments.commentable_id")
        .leftJoin("images", "images.id", "comments.commentable_id")
        .where(where as Where<"comments">)
        .select([
          sql<string>`cast(comments.id as text)`.as("id"),
          sql<string>`coalesce(events.title, images.title, '')`.as("title"),
          "users.name as detail",
          "comments.created_at as at",
          "events.id as target_event",
          "images.id as target_image",
        ]);
    case "messages":
      return db
        .selectFrom("messages")
        .leftJoin("users", "users.user_id", "messages.author_id")
        .where(where as Where<"messages">)
        .select([
          sql<string>`cast(messages.id as text)`.as("id"),
          sql<string>`coalesce(users.name, '')`.as("title"),
          sql<null>`null`.as("detail"),
          "messages.created_at as at",
          sql<null>`null`.as("target_event"),
          sql<null>`null`.as("target_image"),
          "messages.conversation_id as target_conversation",
        ]) as unknown as Listed;
  }
}
