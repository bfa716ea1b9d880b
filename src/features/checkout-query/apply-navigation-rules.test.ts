import { describe, expect, it } from "vitest";
import type { RawQuery } from "@/lib/url";
import { applyNavigationRules } from "./apply-navigation-rules";
import { checkoutPage } from "./checkout-page";

interface Row {
  rule: string;
  from: string;
  to: string;
  query: RawQuery;
  expected: RawQuery;
  currentQuery?: RawQuery;
}

// One row per rule of spec section 2.3 and per combination it mentions.
const rows: Row[] = [
  // error / hide_error
  {
    rule: "error carried to another page: hide_error set to 1",
    from: "/products/",
    to: "/payment/",
    query: { error: "declined", product: "vpn" },
    expected: { error: "declined", hide_error: "1", product: "vpn" },
  },
  {
    rule: "error on the same page: hide_error not set",
    from: "/payment/",
    to: "/payment/",
    query: { error: "declined" },
    expected: { error: "declined" },
  },
  {
    rule: "error with hide_error already set: kept as it is",
    from: "/products/",
    to: "/payment/",
    query: { error: "declined", hide_error: "true" },
    expected: { error: "declined", hide_error: "true" },
  },
  {
    rule: "no error: hide_error removed",
    from: "/payment/",
    to: "/payment/",
    query: { hide_error: "1", product: "vpn" },
    expected: { product: "vpn" },
  },
  {
    rule: "empty error counts as no error: hide_error removed",
    from: "/products/",
    to: "/payment/",
    query: { error: "", hide_error: "1" },
    expected: { error: "" },
  },
  {
    rule: "error introduced by this navigation (current query known): shown, not hidden",
    from: "/processing/",
    to: "/payment/",
    currentQuery: { cart_id: "c1" },
    query: { cart_id: "c1", error: "declined" },
    expected: { cart_id: "c1", error: "declined" },
  },
  {
    rule: "same error in the current query: carried over, hidden",
    from: "/products/",
    to: "/payment/",
    currentQuery: { error: "declined" },
    query: { error: "declined" },
    expected: { error: "declined", hide_error: "1" },
  },
  // success step
  {
    rule: "to success from another page: cart_id and confirm_email removed",
    from: "/processing/",
    to: "/success/",
    query: { cart_id: "c1", confirm_email: "1", owner_id: "o1" },
    expected: { owner_id: "o1" },
  },
  {
    rule: "success to success: cart_id and confirm_email kept",
    from: "/success/",
    to: "/success/",
    query: { cart_id: "c1", confirm_email: "1" },
    expected: { cart_id: "c1", confirm_email: "1" },
  },
  {
    rule: "to success: provider, currency, error, hide_error, period, coupon, session id removed; the product stays for its brand",
    from: "/payment/",
    to: "/success/",
    query: {
      provider: "nordvpn",
      currency: "EUR",
      error: "declined",
      hide_error: "1",
      product: "vpn",
      product_period: "1y",
      coupon: "SAVE20",
      amazonPaySessionId: "s1",
      product_group: "VPN",
      utm_source: "mail",
    },
    expected: { product: "vpn", product_group: "VPN", utm_source: "mail" },
  },
  {
    rule: "success to success: the success removals still apply",
    from: "/success/",
    to: "/success/",
    query: { cart_id: "c1", currency: "EUR", coupon: "SAVE20" },
    expected: { cart_id: "c1" },
  },
  // payment step
  {
    rule: "to payment with a cart id: product and persist_countdown removed",
    from: "/processing/",
    to: "/payment/",
    query: { cart_id: "c1", product: "vpn", persist_countdown: "1", product_period: "1y" },
    expected: { cart_id: "c1", product_period: "1y" },
  },
  {
    rule: "to payment without a cart id: product and persist_countdown kept",
    from: "/",
    to: "/payment/",
    query: { product: "vpn", persist_countdown: "1" },
    expected: { product: "vpn", persist_countdown: "1" },
  },
  {
    rule: "to payment with an empty cart id: counts as none",
    from: "/",
    to: "/payment/",
    query: { cart_id: "", product: "vpn" },
    expected: { cart_id: "", product: "vpn" },
  },
  {
    rule: "to payment: error kept",
    from: "/payment/",
    to: "/payment/",
    query: { error: "declined", hide_error: "1", cart_id: "c1", product: "vpn" },
    expected: { error: "declined", hide_error: "1", cart_id: "c1" },
  },
  // any other step
  {
    rule: "to any other step: error and hide_error removed",
    from: "/payment/",
    to: "/products/",
    query: { error: "declined", hide_error: "1", product_group: "VPN" },
    expected: { product_group: "VPN" },
  },
  {
    rule: "to home: error removed, product and cart kept",
    from: "/payment/",
    to: "/",
    query: { error: "declined", product: "vpn", cart_id: "c1" },
    expected: { product: "vpn", cart_id: "c1" },
  },
  {
    rule: "to processing: error removed even on the same page",
    from: "/processing/",
    to: "/processing/",
    query: { error: "x", cart_id: "c1" },
    expected: { cart_id: "c1" },
  },
  // qa
  { rule: "qa removed on payment", from: "/payment/", to: "/payment/", query: { qa: "q1", product: "vpn" }, expected: { product: "vpn" } },
  { rule: "qa removed on success", from: "/payment/", to: "/success/", query: { qa: "q1" }, expected: {} },
  { rule: "qa removed on other steps", from: "/", to: "/products/", query: { qa: ["q1", "q2"] }, expected: {} },
  // locale prefixes and path spellings
  {
    rule: "locale prefix and trailing slash: the same page",
    from: "/de/payment/",
    to: "/payment",
    query: { error: "declined" },
    expected: { error: "declined" },
  },
  {
    rule: "locale prefix on the target: success recognised",
    from: "/payment/?product=vpn",
    to: "/pt-br/success/?cart_id=c1#top",
    query: { cart_id: "c1", coupon: "SAVE20" },
    expected: {},
  },
  {
    rule: "locale prefix on the target: payment recognised",
    from: "/zh-tw/processing",
    to: "/zh-tw/payment/",
    query: { cart_id: "c1", product: "vpn" },
    expected: { cart_id: "c1" },
  },
  {
    rule: "a path that merely starts like payment is another page",
    from: "/payment/",
    to: "/payment-methods/",
    query: { error: "declined" },
    expected: {},
  },
  {
    rule: "combined: error from payment to success with cart, qa and attribution",
    from: "/fr/payment/",
    to: "/fr/success/",
    query: { error: "x", hide_error: "1", cart_id: "c1", confirm_email: "1", qa: "q", product: "pass", gclid: "g" },
    expected: { product: "pass", gclid: "g" },
  },
];

describe("applyNavigationRules", () => {
  it.each(rows)("$rule", ({ from, to, query, expected, currentQuery }) => {
    expect(applyNavigationRules({ currentPath: from, targetPath: to, query, currentQuery })).toEqual(expected);
  });

  it("does not change the query it is given", () => {
    const query = { error: "x", qa: "q", cart_id: "c1" };
    applyNavigationRules({ currentPath: "/payment/", targetPath: "/success/", query });
    expect(query).toEqual({ error: "x", qa: "q", cart_id: "c1" });
  });

  it("drops undefined values", () => {
    expect(applyNavigationRules({ currentPath: "/", targetPath: "/payment/", query: { product: undefined, a: "1" } })).toEqual({
      a: "1",
    });
  });
});

describe("checkoutPage", () => {
  it.each([
    ["/payment/", "/payment"],
    ["/payment", "/payment"],
    ["/PAYMENT/", "/payment"],
    ["/de/payment/", "/payment"],
    ["/es-mx/payment/?a=1#b", "/payment"],
    ["payment/", "/payment"],
    ["/", "/"],
    ["", "/"],
    ["/de", "/"],
    ["/de/", "/"],
    ["https://app.test/de/success/?x", "/success"],
    ["/legal/pricing/", "/legal/pricing"],
    ["/xx/payment/", "/xx/payment"],
    ["//payment//", "/payment"],
  ])("%s is the page %s", (path, page) => {
    expect(checkoutPage(path)).toBe(page);
  });
});
