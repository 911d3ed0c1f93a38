import { callPath } from "../../../../shared/paths/call-path.ts";
import { useQuery } from "@tanstack/react-query";
import { mailingReviewSchema } from "../../../../shared/mailings.ts";
import { MAILING_PATHS } from "../../../../shared/paths/mailings.ts";
import { api } from "../../../lib/api.ts";

/** GET /api/admin/mailings/:id/review: a mailing as its author saw it, for the second admin (decision 0070). */
export const getMailingReview = (mailingId: number) =>
  api(callPath(MAILING_PATHS.review, { id: mailingId }), { schema: mailingReviewSchema });

/** Where the review frame loads the email, rendered as it will leave, under the preview's own policy. */
export const reviewDocumentUrl = (mailingId: number) => callPath(MAILING_PATHS.reviewDocument, { id: mailingId });

/** Read only while `enabled`: a mailing's review is fetched once an admin opens it. */
export function useMailingReview(mailingId: number, enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "mailings", mailingId, "review"],
    queryFn: () => getMailingReview(mailingId),
    enabled,
  });
}
