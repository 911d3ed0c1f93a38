// Facts about members that forms need before any answer is checked: kept apart from the schemas
// (members.ts) so that a public form's page does not load zod to read them.

export const MEMBER_TYPES = ["Founding", "Standard", "Travel Host"] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
} as const;
