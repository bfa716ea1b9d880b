import type { GetServerSidePropsContext, Redirect } from "next";
import type { User } from "@/features/app-context";
import { DEFAULT_LOCALE, localizePath } from "@/lib/locale";
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

/**
 * `/login/`: starts a login on the server, so the shopper goes straight to the identity provider
 * with no page in between. A shopper already logged in (and no token naming an account) simply
 * goes on to `login_target`; a refused start goes there too, with the failure for the page to show.
 */
export async function loginPageLoader({ ctx, appProps }: LoaderInput): Promise<{ redirect: Redirect }> {
  const env = getEnv();
  const language = ctx.locale ?? DEFAULT_LOCALE;
  const trustedPassToken = single(ctx.query.trusted_pass_token);
  const loginTarget = single(ctx.query.login_target);
  const fallback = localizePath("/", language);
  if (appProps.appCtx.user && !trustedPassToken) return redirectTo(ctx, loginReturnPath({ loginTarget, fallback }, env));
  try {
    const started = await startLogin(
      ctx.req,
      { trusted_pass_token: trustedPassToken, owner_id: single(ctx.query.owner_id), language, login_target: loginTarget, return_to: fallback },
      env,
    );
    appendSetCookie(ctx.res, started.cookies);
    return redirectTo(ctx, started.redirectUri);
  } catch (error) {
    appendSetCookie(ctx.res, [loginFailedCookie(loginFailureStatus(error), env)]);
    return redirectTo(ctx, loginReturnPath({ loginTarget, fallback }, env));
  }
}
