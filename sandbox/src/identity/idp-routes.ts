import type { SandboxContext } from "../context";
import { htmlPage } from "../http/html-page";
import { htmlResponse, type HttpResponse } from "../http/responses";
import type { Route } from "../http/router";
import { authorizeParamsSchema, claimTicket, findTicket, redirectWithCode } from "./login-tickets";

/** The identity provider's page for a sign-in address that is expired, used up or tampered with. */
export function refusedSignInLink(): HttpResponse {
  const body = `<span class="tag">Sandbox identity provider</span>
<h1>This sign-in link cannot be used</h1>
<p>It has expired, was already used or was changed. Start the log-in again from the checkout.</p>`;
  return htmlResponse(400, htmlPage("Sign-in link not valid", body));
}

/**
 * GET /idp/authorize: the browser arrives from the login route's redirect_uri. Every
 * parameter must match what the login route stored with the ticket, so nothing in the
 * address bar can be swapped; the ticket works once and yields a single-use code. A ticket
 * without a user (a login without a trusted token) belongs to the sign-in page instead.
 */
export function idpRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "GET",
      path: "/idp/authorize",
      handler: (request) => {
        const query = authorizeParamsSchema.safeParse(Object.fromEntries(request.url.searchParams));
        const ticket = query.success ? findTicket(ctx, query.data) : undefined;
        if (!ticket || ticket.user_id === null || !claimTicket(ctx, ticket)) return refusedSignInLink();
        return redirectWithCode(ctx, ticket, ticket.user_id);
      },
    },
  ];
}
