import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  closingAnswerSchema,
  exportStartedSchema,
  PRIVACY_PATHS,
  privacySummarySchema,
  type CloseAccount,
} from "../../../../shared/privacy.ts";
import { STEP_UP_REQUIRED } from "../../../../shared/step-up.ts";
import { api, ApiError } from "../../../lib/api.ts";

export const privacyKey = ["me", "privacy"] as const;

/** GET /api/me/privacy: what the club holds about her, her archive's state, her account's closing. */
export function usePrivacySummary() {
  return useQuery({
    queryKey: privacyKey,
    queryFn: () => api(PRIVACY_PATHS.summary, { schema: privacySummarySchema }),
    // While her archive is being prepared, look again now and then.
    refetchInterval: (query) =>
      ["pending", "preparing"].includes(query.state.data?.export.status ?? "") ? 5000 : false,
  });
}

/** POST /api/me/export: the archive is prepared in the background and its link emailed. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(PRIVACY_PATHS.exportArchive, { method: "POST", schema: exportStartedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKey }),
  });
}

const close = (body: CloseAccount) => api(PRIVACY_PATHS.close, { method: "POST", body, schema: closingAnswerSchema });

/** POST /api/me/close, with a step-up first when she has a second factor (the members' dialog, loaded only then). */
export function useCloseAccount() {
  return useMutation({
    mutationFn: (body: CloseAccount) =>
      close(body).catch(async (error: unknown) => {
        if (!(error instanceof ApiError) || error.code !== STEP_UP_REQUIRED) throw error;
        return (await import("../../members/index.ts")).stepUpThenRetry(error, () => close(body));
      }),
  });
}
