import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { mailPreviewAnswerSchema, type MailPreviewRequest } from "../../../../shared/mailings.ts";
import { MAILING_PATHS } from "../../../../shared/paths/mailings.ts";
import { api } from "../../../lib/api.ts";

export const previewKey = (payload: MailPreviewRequest) => ["admin", "mail-preview", payload] as const;

/** POST /api/admin/mail-preview: the email exactly as it will be sent (sanitized, in the club layout) and its recipient count. */
export const previewMail = (payload: MailPreviewRequest) =>
  api(MAILING_PATHS.preview, { method: "POST", body: payload, schema: mailPreviewAnswerSchema });

/** The preview of the (debounced) draft; the last answer stays on screen while the next one loads. */
export function useMailPreview(payload: MailPreviewRequest) {
  return useQuery({
    queryKey: previewKey(payload),
    queryFn: () => previewMail(payload),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
