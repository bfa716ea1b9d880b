import { describe, expect, it } from "vitest";
import { parseRecord } from "@/features/attribution/attribution-record";
import type { Env } from "@/server/env";
import { landingAttribution } from "./landing-attribution";

type AttributionEnv = Pick<Env, "APP_BASE_URL" | "LINKER_DOMAINS" | "DEPLOY_ENV">;
const LOCAL: AttributionEnv = {
  APP_BASE_URL: "http://localhost:3000",
  LINKER_DOMAINS: ["nordvpn.com", "nordpass.com"],
  DEPLOY_ENV: "local",
};
const NOW = new Date("2026-11-30T10:00:00Z");
const CAMPAIGN = "/payment/?product=vpn&utm_source=newsletter&utm_medium=email&utm_campaign=bf&gclid=&aff_id=partner-7";

function land(
  url: string,
  { cookie = "", referer, country = "US", env = LOCAL }: { cookie?: string; referer?: string; country?: string; env?: AttributionEnv } = {},
) {
  const headers = { cookie, ...(referer ? { referer } : {}) };
  return landingAttribution({ url, headers }, country, env, NOW);
}

/** The cookies a response sets, by name: value and attributes. */
function set(headers: string[]) {
  return Object.fromEntries(
    headers.map((header) => {
      const [pair = "", ...attributes] = header.split("; ");
      const at = pair.indexOf("=");
      return [pair.slice(0, at), { value: pair.slice(at + 1), attributes }];
    }),
  );
}

describe("landingAttribution", () => {
  it("records a campaign landing in both sessions and the affiliate id, for 182 days, on the app's host", () => {
    const cookies = set(land(CAMPAIGN.replace("&gclid=", ""), { referer: "https://www.google.com/" }));
    expect(Object.keys(cookies).sort()).toEqual(["CurrentSession", "FirstSession", "vpn_aff_id"]);
    expect(parseRecord(cookies.FirstSession?.value)).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "bf",
      term: "",
      content: "",
      hostname: "localhost",
      date: "20261130",
      query: "product=vpn&aff_id=partner-7",
    });
    expect(cookies.CurrentSession?.value).toBe(cookies.FirstSession?.value);
    expect(cookies.vpn_aff_id?.value).toBe("partner-7");
    expect(cookies.FirstSession?.attributes).toEqual(["Max-Age=15724800", "Path=/", "SameSite=Lax"]);
  });

  it("keeps the first session the shopper holds, and a direct visit keeps their current one", () => {
    // As the browser holds a record: written as it is, URL-encoded fields.
    const held = "FirstSession=source=x&medium=y&campaign=z&term=&content=&hostname=h&date=20260101&query=";
    const campaign = set(land("/payment/?utm_source=newsletter", { cookie: held }));
    expect(Object.keys(campaign)).toEqual(["CurrentSession"]);

    const direct = land("/payment/?product=vpn", { cookie: `${held}; ${held.replace("FirstSession", "CurrentSession")}` });
    expect(direct).toEqual([]);
    // From a sister site it is direct too; from an engine it starts a session.
    expect(
      land("/payment/", { cookie: `${held}; ${held.replace("FirstSession", "CurrentSession")}`, referer: "https://nordvpn.com/" }),
    ).toEqual([]);
    expect(Object.keys(set(land("/payment/", { cookie: held, referer: "https://www.bing.com/search?q=vpn" })))).toEqual(["CurrentSession"]);
  });

  it("writes nothing before a yes where the law asks for one, and removes only the records a refusal finds", () => {
    expect(land(CAMPAIGN, { country: "DE" })).toEqual([]);
    const accepted = land(CAMPAIGN, { country: "DE", cookie: "consent=%7B%22analytics%22%3Atrue%2C%22marketing%22%3Atrue%7D" });
    expect(Object.keys(set(accepted)).sort()).toEqual(["CurrentSession", "FirstSession", "vpn_aff_id"]);

    const refused = set(land(CAMPAIGN, { cookie: 'consent={"analytics":false,"marketing":false}; FirstSession=a; vpn_aff_id=partner-7' }));
    expect(refused).toEqual({
      FirstSession: { value: "", attributes: ["Max-Age=0", "Path=/", "SameSite=Lax"] },
      vpn_aff_id: { value: "", attributes: ["Max-Age=0", "Path=/", "SameSite=Lax"] },
    });
  });

  it("on a sister domain shares the records with it, Secure outside local", () => {
    const env: AttributionEnv = { APP_BASE_URL: "https://checkout.nordvpn.com", LINKER_DOMAINS: ["nordvpn.com"], DEPLOY_ENV: "production" };
    const cookies = set(land("/payment/?utm_source=a", { env }));
    expect(cookies.FirstSession?.attributes).toEqual(["Max-Age=15724800", "Path=/", "Domain=.nordvpn.com", "SameSite=Lax", "Secure"]);
    expect(parseRecord(cookies.FirstSession?.value)?.hostname).toBe("checkout.nordvpn.com");
  });

  it("never records tokens or e-mail, and an odd address names no other host and breaks nothing", () => {
    const cookies = set(land("/products/?product=pass&email=a%40b.example&exchange_token=xyz&utm_source=s"));
    expect(parseRecord(cookies.FirstSession?.value)?.query).toBe("product=pass");
    expect(parseRecord(set(land("//evil.example/?utm_source=s")).FirstSession?.value)?.hostname).toBe("localhost");
    expect(() => land("/payment/?%zz=%&utm_source=%E0%A4%A", { referer: "not a url", cookie: "consent=%7B; =x; ;" })).not.toThrow();
  });
});
