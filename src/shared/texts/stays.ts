import type { MembershipTier } from "../stays.ts";

/**
 * Stays' words both sides say: the amenities' and tiers' names, the messages of the server's answers about homes,
 * stay requests, the guest book and tiers, the validation messages of the stays schemas (src/shared/stays.ts), and
 * the note every contribution carries.
 */

/** The amenities a home may have (their keys are what the server stores), as members read them. */
export const STAY_AMENITIES = {
  wifi: "Wi-Fi",
  kitchen: "Kitchen",
  parking: "Parking",
  "washer-dryer": "Washer & dryer",
  "air-conditioning": "Air conditioning",
  heating: "Heating",
  fireplace: "Fireplace",
  pool: "Pool",
  "hot-tub": "Hot tub",
  garden: "Garden",
  "sea-view": "Sea view",
  workspace: "Workspace",
  "step-free": "Step-free access",
  "pets-welcome": "Pets welcome",
} as const;

/** How each membership tier (src/shared/stays.ts MEMBERSHIP_TIERS) reads. */
export const MEMBERSHIP_TIER_LABELS: Record<MembershipTier, string> = {
  Flying: "Flying Member",
  Executive: "Executive Member",
  Hosting: "Hosting Member",
};

export const STAY_TEXTS = {
  notFound: "No such home.",
  requestNotFound: "No such stay request.",
  onlyHosts: "Only Travel Hosts (or an admin for one) may list a home.",
  onlyHost: "Only the host, or an admin, may change this home.",
  hostMustBeTravelHost: "The host must be an active Travel Host.",
  ownHome: "You cannot request a stay at your own home.",
  notPublished: "This home is not open for requests.",
  outsideAvailability: "These dates are outside the home's availability.",
  overlapsStay: "These dates overlap a stay the host has already accepted.",
  alreadyRequested: "You have already asked to stay here on these dates; the host has not answered yet.",
  notPending: "Only a pending request can be accepted or declined.",
  alreadyClosed: "This request is already closed.",
  onlyHostAnswers: "Only the host, or an admin, may accept or decline a request.",
  onlyGuestOrHost: "Only the guest, the host or an admin may cancel this stay.",
  pastDate: "This date is in the past.",
  endBeforeStart: "The end must be after the start.",
  tooManyGuests: "This home does not sleep that many guests.",
  nightsOutsideLimits: "The number of nights is outside this window's limits.",
  notAfterStay: "Only a guest whose stay has ended may write in the guest book.",
  alreadySigned: "You have already written in this guest book for this stay.",
  paymentOutOfScope: "Nothing is charged through Salon: the contribution is settled with the host.",
  minLongerThanWindow: "Longer than the window itself.",
  memberNotFound: "No such member.",
  photoNotFound: "No such photo.",
  tooManyPhotos: (max: number) => `At most ${max} photos a home.`,
  noCalendarEntry: "Only an accepted stay has a calendar entry.",
  dateForm: "Use the form YYYY-MM-DD.",
  notADate: "Not a date.",
  atMost: (max: number) => `At most ${max} characters.`,
  required: "Required.",
  atLeastMinimum: "At least the minimum.",
  bothDates: "Give both dates.",
  invalidId: "Not a valid id.",
} as const;
