import type { BrowserContext, ConsoleMessage, Page, Request } from "@playwright/test";

/** The gateway's tokenize call (`<gateway>/v1/tokens`): the one place card data may go. */
const TOKENIZE_PATH = /\/v1\/tokens\/?$/;

function isContext(target: Page | BrowserContext): target is BrowserContext {
  return "pages" in target;
}

/**
 * Records every place card data must never reach: requests to the app's own origin (URL and
 * body), the browser console, and the analytics dataLayer, for one page or every page of a
 * context. Only the gateway may see the card; what the browser sent it is kept as the card
 * secrets to look for.
 */
export class CardLeakGuard {
  private readonly appRequests: string[] = [];
  private readonly consoleLines: string[] = [];
  private readonly sentToGateway = new Set<string>();

  constructor(
    private readonly target: Page | BrowserContext,
    private readonly appOrigin: string,
  ) {
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.origin === appOrigin) this.appRequests.push(`${request.url()}\n${request.postData() ?? ""}`);
      else if (request.method() === "POST" && TOKENIZE_PATH.test(url.pathname)) this.rememberCard(request.postData());
    };
    const onConsole = (message: ConsoleMessage) => this.consoleLines.push(message.text());
    // The same two listeners either way: Page and BrowserContext declare `on` apart, so TypeScript needs the branch.
    if (isContext(target)) {
      target.on("request", onRequest);
      target.on("console", onConsole);
    } else {
      target.on("request", onRequest);
      target.on("console", onConsole);
    }
  }

  /** The card numbers (digits only) and CVVs the browser sent to the gateway so far. */
  cardsSent(): string[] {
    return [...this.sentToGateway];
  }

  /** Every secret (card number digits, CVV, card password) found anywhere, with where. */
  async leaks(secrets: readonly string[]): Promise<string[]> {
    const pages = isContext(this.target) ? this.target.pages() : [this.target];
    const dataLayers = await Promise.all(
      pages.map((page) => page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? [])).catch(() => "[]")),
    );
    const places: [string, string][] = [
      ...this.appRequests.map((text) => ["app request", text] as [string, string]),
      ...this.consoleLines.map((text) => ["console", text] as [string, string]),
      ...dataLayers.map((text) => ["dataLayer", text] as [string, string]),
    ];
    const found: string[] = [];
    for (const secret of secrets) {
      // A card number counts with or without its spaces; a short code only as a whole value.
      const pattern =
        secret.length > 6 ? new RegExp(secret.split("").join("[\\s-]?")) : new RegExp(`(^|[^0-9A-Za-z_-])${secret}([^0-9A-Za-z_-]|$)`);
      for (const [where, text] of places) if (pattern.test(text)) found.push(`${where}: ${secret}`);
    }
    return found;
  }

  /**
   * The number and CVV of one tokenize request. The card password (two digits) is not kept: as a
   * bare value it matches too much to look for blindly; a test that types one names it to leaks().
   */
  private rememberCard(body: string | null) {
    let card: { number?: unknown; cvv?: unknown };
    try {
      card = JSON.parse(body ?? "") as typeof card;
    } catch {
      return;
    }
    if (typeof card.number === "string") this.sentToGateway.add(card.number.replace(/\D/g, ""));
    if (typeof card.cvv === "string" && card.cvv !== "") this.sentToGateway.add(card.cvv);
  }
}
