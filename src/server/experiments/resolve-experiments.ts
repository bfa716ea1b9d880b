import type { DeviceType } from "@/features/app-context";
import { localizePath } from "@/lib/locale";
import { isAllowedRedirect } from "@/lib/url";
import { allocate, type Allocation } from "./allocate";
import { parseAssignments, sameAssignments, serializeAssignments, validAssignments } from "./assignments";
import type { Experiment } from "./experiment-config";

export const EXPERIMENT_COOKIE = "experiment";
export const EXPERIMENT_GLOBAL_COOKIE = "experiment_global";
export const EXPERIMENT_LOCAL_COOKIE = "experiment_local";
/** QA overrides (`qa`) for the browser session. */
export const QA_EXPERIMENTS_COOKIE = "qa_experiments";
/** Spec section 9: 90 days. */
export const EXPERIMENT_COOKIE_MAX_AGE_S = 7_776_000;
/** `qa=clear` (or an empty `qa=`) ends the QA session's overrides. */
export const QA_CLEAR = "clear";

export interface ExperimentRequest {
  experiments: readonly Experiment[];
  cookies: Partial<Record<string, string>>;
  /** The page's path without locale prefix, and its query, as the shopper asked for them. */
  path: string;
  search: URLSearchParams;
  locale: string;
  countryCode: string;
  deviceType: DeviceType;
  /** The app's own origin, and the other origins an absolute redirectTo may lead to (ALLOWED_REDIRECT_ORIGINS). */
  appOrigin: string;
  allowedOrigins: readonly string[];
  secureCookies: boolean;
  random?: () => number;
}

export interface ExperimentOutcome {
  allocation: Allocation;
  /** Set-Cookie values for the response. */
  cookies: string[];
  /** Where to send the visitor before rendering: a redirect experiment, or the address without `qa`. */
  redirect: string | null;
}

function cookie(
  name: string,
  value: string,
  { secure, httpOnly, session }: { secure: boolean; httpOnly: boolean; session?: boolean },
): string {
  const age = value === "" ? "; Max-Age=0" : session ? "" : `; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_S}`;
  return `${name}=${value}; Path=/${age}; SameSite=Lax${httpOnly ? "; HttpOnly" : ""}${secure ? "; Secure" : ""}`;
}

const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

/**
 * The address a redirect experiment's `redirectTo` stands for: an app path gets the page's locale
 * prefix and query; an absolute URL must be on an allowed origin and gets the query. The browser
 * keeps the fragment across the redirect. Anything the allow-list refuses, and any other relative
 * form, is refused (null).
 */
export function experimentTarget(
  redirectTo: string,
  locale: string,
  search: URLSearchParams,
  { appOrigin, allowedOrigins }: { appOrigin: string; allowedOrigins: readonly string[] },
): string | null {
  if (!isAllowedRedirect(redirectTo, allowedOrigins, appOrigin)) return null;
  const query = search.toString();
  if (redirectTo.startsWith("/")) {
    const url = new URL(redirectTo, "http://app.invalid");
    for (const [key, value] of search) url.searchParams.append(key, value);
    return localizePath(url.pathname, locale) + url.search;
  }
  let url: URL;
  try {
    url = new URL(redirectTo);
  } catch {
    return null;
  }
  if (query) for (const [key, value] of search) url.searchParams.append(key, value);
  return url.toString();
}

/**
 * The experiments of one page request (spec sections 2.1, 3 and 4): stored assignments read and
 * cleaned, draws made, QA overrides taken from `qa` into a session cookie, the cookies to write
 * and whether to redirect before rendering.
 */
export function resolveExperiments(request: ExperimentRequest): ExperimentOutcome {
  const { experiments, cookies: jar, search, secureCookies } = request;
  const path = withSlash(request.path);
  const qaParam = search.get("qa");
  const forced =
    qaParam === null
      ? validAssignments(parseAssignments(jar[QA_EXPERIMENTS_COOKIE]), experiments)
      : qaParam === "" || qaParam === QA_CLEAR
        ? {}
        : validAssignments(parseAssignments(qaParam), experiments);
  const stored = { global: parseAssignments(jar[EXPERIMENT_GLOBAL_COOKIE]), local: parseAssignments(jar[EXPERIMENT_LOCAL_COOKIE]) };
  const allocation = allocate({
    experiments,
    stored,
    forced,
    visitor: { path, countryCode: request.countryCode, locale: request.locale, deviceType: request.deviceType },
    random: request.random ?? Math.random,
  });

  const cookies: string[] = [];
  const persistent = { secure: secureCookies, httpOnly: true };
  if (!sameAssignments(stored.global, allocation.stored.global)) {
    cookies.push(cookie(EXPERIMENT_GLOBAL_COOKIE, serializeAssignments(allocation.stored.global), persistent));
  }
  if (!sameAssignments(stored.local, allocation.stored.local)) {
    cookies.push(cookie(EXPERIMENT_LOCAL_COOKIE, serializeAssignments(allocation.stored.local), persistent));
  }
  // The browser's copy of what the visitor is in, for analytics: readable, nothing secret in it.
  const current = allocation.header ?? "";
  if ((jar[EXPERIMENT_COOKIE] ?? "") !== current)
    cookies.push(cookie(EXPERIMENT_COOKIE, current, { secure: secureCookies, httpOnly: false }));
  if (qaParam !== null) cookies.push(cookie(QA_EXPERIMENTS_COOKIE, serializeAssignments(forced), { ...persistent, session: true }));

  const query = new URLSearchParams(search);
  query.delete("qa");
  const target = allocation.redirectTo ? experimentTarget(allocation.redirectTo, request.locale, query, request) : null;
  const withoutQa = qaParam === null ? null : localizePath(path, request.locale) + (query.size > 0 ? `?${query}` : "");
  return { allocation, cookies, redirect: target ?? withoutQa };
}
