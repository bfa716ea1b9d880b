// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startAnalytics } from "./analytics-runtime";

let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  for (const script of document.head.querySelectorAll("script")) script.remove();
  delete window.dataLayer;
  vi.restoreAllMocks();
});

describe("startAnalytics", () => {
  it("reads the page's cookies once, for the consent the tag manager follows, and leaves the attribution records to the server", async () => {
    Cookies.set("consent", JSON.stringify({ analytics: true, marketing: true }), { path: "/" });
    const cookieReads = vi.spyOn(document, "cookie", "get");
    stop = startAnalytics({
      countryCode: "DE",
      gtmId: "GTM-TEST",
      tracyUrl: null,
      tracyProjectId: null,
      report: () => undefined,
      linkerDomains: "nordvpn.com",
    });
    // Every part has started once the tag manager's script is asked for, the last of them.
    await vi.waitFor(() => expect(document.head.querySelector('script[src*="googletagmanager.com/gtm.js"]')).not.toBeNull());
    expect(cookieReads).toHaveBeenCalledTimes(1);
    cookieReads.mockRestore();
    expect(Object.keys(Cookies.get())).toEqual(["consent"]);
  });
});
