import type { BrowserContext } from "@playwright/test";

/**
 * Adds the CDN's headers (`cf-ipcountry`, `cf-region-code`) to the context's requests to the app's
 * origin only, as the CDN in front of the app adds them there and nowhere else. Playwright's own
 * `extraHTTPHeaders` go to every origin, and the sandbox's pricing API and collector refuse such a
 * cross-origin request's preflight. `headers` is read per request, so a test can move the shopper.
 * A page's own route that answers a request itself (`route.fetch`) runs before this one and sends
 * the request without them; the app reads them only when it renders a page.
 */
export async function sendCdnHeadersToApp(context: BrowserContext, appOrigin: string, headers: () => Record<string, string>) {
  await context.route(
    (url) => url.origin === appOrigin,
    (route) => route.fallback({ headers: { ...route.request().headers(), ...headers() } }),
  );
}
