import type { SandboxContext } from "../context";
import { escapeHtml, htmlPage } from "../http/html-page";
import { htmlResponse } from "../http/responses";
import type { Route } from "../http/router";
import { peekTrustedToken } from "./trusted-tokens";

/**
 * GET /dashboard/: stands in for the provider's account dashboard. It reports what arrived
 * from the handoff and never shows the token itself.
 */
export function dashboardRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "GET",
      path: "/dashboard/",
      handler: (request) => {
        const ownerId = request.url.searchParams.get("owner_id");
        const token = request.url.searchParams.get("trusted_pass_token");
        const tokenUser = token ? peekTrustedToken(ctx, token) : undefined;
        const tokenText = !token ? "not received" : tokenUser ? "received, valid" : "received, not valid";
        const ownerText = ownerId ? `received (${escapeHtml(ownerId.slice(0, 64))})` : "not received";
        const matches = tokenUser && ownerId ? (tokenUser.owner_id === ownerId ? "yes" : "no") : "n/a";
        const body = `<span class="tag">Sandbox account dashboard</span>
<h1>Your account</h1>
<p>This page stands in for the provider's own dashboard.</p>
<dl data-testid="sandbox-dashboard">
  <dt>Owner id</dt><dd data-testid="dashboard-owner-id">${ownerText}</dd>
  <dt>Trusted token</dt><dd data-testid="dashboard-trusted-token">${tokenText}</dd>
  <dt>Token matches owner</dt><dd>${matches}</dd>
</dl>`;
        const response = htmlResponse(200, htmlPage("Account dashboard", body));
        response.headers["referrer-policy"] = "no-referrer";
        return response;
      },
    },
  ];
}
