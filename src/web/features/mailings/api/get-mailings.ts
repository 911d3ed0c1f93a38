import { callPath } from "../../../../shared/paths/call-path.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { mailingLogEntrySchema, type MailingLogEntry } from "../../../../shared/mailings.ts";
import { MAILING_PATHS } from "../../../../shared/paths/mailings.ts";
import { api } from "../../../lib/api.ts";

export const MAILINGS_PAGE_SIZE = 50;
export const mailingsKey = ["admin", "mailings"] as const;

export const getMailings = (before?: number) =>
  api(callPath(MAILING_PATHS.list, {}, { limit: MAILINGS_PAGE_SIZE, before }), {
    schema: z.array(mailingLogEntrySchema),
  });

/** The mail log, newest first; refreshes every few seconds while a mailing is still being delivered. */
export function useMailings() {
  return useInfiniteQuery({
    queryKey: mailingsKey,
    queryFn: ({ pageParam }) => getMailings(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: MailingLogEntry[]) => (last.length < MAILINGS_PAGE_SIZE ? undefined : last.at(-1)?.id),
    refetchInterval: (query) => (query.state.data?.pages.flat().some((m) => m.delivery.pending > 0) ? 3_000 : false),
  });
}
