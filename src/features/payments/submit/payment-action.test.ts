import { describe, expect, it } from "vitest";
import { isPaymentAction } from "./payment-action";

const wallet = {
  type: "frontend_action",
  action: "wallet_sheet",
  provider: "apple_pay",
  payment_id: "pay_1",
  amount: 59.88,
  currency: "USD",
  authorize_url: "https://gateway.example.test/gateway/v1/wallet/authorize",
};
const bankLink = {
  type: "frontend_action",
  action: "bank_link",
  payment_id: "pay_2",
  link_token: "link_1",
  exchange_url: "https://gateway.example.test/gateway/v1/bank-link/exchange",
};
const popup = {
  type: "frontend_action",
  action: "popup",
  provider: "paypal_in_context",
  payment_id: "pay_3",
  url: "https://gateway.example.test/gateway/approve/pay_3",
};
const widget = { ...popup, action: "widget", provider: "amazon_pay_widget" };

describe("isPaymentAction", () => {
  it.each([
    { type: "done" },
    { type: "error", code: "declined", message: "Your card was declined." },
    { type: "redirect", url: "https://gateway.example.test/challenge/pay_1" },
    { type: "redirect_post", url: "https://p24.example.test/pay", fields: { session: "s1", sign: "abc" } },
    wallet,
    bankLink,
    popup,
    widget,
  ])("accepts %j", (action) => {
    expect(isPaymentAction(action)).toBe(true);
  });

  it.each([
    ["nothing", null],
    ["an unknown kind", { type: "refund" }],
    ["an unknown error code", { type: "error", code: "fraud", message: "" }],
    ["an error without a message", { type: "error", code: "declined" }],
    ["a redirect to no URL", { type: "redirect", url: "/relative/path" }],
    ["a form post with a numeric field", { type: "redirect_post", url: "https://p24.example.test/pay", fields: { amount: 5 } }],
    ["a form post without fields", { type: "redirect_post", url: "https://p24.example.test/pay" }],
    ["an unknown frontend step", { ...bankLink, action: "qr_code" }],
    ["a wallet sheet in an unknown currency", { ...wallet, currency: "XXX" }],
    ["a wallet sheet without an amount", { ...wallet, amount: undefined }],
    ["a bank link without its token", { ...bankLink, link_token: undefined }],
    ["a bank link with a bad exchange URL", { ...bankLink, exchange_url: "nowhere" }],
    ["a popup without a page", { ...popup, url: undefined }],
    ["a widget of an unknown provider", { ...widget, provider: "cash" }],
  ])("refuses %s", (_, action) => {
    expect(isPaymentAction(action)).toBe(false);
  });
});
