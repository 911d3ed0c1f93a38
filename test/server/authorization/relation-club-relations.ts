import { MEMBER_TYPES, type MemberType } from "../../../src/shared/members.ts";

/** Who asks, in the relation club (relation-club.ts): every relation a member can have to its things. */

export type Relation =
  | "creator"
  | "participant"
  | "uploader"
  | "author"
  | "invitee (pending)"
  | "invitee (accepted, left)"
  | "invitee (expired)"
  | "invitee (declined)"
  | "host"
  | "guest (accepted)"
  | "guest (pending)"
  | `uninvited ${MemberType}`
  | "admin"
  | "deactivated"
  | "anonymous"
  | typeof ADMIN_WITHOUT_FACTOR
  | typeof MEMBER_WITHOUT_FACTOR;

/**
 * A Founding admin who has not set up the second factor asked of her: she has no admin power anywhere, and answers
 * exactly as HER_TWIN does (decision 35).
 */
export const ADMIN_WITHOUT_FACTOR = "admin without her second factor";
/** A Founding member without a second factor: the admin without hers is compared to her when the club asks everyone. */
export const MEMBER_WITHOUT_FACTOR = "Founding member without a second factor";

/**
 * What asks the admin for a second factor: the server's REQUIRE_ADMIN_2FA, or the club's setting that asks every
 * member (then every relation but the two without one has a factor).
 */
export type FactorRequirement = "REQUIRE_ADMIN_2FA" | "the club asks everyone";
export const REQUIREMENTS: FactorRequirement[] = ["REQUIRE_ADMIN_2FA", "the club asks everyone"];

/** The plain member of her type the admin without her factor answers as, under each requirement. */
export const HER_TWIN = {
  REQUIRE_ADMIN_2FA: "uninvited Founding",
  "the club asks everyone": MEMBER_WITHOUT_FACTOR,
} as const satisfies Record<FactorRequirement, Relation>;

export const UNINVITED = MEMBER_TYPES.map((type) => `uninvited ${type}` as const);
const RELATIONS: Relation[] = [
  "creator",
  "participant",
  "uploader",
  "author",
  "invitee (pending)",
  "invitee (accepted, left)",
  "invitee (expired)",
  "invitee (declined)",
  "host",
  "guest (accepted)",
  "guest (pending)",
  ...UNINVITED,
  "admin",
  "deactivated",
  "anonymous",
];

/**
 * The relations asked under a requirement, the admin without her factor last, after her twin. When the club asks
 * everyone, the others hold a factor and act only to set things up (their rows are the REQUIRE_ADMIN_2FA run's).
 */
export const relationsUnder = (requirement: FactorRequirement): Relation[] =>
  requirement === "REQUIRE_ADMIN_2FA"
    ? [...RELATIONS, ADMIN_WITHOUT_FACTOR]
    : [MEMBER_WITHOUT_FACTOR, ADMIN_WITHOUT_FACTOR];
