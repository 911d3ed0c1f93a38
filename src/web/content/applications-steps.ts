/**
 * The fields of the club application's second and third steps (/request), loaded with those steps, after the
 * invitation code: the wizard's first words are in applications.ts.
 */
export const APPLICATIONS_STEPS_COPY = {
  applicant: {
    fullName: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    phoneHint: "With the country code, e.g. +1-2125550123 or +44 20 7946 0958.",
    reason: "Why do you want to join the club?",
    interests: "Interests",
  },
  details: {
    availability: "Availability",
    membershipType: "Membership Type",
    tier: "Your tier",
    tierLede: "The tiers the club sells; you may change tier later, after its minimum term.",
    property: "Your property",
    propertyAddress: "Property Address",
    propertyType: "Type of Property",
    propertyTypeHint: "A villa, an apartment, a chalet…",
    propertyDescription: "Property Description",
    propertyAvailability: "Property Availability",
    choose: "Choose…",
    referral: "How did you hear about us?",
    comments: "Comments (optional)",
    sponsorEmail: "A member who will sponsor you: her email (optional)",
    sponsorHint: "We ask her to vouch for you.",
    sponsorNote: "A word to her (optional)",
  },
} as const;
