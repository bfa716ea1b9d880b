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

/**
 * The shopper's address. The socket's peer unless that peer is a trusted proxy (a CDN edge, the
 * load balancer): then Cloudflare's `CF-Connecting-IP`, else the right-most `X-Forwarded-For`
 * hop that is not itself a trusted proxy. Hops left of it were written by the client and prove
 * nothing; a malformed hop stops the walk at the last proxy that is trusted.
 */
export function clientAddress(
  peer: string | undefined,
  headers: Partial<Record<string, string | string[]>>,
  isTrusted: (address: string) => boolean,
): string {
  const socketAddress = normalizeAddress(peer ?? "unknown");
  if (!isTrusted(socketAddress)) return socketAddress;
  const connecting = normalizeAddress(joinedValue(headers["cf-connecting-ip"])?.trim() ?? "");
  if (isIP(connecting) !== 0) return connecting;
  const hops = (joinedValue(headers["x-forwarded-for"]) ?? "").split(",").map((hop) => normalizeAddress(hop.trim()));
  let nearest = socketAddress;
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!;
    if (isIP(hop) === 0) return nearest;
    if (!isTrusted(hop)) return hop;
    nearest = hop;
  }
  return nearest;
}
