import { createClient, ssrExchange } from "@urql/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GetPackagePlansDocument, type GetPackagePlansQuery, type GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";
import { scriptedBackend, type BackendStep } from "@/test/scripted-backend";
import { packagePlansKey } from "./plans-key";
import { browserPricingClient } from "./pricing-browser-client";
import { pricingClientOptions } from "./pricing-client";
import { PricingSource, rememberParsedPlans, type PricingConfig } from "./pricing-source";
import { testPlan } from "./test-plans";

const config: PricingConfig = { url: "http://pricing.test/", timeouts: { attemptMs: 1_000, budgetMs: 1_500 }, experiment: null };
const VPN: GetPackagePlansQueryVariables = { countryCode: "US", currencyCode: "USD", packageId: "vpn" };
const WITH_COUPON: GetPackagePlansQueryVariables = { ...VPN, coupon: "SAVE20" };

function packageOf(planIdentifier: string) {
  return { getPackagePlans: { id: "vpn", identifier: "vpn", productGroup: "VPN", coupon: null, plans: [testPlan(planIdentifier)] } };
}

/** The pricing API behind fetch, as the real urql client reaches it; each try takes the next step. */
function pricingApi(script: BackendStep[], planIdentifier = "vpn-standard-1y") {
  const api = scriptedBackend(script, (status) => (status === 200 ? { data: packageOf(planIdentifier) } : { message: "down" }));
  vi.stubGlobal("fetch", api.fetchImpl);
  return api;
}

/** What the server's prefetch puts in page props: a real urql SSR exchange's extract. */
async function serverPrefetch(variables: GetPackagePlansQueryVariables) {
  pricingApi([200], "vpn-standard-2y");
  const ssr = ssrExchange({ isClient: false });
  const client = createClient(pricingClientOptions(config.url, ssr, config.timeouts));
  await client.query(GetPackagePlansDocument, variables).toPromise();
  vi.unstubAllGlobals();
  return ssr.extractData();
}

function browserSource() {
  const connect = vi.fn((pricing: PricingConfig) => Promise.resolve(browserPricingClient(pricing)));
  return { source: new PricingSource(config, connect), connect };
}

/** Resolves once the entry for `key` is no longer waiting for an answer. */
function settled(source: PricingSource, key: number) {
  return vi.waitFor(() => {
    if (source.entry(key).fetching) throw new Error("still asking");
    return source.entry(key);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("PricingSource", () => {
  it("serves what the server prefetched under urql's key, without loading urql or asking", async () => {
    const { source, connect } = browserSource();
    source.restore(await serverPrefetch(VPN));
    const api = pricingApi([200]);
    const entry = source.entry(packagePlansKey(VPN));
    expect(entry.data?.plans.map((plan) => plan.identifier)).toEqual(["vpn-standard-2y"]);
    expect(entry).toMatchObject({ fetching: false, error: null });
    expect(source.entry(packagePlansKey(VPN))).toBe(entry);
    source.ask(packagePlansKey(VPN), VPN);
    expect(connect).not.toHaveBeenCalled();
    expect(api.calls()).toBe(0);
  });

  it("serves, for every render, the plans the server parsed when the answer came, rather than parsing its text again", async () => {
    const prefetched = await serverPrefetch(VPN);
    const parsed = packageOf("vpn-standard-2y");
    rememberParsedPlans(prefetched, parsed as unknown as GetPackagePlansQuery);
    const plansOfRender = () => {
      const source = new PricingSource(config, () => Promise.reject(new Error("the server renders only prefetched prices")));
      source.restore(prefetched);
      return source.entry(packagePlansKey(VPN)).data;
    };
    expect(plansOfRender()).toBe(parsed.getPackagePlans);
    expect(plansOfRender()).toBe(plansOfRender());
    // Shared by every render, so no render can change another shopper's prices.
    const shared = plansOfRender()!;
    expect(() => shared.plans.pop()).toThrow(TypeError);
    expect(() => Object.assign(shared.plans[0]!.price, { total: 0 })).toThrow(TypeError);
    expect(shared.plans.map((plan) => [plan.identifier, plan.price.total])).toEqual(
      packageOf("vpn-standard-2y").getPackagePlans.plans.map((plan) => [plan.identifier, plan.price.total]),
    );
    // An answer no one parsed before (another page's) is read from its text, as the browser does.
    const other = await serverPrefetch(WITH_COUPON);
    const source = browserSource().source;
    source.restore(other);
    expect(source.entry(packagePlansKey(WITH_COUPON)).data?.plans.map((plan) => plan.identifier)).toEqual(["vpn-standard-2y"]);
  });

  it("asks once for prices it was not given, tells subscribers, and keeps the answer", async () => {
    const { source, connect } = browserSource();
    const api = pricingApi([200]);
    const key = packagePlansKey(WITH_COUPON);
    const listener = vi.fn();
    source.subscribe(listener);
    expect(source.entry(key)).toMatchObject({ data: null, fetching: true });
    source.ask(key, WITH_COUPON);
    source.ask(key, WITH_COUPON);
    const entry = await settled(source, key);
    expect(entry.data?.plans[0]?.identifier).toBe("vpn-standard-1y");
    expect(connect).toHaveBeenCalledTimes(1);
    expect(api.calls()).toBe(1);
    expect(listener).toHaveBeenCalled();
    source.ask(key, WITH_COUPON);
    expect(api.calls()).toBe(1);
  });

  it("reports a pricing API it cannot reach as a network error, and asks again when told to", async () => {
    const { source } = browserSource();
    // The budget leaves no room for urql's own retries: one try each time.
    const api = pricingApi(["refuse", 200]);
    const key = packagePlansKey(WITH_COUPON);
    source.ask(key, WITH_COUPON);
    const failed = await settled(source, key);
    expect(failed.data).toBeNull();
    expect(failed.error?.networkError).toBeInstanceOf(Error);
    const triesSoFar = api.calls();
    source.ask(key, WITH_COUPON, true);
    expect(source.entry(key)).toMatchObject({ fetching: true, error: null });
    const answered = await settled(source, key);
    expect(answered.data?.plans).toHaveLength(1);
    expect(api.calls()).toBe(triesSoFar + 1);
  });

  it("answers with a network error when the client's code cannot load, and loads it again next time", async () => {
    const connect = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    connect.mockImplementation((pricing: PricingConfig) => Promise.resolve(browserPricingClient(pricing)));
    const source = new PricingSource(config, connect);
    pricingApi([200]);
    const key = packagePlansKey(VPN);
    source.ask(key, VPN);
    expect((await settled(source, key)).error?.networkError?.message).toMatch(/dynamically imported/);
    source.ask(key, VPN);
    expect((await settled(source, key)).data?.plans).toHaveLength(1);
    expect(connect).toHaveBeenCalledTimes(2);
  });
});
