// @vitest-environment node
import { renderToString } from "react-dom/server";
import { RawIntlProvider, type IntlShape } from "react-intl";
import { describe, expect, it } from "vitest";
import { PriceTaxProvider, type PriceTaxView } from "@/features/taxes";
import { testIntl } from "@/test/test-intl";
import { PlanPrice } from "./plan-price";
import { planTitle, serviceNames } from "./plan-title";
import { testPlan } from "./test-plans";

// One frozen plan object read by every render, as the server's renders share the prefetched answer.
const plan = Object.freeze(testPlan("vpn-standard-1y"));

const english = testIntl("en");

function priceText(intl: IntlShape, view: PriceTaxView | null): string {
  const html = renderToString(
    <RawIntlProvider value={intl}>
      {view ? (
        <PriceTaxProvider value={view}>
          <PlanPrice plan={plan} />
        </PriceTaxProvider>
      ) : (
        <PlanPrice plan={plan} />
      )}
    </RawIntlProvider>,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("plan texts kept per plan and language", () => {
  it("formats a plan's title and services once per language, and each language in its own words", () => {
    const german = testIntl("de");
    expect(planTitle(english, plan)).toBe(planTitle(english, plan));
    expect(serviceNames(english, plan)).toBe(serviceNames(english, plan));
    expect(planTitle(german, plan)).not.toBe(planTitle(english, plan));
    expect(planTitle(english, plan, true)).not.toBe(planTitle(english, plan));
  });

  it("shows the tax note of each tax view, the same plan object rendered under one after another", () => {
    const added = priceText(english, { kind: "added" });
    const included = priceText(english, { kind: "included", rate: 0.19, taxName: "vat", country: "DE" });
    const none = priceText(english, null);
    expect(added).toContain("+ tax");
    expect(included).toMatch(/incl\. VAT/i);
    expect(included).not.toContain("+ tax");
    // With the tax in it, the price itself is higher.
    expect(included).not.toEqual(added.replace("+ tax", ""));
    expect(none).not.toContain("tax");
    expect(priceText(english, { kind: "added" })).toBe(added);
    expect(priceText(testIntl("de"), { kind: "added" })).not.toBe(added);
  });
});
