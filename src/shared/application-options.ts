// The club application's choices, on both sides; apart from the schemas (applications.ts, which check phone numbers
// with libphonenumber-js) so that the wizard's first step loads neither zod nor that. Its messages: texts/applications.ts.

export const INTERESTS = ["Travel", "Shows", "Workshops", "Art Displays"] as const;
export type Interest = (typeof INTERESTS)[number];
export const AVAILABILITY = ["Weekdays", "Weekends", "Flexible"] as const;
export const APPLICATION_MEMBERSHIP_TYPES = ["Standard", "Travel Host"] as const;
export const PROPERTY_AVAILABILITY = ["Available Now", "Seasonal"] as const;
