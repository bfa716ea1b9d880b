import { emailPrefillRoute, loginRoute, logoutRoute, trustedTokenRoute } from "@/server/auth";
import { apiDispatcher, type ApiHandler, type ApiPath } from "@/server/bff";
import {
  callbackRoute,
  cartAccountPasswordRoute,
  cartAccountRoute,
  iframeRoute,
  orderRoute,
  processingRoute,
} from "@/server/checkout-cart";
import { healthRoute } from "@/server/health/health-route";
import { statusRoute } from "@/server/health/status-route";
import { catalogueRoute } from "@/server/i18n/catalogue-route";
import { providersRoute, providerWindowRoute, taxesRoute } from "@/server/payments";
import { cspReportRoute } from "@/server/security/csp-report-route";

const ROUTES = {
  callback: callbackRoute,
  "carts/[cartId]/account": cartAccountRoute,
  "carts/[cartId]/account/password": cartAccountPasswordRoute,
  "checkout/prefill": emailPrefillRoute,
  "csp-report": cspReportRoute,
  health: healthRoute,
  "messages/[locale]": catalogueRoute,
  "orders/[cartId]": orderRoute,
  "payments/provider-window": providerWindowRoute,
  "payments/providers/[kind]": providersRoute,
  "payments/taxes": taxesRoute,
  "processing/iframe": iframeRoute,
  "processing/pre": processingRoute,
  status: statusRoute,
  "users/auth/login": loginRoute,
  "users/tokens": logoutRoute,
  "users/trusted-token": trustedTokenRoute,
} satisfies Record<ApiPath, ApiHandler>;

// Every body the checkout's pages and browsers send is small (a CSP report, a login, the
// processing step's plans and address); anything bigger is refused (413) before it is read.
export const config = { api: { bodyParser: { sizeLimit: "16kb" } } };

/** Every /api route, dispatched by its path (src/server/bff/api-dispatcher.ts). */
export default apiDispatcher(ROUTES);
