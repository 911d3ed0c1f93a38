import { parsePhoneNumberFromString } from "libphonenumber-js/min";

// The club's form (docs/product/limits.md#field-limits): an optional plus, a 1-4 digit prefix, a hyphen, then exactly 10 digits.
const SPEC_PATTERN = /^\+?(\d{1,4})-(\d{10})$/;

/** The number in E.164 (+15551234567), or null when it is neither the club's form nor a plausible international number. */
export function normalizePhone(input: string): string | null {
  const value = input.trim();
  const spec = SPEC_PATTERN.exec(value);
  if (spec) return `+${spec[1]}${spec[2]}`;
  if (!value.startsWith("+") || /[^\d\s()+.-]/.test(value)) return null;
  const parsed = parsePhoneNumberFromString(value);
  return parsed?.isPossible() ? parsed.number : null;
}
