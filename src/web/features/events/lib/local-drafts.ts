import { useCallback, useState } from "react";
import { EVENTS_COPY } from "../../../content/events.ts";

/** A draft made on the Schedule page is titled "Untitled Event" and coloured light red. */
export const DRAFT_TITLE = EVENTS_COPY.drafts.untitled;
export const DRAFT_COLOR = "#f6d5d2";

export interface LocalDraft {
  id: string;
  title: string;
  color: string;
  /** The day it sits on (YYYY-MM-DD): the day it was made. */
  date: string;
  createdAt: Date;
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** Drafts that live in this page only (docs/product/screens.md#schedule): nothing is sent to the server. */
export function useLocalDrafts() {
  const [drafts, setDrafts] = useState<LocalDraft[]>([]);
  const create = useCallback(() => {
    const createdAt = new Date();
    setDrafts((current) => [
      ...current,
      { id: crypto.randomUUID(), title: DRAFT_TITLE, color: DRAFT_COLOR, date: isoDay(createdAt), createdAt },
    ]);
  }, []);
  const discard = useCallback((id: string) => setDrafts((current) => current.filter((draft) => draft.id !== id)), []);
  return { drafts, create, discard };
}

export { isoDay };
