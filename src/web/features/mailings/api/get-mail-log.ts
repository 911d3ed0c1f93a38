import { callPath } from "../../../../shared/paths/call-path.ts";
import { MAILING_PATHS } from "../../../../shared/paths/mailings.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { mailLogAnswerSchema } from "../../../../shared/mail-log.ts";
import { api } from "../../../lib/api.ts";

export const FAILED_MAIL_PAGE_SIZE = 20;
export const failedMailKey = ["admin", "mail-log", "failed"] as const;

/** GET /api/admin/mail-log?state=failed: transactional email the club could not deliver, newest first. */
export const getFailedMail = (before?: number) =>
  api(callPath(MAILING_PATHS.log, {}, { state: "failed", limit: FAILED_MAIL_PAGE_SIZE, before }), {
    schema: mailLogAnswerSchema,
  });

export function useFailedMail() {
  return useInfiniteQuery({
    queryKey: failedMailKey,
    queryFn: ({ pageParam }) => getFailedMail(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
