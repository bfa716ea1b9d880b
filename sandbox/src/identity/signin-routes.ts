import { randomBytes } from "node:crypto";
import type { SandboxContext } from "../context";
import { isAllowedUrl } from "../http/allowed-origin";
import { htmlPage } from "../http/html-page";
import { htmlResponse, type HttpResponse } from "../http/responses";
import type { RequestContext, Route } from "../http/router";
import { refusedSignInLink } from "./idp-routes";
import {
  authorizeParamsSchema,
  claimTicket,
  findTicket,
  recordFailedAttempt,
  redirectWithCode,
  type AuthorizeParams,
  type Ticket,
} from "./login-tickets";
import { checkPassword } from "./passwords";
import { signInPage } from "./signin-page";

/** Wrong passwords one ticket takes before it is spent and the log-in must start again. */
export const MAX_FAILED_ATTEMPTS = 5;
const WRONG_PASSWORD = "The e-mail or password is not right. Check them and try again.";

/** The app's return URL with the OAuth2 answer for a shopper who gave up (RFC 6749 4.1.2.1). */
function cancelUrl(ticket: Ticket): string {
  const url = new URL(ticket.return_url);
  url.searchParams.set("error", "access_denied");
  url.searchParams.set("state", ticket.state);
  return url.toString();
}

/**
 * No script at all, the style sheet by nonce, never framed, the form posting only here or (by its
 * redirect) to the app, and no Referer: the address holds the ticket and the state.
 */
function signInResponse(status: number, ticket: Ticket, params: AuthorizeParams, email: string, error: string | null): HttpResponse {
  const styleNonce = randomBytes(16).toString("base64");
  const markup = signInPage({ params, email, error, cancelUrl: cancelUrl(ticket), styleNonce });
  return {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `default-src 'none'; style-src 'nonce-${styleNonce}'; form-action 'self' ${new URL(ticket.return_url).origin}; frame-ancestors 'none'; base-uri 'none'`,
      "referrer-policy": "no-referrer",
      "cache-control": "no-store",
    },
    body: markup,
  };
}

function tooManyAttempts(): HttpResponse {
  const body = `<span class="tag">Sandbox identity provider</span>
<h1>Too many attempts</h1>
<p>This sign-in link is now closed. Start the log-in again from the checkout.</p>`;
  return htmlResponse(429, htmlPage("Too many attempts", body));
}

/** A sign-in ticket (one without a user yet) whose return URL is still one of the app's origins. */
function signInTicket(ctx: SandboxContext, input: Record<string, string>): { ticket: Ticket; params: AuthorizeParams } | undefined {
  const params = authorizeParamsSchema.safeParse(input);
  if (!params.success) return undefined;
  const ticket = findTicket(ctx, params.data);
  if (!ticket || ticket.user_id !== null || !isAllowedUrl(ticket.return_url, ctx.config.appOrigins)) return undefined;
  return { ticket, params: params.data };
}

/**
 * A form posted from another site's page is not this sign-in page's. The page's `no-referrer`
 * makes the browser send `Origin: null`, so the fetch metadata decides where the browser has it.
 */
function fromOtherOrigin(ctx: SandboxContext, request: RequestContext): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site !== "same-origin";
  const origin = request.headers.origin;
  return origin !== undefined && origin !== "null" && origin !== new URL(ctx.config.publicUrl).origin;
}

async function submit(ctx: SandboxContext, request: RequestContext): Promise<HttpResponse> {
  const form = await request.form();
  const found = fromOtherOrigin(ctx, request) ? undefined : signInTicket(ctx, Object.fromEntries(form));
  if (!found) return refusedSignInLink();
  const { ticket, params } = found;
  const email = (form.get("email") ?? "").slice(0, 254);
  const password = form.get("password") ?? "";
  // A bounded password, so nobody makes scrypt hash megabytes.
  const user = password.length <= 256 ? checkPassword(ctx, email, password) : undefined;
  if (!user) {
    if (recordFailedAttempt(ctx, ticket) < MAX_FAILED_ATTEMPTS) return signInResponse(401, ticket, params, email, WRONG_PASSWORD);
    claimTicket(ctx, ticket);
    return tooManyAttempts();
  }
  if (!claimTicket(ctx, ticket)) return refusedSignInLink();
  // 303: the browser follows a form POST's answer with a GET.
  return redirectWithCode(ctx, ticket, user.id, 303);
}

/**
 * The identity provider's sign-in page, for a login without a trusted token: GET shows the form
 * for a valid ticket, POST checks the password and then answers exactly as `/idp/authorize` does.
 */
export function signInRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "GET",
      path: "/idp/signin",
      handler: (request) => {
        const found = signInTicket(ctx, Object.fromEntries(request.url.searchParams));
        return found ? signInResponse(200, found.ticket, found.params, "", null) : refusedSignInLink();
      },
    },
    { method: "POST", path: "/idp/signin", handler: (request) => submit(ctx, request) },
  ];
}
