import { taxesQuerySchema, type TaxesResponse, type TaxLine } from "@contracts/checkout-api";
import type { Currency } from "@contracts/enums";
import { fieldError } from "../http/http-error";
import { toDecimal } from "../money/minor-units";
import { jsonResponse } from "../http/responses";
import type { Route } from "../http/router";
import { parseQuery } from "../http/validate";
import { quotePriceId } from "../pricing/plan-quote";
import { resolveTaxJurisdiction, taxOf } from "./tax-address";

const MAX_PRICE_IDS = 10;

/** GET /api/payments/taxes/: per-line and total tax for price ids of the plans query. */
export function taxRoutes(): Route[] {
  return [
    {
      method: "GET",
      path: "/api/payments/taxes/",
      handler: (request) => {
        const query = parseQuery(taxesQuerySchema, request.url.searchParams);
        const jurisdiction = resolveTaxJurisdiction(query.country, query.state, query.zip);
        const priceIds = query.price_ids ?? [];
        if (priceIds.length > MAX_PRICE_IDS) throw fieldError("price_ids", "invalid");
        const quotes = priceIds.map((id) => ({ id, quote: quotePriceId(id) }));
        const currencies = new Set(quotes.map(({ quote }) => quote?.currency));
        if (quotes.some(({ quote }) => !quote) || currencies.size > 1) throw fieldError("price_ids", "invalid");
        const currency: Currency | null = quotes[0]?.quote?.currency ?? query.currency ?? null;
        let subtotal = 0;
        let tax = 0;
        const lines: TaxLine[] = [];
        for (const { id, quote } of quotes) {
          if (!quote || !currency) continue;
          const lineTax = taxOf(quote.amountMinor, jurisdiction.rate);
          subtotal += quote.amountMinor;
          tax += lineTax;
          lines.push({
            price_id: id,
            amount: toDecimal(quote.amountMinor, currency),
            tax: toDecimal(lineTax, currency),
            total: toDecimal(quote.amountMinor + lineTax, currency),
          });
        }
        const response: TaxesResponse = {
          country: jurisdiction.country,
          state: jurisdiction.state,
          zip: jurisdiction.zip,
          address_layout: jurisdiction.layout,
          tax_name: jurisdiction.taxName,
          rate: jurisdiction.rate,
          currency,
          lines,
          subtotal: currency ? toDecimal(subtotal, currency) : 0,
          tax: currency ? toDecimal(tax, currency) : 0,
          total: currency ? toDecimal(subtotal + tax, currency) : 0,
        };
        return jsonResponse(200, response);
      },
    },
  ];
}
