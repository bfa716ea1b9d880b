import { useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { useFormatPrice } from "@/features/i18n";
import { planTitle, type PricedPlan } from "@/features/plans";
import { shownAmount, usePriceTaxView, type PriceTaxView } from "@/features/taxes";
import { space, theme } from "@/ui";
import { summaryMessages } from "./messages";
import { renewalTax, renewalTerms } from "./renewal-terms";

const Line = styled.p`
  margin: 0;
  padding-inline-start: ${space(3)};
  border-inline-start: 3px solid ${theme.color.accent};
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  line-height: 1.5;
`;

/**
 * A product name in Unicode isolates (FSI … PDI), so a right-to-left sentence keeps "NordVPN Plus,
 * 1-year plan" whole instead of reordering its comma and words around the Arabic or Hebrew text.
 */
const isolated = (name: string) => `\u2068${name}\u2069`;

const ADDED: PriceTaxView = { kind: "added" };

interface RenewalConsentProps {
  items: readonly PricedPlan[];
  provider: string;
}

/**
 * The consent line right above the pay button, at every width: what renews, on which day, at what
 * price (add-ons included) and how to cancel. The day is counted from the shopper's own today, so
 * it is rendered in the browser only (the payment section is).
 */
export function RenewalConsent({ items, provider }: RenewalConsentProps) {
  const intl = useIntl();
  const format = useFormatPrice();
  const [today] = useState(() => new Date());
  // The first item is the plan, the others its add-ons.
  const view = usePriceTaxView() ?? ADDED;
  // The price the order summary states: with the tax where the page's prices include it.
  const terms = renewalTerms(
    items,
    today,
    (item, index) => planTitle(intl, item, index > 0),
    (amount, item) => shownAmount(amount, item.price.currencyCode, view),
  );
  if (terms.length === 0) return null;
  return (
    <Line data-testid="renewal-consent">
      {terms
        .map((term) =>
          intl.formatMessage(summaryMessages.renewalTerm, {
            items: intl.formatList(term.titles.map(isolated), { type: "conjunction" }),
            count: term.titles.length,
            date: intl.formatDate(term.date, { year: "numeric", month: "long", day: "numeric" }),
            price: format(term.price, term.currency),
            unit: term.every.unit,
            interval: term.every.interval,
            tax: renewalTax(view),
          }),
        )
        .join(" ")}{" "}
      {intl.formatMessage(summaryMessages.renewalCancel, { provider })}
    </Line>
  );
}
