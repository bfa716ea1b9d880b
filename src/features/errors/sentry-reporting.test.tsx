import { TextEncoder as NodeTextEncoder } from "node:util";
import { flush, getClient, setContext } from "@sentry/nextjs";
import { screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withLiveEventsAndCleanReporter } from "@/test/live-events-setup";
import { renderWithApp } from "@/test/render-with-app";
import { startSentrySink, type SentrySink } from "../../../scripts/bench/sentry-sink";
import { startSentry } from "../../../sentry.client.config";
import { ErrorBoundary } from "./error-boundary";
import { reportError, setErrorReporter } from "./report-error";
import { useErrorReporting } from "./use-error-reporting";

// The real browser SDK, as the page's bundle has it: Node would otherwise resolve the package to
// its server build, since vitest runs under Node whatever the DOM.
vi.mock("@sentry/nextjs", async () => {
  const { createRequire } = await import("node:module");
  return createRequire(import.meta.url)("../../../node_modules/@sentry/nextjs/build/cjs/index.client.js") as object;
});

const SECRETS = [
  "tpt_SECRET",
  "oauth_CODE",
  "csrf_STATE",
  "exch_TOKEN",
  "shopper@example.com",
  "shopper%40example.com",
  "4242",
  "sess_COOKIE",
  "usr_TOKEN",
];
const OPENED_WITH =
  "/payment/?product=vpn&trusted_pass_token=tpt_SECRET&code=oauth_CODE&state=csrf_STATE&exchange_token=exch_TOKEN&email=shopper%40example.com";

function Broken(): never {
  throw new Error("render failed");
}

function PageWithReporting({ dsn }: { dsn: string | null }) {
  useErrorReporting(dsn, "production");
  return (
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>
  );
}

let sink: SentrySink;
beforeAll(async () => {
  sink = await startSentrySink();
  // In vitest's jsdom the global Uint8Array is the DOM window's and TextEncoder Node's, so the SDK
  // would not know its own encoded attachments for bytes; a browser has one realm for both.
  vi.stubGlobal(
    "TextEncoder",
    class extends NodeTextEncoder {
      override encode(text?: string): Uint8Array<ArrayBuffer> {
        return new Uint8Array(super.encode(text));
      }
    },
  );
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await sink.stop();
});
withLiveEventsAndCleanReporter();

// The first error screen loads its code on demand, which a loaded machine may take seconds for.
describe("error reporting with the real Sentry SDK", { timeout: 30_000 }, () => {
  it("with no DSN, starts nothing and sends nothing, and the shopper still gets the error screen", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithApp(<PageWithReporting dsn={null} />);
    expect(await screen.findByRole("heading", { name: "Oops! Something went wrong" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(getClient()).toBeUndefined();
    expect(sink.requests()).toBe(0);
  });

  it("sends a render error once, with the analytics error event, no sensitive parameter, e-mail, card number or cookie, and never a failed fetch", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    window.history.replaceState(null, "", OPENED_WITH);
    document.cookie = "session=sess_COOKIE";
    document.cookie = "x-user-token=usr_TOKEN";
    startSentry({ dsn: sink.dsn, environment: "production" }, setErrorReporter);
    // Part by part: errors are captured from the first task; breadcrumbs join a task later.
    const installed = (name: string) => getClient()?.getIntegrationByName(name) !== undefined;
    expect(["GlobalHandlers", "LinkedErrors", "Dedupe", "Breadcrumbs"].map(installed)).toEqual([true, true, true, false]);
    await vi.waitFor(() => expect(["BrowserApiErrors", "Breadcrumbs", "BrowserSession"].every(installed)).toBe(true));
    // Errors only: the browser's traces are OpenTelemetry's, so no Sentry tracing is installed.
    expect(installed("BrowserTracing")).toBe(false);

    // Breadcrumbs and a context carrying what a shopper typed or a link carried.
    window.history.pushState(null, "", "/success/?code=oauth_CODE&email=shopper@example.com&order=7");
    console.info("paid with 4242 4242 4242 4242 as shopper@example.com");
    setContext("checkout", {
      email: "shopper@example.com",
      card_number: "4242424242424242",
      returnTo: `https://checkout.example.com${OPENED_WITH}`,
    });
    setContext("cart", { note: `for shopper@example.com ${"x".repeat(8_000)}` });

    reportError(new TypeError("Failed to fetch"));
    renderWithApp(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole("heading", { name: "Oops! Something went wrong" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await flush(10_000)).toBe(true);
    const analyticsErrors = (window.dataLayer ?? []).filter((entry) => (entry as { event: string }).event === "error");
    expect(analyticsErrors).toEqual([expect.objectContaining({ error_message: "Generic error" })]);

    const items = sink.items().filter((item) => item.type !== "replay_recording");
    const events = items.filter((item) => item.type === "event").map((item) => JSON.parse(item.body) as Record<string, never>);
    expect(events.map((event) => event.exception)).toEqual([
      { values: [expect.objectContaining({ type: "Error", value: "render failed" })] },
    ]);
    const event = events[0] ?? {};
    expect(event.request).toMatchObject({ url: "http://localhost:3000/success/?order=7" });
    expect(event.breadcrumbs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: "navigation", data: { from: "/payment/?product=vpn", to: "/success/?order=7" } }),
        expect.objectContaining({ category: "console", message: "paid with [Filtered] as [Filtered]" }),
      ]),
    );
    expect(event.contexts).toMatchObject({
      checkout: { returnTo: "https://checkout.example.com/payment/?product=vpn" },
      cart: { attachment: "contexts-cart.json" },
    });
    // The context over 8000 characters travels as an attachment, scrubbed too.
    const attachment = items.find((item) => item.type === "attachment" && item.header.filename === "contexts-cart.json");
    expect(JSON.parse(attachment?.body ?? "null")).toEqual({ note: `for [Filtered] ${"x".repeat(8_000)}` });
    const sent = items.map((item) => item.body).join("\n");
    for (const secret of SECRETS) expect(sent).not.toContain(secret);
    expect(sent).not.toContain("Failed to fetch");
  });
});
