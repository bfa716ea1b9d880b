import { describe, expect, it } from "vitest";
import { scrubText, scrubValue } from "./scrub-text";

describe("scrubText", () => {
  it.each([
    ["GET /payment/?product=vpn&trusted_pass_token=abc123 failed", "GET /payment/?product=vpn failed"],
    ["https://checkout.example.com/oauth2/login/?code=x&state=y", "https://checkout.example.com/oauth2/login/"],
    ["token exchange_token=zzz expired", "token exchange_token=[Filtered] expired"],
    ["card 4242 4242 4242 4242 declined", "card [Filtered] declined"],
    ["card 4000-0000-0000-0002 declined", "card [Filtered] declined"],
    ["amex 378282246310005", "amex [Filtered]"],
    ["order 12345 costs 99.99", "order 12345 costs 99.99"],
    ["receipt sent to shopper@example.com", "receipt sent to [Filtered]"],
    ["/success/?next=%2Fpay%3Fto%3Dann%2540example.com&x=1", "/success/?next=[Filtered]&x=1"],
    ["GET /api/payments/taxes/?country=US&zip=90210&first_name=Ann", "GET /api/payments/taxes/?country=US"],
    ["lookup zip=90210 failed", "lookup zip=[Filtered] failed"],
  ])("%s", (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });
});

describe("scrubValue", () => {
  it("drops sensitive keys and scrubs nested strings", () => {
    const scrubbed = scrubValue({
      request: {
        url: "/payment/?email=a@b.c&product=pass",
        headers: { cookie: "token=secret", "user-agent": "x", "x-user-token": "t" },
        cookies: { session: "s" },
        data: { cvv: "123", card_number: "4242424242424242", name: "Ann" },
      },
      breadcrumbs: [{ message: "navigated to /success/?code=1" }],
    });
    expect(scrubbed).toEqual({
      request: { url: "/payment/?product=pass", headers: { "user-agent": "x" }, data: { name: "Ann" } },
      breadcrumbs: [{ message: "navigated to /success/" }],
    });
  });
});
