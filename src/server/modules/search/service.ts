import type { Actor } from "../../access/index.ts";
import type { Db, Dialect } from "../../kernel/database/database.ts";
import {
  SEARCH_KINDS,
  SEARCH_LIMITS,
  searchWords,
  type SearchAnswer,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
} from "../../../shared/search.ts";
import { toSearchResult } from "./mapper.ts";
import {
  createSearchCache,
  readSearchVersions,
  searchReadModel,
  type PreparedQuery,
  type SearchCache,
} from "./read-model.ts";
import { searchRepository } from "./repository.ts";
import { expression, matcher, meanings } from "./words.ts";

/**
 * One search across the club (docs/product/search.md, decisions 0045 and 0074). Every kind is read through the access
 * layer before it is ranked, counted or cut into a page: what she may not see is neither found nor counted. Without
 * `kind`, the first few of every kind; with it, a page of that kind.
 */
export function searchService(database: { db: Db; dialect: Dialect }, cache: SearchCache = createSearchCache()) {
  const repository = searchRepository(database);
  const readModel = searchReadModel(repository, cache);

  async function prepare(words: string[], version: number): Promise<PreparedQuery> {
    const key = words.join(" ");
    cache.queries.align(version);
    const kept = cache.queries.get(key);
    if (kept) return kept;
    const searched = await meanings(repository, words);
    const prepared = {
      searched,
      expressions: searched.map((word) => expression(database.dialect, word)),
      matches: matcher(searched),
    };
    cache.queries.store(version, key, prepared);
    return prepared;
  }

  /**
   * A page read straight through the access layer: messages (no class finds any, and without a conversation of hers
   * there is none to find) and pages past the kept depth.
   */
  async function direct(kind: SearchKind, actor: Actor, query: PreparedQuery, limit: number, offset: number) {
    if (kind === "messages" && !(await repository.inConversations(actor))) return { total: 0, results: [] };
    const rows = await repository.found(kind, actor, query.expressions, limit, offset);
    const fields = await repository.fields(
      kind,
      actor,
      rows.map((row) => row.id),
    );
    return {
      total: rows[0]?.total ?? 0,
      results: rows.map((row) =>
        toSearchResult(
          kind,
          row,
          fields.filter((field) => field.ref_id === row.id),
          query.matches,
        ),
      ),
    };
  }

  async function search(actor: Actor, query: SearchQuery): Promise<SearchAnswer> {
    const words = searchWords(query.q);
    const versions = await readSearchVersions(database.db);
    const prepared = await prepare(words, versions.search);
    const kinds = query.kind ? [query.kind] : SEARCH_KINDS;
    const limit = query.limit ?? (query.kind ? 20 : SEARCH_LIMITS.perGroup);
    const offset = query.kind && query.cursor ? Number(query.cursor) : 0;
    const groups = [];
    for (const kind of kinds) {
      const found: { results: SearchResult[]; total: number } =
        (kind !== "messages"
          ? await readModel.page(kind, actor, prepared, words.join(" "), versions, limit, offset)
          : undefined) ?? (await direct(kind, actor, prepared, limit, offset));
      const next = offset + found.results.length;
      groups.push({
        kind,
        total: found.total,
        results: found.results,
        next_cursor:
          found.results.length === limit && next < found.total && next <= SEARCH_LIMITS.offsetMax ? String(next) : null,
      });
    }
    return { query: query.q, words, groups };
  }

  return { search };
}

export type SearchService = ReturnType<typeof searchService>;
