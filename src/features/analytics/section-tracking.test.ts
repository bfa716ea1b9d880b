// @vitest-environment jsdom
import { mockIsIntersecting } from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startDomTracking } from "./dom-tracking";
import { startDomTrackingOnIntent } from "./dom-tracking-on-intent";
import { startEventStream } from "./event-stream";
import { startScrollTracking } from "./scroll-tracking";
import { MISSING_SECTION, sectionName } from "./section-name";
import { setEventSender } from "./track";

const events = () => (window.dataLayer ?? []) as Array<Record<string, unknown>>;
const stops: Array<() => void> = [];

beforeEach(() => {
  stops.push(startEventStream());
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  setEventSender(null);
  document.body.innerHTML = "";
  delete window.dataLayer;
});

describe("sectionName", () => {
  it("is the closest data-section, the element's own included", () => {
    document.body.innerHTML = `<footer data-section="footer"><a href="/legal/privacy-policy/">Privacy</a></footer>`;
    const report = vi.fn();
    expect(sectionName(document.querySelector("a")!, { report })).toBe("footer");
    expect(sectionName(document.querySelector("footer")!, { report })).toBe("footer");
    expect(report).not.toHaveBeenCalled();
  });

  it("falls back to N/A and reports it to error tracking in 40 % of cases", () => {
    document.body.innerHTML = `<button data-testid="orphan">Orphan</button><div data-section=""></div>`;
    const report = vi.fn();
    const draws = [0.1, 0.39, 0.4, 0.75, 0.99];
    const random = () => draws.shift() ?? 1;
    const names = [0, 1, 2, 3, 4].map(() => sectionName(document.querySelector("button")!, { report, random }));
    expect(names).toEqual(Array(5).fill(MISSING_SECTION));
    expect(report).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenCalledWith("missing-tracking-section", { element: "button[data-testid=orphan]" });
    expect(sectionName(document.querySelector("div")!, { report, random: () => 0.9 })).toBe(MISSING_SECTION);
  });
});

describe("scroll", () => {
  it("reports each section once, with its name, when a quarter of it is visible", () => {
    document.body.innerHTML = `<section data-section="plans"></section><footer data-section="footer"></footer>`;
    stops.push(startScrollTracking({ report: vi.fn() }));
    const footer = document.querySelector("footer")!;
    mockIsIntersecting(footer, 0.1);
    mockIsIntersecting(footer, 0.3);
    mockIsIntersecting(footer, 0);
    mockIsIntersecting(footer, 1);
    expect(events().filter((entry) => entry.event === "scroll")).toEqual([expect.objectContaining({ section: "footer" })]);
  });

  it("counts a section without a box of its own by its children, without reading a style", () => {
    document.body.innerHTML = `<div data-section="payment" data-boxless><form></form><p></p></div>`;
    const readStyle = vi.spyOn(window, "getComputedStyle");
    stops.push(startScrollTracking({ report: vi.fn() }));
    expect(readStyle).not.toHaveBeenCalled();
    mockIsIntersecting(document.querySelector("p")!, 0.5);
    expect(events().filter((entry) => entry.event === "scroll")).toEqual([expect.objectContaining({ section: "payment" })]);
  });

  it("watches sections rendered later, and an unnamed one goes out as N/A", async () => {
    stops.push(startScrollTracking({ report: vi.fn(), random: () => 0.9 }));
    const later = document.createElement("div");
    later.setAttribute("data-section", "");
    document.body.append(later);
    await new Promise((resolve) => setTimeout(resolve, 0));
    mockIsIntersecting(later, 0.5);
    expect(events()).toEqual([expect.objectContaining({ event: "scroll", section: MISSING_SECTION })]);
  });
});

describe("clicks and form updates", () => {
  it("name links by destination and carry section and placement; buttons by test id, without placement", () => {
    document.body.innerHTML = `
      <footer data-section="footer"><a href="/de/legal/terms-of-service/?code=1">AGB</a><a href="mailto:help@example.com">Mail</a></footer>
      <main><div data-section="coupon"><button data-testid="coupon-apply-button"><span>Apply</span></button></div></main>`;
    stops.push(startDomTracking({ report: vi.fn() }));
    for (const link of document.querySelectorAll("a")) link.addEventListener("click", (event) => event.preventDefault());
    document.querySelectorAll("a")[0]!.click();
    document.querySelectorAll("a")[1]!.click();
    document.querySelector("span")!.click();
    expect(events()).toEqual([
      expect.objectContaining({ event: "click", element_name: "terms-of-service", section: "footer", placement: "footer" }),
      expect.objectContaining({ event: "click", element_name: "mailto", section: "footer", placement: "footer" }),
      expect.objectContaining({ event: "click", element_name: "coupon-apply-button", section: "coupon" }),
    ]);
    expect(events()[2]).not.toHaveProperty("placement");
    expect(JSON.stringify(events())).not.toContain("help@example.com");
  });

  it("form_update names the field and its validity, never its value", async () => {
    document.body.innerHTML = `<div data-section="email"><input type="email" data-testid="email-input" required></div>`;
    stops.push(startDomTracking({ report: vi.fn() }));
    const input = document.querySelector("input")!;
    input.value = "not-an-email";
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    input.value = "shopper@example.com";
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events()).toEqual([
      expect.objectContaining({ event: "form_update", element_name: "email-input", section: "email", form_status: "invalid" }),
      expect.objectContaining({ event: "form_update", element_name: "email-input", section: "email", form_status: "valid" }),
    ]);
    expect(JSON.stringify(events())).not.toContain("example.com");
  });

  it("from the first tap: a click made while the code is on its way counts, with its section, though its element has gone", async () => {
    document.body.innerHTML = `
      <main><div data-section="plans"><button data-testid="period-2y"><span>2 years</span></button></div></main>`;
    const report = vi.fn();
    stops.push(startDomTrackingOnIntent({ report }));
    // Before any tap, a click is not tracked: its code has not been asked for.
    document.querySelector("span")!.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events()).toEqual([]);

    window.dispatchEvent(new Event("pointerdown"));
    const button = document.querySelector("button")!;
    document.querySelector("span")!.click();
    // The page answers the tap by drawing the plans anew before the tracking's code is there.
    button.remove();
    await vi.waitFor(() => expect(events()).toHaveLength(1));
    expect(events()[0]).toEqual(expect.objectContaining({ event: "click", element_name: "period-2y", section: "plans" }));
    expect(report).not.toHaveBeenCalled();

    // Then every click is tracked as it happens, once.
    document.body.innerHTML = `<footer data-section="footer"><a href="/legal/pricing/">Pricing</a></footer>`;
    document.querySelector("a")!.addEventListener("click", (event) => event.preventDefault());
    document.querySelector("a")!.click();
    expect(events()).toHaveLength(2);
    expect(events()[1]).toEqual(expect.objectContaining({ element_name: "pricing", section: "footer", placement: "footer" }));
  });
});
