import type { GetServerSidePropsContext, Redirect } from "next";
import type { User } from "@/features/app-context";
import { DEFAULT_LOCALE, localizePath } from "@/lib/locale";
import { onlyValue, removeQueryParams, stripSensitiveParams } from "@/lib/url";
import { getEnv } from "@/server/env";
import { clearedPendingSwitchCookie, pendingSwitchCookie, readPendingSwitch, type PendingSwitch } from "./account-switch";
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

function redirectTo(ctx: GetServerSidePropsContext, destination: string): { redirect: Redirect } {
  // The address we leave may hold a code, a state or a trusted token: it must not become a Referer.
  ctx.res.setHeader("Referrer-Policy", "no-referrer");
  // 303: the next request is a GET whatever this one was (the account switch answers a form post).
  return { redirect: { destination, statusCode: 303 } };
}

/** `/oauth2/login/`: finishes the login and sends the shopper back to their page. */
export async function oauthCallbackLoader({ ctx }: LoaderInput): Promise<{ redirect: Redirect }> {
  const fallback = localizePath("/", ctx.locale ?? DEFAULT_LOCALE);
  const { destination, cookies } = await completeLogin(ctx.req, ctx.query, { fallback });
  appendSetCookie(ctx.res, cookies);
  return redirectTo(ctx, destination);
}

type LoginStart = PendingSwitch;

/** Where a logged-in shopper is asked before a link's token logs in another account. */
export const ACCOUNT_SWITCH_PATH = "/login/switch/";

/**
 * Starts a login on the server, so the shopper goes straight to the identity provider with no
 * page in between. A shopper already logged in (and no token naming an account) simply goes on
 * to `login_target`; a refused start goes there too, with the failure for the page to show.
 */
async function startLoginRedirect(
  { ctx, appProps }: LoaderInput,
  { trustedPassToken, exchangeToken, ownerId, loginTarget }: LoginStart,
  { confirmed = false }: { confirmed?: boolean } = {},
): Promise<{ redirect: Redirect }> {
  const env = getEnv();
  const language = ctx.locale ?? DEFAULT_LOCALE;
  const fallback = localizePath("/", language);
  const token = trustedPassToken ?? exchangeToken;
  if (appProps.appCtx.user && !token) return redirectTo(ctx, loginReturnPath({ loginTarget, fallback }, env));
  if (appProps.appCtx.user && !confirmed) {
    // Someone else is logged in: a link must not swap the account under them without a yes.
    appendSetCookie(ctx.res, [pendingSwitchCookie({ trustedPassToken, exchangeToken, ownerId, loginTarget }, env)]);
    return redirectTo(ctx, localizePath(ACCOUNT_SWITCH_PATH, language));
  }
  try {
    const started = await startLogin(
      ctx.req,
      {
        trusted_pass_token: trustedPassToken,
        exchange_token: exchangeToken,
        owner_id: ownerId,
        language,
        login_target: loginTarget,
        return_to: fallback,
      },
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
    trustedPassToken: onlyValue(query.trusted_pass_token),
    exchangeToken: onlyValue(query.exchange_token),
    ownerId: onlyValue(query.owner_id),
    loginTarget: onlyValue(query.login_target),
  });
}

/** What the login parameters leave behind: the page itself, in its language. */
function pageWithoutLoginParams(ctx: GetServerSidePropsContext): string {
  const path = localizePath(ctx.resolvedUrl, ctx.locale ?? DEFAULT_LOCALE);
  return stripSensitiveParams(removeQueryParams(path, ["owner_id", "force_login"]));
}

/**
 * A checkout page reached with a `trusted_pass_token` or an `exchange_token` (a link from a
 * sister site): the login
 * starts before the page renders, so the token never sits in the address of a rendered page,
 * never reaches its scripts, and cannot be written back into the URL by a navigation. Null when
 * the address carries no token.
 */
export async function trustedTokenLoginRedirect(input: LoaderInput): Promise<{ redirect: Redirect } | null> {
  const trustedPassToken = onlyValue(input.ctx.query.trusted_pass_token);
  const exchangeToken = onlyValue(input.ctx.query.exchange_token);
  if (!trustedPassToken && !exchangeToken) return null;
  return startLoginRedirect(input, {
    trustedPassToken,
    exchangeToken,
    ownerId: onlyValue(input.ctx.query.owner_id),
    loginTarget: pageWithoutLoginParams(input.ctx),
  });
}

/** What `/login/switch/` shows: the account logged in now. */
export type AccountSwitchProps = {
  currentEmail: string;
};

/**
 * `/login/switch/`: the question a link's token asks a shopper who is logged in as someone else.
 * Without a waiting login there is nothing to ask (home); with no one logged in any more, the
 * waiting login simply goes ahead.
 */
export async function accountSwitchLoader(input: LoaderInput): Promise<{ redirect: Redirect } | { props: AccountSwitchProps }> {
  const { ctx, appProps } = input;
  const env = getEnv();
  const pending = readPendingSwitch(ctx.req.cookies);
  const user = appProps.appCtx.user;
  if (pending && user) return { props: { currentEmail: user.email } };
  appendSetCookie(ctx.res, [clearedPendingSwitchCookie(env)]);
  if (!pending) return redirectTo(ctx, localizePath("/", ctx.locale ?? DEFAULT_LOCALE));
  return startLoginRedirect(input, pending);
}

/**
 * The answer to `/login/switch/` (a same-origin POST, so no other site can switch an account):
 * `switch` logs in with the waiting token, `continue` keeps the current account and goes on.
 */
export async function answerAccountSwitch(input: LoaderInput, choice: "switch" | "continue"): Promise<{ redirect: Redirect }> {
  const { ctx } = input;
  const env = getEnv();
  const pending = readPendingSwitch(ctx.req.cookies);
  appendSetCookie(ctx.res, [clearedPendingSwitchCookie(env)]);
  const fallback = localizePath("/", ctx.locale ?? DEFAULT_LOCALE);
  if (!pending) return redirectTo(ctx, fallback);
  if (choice === "continue") return redirectTo(ctx, loginReturnPath({ loginTarget: pending.loginTarget, fallback }, env));
  return startLoginRedirect(input, pending, { confirmed: true });
}
