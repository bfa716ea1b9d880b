import type { PaymentProvider } from "@/contracts/checkout-api";
import type { PaymentProviderId } from "@/contracts/enums";
import type { ProviderListKind } from "./fetch-providers";

/** The chosen method: which list it is from matters, since the card is in both (saved vs new). */
export interface ProviderChoice {
  kind: ProviderListKind;
  provider: PaymentProvider;
}

export function choiceKey(choice: ProviderChoice | null): string {
  return choice ? `${choice.kind}:${choice.provider.identifier}` : "";
}

/**
 * The method selected before the shopper picks one: the `payment_provider` of the link when it is
 * offered (in the list, or as an express wallet this browser can pay with, e.g. `google_pay`),
 * else the saved method of a logged-in shopper, else the first regular provider.
 */
export function preselectProvider(
  oneClick: readonly PaymentProvider[],
  regular: readonly PaymentProvider[],
  requested: PaymentProviderId | undefined,
  express: readonly PaymentProvider[] = [],
): ProviderChoice | null {
  const fromLink = requested ? [...regular, ...express].find((provider) => provider.identifier === requested) : undefined;
  if (fromLink) return { kind: "regular", provider: fromLink };
  if (oneClick[0]) return { kind: "one-click", provider: oneClick[0] };
  return regular[0] ? { kind: "regular", provider: regular[0] } : null;
}
