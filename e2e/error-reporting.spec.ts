import { startSentrySink, type SentrySink } from "../scripts/bench/sentry-sink";
import { expect, test } from "./fixtures";
import { AccountArea } from "./pages/account-area";
import { SANDBOX_BACKENDS } from "./support/api";
import { startFaultApp, type FaultApp } from "./support/fault-app";

test.describe("with a Sentry DSN, the browser reports its errors there", () => {
  // The failed login's own report, and the browser's line about the refused call.
  test.use({ expectedConsoleErrors: [/failed-login-attempt|status of 40[01]/] });
  let sink: SentrySink;
  let app: FaultApp;

  // An app server of its own whose DSN is a stand-in for Sentry that keeps what it is sent.
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    sink = await startSentrySink();
    app = await startFaultApp(
      {
        ...SANDBOX_BACKENDS,
        NEXT_PUBLIC_SENTRY_DSN: sink.dsn,
      },
      { anyPort: true },
    );
  });

  test.afterAll(async () => {
    await app?.stop();
    await sink?.stop();
  });

  test("a page view with no tap, click, key or error never starts the SDK; the first key does", async ({ page }) => {
    const sessions = () => sink.items().filter((item) => item.type === "session").length;
    const before = sessions();
    const started = () => page.evaluate(() => "__SENTRY__" in window);
    await page.goto(`${app.url}/payment/?product=vpn`);
    await expect(page.getByTestId("payment-step")).toBeVisible();
    // Past the load event's idle moment, when the SDK used to start on every page view.
    await page.waitForTimeout(3_000);
    expect(await started()).toBe(false);
    expect(sessions()).toBe(before);
    await page.keyboard.press("Tab");
    await expect.poll(started, { timeout: 20_000 }).toBe(true);
  });

  test("a failed login is reported once, without the token, with a replay, and no request carries Sentry's trace headers", async ({
    page,
  }) => {
    const traced: string[] = [];
    page.on("request", (request) => {
      const headers = request.headers();
      if (headers["sentry-trace"] || /sentry-/.test(headers.baggage ?? "")) traced.push(request.url());
    });
    const items = () => sink.items();
    const reported = () =>
      items()
        .filter((item) => item.type === "event")
        .map((item) => (JSON.parse(item.body) as { exception?: { values?: Array<{ value?: string }> } }).exception?.values?.[0]?.value);

    await page.goto(`${app.url}/payment/?product=vpn&trusted_pass_token=tpt_nobody`);
    const account = new AccountArea(page);
    await expect(account.loginNotice()).toContainText("We couldn't log you in");

    // The failure happens before the SDK starts (after the load, when the page is idle): it waits
    // and is sent once the SDK runs; the session is the SDK's last part to start.
    await expect.poll(reported, { timeout: 20_000 }).toEqual(["failed-login-attempt"]);
    await expect.poll(() => items().some((item) => item.type === "session"), { timeout: 20_000 }).toBe(true);
    // Every page with an error gets a replay, recorded from the error on.
    await expect.poll(() => items().some((item) => item.type === "replay_event"), { timeout: 20_000 }).toBe(true);

    // The shopper goes on: a request to the app after the SDK started carries no Sentry trace
    // header (the browser's traces are OpenTelemetry's), and no transaction is ever sent.
    // Its button is in the page's error section, so clicking it is no "missing section" report.
    const continueAsGuest = account.loginNotice().getByRole("button", { name: "Continue as guest" });
    expect(await continueAsGuest.evaluate((button) => button.closest("[data-section]")?.getAttribute("data-section"))).toBe(
      "error_section",
    );
    await continueAsGuest.click();
    await page.getByTestId("period-2y").click();
    await expect(page).toHaveURL(/product_period=2y/);
    await expect(page.getByTestId("period-2y")).toHaveAttribute("data-selected", "true");
    expect(traced).toEqual([]);
    expect(items().filter((item) => item.type === "transaction")).toEqual([]);
    expect(reported()).toEqual(["failed-login-attempt"]);
    expect(JSON.stringify(items())).not.toContain("tpt_nobody");
  });
});
