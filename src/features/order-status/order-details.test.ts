import { describe, expect, it } from "vitest";
import { isOrderDetails } from "./order-details";

const order = {
  cart_id: "cart_1",
  order_id: "order_1",
  status: "paid",
  email: "shopper@example.com",
  currency: "EUR",
  country: "DE",
  state: null,
  provider: "card",
  coupon: null,
  products: [
    {
      plan_identifier: "vpn-plus-1y",
      title: "NordVPN Plus, 1-year plan",
      price_id: "p1",
      amount: 59.88,
      tax: 11.38,
      product_name: "NordVPN Plus",
      period: { interval: 1, unit: "YEAR" },
      renews_at: "2027-01-01T10:00:05.000Z",
    },
  ],
  subtotal: 59.88,
  tax: 11.38,
  total: 71.26,
  payment: { status: "succeeded", brand: "VISA", last4: "4242" },
  paid_at: "2026-01-01T10:00:05.000Z",
  created_at: "2026-01-01T10:00:00Z",
  updated_at: "2026-01-01T10:00:05Z",
};

describe("isOrderDetails", () => {
  it("accepts an order answer", () => {
    expect(isOrderDetails(order)).toBe(true);
    expect(isOrderDetails({ ...order, status: "pending", coupon: "SAVE20", products: [], paid_at: null })).toBe(true);
    expect(isOrderDetails({ ...order, provider: "paypal", payment: { status: "succeeded", brand: null, last4: null } })).toBe(true);
  });

  it.each([
    ["nothing", null],
    ["an error body", { error: "not_found", message: "No such cart" }],
    ["an unknown status", { ...order, status: "refunded" }],
    ["an unknown currency", { ...order, currency: "XXX" }],
    ["an unknown provider", { ...order, provider: "cash" }],
    ["a missing coupon", { ...order, coupon: undefined }],
    ["a total as text", { ...order, total: "71.26" }],
    ["products that are not a list", { ...order, products: {} }],
    ["a product without a title", { ...order, products: [{ plan_identifier: "vpn-plus-1y", amount: 1, tax: 0 }] }],
    ["a product without its period", { ...order, products: [{ ...order.products[0], period: { interval: 0, unit: "YEAR" } }] }],
    ["a renewal date that is no date", { ...order, products: [{ ...order.products[0], renews_at: "soon" }] }],
    ["an unknown card brand", { ...order, payment: { ...order.payment, brand: "CASH_CARD" } }],
  ])("refuses %s", (_, value) => {
    expect(isOrderDetails(value)).toBe(false);
  });
});
