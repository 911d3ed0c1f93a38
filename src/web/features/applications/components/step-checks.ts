import type { z } from "zod";
import {
  applicantSchemaFor,
  applicationSubmissionSchemaFor,
  type ApplicationSubmission,
} from "../../../../shared/applications.ts";
import { APPLICATION_TEXTS } from "../../../../shared/texts/applications.ts";
import type { ApplicationDraft } from "./draft.ts";
import { getPublicConfig } from "../../../lib/public-config.ts";

// A phone written the national way is read as one of the club's country (GET /api/config), as the server reads it; ""
// when the config cannot be had: then only international numbers pass here, and the server still decides.
let clubCountryAnswer: Promise<string> | undefined;
const clubCountryOf = () =>
  (clubCountryAnswer ??= getPublicConfig()
    .then((config) => config.clubCountry)
    .catch(() => ""));

export interface StepProblem {
  message: string;
  /** The fields to mark as invalid. */
  fields: string[];
}

// When several rules fail, the visitor is told about the most basic one first.
const PRIORITY: string[] = [APPLICATION_TEXTS.required, APPLICATION_TEXTS.invalidEmail, APPLICATION_TEXTS.invalidPhone];

function firstProblem(issues: z.core.$ZodIssue[]): StepProblem {
  const rank = (message: string) => (PRIORITY.includes(message) ? PRIORITY.indexOf(message) : PRIORITY.length);
  const message =
    [...issues].sort((a, b) => rank(a.message) - rank(b.message))[0]?.message ?? APPLICATION_TEXTS.required;
  const fields = issues.filter((issue) => issue.message === message).map((issue) => String(issue.path[0] ?? ""));
  return { message, fields };
}

/** Step 2, with the shared schema the server also applies: the wizard stays on step 2 while this fails. */
export async function checkApplicant(draft: ApplicationDraft): Promise<StepProblem | null> {
  const result = applicantSchemaFor(await clubCountryOf()).safeParse(draft);
  return result.success ? null : firstProblem(result.error.issues);
}

const orNull = (value: string) => (value.trim() ? value : null);

/** Step 3 and the whole application, as POST /request will check it. */
export async function checkSubmission(
  draft: ApplicationDraft,
): Promise<{ problem: StepProblem } | { application: ApplicationSubmission }> {
  const result = applicationSubmissionSchemaFor(await clubCountryOf()).safeParse({
    ...draft,
    referral: orNull(draft.referral),
    comments: orNull(draft.comments),
    sponsorEmail: orNull(draft.sponsorEmail),
    sponsorNote: orNull(draft.sponsorNote),
    propertyAddress: orNull(draft.propertyAddress),
    propertyType: orNull(draft.propertyType),
    propertyDescription: orNull(draft.propertyDescription),
    propertyAvailability: orNull(draft.propertyAvailability),
    tier: orNull(draft.tier),
  });
  return result.success ? { application: result.data } : { problem: firstProblem(result.error.issues) };
}
