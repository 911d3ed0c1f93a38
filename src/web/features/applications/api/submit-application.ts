import { APPLICATION_PATHS } from "../../../../shared/paths/applications.ts";
import { useMutation } from "@tanstack/react-query";
import type { ApplicationSubmissionInput } from "../../../../shared/applications.ts";
import { api } from "../../../lib/api.ts";

/** POST /request: the whole application, every step of the wizard (docs/product/screens.md#application-wizard). */
export const submitApplication = (application: ApplicationSubmissionInput) =>
  api(APPLICATION_PATHS.submit, {
    method: "POST",
    body: application,
    schema: () => import("../../../../shared/answers.ts").then((module) => module.okMessageSchema),
  });

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
