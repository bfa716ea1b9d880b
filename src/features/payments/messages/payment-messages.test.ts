import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/locale";
import { testIntl } from "@/test/test-intl";
import { providerName } from "../providers/provider-names";
import { paymentMessages } from "./payment-messages";

// Redirect methods whose translated names broke the sentence they were put in ("Перейти в Криптовалюта").
const REDIRECT_METHODS = ["coin_gate", "direct_debit", "stripe_ach", "paypal", "ideal", "payssion_union_pay"];

describe("the pay button of a redirect method", () => {
  it.each(LOCALES.filter((locale) => locale !== "en"))(
    "in %s names the method after a colon, where no case or article can be wanted of it",
    (locale) => {
      const intl = testIntl(locale);
      for (const method of REDIRECT_METHODS) {
        const name = providerName(intl, method);
        const label = intl.formatMessage(paymentMessages.continueWith, { provider: name });
        expect(label.endsWith(name), label).toBe(true);
        expect(label.slice(0, -name.length), label).toMatch(/^\S.*[:：] ?$/u);
      }
    },
  );

  it("reads the same way in Russian, Polish and Lithuanian, whatever the method's gender or case", () => {
    expect(testIntl("ru").formatMessage(paymentMessages.continueWith, { provider: providerName(testIntl("ru"), "coin_gate") })).toBe(
      "Далее: Криптовалюта (CoinGate)",
    );
    expect(testIntl("pl").formatMessage(paymentMessages.continueWith, { provider: providerName(testIntl("pl"), "direct_debit") })).toBe(
      "Dalej: Polecenie zapłaty SEPA",
    );
    expect(testIntl("lt").formatMessage(paymentMessages.continueWith, { provider: providerName(testIntl("lt"), "coin_gate") })).toMatch(
      /^Tęsti: Kriptovaliuta/,
    );
    expect(testIntl("en").formatMessage(paymentMessages.continueWith, { provider: "PayPal" })).toBe("Continue to PayPal");
  });
});

describe("the e-mail step's account notice in Korean", () => {
  it("puts no particle straight after the brand, whose last sound it cannot know", () => {
    const ko = testIntl("ko");
    for (const provider of ["NordVPN", "NordPass", "Incogni"]) {
      const text = ko.formatMessage(paymentMessages.accountNotice, { provider });
      expect(text).not.toMatch(new RegExp(`${provider}(?:을|를|이|가|은|는|과|와|으로|로)(?!\\()`, "u"));
      expect(text).toContain(`${provider} 계정`);
    }
  });
});

describe("a saved card and a UnionPay payment in Chinese", () => {
  it("names UnionPay as it writes itself: 银联 in Simplified, 銀聯 in Traditional Chinese", () => {
    expect(providerName(testIntl("zh"), "payssion_union_pay")).toBe("银联");
    expect(providerName(testIntl("zh-tw"), "payssion_union_pay")).toBe("銀聯");
    expect(providerName(testIntl("zh-hk"), "payssion_union_pay")).toBe("銀聯");
    expect(providerName(testIntl("en"), "payssion_union_pay")).toBe("UnionPay");
    expect(providerName(testIntl("ja"), "payssion_union_pay")).toBe("UnionPay");
  });
});

describe("the e-mail step's log-out link in Lithuanian", () => {
  it("pays as a guest in the nominative, as Lithuanian says it", () => {
    expect(testIntl("lt").formatMessage(paymentMessages.notYouLogOut)).toBe("Atsijungti ir mokėti kaip svečias");
  });
});
