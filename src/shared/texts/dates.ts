/** The words of dates both sides say (docs/decisions/0032-where-the-words-live.md): relative times. */
export const DATE_TEXTS = {
  relativeTime: {
    justNow: "commented",
    ago: (count: number, unit: "minute" | "hour" | "day" | "month") => `${count} ${unit}${count === 1 ? "" : "s"} ago`,
    futureLogged: (iso: string) => `A comment's time lies in the future: ${iso}`,
  },
} as const;
