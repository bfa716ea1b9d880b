// @vitest-environment jsdom
import NProgress from "nprogress";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configure, focusStepHeading } from "./progress-bar";

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
}

describe("the route progress bar", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("is a named progress bar that trickles", () => {
    preferReducedMotion(false);
    configure('Loading "next" <page>');
    expect(NProgress.settings.trickle).toBe(true);
    document.body.innerHTML = NProgress.settings.template;
    const bar = document.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute("aria-label")).toBe('Loading "next" <page>');
    document.body.innerHTML = "";
    // nprogress finds its bar by the template's role.
    NProgress.start();
    expect(document.querySelector('#nprogress [role="progressbar"]')).toHaveAttribute("style");
    NProgress.remove();
  });

  it("stops trickling for a shopper who asked for reduced motion", () => {
    preferReducedMotion(true);
    configure("Loading the next page");
    expect(NProgress.settings.trickle).toBe(false);
  });

  it("puts the focus on the main heading of the step shown", () => {
    document.body.innerHTML = "<header><h1>Logo</h1></header><main><h1>Payment</h1><input></main>";
    focusStepHeading();
    expect(document.activeElement?.textContent).toBe("Payment");
    expect(document.activeElement).toHaveAttribute("tabindex", "-1");
  });

  it("leaves the focus where the new step put it", () => {
    document.body.innerHTML = '<main><h1>Payment</h1><div role="alert" tabindex="-1">Declined</div></main>';
    document.querySelector<HTMLElement>('[role="alert"]')?.focus();
    focusStepHeading();
    expect(document.activeElement?.textContent).toBe("Declined");
  });
});
