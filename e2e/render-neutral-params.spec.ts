import type { APIRequestContext } from "@playwright/test";
import { CLICK_IDS } from "../src/lib/url/render-neutral-params";
import { expect, test } from "./fixtures";
import { PaymentPage } from "./pages/payment-page";
import { freshEmail } from "./support/api";

// Marketing links carry click and campaign ids, a new one on nearly every link. The server
// renders as if they were absent (src/lib/url/render-neutral-params.ts), so such addresses share a
// render, and the browser puts them back into the checkout's address once the page is in.

const NEUTRAL_PARAMS = [...CLICK_IDS, "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id"];
const US = { "cf-ipcountry": "US" };

/** The document with every nonce blanked: the one part that differs from request to request. */
async function page(request: APIRequestContext, address: string) {
  const response = await request.get(address, { headers: US });
  expect(response.status(), address).toBe(200);
  let html = await response.text();
  for (const nonce of new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]!))) html = html.replaceAll(nonce, "");
  return { html, cache: response.headers()["x-render-cache"] };
}

test("each click or campaign id leaves the rendered page byte for byte the same, and addresses differing only in them share one render", async ({
  request,
}) => {
  // The first answer sets the visitor's experiment cookies, which every later render reads.
  await page(request, "/payment/?product=vpn");
  for (const [index, name] of NEUTRAL_PARAMS.entries()) {
    // An address of its own (an unknown parameter is part of the page: it stays in its query), so
    // both documents below are rendered, not sent from the cache.
    const address = `/payment/?product=vpn&product_period=1y&probe=${index}`;
    const without = await page(request, address);
    const withIt = await page(request, `${address}&${name}=click-${index}-a`);
    expect(withIt.cache, `${name}: rendered, not sent from the cache`).toBe("miss");
    expect(withIt.html === without.html, `${name}: the page rendered with it is the page rendered without it`).toBe(true);
    expect(withIt.html).not.toContain(`click-${index}`);
    // A third visitor's link with another id: the render of the first two is sent.
    const another = await page(request, `${address}&${name}=click-${index}-b`);
    expect(another.cache, `${name}: the render is shared`).toBe("hit");
  }
});

test.describe("a New York shopper from a marketing link", () => {
  // The CDN's region preselects the state, so the tax is known and the card pays.
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "US", "cf-region-code": "NY" } });

  test("a marketing link's ids stay in the address through the checkout, and the way back from a login leaves them out", async ({
    page,
  }) => {
    await page.goto("/products/?product=vpn&gclid=G-1&utm_campaign=black-friday");
    await expect(page.getByTestId("products-step")).toBeVisible();
    await expect(page.getByTestId("login-link")).toHaveAttribute("href", "/login/?login_target=%2Fproducts%2F%3Fproduct%3Dvpn");
    await page.getByTestId("products-continue").click();
    await page.waitForURL(/\/payment\//);
    const address = new URL(page.url()).searchParams;
    expect(address.get("gclid")).toBe("G-1");
    expect(address.get("utm_campaign")).toBe("black-friday");
    expect(address.get("product")).toBe("vpn");
    // The step's page is a checkout that works with them, and the paid order's step keeps them too
    // (the cart is written into the address on the way).
    await new PaymentPage(page).reach();
    await expect(page.getByTestId("regular-providers")).toBeVisible();
    await new PaymentPage(page).buyWithCard(freshEmail("click-ids"));
    const success = new URL(page.url()).searchParams;
    expect(success.get("gclid")).toBe("G-1");
    expect(success.get("utm_campaign")).toBe("black-friday");
  });
});
