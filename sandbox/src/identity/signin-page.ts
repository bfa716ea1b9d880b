import { escapeHtml, htmlPage } from "../http/html-page";
import type { AuthorizeParams } from "./login-tickets";

export interface SignInPageModel {
  params: AuthorizeParams;
  /** The e-mail typed last time, kept after a refusal. */
  email: string;
  error: string | null;
  /** Where "Cancel" goes: the app's return URL with `error=access_denied`. */
  cancelUrl: string;
  styleNonce: string;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

/**
 * The identity provider's own sign-in form. It posts back the ticket and every parameter of the
 * address it was opened with, so the POST is checked against the ticket exactly as the GET was.
 */
export function signInPage({ params, email, error, cancelUrl, styleNonce }: SignInPageModel): string {
  const fields = Object.entries(params)
    .map(([name, value]) => hidden(name, value))
    .join("\n");
  const alert = error ? `<p class="error" role="alert" id="signin-error">${escapeHtml(error)}</p>` : "";
  const describedBy = error ? ' aria-describedby="signin-error"' : "";
  const body = `<span class="tag">Sandbox identity provider</span>
<h1>Log in to your account</h1>
<p>Test shoppers: shopper@example.com and new@example.com, password “sandbox”.</p>
${alert}
<form method="post" action="/idp/signin" class="stack">
${fields}
<label for="signin-email">E-mail</label>
<input id="signin-email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(email)}"${describedBy} data-testid="sandbox-signin-email">
<label for="signin-password">Password</label>
<input id="signin-password" name="password" type="password" autocomplete="current-password" required maxlength="256"${describedBy}${email ? " autofocus" : ""} data-testid="sandbox-signin-password">
<button type="submit" class="approve" data-testid="sandbox-signin-submit">Log in</button>
</form>
<a class="cancel" href="${escapeHtml(cancelUrl)}" rel="noreferrer">Cancel and go back</a>`;
  return htmlPage("Log in", body, styleNonce);
}
