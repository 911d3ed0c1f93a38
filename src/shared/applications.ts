import { z } from "zod";
import { personNameSchema } from "./person-name.ts";
import { LIMITS } from "./members.ts";
import {
  APPLICATION_MEMBERSHIP_TYPES,
  AVAILABILITY,
  INTERESTS,
  PROPERTY_AVAILABILITY,
  type Interest,
} from "./application-options.ts";
import { normalizePhone } from "./phone.ts";
import { APPLICATION_TEXTS } from "./texts/applications.ts";

export { APPLICATION_MEMBERSHIP_TYPES, AVAILABILITY, INTERESTS, PROPERTY_AVAILABILITY } from "./application-options.ts";

const requiredText = (max: number) => z.string().trim().min(1, APPLICATION_TEXTS.required).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * Interests by the names older clients still send, with the one each means (stored as that one). Here, not with the
 * choices in application-options.ts, so the wizard's first step does not carry it.
 */
export const INTEREST_ALIASES = { "Showcases (of Art and Media)": "Art Displays" } as const satisfies Record<
  string,
  Interest
>;
type Alias = keyof typeof INTEREST_ALIASES;
const aliasNames = Object.keys(INTEREST_ALIASES) as Alias[];

const phoneText = z.string().trim().min(1, APPLICATION_TEXTS.required).max(40, APPLICATION_TEXTS.invalidPhone);

/**
 * Step 2 of the wizard: who is applying; a phone written the national way is read as one of the club's country. With
 * no country (the server's route), the phone is only text: the service reads it by the club settings' country.
 */
export const applicantSchemaFor = (clubCountry: string | null) =>
  z.object({
    full_name: personNameSchema(APPLICATION_TEXTS.required),
    email: z
      .string()
      .trim()
      .min(1, APPLICATION_TEXTS.required)
      .max(LIMITS.emailMax)
      .pipe(z.email(APPLICATION_TEXTS.invalidEmail)),
    phone:
      clubCountry === null
        ? phoneText
        : phoneText.transform((value, ctx) => {
            const phone = normalizePhone(value, clubCountry);
            if (!phone) {
              ctx.addIssue({ code: "custom", message: APPLICATION_TEXTS.invalidPhone });
              return z.NEVER;
            }
            return phone;
          }),
    reason: requiredText(5000),
    // Each once, by its present name: an older client's name for one is taken as that one (INTEREST_ALIASES).
    interests: z
      .array(z.enum([...INTERESTS, ...aliasNames]))
      .min(1, APPLICATION_TEXTS.required)
      .max(INTERESTS.length + aliasNames.length)
      .transform((names) => [
        ...new Set(
          names.map((name): Interest =>
            name in INTEREST_ALIASES ? INTEREST_ALIASES[name as Alias] : (name as Interest),
          ),
        ),
      ]),
  });

/** Step 3 of the wizard: availability, membership type and, for a Travel Host, the property. */
export const membershipDetailsSchema = z
  .object({
    availability: z.enum(AVAILABILITY, APPLICATION_TEXTS.required),
    membershipType: z.enum(APPLICATION_MEMBERSHIP_TYPES, APPLICATION_TEXTS.required),
    /** Decision 61: the tier she would like, one the club sells (`GET /api/tiers`); older clients send none. */
    tier: z
      .string()
      .trim()
      .max(40)
      .nullish()
      .transform((value) => value || null),
    referral: optionalText(500),
    comments: optionalText(5000),
    /** Decision 0068: a member she names as her sponsor, by email, and a word to her; older clients send neither. */
    sponsorEmail: z
      .string()
      .trim()
      .max(LIMITS.emailMax)
      .pipe(z.union([z.literal(""), z.email(APPLICATION_TEXTS.invalidEmail)]))
      .nullish()
      .transform((value) => value || null),
    sponsorNote: optionalText(500),
    propertyAddress: optionalText(300),
    propertyType: optionalText(100),
    propertyDescription: optionalText(5000),
    propertyAvailability: z
      .enum(PROPERTY_AVAILABILITY)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((details, ctx) => {
    if (details.membershipType !== "Travel Host") return;
    for (const field of ["propertyAddress", "propertyType", "propertyDescription", "propertyAvailability"] as const) {
      if (!details[field]) ctx.addIssue({ code: "custom", path: [field], message: APPLICATION_TEXTS.required });
    }
  })
  .transform((details) =>
    details.membershipType === "Travel Host"
      ? details
      : {
          ...details,
          propertyAddress: null,
          propertyType: null,
          propertyDescription: null,
          propertyAvailability: null,
        },
  );

/** POST /request: the whole application, every step of the wizard (docs/product/screens.md#application-wizard). */
export const applicationSubmissionSchemaFor = (clubCountry: string | null) =>
  z
    .object({ invitationCode: z.string().trim().min(1, APPLICATION_TEXTS.enterCode).max(200) })
    .and(applicantSchemaFor(clubCountry))
    .and(membershipDetailsSchema);
export type ApplicationSubmission = z.infer<ReturnType<typeof applicationSubmissionSchemaFor>>;
export type ApplicationSubmissionInput = z.input<ReturnType<typeof applicationSubmissionSchemaFor>>;
