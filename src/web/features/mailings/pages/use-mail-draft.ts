import { useCallback, useEffect, useState } from "react";
import { z } from "zod";
import { recipientGroupSchema, type RecipientGroup } from "../../../../shared/mailings.ts";

export interface MailDraft {
  subject: string;
  body: string;
  recipientGroup: RecipientGroup;
  selectedMemberIds: number[];
}

const draftSchema = z.object({
  subject: z.string(),
  body: z.string(),
  recipientGroup: recipientGroupSchema,
  selectedMemberIds: z.array(z.number().int()),
});

/** Where a draft is kept: one for club mailings, one per announced event. */
export const draftStorageKey = (eventId: string | null) =>
  eventId ? `salon.mail-draft.event.${eventId}` : "salon.mail-draft";

function read(key: string): MailDraft | null {
  try {
    const raw = localStorage.getItem(key);
    const parsed = raw === null ? null : draftSchema.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The composer's draft, kept in localStorage so it survives a reload; `clear` forgets it (after a successful send). */
export function useMailDraft(key: string, initial: MailDraft) {
  const [draft, setDraft] = useState<MailDraft>(() => read(key) ?? initial);

  useEffect(() => {
    const untouched = draft.subject === initial.subject && draft.body === initial.body;
    try {
      if (untouched && read(key) === null) return;
      localStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the draft lives on in memory.
    }
  }, [key, draft, initial.subject, initial.body]);

  const update = useCallback((change: Partial<MailDraft>) => setDraft((current) => ({ ...current, ...change })), []);
  const clear = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to forget.
    }
    setDraft(initial);
  }, [key, initial]);

  return { draft, update, clear };
}
