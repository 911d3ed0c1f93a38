import { classActor, type Actor } from "../../access/index.ts";
import { createVersionedCache } from "../../kernel/caches/versioned-cache.ts";
import type { SearchKind, SearchResult } from "../../../shared/search.ts";
import type { ListedRow } from "./listed.ts";
import { NUMERIC_KEY } from "./listed.ts";
import { toSearchResult } from "./mapper.ts";
import type { AddedFieldRow, ClassKind, FieldRow, SearchRepository, WordExpression } from "./repository.ts";
import { scoreOf, type SearchedWord } from "./words.ts";

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

/** Field rows, one a field, as their things (in the order first seen) with their fields. */
function byThing(rows: AddedFieldRow[]) {
  const things = new Map<string, { row: AddedFieldRow; fields: AddedFieldRow[] }>();
  for (const row of rows) {
    const thing = things.get(row.id);
    if (thing) thing.fields.push(row);
    else things.set(row.id, { row, fields: [row] });
  }
  return [...things.values()];
}

const asFields = (fields: AddedFieldRow[]): FieldRow[] =>
  fields.map((field) => ({ ref_id: field.id, field: field.field, body: field.body }));

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

  /** Her additions to her class's answer, ranked, and which of her class's results they stand for. */
  async function additions(kind: ClassKind | "members", actor: Actor, query: PreparedQuery) {
    if (kind === "members") {
      const [own] = byThing(await repository.ownFields(actor));
      const score = own ? scoreOf(query.searched, own.fields) : 0;
      if (!own || score === 0) return { rows: [], replaces: [], counted: 0 };
      const inClass =
        scoreOf(
          query.searched,
          own.fields.filter((field) => field.class_sees === 1),
        ) > 0;
      const row = ranked(kind, { ...own.row, score }, asFields(own.fields), query);
      return { rows: [row], replaces: inClass ? [own.row.id] : [], counted: inClass ? 0 : 1 };
    }
    const rows: RankedResult[] = [];
    for (const thing of byThing(await repository.added(kind, actor))) {
      const score = scoreOf(query.searched, thing.fields);
      if (score > 0) rows.push(ranked(kind, { ...thing.row, score }, asFields(thing.fields), query));
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
      version: number,
      limit: number,
      offset: number,
    ): Promise<{ results: SearchResult[]; total: number } | undefined> {
      if (offset + limit > CLASS_DEPTH) return undefined;
      cache.answers.align(version);
      const shared = await classAnswer(kind, actor, query, words, version, offset + limit);
      const own = await additions(kind, actor, query);
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
