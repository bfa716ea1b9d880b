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
  products: [{ plan_identifier: "vpn-plus-1y", title: "NordVPN Plus", price_id: "p1", amount: 59.88, tax: 11.38 }],
  subtotal: 59.88,
  tax: 11.38,
  total: 71.26,
  payment: { status: "succeeded", brand: "VISA", last4: "4242" },
  created_at: "2026-01-01T10:00:00Z",
  updated_at: "2026-01-01T10:00:05Z",
};

describe("isOrderDetails", () => {
  it("accepts an order answer", () => {
    expect(isOrderDetails(order)).toBe(true);
    expect(isOrderDetails({ ...order, status: "pending", coupon: "SAVE20", products: [] })).toBe(true);
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
  ])("refuses %s", (_, value) => {
    expect(isOrderDetails(value)).toBe(false);
  });
});
