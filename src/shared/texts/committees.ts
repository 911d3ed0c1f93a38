/** Decision 61: the server's words about committees and volunteer slots (the web shows them as they come). */
export const COMMITTEE_TEXTS = {
  notFound: "No such committee.",
  noSuchMember: "No such member.",
  tierWithoutDuty: (tier: string) => `The ${tier} tier has no committee duties: choose among the tiers that do.`,
  noCommitteeDuty: "Your tier has no committee duties: an admin can seat you on a committee.",
  notYourTier: "This committee is not open to your tier: an admin can seat you on it.",
  sitsAlready: "You sit on this committee already.",
  notSeated: "You do not sit on this committee.",
  memberNotSeated: "This member does not sit on this committee.",
  slotNotFound: "No such volunteer slot on this event.",
  noVolunteeringDuty: "Volunteer slots are for members whose tier has volunteering duties.",
  slotTakenAlready: "You have taken this slot already.",
  slotFull: "Every place in this role is taken.",
  notVolunteering: "You have not taken this slot.",
  slotOfAnotherEvent: "This slot is not one of this event's.",
  slotBelowTaken: (role: string, taken: number) =>
    `${taken} ${taken === 1 ? "member has" : "members have"} taken "${role}": ask for at least as many.`,
  slotWithVolunteers: (role: string) => `Members have taken "${role}": it stays until they give it back.`,
} as const;
