import type { PaymentProvider } from "@/contracts/checkout-api";
import { needsWallet, type WalletSupport } from "./wallet-support";

/**
 * The providers to offer, in the order the API gave: one method per provider (a repeated
 * identifier is dropped), and Apple Pay / Google Pay only where this browser can pay with them.
 */
export function visibleProviders(providers: readonly PaymentProvider[], wallets: WalletSupport): PaymentProvider[] {
  const seen = new Set<string>();
  return providers.filter((provider) => {
    if (seen.has(provider.identifier)) return false;
    seen.add(provider.identifier);
    const wallet = needsWallet(provider.identifier);
    return wallet === undefined || wallets[wallet];
  });
}
