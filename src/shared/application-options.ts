// The club application's choices and messages, on both sides; apart from the schemas (applications.ts,
// which check phone numbers with libphonenumber-js) so that the wizard's first step loads neither zod nor that.

export const INTERESTS = ["Travel", "Shows", "Workshops", "Art Displays"] as const;
export type Interest = (typeof INTERESTS)[number];
export const AVAILABILITY = ["Weekdays", "Weekends", "Flexible"] as const;
export const APPLICATION_MEMBERSHIP_TYPES = ["Standard", "Travel Host"] as const;
export const PROPERTY_AVAILABILITY = ["Available Now", "Seasonal"] as const;

export const APPLICATION_TEXTS = {
  required: "Please fill out all required fields.",
  invalidEmail: "Invalid email format.",
  invalidPhone: "Invalid phone number.",
  invalidCode: "Invalid invitation code.",
} as const;
