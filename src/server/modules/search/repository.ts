import { sql, type Compilable, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { classActor, filter, filterAdded, type Actor } from "../../access/index.ts";
import { compiledOnce, compiledOncePerId } from "../../kernel/caches/compiled-once.ts";
import type { MemberType } from "../../../shared/members.ts";
import type { Db, Dialect } from "../../kernel/database/database.ts";
import type { Tables } from "../../kernel/database/schema.ts";
import type { SearchKind } from "../../../shared/search.ts";
import { KIND_RANGE, KIND_RANGES as SOURCE_RANGES } from "../../kernel/database/migrations/0048-search.ts";
import { MESSAGE_KIND, MESSAGE_KIND_RANGE } from "../../kernel/database/migrations/0059-search-messages.ts";
import { TITLE_FIELDS, WEIGHTS } from "./words.ts";
import { KEY_COLUMN, listed, NUMERIC_KEY, type ListedRow } from "./listed.ts";

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

/** One searched word as this database's full-text queries (words.ts): its beginning, and the words a typo away. */
export interface WordExpression {
  primary: string;
  near: string | null;
}

export interface FoundRow extends ListedRow {
  score: number;
  total: number;
}

/** A field of a thing she finds only through a relation of hers (decision 0074), with what its result shows. */
export interface AddedFieldRow extends ListedRow {
  field: string;
  body: string;
  /** For her own member row: whether her class may read the field too (her name; a field she does not hide). */
  class_sees?: number;
}

/** The access layer's filter each kind's things are read through. */
const SEEN_AS = {
  events: "eventInside",
  photos: "image",
  members: "profile",
  stays: "stay",
  comments: "quotableComment",
  messages: "message",
} as const satisfies Record<SearchKind, Parameters<typeof filter>[1]>;

/** The kinds whose class answer is kept, and the access layer's additions of her relations to it. */
export type ClassKind = "events" | "photos" | "stays" | "comments";
const ADDED_AS = { events: "eventInside", photos: "image", stays: "stay", comments: "quotableComment" } as const;

export interface FieldRow {
  ref_id: string;
  field: string;
  body: string;
}

const inAnyConversation = compiledOnce((db) =>
  db
    .selectFrom("conversation_participants")
    .select("conversation_participants.user_id")
    .where("user_id", "=", 0)
    .limit(1),
);

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
  function branch(
    kind: SearchKind,
    actor: Actor,
    expression: string,
    word: number,
    weights: readonly [number, number],
  ) {
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
      branch(kind, actor, word.primary, index, WEIGHTS.primary),
      ...(word.near === null ? [] : [branch(kind, actor, word.near, index, WEIGHTS.near)]),
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

  /** A thing's key, as the query names it, against a field row's `ref_id` (text), in a way each database can index. */
  function keyIs(kind: SearchKind, ref: string) {
    if (kind === "members") return userIs(ref);
    const key = sql.ref(KEY_COLUMN[kind]);
    return dialect === "postgres" && NUMERIC_KEY[kind]
      ? sql<SqlBool>`cast(${key} as text) = ${sql.ref(ref)}`
      : sql<SqlBool>`${key} = ${sql.ref(ref)}`;
  }

  async function found(
    kind: SearchKind,
    actor: Actor,
    words: WordExpression[],
    limit: number,
    offset: number,
  ): Promise<FoundRow[]> {
    return (await listed(db as unknown as Kysely<Tables>, kind, filter(actor, SEEN_AS[kind]))
      .innerJoin(matching(kind, actor, words), (join) => join.on(keyIs(kind, "m.ref_id")))
      .select([page.score, page.total])
      .orderBy("score", "desc")
      .orderBy("at", "desc")
      .orderBy(sql.ref(KEY_COLUMN[kind]), "desc")
      .limit(limit)
      .offset(offset)
      .execute()) as FoundRow[];
  }

  /** Her things of a kind joined to their searchable fields, one row a field (looked up by the text of their key). */
  function withFields(on: Kysely<Tables>, kind: SearchKind, where: unknown) {
    return listed(on, kind, where)
      .innerJoin("search_fields", (join) =>
        join
          .on("search_fields.kind", "=", DOCUMENT_KIND[kind])
          .on(
            NUMERIC_KEY[kind]
              ? sql<SqlBool>`search_fields.ref_id = cast(${sql.ref(KEY_COLUMN[kind])} as text)`
              : sql<SqlBool>`search_fields.ref_id = ${sql.ref(KEY_COLUMN[kind])}`,
          ),
      )
      .select(["search_fields.field", "search_fields.body"])
      .orderBy("search_fields.id");
  }

  // Read on every search, these queries are built from the access layer's filters for a member of each type, once,
  // then run with her id: building them costs several times what running them does.
  const addedQueries = new Map<string, (on: Kysely<Tables>, id: number) => Promise<unknown>>();
  function perMember(key: string, build: (on: Kysely<Tables>, member: Actor) => Compilable<unknown>, type: MemberType) {
    let query = addedQueries.get(`${key}|${type}`);
    if (!query) {
      query = compiledOncePerId((on, id) => build(on, { user_id: id, type, admin: false }));
      addedQueries.set(`${key}|${type}`, query);
    }
    return query;
  }

  function ownFields(on: Kysely<Tables>, actor: Actor) {
    const own = (eb: ExpressionBuilder<Tables, "users">) =>
      eb.and([eb("users.user_id", "=", actor.user_id), filter(actor, "profile")(eb)]);
    return withFields(on, "members", own)
      .leftJoin("member_profiles", "member_profiles.user_id", "users.user_id")
      .select((eb) =>
        eb
          .case()
          .when(filter(classActor(actor), "profileField")(eb as never))
          .then(1)
          .else(0)
          .end()
          .as("class_sees"),
      );
  }

  const plainDb = database.db as unknown as Kysely<Tables>;

  return {
    /** The things of a kind that only a relation of hers lets her see, with all their fields (none for an admin). */
    async added(kind: ClassKind, actor: Actor): Promise<AddedFieldRow[]> {
      if (actor.admin) return [];
      const query = perMember(
        kind,
        (on, member) => withFields(on, kind, filterAdded(member, ADDED_AS[kind])),
        actor.type,
      );
      return (await query(plainDb, actor.user_id)) as AddedFieldRow[];
    },

    /** Her own member row's fields, each marked with whether her class may read it (none for an admin). */
    async ownFields(actor: Actor): Promise<AddedFieldRow[]> {
      if (actor.admin) return [];
      return (await perMember("own", ownFields, actor.type)(plainDb, actor.user_id)) as AddedFieldRow[];
    },

    /** Whether she takes part in any conversation: without one, no message is hers to find. */
    async inConversations(actor: Actor): Promise<boolean> {
      const rows = await inAnyConversation(plainDb, [actor.user_id, 1]);
      return rows.length > 0;
    },

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
