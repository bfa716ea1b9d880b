import type { PaymentProvider } from "@/contracts/checkout-api";
import { needsWallet, type WalletSupport } from "./wallet-support";

/** One method per provider (a repeated identifier is dropped), in the order the API gave. */
function distinct(providers: readonly PaymentProvider[]): PaymentProvider[] {
  const seen = new Set<string>();
  return providers.filter((provider) => {
    if (seen.has(provider.identifier)) return false;
    seen.add(provider.identifier);
    return true;
  });
}

export function offersWallet(providers: readonly PaymentProvider[]): boolean {
  return providers.some((provider) => needsWallet(provider.identifier) !== undefined);
}

/**
 * The providers to offer, in the order the API gave. Apple Pay and Google Pay are express
 * buttons above the list, and only where this browser can pay with them; the list has the rest.
 */
export function visibleProviders(
  providers: readonly PaymentProvider[],
  wallets: WalletSupport,
): { express: PaymentProvider[]; methods: PaymentProvider[] } {
  const offered = distinct(providers);
  return {
    express: offered.filter((provider) => {
      const wallet = needsWallet(provider.identifier);
      return wallet !== undefined && wallets[wallet];
    }),
    methods: offered.filter((provider) => needsWallet(provider.identifier) === undefined),
  };
}
