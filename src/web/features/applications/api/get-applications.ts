import { APPLICATION_REVIEW_PATHS } from "../../../../shared/paths/application-review.ts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { applicationSchema } from "../../../../shared/application-review.ts";
import { api } from "../../../lib/api.ts";

export const applicationsKey = ["applications"] as const;

export const getApplications = () => api(APPLICATION_REVIEW_PATHS.list, { schema: z.array(applicationSchema) });

/** GET /api/applications (admins): every application, newest first. */
export function useApplications() {
  return useQuery({ queryKey: applicationsKey, queryFn: getApplications });
}
