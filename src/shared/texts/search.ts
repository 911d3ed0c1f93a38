/** The words of search that both sides say: the server's 4xx messages and the schema's validation messages. */
export const SEARCH_TEXTS = {
  tooShort: "Type at least two letters to search.",
  tooLong: (max: number) => `A search holds at most ${max} characters.`,
  noWords: "Type a word or a name to search: punctuation alone finds nothing.",
  badKind: "Search events, members, photos, stays, comments or messages.",
  badLimit: "Ask for between 1 and 50 results.",
  badCursor: "That page of results is no longer available; search again.",
} as const;
