import { describe, expect, it } from "vitest";
import { MAX_SERIALISED_LENGTH, parseRecord, resolveVisit, serialiseRecord, type AttributionRecord } from "./attribution-record";

const SISTERS = ["nordvpn.com", "nordpass.com"];
const NOW = new Date("2026-11-23T10:00:00Z");
const visit = (url: string, referrer = "") => resolveVisit({ url, referrer }, SISTERS, NOW);

describe("resolveVisit", () => {
  it("takes utm parameters as source, medium, campaign, term and content, and keeps the rest of the query", () => {
    const { record, startsSession } = visit(
      "https://checkout.nordvpn.com/payment/?product=vpn&utm_source=newsletter&utm_medium=email&utm_campaign=bf&utm_term=vpn&utm_content=hero",
    );
    expect(startsSession).toBe(true);
    expect(record).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "bf",
      term: "vpn",
      content: "hero",
      hostname: "checkout.nordvpn.com",
      date: "20261123",
      query: "product=vpn",
    });
  });

  it("reads gclid as google / cpc and msclickid as bing / cpc, before any utm_source", () => {
    expect(visit("https://c.example/?gclid=abc&utm_source=x").record).toMatchObject({
      source: "google",
      medium: "cpc",
      query: "gclid=abc",
    });
    expect(visit("https://c.example/?msclickid=abc").record).toMatchObject({ source: "bing", medium: "cpc", campaign: "(direct)" });
  });

  it("names the six organic engines from the referrer, and any other site as a referral", () => {
    for (const [referrer, engine] of [
      ["https://www.google.co.uk/", "google"],
      ["https://www.bing.com/search?q=vpn", "bing"],
      ["https://search.yahoo.com/", "yahoo"],
      ["https://www.baidu.com/", "baidu"],
      ["https://yandex.ru/", "yandex"],
      ["https://www.ask.com/", "ask"],
    ]) {
      expect(visit("https://c.example/payment/", referrer).record).toMatchObject({ source: engine, medium: "organic" });
    }
    expect(visit("https://c.example/payment/", "https://blog.example.org/best-vpn").record).toMatchObject({
      source: "blog.example.org",
      medium: "referral",
    });
  });

  it("is direct, starting no session, with no referrer, from the site itself or from a sister domain", () => {
    for (const referrer of ["", "https://c.example/products/", "https://nordvpn.com/pricing/", "https://my.nordpass.com/"]) {
      const result = visit("https://c.example/payment/", referrer);
      expect(result.startsSession).toBe(false);
      expect(result.record).toMatchObject({ source: "(direct)", medium: "(none)", campaign: "(direct)", term: "", content: "" });
    }
  });

  it("never copies tracking ids, tokens or personal data into the query", () => {
    const { record } = visit(
      "https://c.example/?product=pass&_ga=1&_gac=2&utm_source=s&trusted_pass_token=secret&exchange_token=x&code=c&state=s&email=a%40b.example",
    );
    expect(record.query).toBe("product=pass");
  });
});

const record = (overrides: Partial<AttributionRecord>): AttributionRecord => ({
  source: "google",
  medium: "organic",
  campaign: "(direct)",
  term: "",
  content: "",
  hostname: "checkout.nordvpn.com",
  date: "20261123",
  query: "product=vpn",
  ...overrides,
});

describe("serialiseRecord", () => {
  it("round-trips a record that fits", () => {
    const value = serialiseRecord(record({ term: "a b&c" }));
    expect(value.length).toBeLessThanOrEqual(MAX_SERIALISED_LENGTH);
    expect(parseRecord(value)).toEqual(record({ term: "a b&c" }));
  });

  it("shortens from the last field backwards to fit 512 characters, writing (removed)", () => {
    const value = serialiseRecord(record({ query: "q=" + "x".repeat(600), content: "c".repeat(100) }));
    expect(value.length).toBeLessThanOrEqual(MAX_SERIALISED_LENGTH);
    expect(parseRecord(value)).toEqual(record({ query: "(removed)", content: "c".repeat(100) }));
  });

  it("keeps a field that holds its default, shortening the next one instead", () => {
    const value = serialiseRecord(
      record({
        query: "q=" + "x".repeat(100),
        hostname: "h".repeat(100),
        date: "d".repeat(100),
        term: "t".repeat(200),
        source: "s".repeat(300),
      }),
    );
    expect(value.length).toBeLessThanOrEqual(MAX_SERIALISED_LENGTH);
    // query, date and hostname go and it is still too long; content holds its default (""), so
    // term is the next to go, and then it fits: source stays.
    expect(parseRecord(value)).toEqual(
      record({ query: "(removed)", date: "(removed)", hostname: "(removed)", content: "", term: "(removed)", source: "s".repeat(300) }),
    );
  });

  it("fits however long the fields are", () => {
    const huge = "x".repeat(2_000);
    const value = serialiseRecord(
      record({ source: huge, medium: huge, campaign: huge, term: huge, content: huge, hostname: huge, date: huge, query: huge }),
    );
    expect(value.length).toBeLessThanOrEqual(MAX_SERIALISED_LENGTH);
    expect(Object.values(parseRecord(value)!)).toEqual(Array(8).fill("(removed)"));
  });
});

describe("parseRecord", () => {
  it("refuses what is not a whole record", () => {
    expect(parseRecord(undefined)).toBeNull();
    expect(parseRecord("")).toBeNull();
    expect(parseRecord("source=google&medium=cpc")).toBeNull();
  });
});
