import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

// The club's form (docs/product/limits.md#field-limits): an optional plus, a 1-4 digit prefix, a hyphen, then exactly 10 digits.
const SPEC_PATTERN = /^\+?(\d{1,4})-(\d{10})$/;

/**
 * The number in E.164 (+15551234567), or null when it is neither the club's form, a plausible international number,
 * nor (given the club's country, the club settings' `country`) a number written the national way there ("(415) 555-0198" in the US).
 */
export function normalizePhone(input: string, clubCountry?: string): string | null {
  const value = input.trim();
  const spec = SPEC_PATTERN.exec(value);
  if (spec) return `+${spec[1]}${spec[2]}`;
  if (/[^\d\s()+.-]/.test(value)) return null;
  if (value.startsWith("+")) {
    const parsed = parsePhoneNumberFromString(value);
    return parsed?.isPossible() ? parsed.number : null;
  }
  if (!clubCountry) return null;
  // Written the national way: it must be a real number there, not only one of the right length.
  const parsed = parsePhoneNumberFromString(value, clubCountry as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
