import { describe, expect, it } from "vitest";
import { parseCheckoutQuery } from "@/features/checkout-query";
import { paymentStatusRedirect } from "./payment-status-redirect";

function redirectFor(search: string, locale = "en"): string | null {
  const query = parseCheckoutQuery(Object.fromEntries(new URLSearchParams(search)));
  return paymentStatusRedirect(`/payment/?${search}`, locale, query);
}

describe("paymentStatusRedirect", () => {
  it.each(["succeeded", "paid", "pending", "PAID"])("sends %s to /processing/, keeping the rest of the address", (status) => {
    expect(redirectFor(`cart_id=c1&payment_status=${status}&success_uri=%2Fx%2F&utm_source=mail`)).toBe(
      "/processing/?cart_id=c1&success_uri=%2Fx%2F&utm_source=mail",
    );
  });

  it("keeps the locale prefix", () => {
    expect(redirectFor("cart_id=c1&payment_status=paid", "de")).toBe("/de/processing/?cart_id=c1");
  });

  it.each([
    ["failed", "declined"],
    ["error", "declined"],
    ["canceled", "canceled"],
  ])("brings %s back to the payment step with error=%s", (status, error) => {
    expect(redirectFor(`product=vpn&cart_id=c1&payment_status=${status}`)).toBe(`/payment/?product=vpn&cart_id=c1&error=${error}`);
  });

  it("keeps an error the address already carries", () => {
    expect(redirectFor("cart_id=c1&error=processing_failed&payment_status=failed")).toBe("/payment/?cart_id=c1&error=processing_failed");
  });

  it.each([
    "payment_status=paid",
    "cart_id=c1&payment_status=new",
    "cart_id=c1&payment_status=requires_action",
    "cart_id=c1&payment_status=bogus",
    "cart_id=c1",
    "cart_id=%3Cx%3E&payment_status=paid",
  ])("changes nothing for %s", (search) => {
    expect(redirectFor(search)).toBeNull();
  });
});
