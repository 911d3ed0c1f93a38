import { classActor, type Actor } from "../../access/index.ts";
import { compiledOnce } from "../../kernel/caches/compiled-once.ts";
import { createKeyedVersionedCache } from "../../kernel/caches/keyed-versioned-cache.ts";
import { createVersionedCache } from "../../kernel/caches/versioned-cache.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { SearchKind, SearchResult } from "../../../shared/search.ts";
import type { ListedRow } from "./listed.ts";
import { NUMERIC_KEY } from "./listed.ts";
import { toSearchResult } from "./mapper.ts";
import type { AddedFieldRow, ClassKind, FieldRow, SearchRepository, WordExpression } from "./repository.ts";
import { scoredField, scoreOf, type ScoredField, type SearchedWord } from "./words.ts";

/** A query as the database and the marking of matched words read it (words.ts). */
export interface PreparedQuery {
  searched: SearchedWord[];
  expressions: WordExpression[];
  matches: (folded: string) => boolean;
}

/** A result with what it is ranked by: score, then recency, then its key, each descending (repository.ts, `found`). */
export interface RankedResult {
  result: SearchResult;
  score: number;
  at: number;
  key: string | number;
}

/** The first results of a kind for a class of viewer, and how many there are in all. */
interface ClassAnswer {
  rows: RankedResult[];
  total: number;
}

/** Class answers are kept this deep; a page beyond is read directly. */
export const CLASS_DEPTH = 100;
/** The first read of a class answer: the grouped search shows five of each kind; a kind's own page, twenty. */
const FIRST_DEPTH = 20;

export const createSearchCache = () => ({
  /** What each query's words are taken to mean: the vocabulary is the index's, so it moves with the same version. */
  queries: createVersionedCache<PreparedQuery>("search-queries", 256),
  answers: createVersionedCache<ClassAnswer>("search-class-answers", 512),
  /** Her additions, whatever the words: she searches as she types, and each keystroke asks again. */
  additions: createKeyedVersionedCache<HerThings>({
    name: "search-additions",
    maxEntries: 2_000,
    maxBytes: 8 * 1024 * 1024,
    sizeOf: (things) => things.bytes,
  }),
});
export type SearchCache = ReturnType<typeof createSearchCache>;

export const byRank = (a: RankedResult, b: RankedResult) =>
  b.score - a.score || b.at - a.at || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0);

const keyOf = (kind: SearchKind, id: string) => (NUMERIC_KEY[kind] ? Number(id) : id);

function ranked(kind: SearchKind, row: ListedRow & { score: number }, fields: FieldRow[], query: PreparedQuery) {
  return {
    result: toSearchResult(kind, row, fields, query.matches),
    score: row.score,
    at: Number(row.at),
    key: keyOf(kind, row.id),
  };
}

/** A thing only her relations let her see, with its fields and their words, ready to be scored against any words. */
interface HerThing {
  row: AddedFieldRow;
  fields: FieldRow[];
  scored: ScoredField[];
  /** Members: her own row's fields her class may read too. */
  classScored: ScoredField[];
}

/** Her additions of every kind, as read under one version of what they are made of. */
interface HerThings {
  byKind: Record<ClassKind | "members", HerThing[]>;
  bytes: number;
}

/** An admin's class sees everything: nothing is hers alone. */
const NOTHING_ADDED: HerThings = {
  byKind: { events: [], photos: [], stays: [], comments: [], members: [] },
  bytes: 0,
};

/** Field rows, one a field, as their things (in the order first seen) with their fields. */
function byThing(rows: AddedFieldRow[]): HerThing[] {
  const things = new Map<string, HerThing>();
  for (const row of rows) {
    let thing = things.get(row.id);
    if (!thing) things.set(row.id, (thing = { row, fields: [], scored: [], classScored: [] }));
    const scored = scoredField(row.field, row.body);
    thing.fields.push({ ref_id: row.id, field: row.field, body: row.body });
    thing.scored.push(scored);
    if (row.class_sees === 1) thing.classScored.push(scored);
  }
  return [...things.values()];
}

/**
 * What her additions are made of (decision 0074): the events version (her participations and invitations, events'
 * exclusivity), the images version (uploads, withholding) and the search version (fields, comments, homes, her hidden
 * fields). Each only grows, so their sum moves on whenever one does.
 */
const herVersions = compiledOnce((db) =>
  db.selectFrom("change_versions").select(["name", "version"]).where("name", "in", ["search", "events", "images"]),
);
export async function readSearchVersions(db: Db) {
  const rows = await herVersions(db, ["search", "events", "images"]);
  const of = (name: string) => Number(rows.find((row) => row.name === name)?.version ?? 0);
  return { search: of("search"), hers: of("search") + of("events") + of("images") };
}

/**
 * Search kept per viewer class (decision 0074): what a member of her type with no relation finds is read once per
 * `search` version and kept; what only her relations let her see (the access layer's `filterAdded`) is read by her ids,
 * scored here as the database scores, and merged in. An admin's class sees everything: she has nothing to add.
 */
export function searchReadModel(repository: SearchRepository, cache: SearchCache) {
  async function classAnswer(
    kind: SearchKind,
    actor: Actor,
    query: PreparedQuery,
    words: string,
    version: number,
    need: number,
  ) {
    const viewer = classActor(actor);
    const key = `${kind}|${viewer.type}|${viewer.admin}|${words}`;
    const kept = cache.answers.get(key);
    if (kept && (kept.rows.length >= need || kept.rows.length === kept.total)) return kept;
    const depth = Math.min(CLASS_DEPTH, Math.max(need, FIRST_DEPTH, (kept?.rows.length ?? 0) * 2));
    const rows = await repository.found(kind, viewer, query.expressions, depth, 0);
    const fields = await repository.fields(
      kind,
      viewer,
      rows.map((row) => row.id),
    );
    const answer = {
      rows: rows.map((row) =>
        ranked(
          kind,
          row,
          fields.filter((field) => field.ref_id === row.id),
          query,
        ),
      ),
      total: rows[0]?.total ?? 0,
    };
    cache.answers.store(version, key, answer);
    return answer;
  }

  /** Her additions of every kind: kept per member while what they are made of stands. */
  async function herThings(actor: Actor, version: number): Promise<HerThings> {
    if (actor.admin) return NOTHING_ADDED;
    const key = `${actor.user_id}|${actor.type}`;
    const kept = cache.additions.get(key, version);
    if (kept) return kept;
    const read = async (kind: ClassKind) => byThing(await repository.added(kind, actor));
    const byKind = {
      events: await read("events"),
      photos: await read("photos"),
      stays: await read("stays"),
      comments: await read("comments"),
      members: byThing(await repository.ownFields(actor)),
    };
    let bytes = 0;
    for (const things of Object.values(byKind))
      for (const thing of things) for (const field of thing.fields) bytes += 2 * field.body.length + 200;
    const things = { byKind, bytes };
    cache.additions.store(key, version, things);
    return things;
  }

  /** Her additions to her class's answer, ranked, and which of her class's results they stand for. */
  function additions(kind: ClassKind | "members", things: HerThings, query: PreparedQuery) {
    if (kind === "members") {
      const [own] = things.byKind.members;
      const score = own ? scoreOf(query.searched, own.scored) : 0;
      if (!own || score === 0) return { rows: [], replaces: [], counted: 0 };
      const inClass = scoreOf(query.searched, own.classScored) > 0;
      const row = ranked(kind, { ...own.row, score }, own.fields, query);
      return { rows: [row], replaces: inClass ? [own.row.id] : [], counted: inClass ? 0 : 1 };
    }
    const rows: RankedResult[] = [];
    for (const thing of things.byKind[kind]) {
      const score = scoreOf(query.searched, thing.scored);
      if (score > 0) rows.push(ranked(kind, { ...thing.row, score }, thing.fields, query));
    }
    return { rows, replaces: [], counted: rows.length };
  }

  return {
    /**
     * A page of a kind for her: her class's answer with her additions merged in, or undefined past the kept depth
     * (the caller reads it directly).
     */
    async page(
      kind: ClassKind | "members",
      actor: Actor,
      query: PreparedQuery,
      words: string,
      versions: { search: number; hers: number },
      limit: number,
      offset: number,
    ): Promise<{ results: SearchResult[]; total: number } | undefined> {
      if (offset + limit > CLASS_DEPTH) return undefined;
      cache.answers.align(versions.search);
      const shared = await classAnswer(kind, actor, query, words, versions.search, offset + limit);
      const own = additions(kind, await herThings(actor, versions.hers), query);
      const merged = [...shared.rows.filter((row) => !own.replaces.includes(String(row.key))), ...own.rows].sort(
        byRank,
      );
      return {
        results: merged.slice(offset, offset + limit).map((row) => row.result),
        total: shared.total + own.counted,
      };
    },
  };
}
