import type { Actor } from "../../access/index.ts";
import type { Db, Dialect } from "../../kernel/database/database.ts";
import {
  SEARCH_KINDS,
  SEARCH_LIMITS,
  searchWords,
  type SearchAnswer,
  type SearchGroup,
  type SearchKind,
  type SearchQuery,
} from "../../../shared/search.ts";
import { toSearchResult } from "./mapper.ts";
import { searchRepository, type WordExpression } from "./repository.ts";
import { expression, matcher, meanings } from "./words.ts";

/**
 * One search across the club (docs/product/search.md, decision 0045). Every kind is read through the access layer's
 * filter inside its query, before it is ranked, counted or cut into a page: what she may not see is neither found nor
 * counted. Without `kind`, the first few of every kind; with it, a page of that kind.
 */
export function searchService(database: { db: Db; dialect: Dialect }) {
  const repository = searchRepository(database);

  async function group(
    kind: SearchKind,
    actor: Actor,
    words: WordExpression[],
    matches: (folded: string) => boolean,
    limit: number,
    offset: number,
  ): Promise<SearchGroup> {
    const rows = await repository.found(kind, actor, words, limit, offset);
    const fields = await repository.fields(
      kind,
      actor,
      rows.map((row) => row.id),
    );
    const total = rows[0]?.total ?? 0;
    const next = offset + rows.length;
    return {
      kind,
      total,
      results: rows.map((row) =>
        toSearchResult(
          kind,
          row,
          fields.filter((field) => field.ref_id === row.id),
          matches,
        ),
      ),
      next_cursor: rows.length === limit && next < total && next <= SEARCH_LIMITS.offsetMax ? String(next) : null,
    };
  }

  async function search(actor: Actor, query: SearchQuery): Promise<SearchAnswer> {
    const words = searchWords(query.q);
    const searched = await meanings(repository, words);
    const expressions = searched.map((word) => expression(database.dialect, word));
    const matches = matcher(searched);
    const kinds = query.kind ? [query.kind] : SEARCH_KINDS;
    const limit = query.limit ?? (query.kind ? 20 : SEARCH_LIMITS.perGroup);
    const offset = query.kind && query.cursor ? Number(query.cursor) : 0;
    const groups: SearchGroup[] = [];
    for (const kind of kinds) groups.push(await group(kind, actor, expressions, matches, limit, offset));
    return { query: query.q, words, groups };
  }

  return { search };
}

export type SearchService = ReturnType<typeof searchService>;
