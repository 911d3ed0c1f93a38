/** Her recent searches, newest first, kept in this browser only (localStorage): never sent to the server. */
const KEY = "salon.recent-searches";
const KEEP = 8;

export function recentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((q): q is string => typeof q === "string").slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): string[] {
  const q = query.trim();
  if (q.length < 2) return recentSearches();
  const next = [q, ...recentSearches().filter((kept) => kept.toLowerCase() !== q.toLowerCase())].slice(0, KEEP);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the search works without remembering it.
  }
  return next;
}

export function forgetSearches(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
