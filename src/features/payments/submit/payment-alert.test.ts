import { describe, expect, it } from "vitest";
import { alertForPaymentError, viewOfCardRefusal, viewOfRefusal } from "./payment-alert";

describe("viewOfRefusal", () => {
  it("maps the server codes of spec section 8", () => {
    expect(viewOfRefusal({ error: "x", message: "", code: 2029, errors: [{ field: "email", slug: "invalid" }] })).toEqual({
      alert: null,
      problems: { email: "blocked" },
    });
    expect(viewOfRefusal({ error: "x", message: "", code: 2009 }).problems).toEqual({ email: "invalid" });
    expect(viewOfRefusal({ error: "x", message: "", code: 2015 }).alert).toBe("cart_modification_forbidden");
    expect(viewOfRefusal({ error: "x", message: "", code: 2012 }).alert).toBe("coupon_not_available");
  });

  it("puts provider field slugs on their fields and anything else in the alert", () => {
    expect(viewOfRefusal({ error: "validation_failed", message: "", errors: [{ field: "fields.postal_code", slug: "invalid" }] })).toEqual({
      alert: null,
      problems: { postal_code: "invalid" },
    });
    expect(
      viewOfRefusal({ error: "validation_failed", message: "", errors: [{ field: "email", slug: "cannot-be-empty" }] }).problems,
    ).toEqual({
      email: "empty",
    });
    expect(viewOfRefusal({ error: "request_failed", message: "" })).toEqual({ alert: "generic", problems: {} });
  });

  it("gives a 429 the spec's too-many-requests words", () => {
    expect(viewOfRefusal({ error: "rate_limited", message: "Too many requests. Try again later." })).toEqual({
      alert: "rate_limited",
      problems: {},
    });
  });
});

describe("viewOfCardRefusal", () => {
  it("names the fields the gateway refused, or the card as a whole", () => {
    expect(
      viewOfCardRefusal([
        { field: "number", slug: "invalid" },
        { field: "exp_year", slug: "invalid" },
      ]).problems,
    ).toEqual({
      card_number: "invalid",
      card_expiry: "invalid",
    });
    expect(viewOfCardRefusal([])).toEqual({ alert: "card_invalid", problems: {} });
  });
});

describe("alertForPaymentError", () => {
  it("has the declined words for a decline only, and its own for a payment the shopper replaced elsewhere", () => {
    expect(alertForPaymentError("declined")).toBe("declined");
    expect(alertForPaymentError("superseded")).toBe("superseded");
    expect(alertForPaymentError("processing_failed")).toBe("generic");
    expect(alertForPaymentError("canceled")).toBe("generic");
    expect(alertForPaymentError(undefined)).toBe("generic");
  });
});
