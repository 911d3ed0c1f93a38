import { useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  SEARCH_KINDS,
  SEARCH_LIMITS,
  searchWords,
  type SearchGroup,
  type SearchKind,
} from "../../../../shared/search.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SEARCH_COPY as COPY } from "../../../content/search.ts";
import { useDebounced } from "../../../lib/use-debounced.ts";
import { useSearch } from "../api/search.ts";
import { Highlighted } from "../components/Highlighted.tsx";
import { forgetSearches, recentSearches, rememberSearch } from "../lib/recent-searches.ts";
import { usePageTitle } from "../../../lib/page-title.ts";

const kindOf = (value: string | null): SearchKind | null => SEARCH_KINDS.find((kind) => kind === value) ?? null;

/** /search?q=…[&kind=…]: what she may see that matches, grouped by kind, the matched words marked. */
export function SearchPage() {
  usePageTitle("Search");
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get("q") ?? "";
  const kind = kindOf(params.get("kind"));
  const [typed, setTyped] = useState(urlQuery);
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  const [, setCleared] = useState(0);
  const fieldId = useId();

  // Arriving from the header's box (or a recent search, or the back button) puts its words in the field.
  if (seenQuery !== urlQuery) {
    setSeenQuery(urlQuery);
    if (urlQuery.trim() !== typed.trim()) setTyped(urlQuery);
  }

  // The address follows what she types once she pauses, so that the page's results can be linked and gone back to.
  const settled = useDebounced(typed.trim(), 250);
  useEffect(() => {
    // Only once the pause has caught up with the field: words put there from the address are not sent back to it.
    if (settled !== typed.trim() || settled === urlQuery.trim()) return;
    const next = new URLSearchParams(params);
    if (settled) next.set("q", settled);
    else next.delete("q");
    setParams(next, { replace: true });
  }, [settled, typed, urlQuery, params, setParams]);

  const q = urlQuery.trim();
  const searchable =
    q.length >= SEARCH_LIMITS.queryMin && q.length <= SEARCH_LIMITS.queryMax && searchWords(q).length > 0;
  const search = useSearch(q, kind, searchable);

  // A search that found something is remembered on this device once she has stopped typing.
  useEffect(() => {
    if (search.data && search.data.query === q && search.data.groups.some((g) => g.total > 0)) rememberSearch(q);
  }, [search.data, q]);
  const recent = q ? [] : recentSearches();

  const groups = search.data?.groups ?? [];
  const total = groups.reduce((sum, group) => sum + group.total, 0);

  return (
    <main id="main" className="page search-page">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <form role="search" className="search-form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={fieldId}>{COPY.fieldLabel}</label>
        <input
          id={fieldId}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={COPY.fieldPlaceholder}
          autoComplete="off"
          maxLength={SEARCH_LIMITS.queryMax}
        />
      </form>
      {kind && (
        <p className="search-scope">
          <Link to={`/search?q=${encodeURIComponent(q)}`}>{COPY.backToAll}</Link>
        </p>
      )}

      {!q && (
        <section className="search-recent" aria-labelledby="search-recent-title">
          <h2 id="search-recent-title" className="search-group-title">
            {COPY.recentHeading}
          </h2>
          {recent.length === 0 ? (
            <p className="muted">{COPY.recentNone}</p>
          ) : (
            <>
              <ul>
                {recent.map((kept) => (
                  <li key={kept}>
                    <Link to={`/search?q=${encodeURIComponent(kept)}`}>{kept}</Link>
                  </li>
                ))}
              </ul>
              <Button
                variant="quiet"
                onClick={() => {
                  forgetSearches();
                  setCleared((n) => n + 1);
                }}
              >
                {COPY.recentClear}
              </Button>
            </>
          )}
        </section>
      )}

      {q && !searchable && <p className="muted">{COPY.typeMore}</p>}
      {search.isError && <Alert tone="error">{search.error.message || COPY.failed}</Alert>}
      {searchable && search.isPending && (
        <p className="muted" role="status">
          {COPY.searching}
        </p>
      )}
      {searchable && search.data && (
        <div className="search-results" aria-busy={search.isFetching}>
          <p className="visually-hidden" role="status">
            {total === 0 ? COPY.nothing(q) : COPY.found(total)}
          </p>
          {total === 0 && <p className="search-nothing">{COPY.nothing(q)}</p>}
          {groups
            .filter((group) => group.total > 0)
            .map((group) => (
              <ResultGroup key={group.kind} group={group} q={q} whole={kind !== null} />
            ))}
        </div>
      )}
    </main>
  );
}

function ResultGroup({ group, q, whole }: { group: SearchGroup; q: string; whole: boolean }) {
  const headingId = `search-group-${group.kind}`;
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-group-title">
        {COPY.groups[group.kind]} <span className="search-group-count">{group.total}</span>
      </h2>
      <ol className="search-list">
        {group.results.map((result) => (
          <li key={result.id} className="search-result">
            <Link to={result.path} className="search-result-title">
              <Highlighted segments={result.title} />
            </Link>
            {result.detail && <span className="search-result-detail">{result.detail}</span>}
            {result.snippet.length > 0 && (
              <p className="search-result-snippet">
                <Highlighted segments={result.snippet} />
              </p>
            )}
          </li>
        ))}
      </ol>
      {!whole && group.total > group.results.length && (
        <Link className="search-see-all" to={`/search?q=${encodeURIComponent(q)}&kind=${group.kind}`}>
          {COPY.seeAll(group.total, COPY.kindWords[group.kind])}
        </Link>
      )}
    </section>
  );
}
