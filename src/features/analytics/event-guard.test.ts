import { describe, expect, it } from "vitest";
import { FILTERED, guardEvent } from "./event-guard";

describe("guardEvent", () => {
  it("keeps the known fields as they are", () => {
    const event = {
      event: "click",
      timestamp: 1,
      element_name: "terms-of-service",
      section: "footer",
      logged_in: false,
      plans_displayed: ["vpn-1y"],
      countdown_end_time: null,
    };
    expect(guardEvent(event)).toEqual(event);
  });

  it("drops sensitive parameters and any field it does not know", () => {
    const guarded = guardEvent({
      event: "page_view",
      timestamp: 1,
      trusted_pass_token: "tpt_shopper",
      code: "abc",
      state: "xyz",
      exchange_token: "ex",
      email: "shopper@example.com",
      card_number: "4242424242424242",
      cvv: "737",
      nested: { email: "a@b.c" },
    });
    expect(guarded).toEqual({ event: "page_view", timestamp: 1 });
  });

  it("filters e-mail addresses, card numbers and sensitive URL parameters inside allowed fields", () => {
    const guarded = guardEvent({
      event: "coupon_initiated",
      timestamp: 1,
      coupon_code: "shopper@example.com",
      error_message: "card 4242 4242 4242 4242 declined",
      element_name: "/payment/?product=vpn&trusted_pass_token=tpt_shopper&code=1",
      plans_selected: ["vpn-1y", "x@y.z", 4],
    });
    expect(guarded).toEqual({
      event: "coupon_initiated",
      timestamp: 1,
      coupon_code: FILTERED,
      error_message: `card ${FILTERED} declined`,
      element_name: "/payment/?product=vpn",
      plans_selected: ["vpn-1y", FILTERED],
    });
  });

  it("caps long values and drops objects and odd numbers", () => {
    const guarded = guardEvent({
      event: "show",
      timestamp: 1,
      element_name: "x".repeat(500),
      section: { name: "footer" },
      product_code: Number.NaN,
    });
    expect(guarded).toEqual({ event: "show", timestamp: 1, element_name: "x".repeat(200) });
  });
});
