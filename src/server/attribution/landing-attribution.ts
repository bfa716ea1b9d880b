import type { IncomingMessage } from "node:http";
import { ATTRIBUTION_DAYS, attributionCookieDomain, attributionWrites } from "@/features/attribution";
import { readConsent } from "@/features/consent";
import { cookieSnapshot } from "@/lib/page-cookies";
import type { Env } from "@/server/env";

const ATTRIBUTION_SECONDS = ATTRIBUTION_DAYS * 24 * 60 * 60;

/**
 * The Set-Cookie values that record where a page load came from (spec 3's attribution records,
 * src/features/attribution): the address the browser asked for, on the app's public host, and the
 * Referer it sent, as far as the shopper's consent (their cookie, else their country's default)
 * allows. A record the shopper no longer consents to is removed, and only when they hold it.
 * Written with the page's response, so no script has to load for it and a visit that leaves at
 * once is recorded too.
 */
export function landingAttribution(
  req: Pick<IncomingMessage, "url" | "headers">,
  countryCode: string,
  env: Pick<Env, "APP_BASE_URL" | "LINKER_DOMAINS" | "DEPLOY_ENV">,
  now = new Date(),
): string[] {
  const cookies = cookieSnapshot(req.headers.cookie ?? "");
  const base = new URL(env.APP_BASE_URL);
  // The app's own origin and the path asked for: a path like `//elsewhere/` names no other host.
  let url: string;
  try {
    url = new URL(`${base.origin}${req.url?.startsWith("/") ? req.url : "/"}`).href;
  } catch {
    return [];
  }
  const referrer = typeof req.headers.referer === "string" ? req.headers.referer : "";
  const writes = attributionWrites({
    landing: { url, referrer },
    consent: readConsent(countryCode, cookies),
    linkerDomains: env.LINKER_DOMAINS,
    cookies,
    now,
  });
  const domain = attributionCookieDomain(base.hostname, env.LINKER_DOMAINS);
  const scope = `; Path=/${domain ? `; Domain=${domain}` : ""}; SameSite=Lax${env.DEPLOY_ENV === "local" ? "" : "; Secure"}`;
  return writes.flatMap(({ name, value }) => {
    if (value !== null) return [`${name}=${value}; Max-Age=${ATTRIBUTION_SECONDS}${scope}`];
    return cookies.raw(name) === undefined ? [] : [`${name}=; Max-Age=0${scope}`];
  });
}
