import { tracyRoutes } from "./analytics/tracy-route";
import { cartRoutes } from "./checkout/cart-routes";
import { orderRoutes } from "./checkout/order-routes";
import { processingRoutes } from "./checkout/processing-route";
import { providerRoutes } from "./checkout/provider-routes";
import { taxRoutes } from "./checkout/tax-routes";
import type { SandboxContext } from "./context";
import { approvalRoutes } from "./gateway/approval-routes";
import { tokenRoutes } from "./gateway/token-routes";
import { walletRoutes } from "./gateway/wallet-routes";
import type { Route } from "./http/router";
import { accountRoutes } from "./identity/account-routes";
import { authCallbackRoutes } from "./identity/auth-callback-route";
import { dashboardRoutes } from "./identity/dashboard-route";
import { idpRoutes } from "./identity/idp-routes";
import { loginRoutes } from "./identity/login-routes";
import { signInRoutes } from "./identity/signin-routes";
import { sisterSiteRoutes } from "./identity/sister-site-routes";
import { userRoutes } from "./identity/user-routes";
import { createGraphqlHandler } from "./pricing/graphql-handler";
import { collectorRoutes } from "./telemetry/collector-routes";

export function sandboxRoutes(ctx: SandboxContext): Route[] {
  const graphql = createGraphqlHandler();
  return [
    { method: "GET", path: "/graphql", handler: graphql },
    { method: "POST", path: "/graphql", handler: graphql },
    ...loginRoutes(ctx),
    ...idpRoutes(ctx),
    ...signInRoutes(ctx),
    ...authCallbackRoutes(ctx),
    ...userRoutes(ctx),
    ...sisterSiteRoutes(ctx),
    ...dashboardRoutes(ctx),
    ...providerRoutes(ctx),
    ...taxRoutes(),
    ...processingRoutes(ctx),
    ...orderRoutes(ctx),
    ...cartRoutes(ctx),
    ...accountRoutes(ctx),
    ...tokenRoutes(ctx),
    ...approvalRoutes(ctx),
    ...walletRoutes(ctx),
    ...tracyRoutes(),
    ...collectorRoutes(),
  ];
}
