import { isIPv4, isIPv6 } from "node:net";
import { hashToken } from "../../kernel/tokens/tokens.ts";

/**
 * The address a sign-in comes from, as the sign-in guard counts it: an IPv4 address as it is (also when written as
 * IPv6, `::ffff:203.0.113.9`), an IPv6 address by its /64, the block one household or host is usually given.
 */
export function signInAddress(ip: string): string {
  const plain = ip.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
  const [head = "", tail] = plain.split("::");
  const groups = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const front = groups(head);
  const back = groups(tail);
  const all =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** The form an address is stored in and counted under: its SHA-256, so the tables hold no readable addresses. */
export const signInAddressHash = (ip: string) => hashToken(signInAddress(ip));
