import type { SearchRepository, WordExpression } from "./repository.ts";
import type { Dialect } from "../../kernel/database/database.ts";
import { splitWords } from "../../../shared/search.ts";

/**
 * What each searched word is taken to mean: the words of the index it begins (typing "sono" finds Sonoma) and, when the
 * index holds no word beginning so (or the word has five letters or more), the words of the index a small typo away
 * ("sonoam": Sonoma; "lisboa": Lisbon, while Lisboa itself ranks first).
 * A typo is one letter changed, added, dropped or two letters swapped; two for words of eight letters or more; none
 * below four letters, and the first letter is taken as typed. Candidates are read from the index's vocabulary by their
 * first letter and length, and the distance is measured here, so SQLite and PostgreSQL take a word to mean the same words.
 */
export interface SearchedWord {
  word: string;
  /** Words of the index a typo away (not beginning with `word`). */
  near: string[];
}

const NEAR_MAX = 12;

export const typosAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** The optimal-string-alignment distance (Damerau–Levenshtein without reused substrings), or max+1 past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (i > 0 && best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

export async function meanings(repository: SearchRepository, words: string[]): Promise<SearchedWord[]> {
  return Promise.all(
    words.map(async (word) => {
      const allowed = typosAllowed(word);
      if (allowed === 0 || (word.length < 5 && (await repository.hasPrefix(word)))) return { word, near: [] };
      const candidates = await repository.wordsLike([...word][0]!, word.length - allowed, word.length + allowed);
      const near = candidates
        .map((candidate) => ({ candidate, distance: editDistance(word, candidate, allowed) }))
        .filter(({ candidate, distance }) => distance <= allowed && !candidate.startsWith(word))
        .sort((a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : 1))
        .slice(0, NEAR_MAX)
        .map(({ candidate }) => candidate);
      return { word, near };
    }),
  );
}

/**
 * A searched word as the database's full-text query: built only from folded letters and digits, each quoted, so that
 * no operator of FTS5 (`NEAR`, `*`, `:`, `-`, quotes) or of tsquery can come from what she typed.
 */
export function expression(dialect: Dialect, searched: SearchedWord): WordExpression {
  const safe = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, "");
  const word = safe(searched.word);
  const near = searched.near.map(safe).filter((n) => n.length > 0);
  if (dialect === "sqlite")
    return { primary: `"${word}"*`, near: near.length ? near.map((n) => `"${n}"`).join(" OR ") : null };
  return { primary: `'${word}':*`, near: near.length ? near.map((n) => `'${n}'`).join(" | ") : null };
}

/** Whether a folded word of a text is one she searched for: it begins with a searched word, or is one of its near words. */
export function matcher(searched: SearchedWord[]): (folded: string) => boolean {
  const near = new Set(searched.flatMap((s) => s.near));
  return (folded) => near.has(folded) || searched.some((s) => folded.startsWith(s.word));
}

/** The fields a result is titled by: a match there weighs more than one in its text. */
export const TITLE_FIELDS = ["title", "name"];

/** What a matched word weighs, in a title and in a text: more for the word or its beginning than for a typo away. */
export const WEIGHTS = { primary: [6, 2], near: [3, 1] } as const satisfies Record<string, [number, number]>;

/** A field as scoring reads it: whether it titles its thing, and its folded words. */
export interface ScoredField {
  title: boolean;
  words: string[];
}

export function scoredField(field: string, body: string): ScoredField {
  return {
    title: TITLE_FIELDS.includes(field),
    words: splitWords(body).flatMap((part) => (part.word === null ? [] : [part.word])),
  };
}

/**
 * A thing's score over its fields, as the database's query ranks it (repository.ts, `matching`): for each searched word,
 * the weight of the best field it matched in, summed over the words; 0 unless every word matched. For the few things
 * only her relations add, scored here rather than through the full-text index (decision 0074).
 */
export function scoreOf(searched: SearchedWord[], fields: ScoredField[]): number {
  let score = 0;
  for (const { word, near } of searched) {
    const typos = new Set(near);
    let best = 0;
    for (const { title, words } of fields) {
      const [primary, typo] = title ? [WEIGHTS.primary[0], WEIGHTS.near[0]] : [WEIGHTS.primary[1], WEIGHTS.near[1]];
      for (const token of words) {
        if (token.startsWith(word)) best = Math.max(best, primary);
        else if (typos.has(token)) best = Math.max(best, typo);
      }
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}
