// The categories a club starts with and the spec's duplicate keys: plain data, no schema, so that what reads only
// these (the event form's limits, on the /login bundle's path) pulls nothing else in.

/** The categories a club starts with, in their order (migration 0046 seeds them). */
export const DEFAULT_EVENT_CATEGORIES: ReadonlyArray<{ key: string; label: string }> = [
  { key: "travel", label: "Travel" },
  { key: "tea-party", label: "Tea Party" },
  { key: "golf", label: "Golf" },
  { key: "concert", label: "Concert" },
  { key: "arts-crafts", label: "Arts & Crafts" },
  { key: "entertainment", label: "Entertainment" },
  { key: "cooking-food", label: "Cooking & Food" },
  { key: "sports", label: "Sports" },
  { key: "hiking-camping", label: "Hiking & Camping" },
  { key: "book-club", label: "Book Club" },
  { key: "yoga-meditation", label: "Yoga & Meditation" },
  { key: "picnic", label: "Picnic" },
  { key: "movie-screening", label: "Movie Screening" },
  { key: "charity-fundraising", label: "Charity & Fundraising" },
  { key: "arcade-escape", label: "Arcade & Escape Room" },
  { key: "wine-tasting", label: "Wine Tasting" },
  { key: "karaoke", label: "Karaoke" },
  { key: "volunteer-day", label: "Volunteer Day" },
  { key: "fishing-trip", label: "Fishing Trip" },
  { key: "potluck", label: "Potluck" },
  { key: "art-gallery", label: "Art Gallery" },
  { key: "museum", label: "Museum" },
  { key: "other", label: "Other" },
];

/**
 * The spec's keys that duplicated another category: an older client may still send them, and they are stored and read
 * as the category they duplicate (decision 0042).
 */
export const CATEGORY_ALIASES: Readonly<Record<string, string>> = { golfing: "golf", custom: "other" };

/** The key an event is stored under: the spec's duplicate keys become their canonical key, others are kept. */
export const canonicalCategory = (key: string) => CATEGORY_ALIASES[key] ?? key;
