import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { filter, type Actor } from "../../access/index.ts";
import type { Db, Dialect } from "../../kernel/database/database.ts";
import type { Tables } from "../../kernel/database/schema.ts";
import type { SearchKind } from "../../../shared/search.ts";
import { KIND_RANGE, KIND_RANGES as SOURCE_RANGES } from "../../kernel/database/migrations/0048-search.ts";
import { MESSAGE_KIND, MESSAGE_KIND_RANGE } from "../../kernel/database/migrations/0059-search-messages.ts";

/** Each kind's range of row ids on SQLite (migrations 0048 and 0059). */
const KIND_RANGES: Record<string, number> = { ...SOURCE_RANGES, [MESSAGE_KIND]: MESSAGE_KIND_RANGE };

/** SQLite's FTS5 table over `search_fields` (migration 0048): its rowid is the field row's id. */
interface SearchTables extends Tables {
  search_fts: { rowid: number; body: string };
}

/** The kind of thing as `search_fields.kind` names it. */
export const DOCUMENT_KIND: Record<SearchKind, string> = {
  events: "event",
  members: "member",
  photos: "photo",
  stays: "stay",
  comments: "comment",
  messages: MESSAGE_KIND,
};

/** The fields a result is titled by: a match there weighs more than one in its text. */
const TITLE_FIELDS = ["title", "name"];

/** One searched word as this database's full-text queries (words.ts): its beginning, and the words a typo away. */
export interface WordExpression {
  primary: string;
  near: string | null;
}

export interface FoundRow {
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
  score: number;
  total: number;
}

export interface FieldRow {
  ref_id: string;
  field: string;
  body: string;
}

/** The only SQL of search: the vocabulary the typo search reads, and each kind's results through the access layer. */
export function searchRepository(database: { db: Db; dialect: Dialect }) {
  const { dialect } = database;
  const db = database.db as unknown as Kysely<SearchTables>;

  /** A member row's key (an integer) against a field row's `ref_id` (text), in a way each database can index. */
  const userIs = (text: string) =>
    dialect === "sqlite"
      ? sql<SqlBool>`users.user_id = ${sql.ref(text)}`
      : sql<SqlBool>`cast(users.user_id as text) = ${sql.ref(text)}`;

  /**
   * The field rows of a kind matching one word that the actor may see: for members, her name always and any other
   * field only if its owner shows it to members (or the actor is an admin, or herself).
   */
  function fieldRows(kind: SearchKind, actor: Actor, narrowedByRowid = false) {
    // On SQLite a search narrows the rows to the kind's rowid range in FTS5 (migration 0048): asking for the kind here
    // too would let the planner start from every row of the kind rather than from the matches.
    let rows = narrowedByRowid
      ? db.selectFrom("search_fields")
      : db.selectFrom("search_fields").where("search_fields.kind", "=", DOCUMENT_KIND[kind]);
    if (kind === "members")
      rows = rows
        .innerJoin("users", (join) => join.on(userIs("search_fields.ref_id")))
        .leftJoin("member_profiles", "member_profiles.user_id", "users.user_id")
        .where(filter(actor, "profile") as (eb: ExpressionBuilder<SearchTables, "users">) => Expression<SqlBool>)
        .where(filter(actor, "profileField")) as unknown as typeof rows;
    return rows;
  }

  /** The field rows of a kind she may see that match one full-text expression, each thing's best weight among them. */
  function branch(kind: SearchKind, actor: Actor, expression: string, word: number, weights: [number, number]) {
    let rows = fieldRows(kind, actor, dialect === "sqlite");
    rows =
      dialect === "sqlite"
        ? rows
            .innerJoin("search_fts", "search_fts.rowid", "search_fields.id")
            .where(sql<SqlBool>`search_fts match ${expression}`)
            .where("search_fts.rowid", ">=", sql.lit(KIND_RANGES[DOCUMENT_KIND[kind]]! * KIND_RANGE))
            .where("search_fts.rowid", "<", sql.lit((KIND_RANGES[DOCUMENT_KIND[kind]]! + 1) * KIND_RANGE))
        : rows.where(sql<SqlBool>`search_fields.tsv @@ to_tsquery('simple', ${expression})`);
    const [title, text] = weights.map((weight) => sql.lit(weight));
    return rows
      .select([
        "search_fields.ref_id",
        sql<number>`${sql.lit(word)}`.as("word"),
        sql<number>`max(case when search_fields.field in (${sql.join(TITLE_FIELDS.map((field) => sql.lit(field)))}) then ${title} else ${text} end)`.as(
          "weight",
        ),
      ])
      .groupBy("search_fields.ref_id");
  }

  /**
   * Each thing of the kind matching every word, with its score: over the words, the weight of the best field each
   * matched in, more for a title than a text, more for the word or its beginning than for a word a typo away.
   */
  function matching(kind: SearchKind, actor: Actor, words: WordExpression[]) {
    const branches = words.flatMap((word, index) => [
      branch(kind, actor, word.primary, index, [6, 2]),
      ...(word.near === null ? [] : [branch(kind, actor, word.near, index, [3, 1])]),
    ]);
    const [first, ...rest] = branches;
    const all = rest.reduce((union, next) => union.unionAll(next), first!);
    const perWord = db
      .selectFrom(all.as("b"))
      .select(["b.ref_id", "b.word", sql<number>`max(b.weight)`.as("weight")])
      .groupBy(["b.ref_id", "b.word"]);
    return db
      .selectFrom(perWord.as("w"))
      .select(["w.ref_id", sql<number>`sum(w.weight)`.as("score")])
      .groupBy("w.ref_id")
      .having(sql`count(*)`, "=", words.length)
      .as("m");
  }

  const page = { total: sql<number>`count(*) over ()`.as("total"), score: sql<number>`m.score`.as("score") };

  async function found(
    kind: SearchKind,
    actor: Actor,
    words: WordExpression[],
    limit: number,
    offset: number,
  ): Promise<FoundRow[]> {
    const m = matching(kind, actor, words);
    switch (kind) {
      case "events":
        return db
          .selectFrom("events")
          .innerJoin(m, "m.ref_id", "events.id")
          .where(filter(actor, "eventInside") as (eb: ExpressionBuilder<SearchTables, "events">) => Expression<SqlBool>)
          .select([
            "events.id",
            "events.title",
            "events.city as detail",
            "events.starts_at as at",
            sql<null>`null`.as("target_event"),
            sql<null>`null`.as("target_image"),
            page.score,
            page.total,
          ])
          .orderBy("score", "desc")
          .orderBy("at", "desc")
          .orderBy("events.id", "desc")
          .limit(limit)
          .offset(offset)
          .execute();
      case "photos":
        return db
          .selectFrom("images")
          .innerJoin(m, "m.ref_id", "images.id")
          .leftJoin("events", "events.id", "images.associated_event_id")
          .where(filter(actor, "image") as (eb: ExpressionBuilder<SearchTables, "images">) => Expression<SqlBool>)
          .select([
            "images.id",
            "images.title",
            "events.title as detail",
            "images.created_at as at",
            sql<null>`null`.as("target_event"),
            sql<null>`null`.as("target_image"),
            page.score,
            page.total,
          ])
          .orderBy("score", "desc")
          .orderBy("at", "desc")
          .orderBy("images.id", "desc")
          .limit(limit)
          .offset(offset)
          .execute();
      case "members":
        return db
          .selectFrom("users")
          .innerJoin(m, (join) => join.on(userIs("m.ref_id")))
          .where(filter(actor, "profile") as (eb: ExpressionBuilder<SearchTables, "users">) => Expression<SqlBool>)
          .select([
            sql<string>`cast(users.user_id as text)`.as("id"),
            "users.name as title",
            sql<null>`null`.as("detail"),
            "users.created_at as at",
            sql<null>`null`.as("target_event"),
            sql<null>`null`.as("target_image"),
            page.score,
            page.total,
          ])
          .orderBy("score", "desc")
          .orderBy("at", "desc")
          .orderBy("users.user_id", "desc")
          .limit(limit)
          .offset(offset)
          .execute();
      case "stays":
        return db
          .selectFrom("stay_listings")
          .innerJoin(m, "m.ref_id", "stay_listings.id")
          .where(filter(actor, "stay") as (eb: ExpressionBuilder<SearchTables, "stay_listings">) => Expression<SqlBool>)
          .select([
            "stay_listings.id",
            "stay_listings.title",
            sql<string>`stay_listings.city || ', ' || stay_listings.region`.as("detail"),
            "stay_listings.updated_at as at",
            sql<null>`null`.as("target_event"),
            sql<null>`null`.as("target_image"),
            page.score,
            page.total,
          ])
          .orderBy("score", "desc")
          .orderBy("at", "desc")
          .orderBy("stay_listings.id", "desc")
          .limit(limit)
          .offset(offset)
          .execute();
      case "comments":
        return db
          .selectFrom("comments")
          .innerJoin(m, (join) =>
            join.on(
              dialect === "sqlite"
                ? sql<SqlBool>`comments.id = m.ref_id`
                : sql<SqlBool>`cast(comments.id as text) = m.ref_id`,
            ),
          )
          .innerJoin("users", "users.user_id", "comments.author_id")
          .leftJoin("events", "events.id", "comments.commentable_id")
          .leftJoin("images", "images.id", "comments.commentable_id")
          .where(
            filter(actor, "quotableComment") as (
              eb: ExpressionBuilder<SearchTables, "comments">,
            ) => Expression<SqlBool>,
          )
          .select([
            sql<string>`cast(comments.id as text)`.as("id"),
            sql<string>`coalesce(events.title, images.title, '')`.as("title"),
            "users.name as detail",
            "comments.created_at as at",
            "events.id as target_event",
            "images.id as target_image",
            page.score,
            page.total,
          ])
          .orderBy("score", "desc")
          .orderBy("at", "desc")
          .orderBy("comments.id", "desc")
          .limit(limit)
          .offset(offset)
          .execute();
      case "messages":
        // Only the conversation's participants (conversationRules.read): not admins, not a former participant.
        return db
          .selectFrom("messages")
          .innerJoin(m, (join) =>
            join.on(
              dialect === "sqlite"
                ? sql<SqlBool>`messages.id = m.ref_id`
                : sql<SqlBool>`cast(messages.id as text) = m.ref_id`,
            ),
          )
          .leftJoin("users", "users.user_id", "messages.author_id")
          .where(filter(actor, "message") as (eb: ExpressionBuilder<SearchTables, "messages">) => Expression<SqlBool>)
          .select([
            sql<string>`cast(messages.id as text)`.as("id"),
            sql<string>`coalesce(users.name, '')`.as("title"),
            sql<null>`null`.as("detail"),
            "messages.created_at as at",
            sql<null>`null`.as("target_event"),
            sql<null>`null`.as("target_image"),
            "messages.conversation_id as target_conversation",
            page.score,
            page.total,
          ])
          .orderBy("score", "desc")
          .orderBy("at", "desc")
          .orderBy("messages.id", "desc")
          .limit(limit)
          .offset(offset)
          .execute();
    }
  }

  return {
    /** Up to `limit` things of a kind she may see that match every word, best first, with how many match in all. */
    async found(kind: SearchKind, actor: Actor, words: WordExpression[], limit: number, offset: number) {
      const rows = await found(kind, actor, words, limit, offset);
      return rows.map((row) => ({ ...row, at: Number(row.at), score: Number(row.score), total: Number(row.total) }));
    },

    /** The fields of the things found that she may see (a member's hidden fields are not among them), for snippets. */
    async fields(kind: SearchKind, actor: Actor, ids: string[]): Promise<FieldRow[]> {
      if (ids.length === 0) return [];
      return fieldRows(kind, actor)
        .where("search_fields.ref_id", "in", ids)
        .select(["search_fields.ref_id", "search_fields.field", "search_fields.body"])
        .orderBy("search_fields.id")
        .execute();
    },

    /** Whether some word of the index begins with `prefix`. */
    async hasPrefix(prefix: string): Promise<boolean> {
      const upper = `${prefix}\u{10FFFF}`;
      const rows =
        dialect === "sqlite"
          ? await sql`select term from search_vocab where term >= ${prefix} and term < ${upper} limit 1`.execute(db)
          : await sql`select word from search_words where word >= ${prefix} and word < ${upper} limit 1`.execute(db);
      return rows.rows.length > 0;
    },

    /** The words of the index that begin with `first` and whose length lies between the two bounds. */
    async wordsLike(first: string, shortest: number, longest: number): Promise<string[]> {
      const upper = `${first}\u{10FFFF}`;
      const rows =
        dialect === "sqlite"
          ? await sql<{
              term: string;
            }>`select term from search_vocab where term >= ${first} and term < ${upper} and length(term) between ${shortest} and ${longest}`.execute(
              db,
            )
          : await sql<{
              term: string;
            }>`select word as term from search_words where word >= ${first} and word < ${upper} and length(word) between ${shortest} and ${longest}`.execute(
              db,
            );
      return rows.rows.map((row) => row.term);
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
