import { describe, expect, it } from "vitest";
import { isBankLinkExchange, isTokenizedCard, isWalletAuthorization } from "./gateway-answers";

describe("gateway answers", () => {
  it("accept what the gateway sends", () => {
    expect(isTokenizedCard({ token: "tok_1", brand: "VISA", last4: "4242", exp_month: 12, exp_year: 2030 })).toBe(true);
    expect(isWalletAuthorization({ wallet_token: "wt_1" })).toBe(true);
    expect(isWalletAuthorization({ wallet_token: null })).toBe(true);
    expect(isBankLinkExchange({ public_token: "pt_1" })).toBe(true);
    expect(isBankLinkExchange({ public_token: null })).toBe(true);
  });

  it.each([null, "tok_1", {}, { token: 1 }, { token: null }])("refuse the tokenize answer %j", (value) => {
    expect(isTokenizedCard(value)).toBe(false);
  });

  it.each([null, {}, { wallet_token: 1 }, { public_token: "pt_1" }])("refuse the wallet answer %j", (value) => {
    expect(isWalletAuthorization(value)).toBe(false);
  });

  it.each([null, {}, { public_token: false }, { wallet_token: "wt_1" }])("refuse the bank-link answer %j", (value) => {
    expect(isBankLinkExchange(value)).toBe(false);
  });
});
