import { afterEach, describe, expect, it, vi } from "vitest";
import { CURRENCIES, CURRENCY_DECIMALS, WHOLE_UNIT_DISPLAY_CURRENCIES } from "@/contracts/enums";
import { ARABIC_INDIC_DIGIT, stubArabicIndicDefaultDigits } from "@/test/arabic-indic-icu";
import { formatPrice } from "./format-price";

// ICU separates with (narrow) no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [19.99, "USD", "$19.99"],
    [1234.5, "USD", "$1,234.50"],
    [0, "EUR", "€0.00"],
    [1.005, "USD", "$1.01"],
    [2.675, "GBP", "£2.68"],
    [0.1 + 0.2, "USD", "$0.30"],
    [-5, "USD", "-$5.00"],
    [-0.001, "USD", "$0.00"],
    [1199, "JPY", "¥1,199"],
    [1199.6, "JPY", "¥1,200"],
    [99000, "KRW", "₩99,000"],
    [952.5, "NOK", "NOK 952.50"],
    [129.49, "SEK", "SEK 129.49"],
    [129.5, "DKK", "DKK 129.50"],
    [199, "MXN", "MX$199.00"],
    [19.99, "SGD", "SGD 19.99"],
    [79.9, "HKD", "HK$79.90"],
    [329, "TWD", "NT$329.00"],
  ] as const)("formats %d %s in en as %s, never rounding an amount that is charged", (amount, currency, expected) => {
    expect(plain(formatPrice(amount, currency, "en"))).toBe(expected);
  });

  it.each(WHOLE_UNIT_DISPLAY_CURRENCIES.map((currency) => [currency]))(
    "shows %s in whole units only when asked (a plan card's per-month headline)",
    (currency) => {
      expect(plain(formatPrice(129.5, currency, "en"))).toMatch(/129\.50$/);
      expect(plain(formatPrice(129.5, currency, "en", { wholeUnits: true }))).toMatch(/130$/);
    },
  );

  it.each(CURRENCIES.map((currency) => [currency]))("formats %s with the decimals of spec section 9", (currency) => {
    const imprecise = plain(formatPrice(1234.567, currency, "en", { wholeUnits: true }));
    const precise = plain(formatPrice(1234.567, currency, "en"));
    if (currency === "JPY" || currency === "KRW" || currency === "IDR") {
      expect(imprecise).toMatch(/1,235$/);
      expect(precise).toMatch(/1,235$/);
    } else if (WHOLE_UNIT_DISPLAY_CURRENCIES.includes(currency)) {
      expect(imprecise).toMatch(/1,235$/);
      expect(precise).toMatch(/1,234\.57$/);
    } else {
      expect(imprecise).toMatch(/1,234\.57$/);
      expect(precise).toBe(imprecise);
    }
  });

  it("writes rupiah in whole units, as Indonesia prints them, not with the ,00 of the currency's two decimals", () => {
    expect(CURRENCY_DECIMALS.IDR).toBe(2);
    expect(plain(formatPrice(149000, "IDR", "id"))).toBe("Rp 149.000");
    expect(plain(formatPrice(149000, "IDR", "id", { wholeUnits: true }))).toBe("Rp 149.000");
    expect(plain(formatPrice(1499000, "IDR", "en"))).toBe("IDR 1,499,000");
    // A sum with sen is rounded for display only.
    expect(plain(formatPrice(149000.5, "IDR", "id"))).toBe("Rp 149.001");
  });

  it("uses the locale's separators and symbol position", () => {
    expect(plain(formatPrice(1234.5, "EUR", "de"))).toBe("1.234,50 €");
    expect(plain(formatPrice(1234.5, "EUR", "fr"))).toBe("1 234,50 €");
    expect(plain(formatPrice(1234.5, "BRL", "pt-br"))).toBe("R$ 1.234,50");
    expect(plain(formatPrice(1234, "JPY", "ja"))).toBe("￥1,234");
  });

  it("isolates an Arabic or Hebrew price, and its currency symbol inside it, so they read in one piece", () => {
    expect(formatPrice(4.99, "USD", "ar")).toBe("\u2067\u200f4.99\u00a0\u2066US$\u2069\u2069");
    expect(formatPrice(4.99, "USD", "he")).toMatch(/^\u2067.*\u2066.*\$\u2069\u2069$/);
    expect(formatPrice(4.99, "USD", "en")).toBe("$4.99");
  });

  it("writes an Arabic price with Latin digits in an engine that would write Arabic-Indic ones (WebKit), as the server does", async () => {
    stubArabicIndicDefaultDigits();
    vi.resetModules();
    // A fresh module: its formatters are built under the stand-in engine, not taken from the cache.
    const fresh = await import("./format-price");
    expect(new Intl.NumberFormat("ar", { style: "currency", currency: "USD" }).format(59.88)).toMatch(ARABIC_INDIC_DIGIT);
    expect(fresh.formatPrice(59.88, "USD", "ar")).toBe("\u2067\u200f59.88\u00a0\u2066US$\u2069\u2069");
    expect(fresh.formatPrice(1234.5, "EUR", "ar")).not.toMatch(ARABIC_INDIC_DIGIT);
  });

  it("accepts the app's lower-case locale codes", () => {
    expect(plain(formatPrice(10, "TWD", "zh-tw"))).toBe("$10.00");
    expect(plain(formatPrice(10, "MXN", "es-mx", { wholeUnits: true }))).toBe("$10");
  });

  it.each(["", "../../etc", "en_US", "x".repeat(300), "<script>"])("falls back to English for the malformed locale %j", (locale) => {
    expect(plain(formatPrice(19.99, "USD", locale))).toBe("$19.99");
  });

  it("returns the same text when called repeatedly (cached formatter)", () => {
    expect(formatPrice(5, "EUR", "it")).toBe(formatPrice(5, "EUR", "it"));
  });
});
