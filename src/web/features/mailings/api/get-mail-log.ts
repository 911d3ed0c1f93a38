import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import {
  mailLogAnswerSchema,
  mailLogMessageSchema,
  type MAIL_STATES,
  type MailLogKinds,
} from "../../../../shared/mail-log.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { MAILING_PATHS } from "../../../../shared/paths/mailings.ts";
import { api } from "../../../lib/api.ts";

export const MAIL_LOG_PAGE_SIZE = 20;
export const mailLogKey = ["admin", "mail-log"] as const;

export type MailState = (typeof MAIL_STATES)[number];
interface MailLogFilter {
  state?: MailState | undefined;
  kinds?: MailLogKinds | undefined;
}

/** GET /api/admin/mail-log: the emails the club queued, newest first, narrowed by state and kind. */
export const getMailLog = ({ state, kinds }: MailLogFilter, before?: number) =>
  api(callPath(MAILING_PATHS.log, {}, { state, kinds, limit: MAIL_LOG_PAGE_SIZE, before }), {
    schema: mailLogAnswerSchema,
  });

export function useMailLog(filter: MailLogFilter) {
  return useInfiniteQuery({
    queryKey: [...mailLogKey, filter.state ?? "any", filter.kinds ?? "any"],
    queryFn: ({ pageParam }) => getMailLog(filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** Transactional email the club could not deliver (a mailing's failures are in its own entry). */
export const useFailedMail = () => useMailLog({ state: "failed", kinds: "transactional" });

/** GET /api/admin/mail-log/:id: one email, with its message while the club has no mail server. */
export function useMailLogMessage(id: number | null) {
  return useQuery({
    queryKey: [...mailLogKey, "message", id],
    queryFn: () => api(callPath(MAILING_PATHS.logMessage, { id: id! }), { schema: mailLogMessageSchema }),
    enabled: id !== null,
  });
}
