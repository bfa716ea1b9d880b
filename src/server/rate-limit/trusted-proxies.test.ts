import { describe, expect, it } from "vitest";
import { CLOUDFLARE_RANGES } from "./cdn-ranges";
import { clientAddress, normalizeAddress, parseProxyEntry, trustedProxyMatcher } from "./trusted-proxies";

describe("trusted proxy list", () => {
  it("reads addresses and CIDR ranges of both families, and refuses anything else", () => {
    expect(parseProxyEntry("10.0.0.0/8")).toEqual({ address: "10.0.0.0", prefix: 8, family: "ipv4" });
    expect(parseProxyEntry(" 192.0.2.7 ")).toEqual({ address: "192.0.2.7", prefix: 32, family: "ipv4" });
    expect(parseProxyEntry("2001:DB8::/32")).toEqual({ address: "2001:db8::", prefix: 32, family: "ipv6" });
    expect(parseProxyEntry("::ffff:127.0.0.1")).toEqual({ address: "127.0.0.1", prefix: 32, family: "ipv4" });
    for (const bad of ["cdn.example.com", "10.0.0.0/33", "::/129", "10.0.0.0/8/1", "10.0.0/8", "10.0.0.0/-1", "10.0.0.0/x", ""]) {
      expect(parseProxyEntry(bad)).toBeNull();
    }
  });

  it("matches addresses inside the ranges only, IPv4 written as IPv6 included", () => {
    const isTrusted = trustedProxyMatcher(["10.0.0.0/8", "2001:db8::/32", "192.0.2.7"]);
    expect(isTrusted("10.20.30.40")).toBe(true);
    expect(isTrusted("11.0.0.1")).toBe(false);
    expect(isTrusted("2001:db8::1")).toBe(true);
    expect(isTrusted("2001:db9::1")).toBe(false);
    expect(isTrusted("192.0.2.7")).toBe(true);
    expect(isTrusted("192.0.2.8")).toBe(false);
    expect(isTrusted(normalizeAddress("::ffff:10.1.1.1"))).toBe(true);
    expect(isTrusted("not an address")).toBe(false);
  });
});

describe("client address", () => {
  const none = { isTrusted: trustedProxyMatcher([]), isCdn: trustedProxyMatcher([]) };
  const balancer = { isTrusted: trustedProxyMatcher(["10.0.0.0/8"]), isCdn: trustedProxyMatcher([]) };
  const cdnThenBalancer = { isTrusted: trustedProxyMatcher(["10.0.0.0/8"]), isCdn: trustedProxyMatcher(CLOUDFLARE_RANGES) };
  const cdnOnly = { isTrusted: trustedProxyMatcher([]), isCdn: trustedProxyMatcher(CLOUDFLARE_RANGES) };

  it("is the socket's peer when nothing in front is trusted, whatever the headers claim", () => {
    expect(clientAddress("203.0.113.5", { "x-forwarded-for": "198.51.100.1", "cf-connecting-ip": "198.51.100.2" }, none)).toBe(
      "203.0.113.5",
    );
    expect(clientAddress("::ffff:127.0.0.1", {}, none)).toBe("127.0.0.1");
    expect(clientAddress(undefined, {}, none)).toBe("unknown");
  });

  it("ignores forwarding headers from a peer that is not a trusted proxy", () => {
    expect(clientAddress("203.0.113.5", { "x-forwarded-for": "198.51.100.1" }, balancer)).toBe("203.0.113.5");
  });

  it("never believes a CF-Connecting-IP the client sent through the balancer, rotated or claiming another's address", () => {
    // The balancer appended the real peer; the header came from the client.
    for (const claimed of ["198.51.100.9", "127.0.0.5", "10.0.0.3"]) {
      expect(clientAddress("10.0.0.2", { "cf-connecting-ip": claimed, "x-forwarded-for": "203.0.113.6" }, balancer)).toBe("203.0.113.6");
      expect(clientAddress("10.0.0.2", { "cf-connecting-ip": claimed, "x-forwarded-for": "203.0.113.6" }, cdnThenBalancer)).toBe(
        "203.0.113.6",
      );
    }
  });

  it("believes CF-Connecting-IP from a CDN edge, reached directly or through the balancer", () => {
    expect(clientAddress("173.245.48.7", { "cf-connecting-ip": "198.51.100.9" }, cdnOnly)).toBe("198.51.100.9");
    expect(
      clientAddress("10.0.0.2", { "cf-connecting-ip": "198.51.100.9", "x-forwarded-for": "198.51.100.9, 173.245.48.7" }, cdnThenBalancer),
    ).toBe("198.51.100.9");
    expect(clientAddress("10.0.0.2", { "cf-connecting-ip": "2001:db8::9", "x-forwarded-for": "2606:4700::1" }, cdnThenBalancer)).toBe(
      "2001:db8::9",
    );
    // An edge that names no client, or garbage, is the address itself.
    expect(clientAddress("173.245.48.7", { "cf-connecting-ip": "garbage" }, cdnOnly)).toBe("173.245.48.7");
    expect(clientAddress("10.0.0.2", { "x-forwarded-for": "173.245.48.7" }, cdnThenBalancer)).toBe("173.245.48.7");
  });

  it("walks X-Forwarded-For from the right past trusted hops; what the client wrote on the left counts for nothing", () => {
    // The client forged "1.2.3.4"; the edge appended the real address, then an inner balancer its own.
    expect(clientAddress("10.0.0.2", { "x-forwarded-for": "1.2.3.4, 198.51.100.7, 10.0.0.1" }, balancer)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", { "x-forwarded-for": ["1.2.3.4", "198.51.100.7"] }, balancer)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", { "x-forwarded-for": "2001:db8::5" }, balancer)).toBe("2001:db8::5");
  });

  it("stops at the nearest trusted hop when a hop is malformed or every hop is a proxy", () => {
    expect(clientAddress("10.0.0.2", { "x-forwarded-for": "evil, 10.0.0.9" }, balancer)).toBe("10.0.0.9");
    expect(clientAddress("10.0.0.2", { "x-forwarded-for": "" }, balancer)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", {}, balancer)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", { "x-forwarded-for": "10.0.0.5, 10.0.0.1" }, balancer)).toBe("10.0.0.5");
  });
});
