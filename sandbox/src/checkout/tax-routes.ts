import { taxesQuerySchema, type TaxesResponse } from "@/contracts/checkout-api";
import type { Currency } from "@/contracts/enums";
import { fieldError } from "../http/http-error";
import { jsonResponse } from "../http/responses";
import type { Route } from "../http/router";
import { parseQuery } from "../http/validate";
import { quotePriceId } from "../pricing/plan-quote";
import { resolveTaxJurisdiction } from "./tax-address";
import { quoteTaxes } from "./tax-quote";

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
        const priced = quotes.flatMap(({ id, quote }) => (quote ? [{ priceId: id, amountMinor: quote.amountMinor }] : []));
        const quote = quoteTaxes(priced, jurisdiction.rate, currency);
        const response: TaxesResponse = {
          country: jurisdiction.country,
          state: jurisdiction.state,
          zip: jurisdiction.zip,
          address_layout: jurisdiction.layout,
          tax_name: jurisdiction.taxName,
          rate: jurisdiction.rate,
          currency,
          ...quote,
        };
        return jsonResponse(200, response);
      },
    },
  ];
}
