import type { GetServerSidePropsContext, Redirect } from "next";
import type { User } from "@/features/app-context";
import { DEFAULT_LOCALE, localizePath } from "@/lib/locale";
import { removeQueryParams, stripSensitiveParams } from "@/lib/url";
import { getEnv } from "@/server/env";
import { completeLogin } from "./complete-login";
import { appendSetCookie } from "./cookies";
import { loginFailedCookie } from "./login-cookies";
import { loginFailureStatus } from "./login-failure-status";
import { loginReturnPath } from "./login-return-path";
import { startLogin } from "./start-login";

// The shape of a page loader (server/page-props), written out so this module need not import it.
interface LoaderInput {
  ctx: GetServerSidePropsContext;
  appProps: { appCtx: { user: User | null } };
}

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function redirectTo(ctx: GetServerSidePropsContext, destination: string): { redirect: Redirect } {
  // The address we leave may hold a code, a state or a trusted token: it must not become a Referer.
  ctx.res.setHeader("Referrer-Policy", "no-referrer");
  return { redirect: { destination, permanent: false } };
}

/** `/oauth2/login/`: finishes the login and sends the shopper back to their page. */
export async function oauthCallbackLoader({ ctx }: LoaderInput): Promise<{ redirect: Redirect }> {
  const fallback = localizePath("/", ctx.locale ?? DEFAULT_LOCALE);
  const { destination, cookies } = await completeLogin(ctx.req, ctx.query, { fallback });
  appendSetCookie(ctx.res, cookies);
  return redirectTo(ctx, destination);
}

interface LoginStart {
  trustedPassToken: string | undefined;
  ownerId: string | undefined;
  loginTarget: string | undefined;
}

/**
 * Starts a login on the server, so the shopper goes straight to the identity provider with no
 * page in between. A shopper already logged in (and no token naming an account) simply goes on
 * to `login_target`; a refused start goes there too, with the failure for the page to show.
 */
async function startLoginRedirect(
  { ctx, appProps }: LoaderInput,
  { trustedPassToken, ownerId, loginTarget }: LoginStart,
): Promise<{ redirect: Redirect }> {
  const env = getEnv();
  const language = ctx.locale ?? DEFAULT_LOCALE;
  const fallback = localizePath("/", language);
  if (appProps.appCtx.user && !trustedPassToken) return redirectTo(ctx, loginReturnPath({ loginTarget, fallback }, env));
  try {
    const started = await startLogin(
      ctx.req,
      { trusted_pass_token: trustedPassToken, owner_id: ownerId, language, login_target: loginTarget, return_to: fallback },
      env,
    );
    appendSetCookie(ctx.res, started.cookies);
    return redirectTo(ctx, started.redirectUri);
  } catch (error) {
    appendSetCookie(ctx.res, [loginFailedCookie(loginFailureStatus(error), env)]);
    return redirectTo(ctx, loginReturnPath({ loginTarget, fallback }, env));
  }
}

/** `/login/`: starts a login for the trusted token, owner and target its address names. */
export async function loginPageLoader(input: LoaderInput): Promise<{ redirect: Redirect }> {
  const { query } = input.ctx;
  return startLoginRedirect(input, {
    trustedPassToken: single(query.trusted_pass_token),
    ownerId: single(query.owner_id),
    loginTarget: single(query.login_target),
  });
}

/** What the login parameters leave behind: the page itself, in its language. */
function pageWithoutLoginParams(ctx: GetServerSidePropsContext): string {
  const path = localizePath(ctx.resolvedUrl, ctx.locale ?? DEFAULT_LOCALE);
  return stripSensitiveParams(removeQueryParams(path, ["owner_id", "force_login"]));
}

/**
 * A checkout page reached with a `trusted_pass_token` (a link from a sister site): the login
 * starts before the page renders, so the token never sits in the address of a rendered page,
 * never reaches its scripts, and cannot be written back into the URL by a navigation. Null when
 * the address carries no token.
 */
export async function trustedTokenLoginRedirect(input: LoaderInput): Promise<{ redirect: Redirect } | null> {
  const trustedPassToken = single(input.ctx.query.trusted_pass_token);
  if (!trustedPassToken) return null;
  return startLoginRedirect(input, {
    trustedPassToken,
    ownerId: single(input.ctx.query.owner_id),
    loginTarget: pageWithoutLoginParams(input.ctx),
  });
}
