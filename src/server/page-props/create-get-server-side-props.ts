import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from "next";
import type { AppCtx, AppProps, PageError, PageProps } from "@/features/app-context";
import { serializeFlagOverrides } from "@/features/feature-flags";
import { DEFAULT_LOCALE, isRtlLocale } from "@/features/i18n";
import { LOCALE_COOKIE, splitLocalePrefix } from "@/lib/locale";
import { isRenderNeutralParam, withoutRenderNeutralParams, type SensitiveParam } from "@/lib/url";
import {
  buildAppCtx,
  countryFromHeaders,
  deviceTypeFromUserAgent,
  FEATURE_FLAGS_COOKIE,
  FF_CLEAR,
  resolveFeatureFlags,
} from "@/server/app-context";
import { landingAttribution } from "@/server/attribution";
import { fetchCurrentUser, takeLoginFailure } from "@/server/auth";
import { getEnv, type Env } from "@/server/env";
import {
  getExperiments,
  rememberRequestExperiment,
  resolveExperiments,
  type Allocation,
  type ExperimentOutcome,
} from "@/server/experiments";
import { languageSuggestion } from "@/server/i18n/language-suggestion";
import { loadMessages } from "@/server/i18n/load-messages";
import { logger, logRequest } from "@/server/log";
import type { ClientLimit } from "@/server/rate-limit";
import { createRenderCache, type RenderCache } from "@/server/render-cache";
import { startRequestBudget } from "@/server/request";
import { contentSecurityPolicy, isGooglePayOffered } from "@/server/security";
import { DEV_SETTINGS_COOKIE, reportDevSettingsInProduction, resolveServices } from "@/server/services";
import { localeRedirect } from "./locale-redirect";
import { publicConfig } from "./public-config";
import { rateLimitedPage } from "./rate-limited-page";
import { sensitiveParamsRedirect } from "./sensitive-params-redirect";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface PageLoaderContext {
  ctx: GetServerSidePropsContext;
  appProps: AppProps;
}

/**
 * What a page adds to the shared props: more props, a redirect, or a not-found. Loaders may
 * throw; the page then answers with the generic error screen and a 5xx status, never a 200.
 */
export type PageLoader = ((input: PageLoaderContext) => Promise<GetServerSidePropsResult<Partial<PageProps> & Record<string, unknown>>>) & {
  /** Sensitive parameters this loader consumes itself, answering with a redirect without them. */
  consumesParams?: readonly SensitiveParam[];
};

/** Where Next keeps what it knows of a request (next/dist/server/request-meta). */
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

interface NextRequestMeta {
  isNextDataReq?: boolean;
  /** The address as the browser asked for it, locale prefix included. */
  initURL?: string;
}

function nextRequestMeta(ctx: GetServerSidePropsContext): NextRequestMeta | undefined {
  return (ctx.req as unknown as Record<symbol, NextRequestMeta | undefined>)[NEXT_REQUEST_META];
}

/**
 * Whether the address named its language. Next reads `/en/payment/` and `/payment/` alike as
 * English; only the address it was asked for tells them apart (should a Next version drop that
 * record, an English address counts as unprefixed and follows the `locale` cookie).
 */
function hasLocalePrefix(ctx: GetServerSidePropsContext): boolean {
  if (ctx.locale && ctx.locale !== DEFAULT_LOCALE) return true;
  const initUrl = nextRequestMeta(ctx)?.initURL;
  if (!initUrl) return false;
  try {
    return splitLocalePrefix(new URL(initUrl, "http://app.invalid").pathname).locale !== null;
  } catch {
    return false;
  }
}

/**
 * Next's client-side navigation asking for a page's props (`/_next/data/…`). By the time
 * getServerSideProps runs, Next has rewritten the address to the page's and removed the
 * `x-nextjs-data` header, so its own request record is the one witness left; should a Next
 * version drop it, data requests simply carry the catalogue again.
 */
function isDataRequest(ctx: GetServerSidePropsContext): boolean {
  const meta = nextRequestMeta(ctx);
  return meta?.isNextDataReq === true || ctx.req.headers["x-nextjs-data"] === "1";
}

export async function buildAppProps(
  ctx: GetServerSidePropsContext,
  error: PageError | null = null,
  experiments?: Allocation,
): Promise<AppProps> {
  const env = getEnv();
  const localeCode = ctx.locale ?? DEFAULT_LOCALE;
  const appCtx = buildAppCtx({ req: ctx.req, query: ctx.query, env, experiments });
  // QA's `ff` overrides stick for the browser session, so they survive every step. Only the
  // overrides are kept: a segment experiment's flags follow its assignment, not the cookie.
  const overrides = resolveFeatureFlags(ctx.req, ctx.query);
  const secure = env.DEPLOY_ENV === "local" ? "" : "; Secure";
  if (ctx.query.ff === FF_CLEAR) {
    ctx.res.appendHeader("Set-Cookie", `${FEATURE_FLAGS_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  } else if (typeof ctx.query.ff === "string" && Object.keys(overrides).length > 0) {
    ctx.res.appendHeader(
      "Set-Cookie",
      `${FEATURE_FLAGS_COOKIE}=${serializeFlagOverrides(overrides)}; Path=/; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  // A login the server ran for the previous request failed: this page says so, once.
  const failedLogin = takeLoginFailure(ctx.req.cookies, env);
  if (failedLogin) ctx.res.appendHeader("Set-Cookie", failedLogin.cleared);
  const forcedExperiments = experiments?.forced ?? {};
  const qaSession =
    Object.keys(overrides).length > 0 || Object.keys(forcedExperiments).length > 0
      ? { flags: overrides, experiments: forcedExperiments }
      : null;
  const suggestionRequest = {
    localeCode,
    prefixed: hasLocalePrefix(ctx),
    cookieLocale: ctx.req.cookies[LOCALE_COOKIE],
    acceptLanguage: ctx.req.headers["accept-language"],
  };
  const [translations, user, suggestion] = await Promise.all([
    loadMessages(localeCode),
    fetchCurrentUser(ctx.req),
    languageSuggestion(suggestionRequest),
  ]);
  // A client-side navigation's data request: the browser has the catalogue from its document.
  return {
    ...(isDataRequest(ctx) ? {} : { translations }),
    error,
    language: { localeCode, rtl: isRtlLocale(localeCode) },
    tracyUrl: env.TRACY_URL ?? null,
    appCtx: { ...appCtx, user },
    qaSession,
    languageSuggestion: suggestion,
    ...(failedLogin ? { loginFailure: failedLogin.status } : {}),
    config: { ...publicConfig(env), pricingApiUrl: resolveServices(ctx.req.cookies[DEV_SETTINGS_COOKIE], env).pricingApiUrl },
  };
}

/** The page's experiments (spec 2.1 and 4), their cookies written on the response. */
function pageExperiments(ctx: GetServerSidePropsContext, env: Env): ExperimentOutcome {
  const url = new URL(ctx.resolvedUrl, "http://app.invalid");
  const outcome = resolveExperiments({
    experiments: getExperiments(),
    cookies: ctx.req.cookies,
    path: url.pathname,
    search: url.searchParams,
    locale: ctx.locale ?? DEFAULT_LOCALE,
    countryCode: countryFromHeaders(ctx.req, env.GEO_COUNTRY_HEADER),
    deviceType: deviceTypeFromUserAgent(typeof ctx.req.headers["user-agent"] === "string" ? ctx.req.headers["user-agent"] : undefined),
    appOrigin: new URL(env.APP_BASE_URL).origin,
    allowedOrigins: env.ALLOWED_REDIRECT_ORIGINS,
    secureCookies: env.DEPLOY_ENV !== "local",
  });
  for (const cookie of outcome.cookies) ctx.res.appendHeader("Set-Cookie", cookie);
  rememberRequestExperiment(ctx.req, outcome.allocation.header);
  return outcome;
}

interface PageOptions {
  /** A page that spends a backend's budget on every load (the login routes): 429 screen beyond it. */
  rateLimit?: ClientLimit;
  /** A page whose anonymous renders may be shared for a moment (src/server/render-cache). */
  renderCache?: boolean;
}

/** What getServerSideProps answers once it has sent the response itself: Next then renders nothing. */
const SENT: GetServerSidePropsResult<PageProps> = { props: {} as PageProps };

let renderCache: RenderCache | undefined;

/**
 * The second a page's render depends on, or null when it depends on no clock. A ticking
 * countdown renders the time left (and whether the offer has ended) from the server's clock, so
 * its document is shared within that second only; every other page is the same whenever it is
 * rendered.
 */
export function renderedSecond(appCtx: Pick<AppCtx, "countdownEndTime">, now: number): number | null {
  return appCtx.countdownEndTime !== null && appCtx.countdownEndTime > 0 ? Math.floor(now / 1000) : null;
}

/**
 * An anonymous shopper's page rendered a moment ago with the same props and address is sent
 * again instead of rendered again. A data request (JSON), an error page and a logged-in
 * shopper's page are never shared.
 */
async function sentFromRenderCache(ctx: GetServerSidePropsContext, props: PageProps, env: Env): Promise<boolean> {
  const { appProps } = props;
  if (isDataRequest(ctx) || appProps.error !== null || appProps.appCtx.user !== null) return false;
  renderCache ??= createRenderCache({ ttlMs: env.RENDER_CACHE_MS });
  // The document reads two things besides the props: whether its policy allows Google Pay, and
  // the clock, for a ticking countdown.
  const googlePay = isGooglePayOffered(ctx.req);
  return renderCache.serve({
    req: ctx.req,
    res: ctx.res,
    address: withoutRenderNeutralParams(ctx.req.url ?? "/"),
    locale: appProps.language.localeCode,
    second: renderedSecond(appProps.appCtx, Date.now()),
    // The catalogue is the locale's; leaving it out keeps the key cheap to compute.
    props: {
      googlePay,
      page: { ...props, appProps: { ...appProps, translations: undefined } },
    },
    // As _document sets it, with the pricing API of the browser's dev settings.
    nonceHeaders: (nonce) => ({
      "Content-Security-Policy": contentSecurityPolicy(
        env,
        nonce,
        process.env.NODE_ENV === "development",
        appProps.config.pricingApiUrl,
        googlePay,
      ),
    }),
  });
}

/** The status Next answers a page's result with. */
function statusOf(result: GetServerSidePropsResult<unknown>, ctx: GetServerSidePropsContext): number {
  if ("redirect" in result) return "statusCode" in result.redirect ? result.redirect.statusCode : result.redirect.permanent ? 308 : 307;
  if ("notFound" in result) return 404;
  return ctx.res.statusCode;
}

/**
 * The one `getServerSideProps` every page uses (ARCHITECTURE section 3), with one log line per
 * page request (a loader that throws answers 500).
 */
export function createGetServerSideProps(loader?: PageLoader, options: PageOptions = {}): GetServerSideProps<PageProps> {
  const load = pageProps(loader, options);
  return async (ctx) => {
    const startedAt = performance.now();
    let status = 500;
    try {
      const result = await load(ctx);
      status = statusOf(result, ctx);
      return result;
    } finally {
      logRequest(logger, {
        method: ctx.req.method ?? "GET",
        path: ctx.resolvedUrl,
        status,
        startedAt,
        traceparent: ctx.req.headers.traceparent,
      });
    }
  };
}

function pageProps(loader: PageLoader | undefined, options: PageOptions): GetServerSideProps<PageProps> {
  return async (ctx) => {
    const env = getEnv();
    void reportDevSettingsInProduction(ctx.req.cookies[DEV_SETTINGS_COOKIE], env);
    // Every backend call of this page load shares one budget: the page answers within seconds,
    // with an error screen if need be, whatever the backends do.
    startRequestBudget(ctx.req, ctx.res, env.BACKEND_BUDGET_MS);
    const moved = localeRedirect({
      url: ctx.req.url,
      locale: ctx.locale,
      prefixed: hasLocalePrefix(ctx),
      cookieLocale: ctx.req.cookies[LOCALE_COOKIE],
      isDataRequest: isDataRequest(ctx),
      appOrigin: new URL(env.APP_BASE_URL).origin,
    });
    if (moved) {
      if (moved.remember) {
        ctx.res.appendHeader(
          "Set-Cookie",
          `${LOCALE_COOKIE}=${moved.remember}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${env.DEPLOY_ENV === "local" ? "" : "; Secure"}`,
        );
      }
      return { redirect: { destination: moved.destination, statusCode: 307 } };
    }
    // No page is ever rendered with a token, code, state or e-mail in its address.
    const withoutSecrets = sensitiveParamsRedirect(ctx, env, loader?.consumesParams);
    if (withoutSecrets) return { redirect: withoutSecrets };
    const limited = options.rateLimit ? await rateLimitedPage(ctx, options.rateLimit) : null;
    if (limited) return { props: { appProps: await buildAppProps(ctx, limited) } };
    // A redirect experiment, or `qa` taken out of the address, moves the visitor before rendering.
    const experiments = pageExperiments(ctx, env);
    if (experiments.redirect) return { redirect: { destination: experiments.redirect, statusCode: 307 } };
    // Click and campaign ids change nothing the server renders (src/lib/url/render-neutral-params.ts):
    // the page is rendered, and shared, as if the address did not carry them. Next writes this
    // query into the document's __NEXT_DATA__; e2e/render-neutral-params.spec.ts fails if an
    // upgrade stops that, or if anything rendered starts reading them.
    for (const name of Object.keys(ctx.query)) if (isRenderNeutralParam(name)) delete ctx.query[name];
    const appProps = await buildAppProps(ctx, null, experiments.allocation);
    let props: PageProps = { appProps };
    if (loader) {
      const result = await loader({ ctx, appProps });
      if (!("props" in result)) return result;
      const loaded = await result.props;
      props = { ...loaded, appProps: loaded.appProps ?? appProps };
    }
    // Where the visit came from, recorded with the page itself (a client-side navigation's data
    // request is no landing). The address still has its click and campaign ids: only the query
    // Next renders from has lost them.
    if (!isDataRequest(ctx)) {
      for (const cookie of landingAttribution(ctx.req, props.appProps.appCtx.geoData.countryCode, env))
        ctx.res.appendHeader("Set-Cookie", cookie);
    }
    if (options.renderCache && (await sentFromRenderCache(ctx, props, env))) return SENT;
    return { props };
  };
}
