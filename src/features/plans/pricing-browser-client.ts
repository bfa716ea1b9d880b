import { createClient } from "@urql/core";
import { GetPackagePlansDocument } from "@/contracts/generated/graphql";
import { compiledDocument } from "@/lib/graphql";
import { pricingClientOptions } from "./pricing-client";
import type { AskPricing, PricingConfig } from "./pricing-source";

const packagePlansDocument = compiledDocument(GetPackagePlansDocument);

/**
 * The browser's urql client for the pricing API. It is its own chunk, loaded the first time the
 * page needs prices it was not given (another coupon, product or currency): a page that only
 * shows what the server prefetched never downloads urql.
 */
export function browserPricingClient({ url, timeouts, experiment }: PricingConfig): AskPricing {
  const client = createClient(pricingClientOptions(url, null, timeouts, experiment));
  return (variables, again) =>
    client.query(packagePlansDocument, variables, { requestPolicy: again ? "network-only" : "cache-first" }).toPromise();
}
