import { clientOnlyComponent } from "@/ui";

/**
 * The express buttons (Apple Pay, Google Pay), a chunk of their own: only a browser with a wallet
 * shows them. The provider list is ready only once this code is in (usePaymentProviders), so the
 * buttons appear with the form instead of pushing it, and Pay, down under a shopper's tap.
 */
export const ExpressWallets = clientOnlyComponent(() => import("./express-wallets").then((module) => module.ExpressWallets));
