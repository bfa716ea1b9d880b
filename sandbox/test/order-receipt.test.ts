import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderResponseSchema } from "@/contracts/checkout-api";
import { addMonths } from "../src/checkout/renewal-date";
import { asOwner, call, payWithCard, startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

describe("GET /api/orders/<cart_id>/ as a receipt", () => {
  it("names each product's line and period, when it was paid and when each item renews", async () => {
    const paid = await payWithCard(sandbox.url, "4242424242424242", { plans: ["vpn-plus-2y", "locker-xs-2y"] });
    const order = orderResponseSchema.parse((await call(sandbox.url, `/api/orders/${paid.body.cart_id}/`, asOwner(paid))).body);
    expect(order.payment).toMatchObject({ brand: "VISA", last4: "4242" });
    expect(order.paid_at).not.toBeNull();
    const paidAt = Date.parse(order.paid_at ?? "");
    const [vpn, locker] = order.products;
    expect(vpn).toMatchObject({
      product_name: "NordVPN Plus",
      product_group: "VPN",
      tier: "PLUS",
      storage_quota: null,
      period: { interval: 2, unit: "YEAR" },
    });
    // The typed line lets the app name each product in the shopper's language.
    expect(locker).toMatchObject({ product_group: "LOCKER", tier: null, storage_quota: "500 gigabyte" });
    // The VPN's two years come with three bonus months; the locker add-on has none.
    expect(vpn?.renews_at).toBe(addMonths(paidAt, 27).toISOString());
    expect(locker?.period).toEqual({ interval: 2, unit: "YEAR" });
    expect(locker?.renews_at).toBe(addMonths(paidAt, 24).toISOString());
  });

  it("says what each item renews at: the price the pricing API gives its renewal plan, taxed at the cart's rate", async () => {
    // A Californian cart: 7.25 % sales tax on today's lines and on the renewal.
    const paid = await payWithCard(sandbox.url, "4242424242424242", { plans: ["vpn-standard-1y"] });
    const order = orderResponseSchema.parse((await call(sandbox.url, `/api/orders/${paid.body.cart_id}/`, asOwner(paid))).body);
    const query = `{ getPackagePlans(countryCode: "US", currencyCode: USD, packageId: "vpn") { plans { identifier nextChargePlan { price { total } } } } }`;
    const plans = (await call(sandbox.url, "/graphql", { method: "POST", json: { query } })).body.data.getPackagePlans.plans as {
      identifier: string;
      nextChargePlan: { price: { total: number } };
    }[];
    const renewal = plans.find((plan) => plan.identifier === "vpn-standard-1y")!.nextChargePlan.price.total;
    expect(order.products[0]?.renewal).toEqual({ amount: renewal, tax: Math.round(renewal * 7.25) / 100 });
  });

  it("has no payment date and no renewal for an order that was not paid", async () => {
    const declined = await payWithCard(sandbox.url, "4000000000000002");
    const order = orderResponseSchema.parse((await call(sandbox.url, `/api/orders/${declined.body.cart_id}/`, asOwner(declined))).body);
    expect(order.paid_at).toBeNull();
    expect(order.products.every((product) => product.renews_at === null)).toBe(true);
  });
});

describe("addMonths", () => {
  it("keeps the day of the month, or the month's last day when it is shorter", () => {
    expect(addMonths(Date.UTC(2026, 0, 15, 9), 12).toISOString()).toBe("2027-01-15T09:00:00.000Z");
    expect(addMonths(Date.UTC(2026, 0, 31), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(addMonths(Date.UTC(2027, 11, 31), 2).toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });
});
