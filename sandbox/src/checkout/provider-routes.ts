import { providersQuerySchema, type ProvidersResponse, type SavedMethod } from "@/contracts/checkout-api";
import type { CardBrand } from "@/contracts/enums";
import type { SandboxContext } from "../context";
import { fieldError } from "../http/http-error";
import { jsonResponse } from "../http/responses";
import type { RequestContext, Route } from "../http/router";
import { parseQuery } from "../http/validate";
import { currentUser, savedMethodOf, type SavedMethodRow } from "../identity/users";
import { findPlan, type PlanRef } from "../pricing/plan-identifiers";
import { availableProviders, describeProvider } from "./providers";

/** The saved card as the one-click answer names it, with the billing address it was saved with, if any. */
function savedMethodOfRow(row: SavedMethodRow): SavedMethod {
  const { brand, last4, billing_country: country, billing_state: state, billing_zip: zip } = row;
  return {
    brand: brand as CardBrand,
    last4,
    ...(country ? { billing_address: { country, ...(state ? { state } : {}), ...(zip ? { zip } : {}) } } : {}),
  };
}

function parseProvidersQuery(request: RequestContext) {
  const query = parseQuery(providersQuerySchema, request.url.searchParams);
  let plan: PlanRef | undefined;
  if (query.plan !== undefined) {
    plan = findPlan(query.plan);
    if (!plan) throw fieldError("plan", "invalid");
  }
  return { ...query, plan };
}

export function providerRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "GET",
      path: "/api/payments/providers/regular/",
      handler: (request) => {
        const { country, currency, plan } = parseProvidersQuery(request);
        const response: ProvidersResponse = {
          providers: availableProviders(country, currency, plan).map((provider) => describeProvider(provider, country)),
        };
        return jsonResponse(200, response);
      },
    },
    {
      method: "GET",
      path: "/api/payments/providers/one-click/",
      handler: (request) => {
        // One-click means a logged-in shopper's saved card, where cards are accepted at all; it is
        // charged through the country's card processor, and taxed at the address it was saved with
        // (the app sends that address with the payment, as it asks the taxes for it).
        const { country, currency, plan } = parseProvidersQuery(request);
        const user = currentUser(ctx, request.headers);
        const saved = user ? savedMethodOf(ctx, user.id) : undefined;
        const card = availableProviders(country, currency, plan).find((provider) => provider.rule.method === "card");
        const response: ProvidersResponse = {
          providers: saved && card ? [{ ...describeProvider(card, country), fields: [], saved_method: savedMethodOfRow(saved) }] : [],
        };
        return jsonResponse(200, response, { "cache-control": "no-store" });
      },
    },
  ];
}
