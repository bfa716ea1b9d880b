import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

function taxes(query: string) {
  return call(sandbox.url, `/api/payments/taxes/?${query}`);
}

describe("taxes", () => {
  it.each([
    ["country=US&state=US-CA&zip=94105", "USD", 7.25, "US-CA", "state_with_postal", "sales_tax", 4.34],
    ["country=US&state=NY&zip=10001", "USD", 4, "US-NY", "state_with_postal", "sales_tax", 2.4],
    ["country=CA&state=CA-ON", "CAD", 13, "CA-ON", "state", "hst", 10.67],
    ["country=DE", "EUR", 19, null, "default", "vat", 10.47],
    ["country=GB", "GBP", 20, null, "default", "vat", 9.46],
    ["country=AE&state=AE-DU", "USD", 5, "AE-DU", "state", "vat", 2.99],
    ["country=US&state=US-OR&zip=97201", "USD", 0, "US-OR", "state_with_postal", "none", 0],
    ["country=HK", "HKD", 0, null, "default", "none", 0],
  ])("%s", async (query, currency, rate, state, layout, taxName, tax) => {
    const priceId = `vpn-standard-1y.${currency}`;
    const response = await taxes(`${query}&price_ids=${priceId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ rate, state, address_layout: layout, tax_name: taxName, currency, tax });
    const [line] = response.body.lines;
    expect(line.price_id).toBe(priceId);
    expect(line.tax).toBe(tax);
    expect(response.body.total).toBeCloseTo(response.body.subtotal + tax, 6);
  });

  it("adds per-line taxes for several price ids, a coupon price and a renewal", async () => {
    const response = await taxes(
      "country=US&state=US-CA&zip=94105&price_ids=vpn-standard-1y.USD.SAVE20,pass-xs-1y.USD,vpn-standard-1y.USD.renewal",
    );
    expect(response.status).toBe(200);
    expect(response.body.lines.map((line: { amount: number }) => line.amount)).toEqual([47.9, 17.88, 99.99]);
    expect(response.body.tax).toBe(3.47 + 1.3 + 7.25);
  });

  it("uses the emirates' default state and keeps JPY whole", async () => {
    const emirates = await taxes("country=AE&currency=USD");
    expect(emirates.body).toMatchObject({ state: "AE-AZ", rate: 5, tax_name: "vat", lines: [], total: 0 });
    const japan = await taxes("country=JP&price_ids=vpn-standard-1y.JPY");
    expect(japan.body).toMatchObject({ rate: 10, currency: "JPY", subtotal: 8980, tax: 898, total: 9878 });
  });

  it.each([
    ["country=XX", "country"],
    ["country=US&state=US-ZZ", "state"],
    ["country=US&state=US-CA&zip=ABCDE", "zip"],
    ["country=US&state=US-NY&price_ids=vpn-standard-1y.USD,vpn-standard-1y.EUR", "price_ids"],
    ["country=US&state=US-NY&price_ids=no-such-plan.USD", "price_ids"],
    ["country=US&state=US-NY&price_ids=vpn-standard-1m.USD.YEARLY50", "price_ids"],
    ["country=US&state=US-NY&currency=XYZ", "currency"],
  ])("refuses %s", async (query, field) => {
    const response = await taxes(query);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field, slug: "invalid" });
  });

  it.each(["country=US&zip=10001&currency=USD", "country=CA&currency=CAD"])(
    "charges no one else's rate: %s without its state is refused",
    async (query) => {
      const response = await taxes(query);
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual({ field: "state", slug: "cannot-be-empty" });
    },
  );

  it("says cannot-be-empty without a country", async () => {
    const response = await taxes("");
    expect(response.body.errors).toEqual([{ field: "country", slug: "cannot-be-empty" }]);
  });
});
