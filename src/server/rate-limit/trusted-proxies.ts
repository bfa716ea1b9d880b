import { BlockList, isIP } from "node:net";
import { joinedValue } from "@/lib/url";

/** An IPv4 address written as IPv6 (`::ffff:1.2.3.4`, how a dual-stack socket reports it) as plain IPv4. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
}

/**
 * One item of TRUSTED_PROXIES: an address (`10.0.0.7`, `::1`) or a CIDR range (`10.0.0.0/8`,
 * `2001:db8::/32`). Null for anything else.
 */
export function parseProxyEntry(entry: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | null {
  const [rawAddress = "", rawPrefix, extra] = entry.trim().split("/");
  if (extra !== undefined) return null;
  const address = normalizeAddress(rawAddress);
  const version = isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  if (rawPrefix !== undefined && !/^\d{1,3}$/.test(rawPrefix)) return null;
  const prefix = rawPrefix === undefined ? max : Number(rawPrefix);
  if (prefix > max) return null;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

/** The configured proxies as one matcher; entries were checked when the environment was parsed. */
export function trustedProxyMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? "ipv4" : "ipv6");
  };
}

/** Who is in front of the app: the hops whose forwarding headers are read, and the CDN's edges. */
export interface ProxyTrust {
  /** A load balancer or proxy whose `X-Forwarded-For` hop is believed (TRUSTED_PROXIES). */
  isTrusted: (address: string) => boolean;
  /** An edge of the CDN, whose `CF-Connecting-IP` is believed (CDN_RANGES). */
  isCdn: (address: string) => boolean;
}

/**
 * The shopper's address. The socket's peer, unless that peer is in front of the app:
 *
 * - a CDN edge names the client in `CF-Connecting-IP` (the edge itself when it names none);
 * - a trusted proxy (the load balancer) appended its own peer to `X-Forwarded-For`: the hops are
 *   walked from the right past trusted proxies; the first other hop is the client, or, when that
 *   hop is a CDN edge, the client the edge names. Hops left of it were written by the client and
 *   prove nothing, and so is a `CF-Connecting-IP` that did not come from an edge: a client that
 *   sends its own through the balancer moves no rate-limit bucket. A malformed hop stops the walk
 *   at the last hop that is trusted.
 */
export function clientAddress(
  peer: string | undefined,
  headers: Partial<Record<string, string | string[]>>,
  { isTrusted, isCdn }: ProxyTrust,
): string {
  const named = () => {
    const connecting = normalizeAddress(joinedValue(headers["cf-connecting-ip"])?.trim() ?? "");
    return isIP(connecting) !== 0 ? connecting : undefined;
  };
  let nearest = normalizeAddress(peer ?? "unknown");
  if (isCdn(nearest)) return named() ?? nearest;
  if (!isTrusted(nearest)) return nearest;
  const hops = (joinedValue(headers["x-forwarded-for"]) ?? "").split(",").map((hop) => normalizeAddress(hop.trim()));
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!;
    if (isIP(hop) === 0) return nearest;
    if (isCdn(hop)) return named() ?? hop;
    if (!isTrusted(hop)) return hop;
    nearest = hop;
  }
  return nearest;
}
