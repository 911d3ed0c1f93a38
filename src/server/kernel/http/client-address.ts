// Which client a request comes from (ASVS 4.1.3, 15.3.4), as the proxies in front of the app saw it. TRUST_PROXY names
// the proxies trusted to append to X-Forwarded-For: a count of hops, or their addresses and CIDR ranges. The client's
// address is the first one, counting from the right (the socket's peer, then X-Forwarded-For from its end), that is
// not a trusted proxy; whatever a client wrote at the left of the header counts for nothing.
import { AsyncLocalStorage } from "node:async_hooks";
import { BlockList, isIP } from "node:net";

/** The proxies in front of the app: none (the socket's peer is the client), a count of hops, or their addresses. */
export type TrustedProxies = null | { hops: number } | { addresses: string[] };

/** The names Fastify's trustProxy (proxy-addr) accepts for ranges. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** An address, a CIDR range or a named range, as a [network, prefix] pair; undefined when it is none of them. */
function parseRange(text: string): Array<[string, number]> | undefined {
  const named = NAMED_RANGES[text];
  if (named) return named.flatMap((range) => parseRange(range)!);
  const [address = "", prefix, extra] = text.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  if (prefix === undefined) return [[address, max]];
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return undefined;
  return [[address, Number(prefix)]];
}

/** TRUST_PROXY's value as trusted proxies, or an error message to finish "TRUST_PROXY …". */
export function parseTrustedProxies(value: string | undefined): TrustedProxies | { error: string } {
  if (value === undefined || value === "false" || value === "0") return null;
  if (value === "true") return { hops: 1 };
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value.split(",").map((part) => part.trim());
  if (addresses.every((address) => parseRange(address) !== undefined)) return { addresses };
  return {
    error:
      "must be false, true (one proxy), a number of proxies, or the proxies' addresses and CIDR ranges separated by commas (such as 127.0.0.1 or 10.0.0.0/8)",
  };
}

/** IPv4 addresses as IPv6 sockets report them (::ffff:127.0.0.1) are IPv4 addresses. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Fastify's trustProxy function: whether `address`, `hop` steps from the app (0: the socket's peer), is a trusted proxy. */
export function proxyTrust(trusted: TrustedProxies): (address: string | undefined, hop: number) => boolean {
  if (trusted === null) return () => false;
  if ("hops" in trusted) {
    const { hops } = trusted;
    return (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const [network, prefix] of trusted.addresses.flatMap((address) => parseRange(address)!)) {
    const family = isIP(network) === 4 ? "ipv4" : "ipv6";
    list.addSubnet(network, prefix, family);
  }
  return (address) => {
    if (!address) return false;
    const candidate = plain(address);
    const family = isIP(candidate);
    return family !== 0 && list.check(candidate, family === 4 ? "ipv4" : "ipv6");
  };
}

/** An X-Request-Id a proxy may choose (nginx's $request_id, a UUID): short, and nothing that could disturb a log. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** An IPv6 address as its eight 16-bit groups; undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What the audit log keeps of a client's address (docs/security.md, 16.1.1): its network, IPv4 /24 and IPv6 /48,
 * enough to tell where a series of actions came from without storing who exactly; null for what is no address.
 */
export function truncatedAddress(address: string | undefined): string | null {
  if (!address) return null;
  const candidate = plain(address.split("%")[0]!);
  const family = isIP(candidate);
  if (family === 4) return `${candidate.split(".").slice(0, 3).join(".")}.0/24`;
  const groups = ipv6Groups(candidate);
  if (!groups) return null;
  const network = groups.slice(0, 3);
  while (network.length > 0 && network[network.length - 1] === 0) network.pop();
  return `${network.map((group) => group.toString(16)).join(":")}::/48`;
}

const requestClient = new AsyncLocalStorage<string>();

/** Runs `next` (the rest of a request's handling) knowing the request's client address. */
export function withClientAddress(address: string, next: () => void) {
  requestClient.run(address, next);
}

/** The client address of the request being handled, if any (the audit log stores it). */
export function currentClientAddress(): string | undefined {
  return requestClient.getStore();
}
