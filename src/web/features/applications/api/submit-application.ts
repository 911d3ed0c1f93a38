import { useMutation } from "@tanstack/react-query";
import type { ApplicationSubmissionInput } from "../../../../shared/applications.ts";
import { api } from "../../../lib/api.ts";

/** POST /request: the whole application (spec §3 "Application submission fields"). */
export const submitApplication = (application: ApplicationSubmissionInput) =>
  api("/request", {
    method: "POST",
    body: application,
    schema: () => import("../../../../shared/answers.ts").then((module) => module.okMessageSchema),
  });

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
