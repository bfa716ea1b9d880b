import type { NextApiRequest, NextApiResponse } from "next";
import { emailPrefillRoute, loginRoute, logoutRoute, trustedTokenRoute } from "@/server/auth";
import { matchApiPath, type ApiHandler, type ApiPath } from "@/server/bff";
import {
  callbackRoute,
  cartAccountPasswordRoute,
  cartAccountRoute,
  iframeRoute,
  orderRoute,
  processingRoute,
} from "@/server/checkout-cart";
import { healthRoute } from "@/server/health/health-route";
import { providersRoute, taxesRoute } from "@/server/payments";
import { cspReportRoute } from "@/server/security/csp-report-route";

const ROUTES = {
  callback: callbackRoute,
  "carts/[cartId]/account": cartAccountRoute,
  "carts/[cartId]/account/password": cartAccountPasswordRoute,
  "checkout/prefill": emailPrefillRoute,
  "csp-report": cspReportRoute,
  health: healthRoute,
  "orders/[cartId]": orderRoute,
  "payments/providers/[kind]": providersRoute,
  "payments/taxes": taxesRoute,
  "processing/iframe": iframeRoute,
  "processing/pre": processingRoute,
  "users/auth/login": loginRoute,
  "users/tokens": logoutRoute,
  "users/trusted-token": trustedTokenRoute,
} satisfies Record<ApiPath, ApiHandler>;

// Every body the checkout's pages and browsers send is small (a CSP report, a login, the
// processing step's plans and address); anything bigger is refused (413) before it is read.
export const config = { api: { bodyParser: { sizeLimit: "16kb" } } };

/**
 * Every /api route (src/server/bff/api-paths.ts): one Next.js route, so the server holds one
 * copy of the BFF's code and its dependencies rather than one per route file.
 */
export default async function api(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const { path: segments, ...query } = req.query;
  const match = matchApiPath(Array.isArray(segments) ? segments : []);
  if (!match) {
    res.setHeader("Cache-Control", "no-store");
    res.status(404).json({ error: "not_found", message: "There is no such API route." });
    return;
  }
  // As a route file's own dynamic segments: they win over query parameters of the same name.
  req.query = { ...query, ...match.params };
  await ROUTES[match.path](req, res);
}
