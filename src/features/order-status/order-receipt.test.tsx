import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import arabic from "../../../locales/ar.json";
import chinese from "../../../locales/zh.json";
import type { OrderDetails } from "./order-details";
import { OrderReceipt } from "./order-receipt";

const ORDER: OrderDetails = {
  cart_id: "cart-1",
  order_id: "ORD-1001",
  status: "paid",
  email: "shopper@example.com",
  currency: "USD",
  provider: "card",
  coupon: null,
  total: 59.88,
  paid_at: "2026-11-29T09:00:00Z",
  canceled_because: null,
  products: [
    {
      plan_identifier: "vpn-1y",
      title: "NordVPN Plus",
      amount: 59.88,
      tax: 0,
      product_name: "NordVPN Plus",
      period: { interval: 1, unit: "YEAR" },
      renews_at: null,
    },
  ],
  payment: { brand: "VISA", last4: "4242" },
};

const methodIsolate = () => screen.getByTestId("success-payment-method").querySelector("bdi")!;

describe("OrderReceipt's payment method", () => {
  it("is an isolate that takes its own direction, so a right-to-left name is not forced left to right", () => {
    renderWithApp(<OrderReceipt order={{ ...ORDER, provider: "direct_debit", payment: { brand: null, last4: null } }} />, {
      locale: "ar",
      messages: arabic,
    });
    expect(methodIsolate()).toHaveAttribute("dir", "auto");
    expect(methodIsolate().textContent).toMatch(/\p{Script=Arabic}/u);
  });

  it("keeps a card's brand and digits together in the same isolate", () => {
    renderWithApp(<OrderReceipt order={ORDER} />, { locale: "ar", messages: arabic });
    expect(methodIsolate()).toHaveAttribute("dir", "auto");
    expect(methodIsolate()).toHaveTextContent("Visa •••• 4242");
    // The order number and the e-mail stay left to right.
    expect(screen.getByTestId("success-order-number")).toHaveAttribute("dir", "ltr");
  });

  it("names a UnionPay card as the network writes itself in Chinese", () => {
    renderWithApp(<OrderReceipt order={{ ...ORDER, payment: { brand: "UNION_PAY", last4: "0005" } }} />, {
      locale: "zh",
      messages: chinese,
    });
    expect(methodIsolate()).toHaveTextContent("银联 •••• 0005");
  });
});

describe("OrderReceipt's renewal", () => {
  const renewing: OrderDetails = {
    ...ORDER,
    products: [
      { ...ORDER.products[0]!, amount: 59.88, tax: 4.34, renews_at: "2027-11-29T09:00:00Z", renewal: { amount: 99.99, tax: 7.25 } },
      {
        ...ORDER.products[0]!,
        plan_identifier: "pass-xs-1y",
        amount: 23.88,
        tax: 1.73,
        renews_at: "2027-11-29T09:00:00Z",
        renewal: { amount: 35.88, tax: 2.6 },
      },
    ],
  };

  it("says when and at what the whole order renews, tax included where the country's prices include it", () => {
    renderWithApp(<OrderReceipt order={{ ...renewing, country: "DE" }} />);
    expect(screen.getByTestId("success-renewal")).toHaveTextContent("November 29, 2027, at $145.72");
  });

  it("states the renewal before tax where prices are shown before tax, as the payment step did", () => {
    renderWithApp(<OrderReceipt order={{ ...renewing, country: "US" }} />);
    expect(screen.getByTestId("success-renewal")).toHaveTextContent("November 29, 2027, at $135.87 plus tax");
  });

  it("says only when, where the checkout API does not say at what", () => {
    const products = renewing.products.map((product) => ({ ...product, renewal: undefined }));
    renderWithApp(<OrderReceipt order={{ ...renewing, products }} />);
    expect(screen.getByTestId("success-renewal")).toHaveTextContent(/^November 29, 2027$/);
  });
});
