import { describe, expect, it } from "vitest";
import { planMessages } from "@/features/plans";
import { testIntl } from "@/test/test-intl";
import { summaryMessages } from "./messages";

const salesTax = { name: "sales_tax", country: "US", rate: 7.25 };

describe("the tax rate in the summary", () => {
  it("is a number formatted by the page's language", () => {
    expect(testIntl("en").formatMessage(summaryMessages.tax, salesTax)).toBe("Sales tax (7.25%)");
    expect(testIntl("de").formatMessage(summaryMessages.tax, salesTax)).toBe("Verkaufssteuer (7,25\u00a0%)");
    expect(testIntl("fr").formatMessage(summaryMessages.tax, salesTax)).toBe("Taxe de vente (7,25\u00a0%)");
    expect(testIntl("tr").formatMessage(summaryMessages.tax, salesTax)).toBe("Satış vergisi (%7,25)");
    expect(testIntl("ja").formatMessage(summaryMessages.tax, salesTax)).toBe("売上税（7.25%）");
  });

  it("names US sales tax in Danish, Dutch, German and Norwegian", () => {
    for (const locale of ["da", "de", "nl", "no"]) {
      expect(testIntl(locale).formatMessage(summaryMessages.tax, salesTax), locale).not.toMatch(/Sales tax/i);
    }
  });

  it("names the VAT as the market does: 消費税 only for Japan's tax, USt. in Austria", () => {
    const ja = testIntl("ja");
    expect(ja.formatMessage(summaryMessages.taxIncluded, { name: "vat", country: "JP", rate: 10 })).toBe("消費税込み（10%）");
    expect(ja.formatMessage(summaryMessages.taxIncluded, { name: "vat", country: "DE", rate: 19 })).toBe("付加価値税込み（19%）");
    expect(ja.formatMessage(planMessages.taxIncluded, { name: "vat", country: "FR" })).toBe("付加価値税込み");
    const de = testIntl("de");
    expect(de.formatMessage(summaryMessages.taxIncluded, { name: "vat", country: "AT", rate: 20 })).toBe("Enthaltene USt. (20\u00a0%)");
    expect(de.formatMessage(summaryMessages.taxIncluded, { name: "vat", country: "DE", rate: 19 })).toBe("Enthaltene MwSt. (19\u00a0%)");
    expect(testIntl("en").formatMessage(summaryMessages.taxIncluded, { name: "vat", country: "JP", rate: 10 })).toBe(
      "Includes consumption tax (10%)",
    );
  });
});
