import { describe, expect, it } from "vitest";
import { CARD_BRANDS } from "@/contracts/enums";
import { LOCALES } from "@/lib/locale";
import { testIntl } from "@/test/test-intl";
import { cardBrandName } from "./card-brand-names";

describe("cardBrandName", () => {
  it("names each network as it writes itself", () => {
    const en = testIntl("en");
    expect(CARD_BRANDS.map((brand) => cardBrandName(en, brand))).toEqual([
      "Visa",
      "Mastercard",
      "Maestro",
      "Discover",
      "American Express",
      "UnionPay",
      "JCB",
      "Diners Club",
    ]);
  });

  it("names UnionPay 银联 in Simplified and 銀聯 in Traditional Chinese, and Visa as Visa everywhere", () => {
    expect(cardBrandName(testIntl("zh"), "UNION_PAY")).toBe("银联");
    expect(cardBrandName(testIntl("zh-tw"), "UNION_PAY")).toBe("銀聯");
    expect(cardBrandName(testIntl("zh-hk"), "UNION_PAY")).toBe("銀聯");
    for (const locale of LOCALES) expect(cardBrandName(testIntl(locale), "VISA")).toBe("Visa");
  });
});
