// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { NEAR_VIEWPORT_MARGIN, onIntentOrNear } from "./on-intent-or-near";

/** jsdom lays nothing out: this observer reports what the test says, as a browser would on layout. */
class ReportedObserver {
  static all: ReportedObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ReportedObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  /** The browser's report that `target` is within the margin, or not. */
  report(target: Element, isIntersecting: boolean) {
    if (!this.targets.has(target)) return;
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  ReportedObserver.all = [];
  vi.unstubAllGlobals();
});

function part(): Element {
  const element = document.createElement("div");
  document.body.append(element);
  return element;
}

describe("onIntentOrNear", () => {
  it("waits while the part is far below and the shopper does nothing", () => {
    vi.stubGlobal("IntersectionObserver", ReportedObserver);
    const element = part();
    const task = vi.fn();
    stops.push(onIntentOrNear(element, task));
    ReportedObserver.all[0]!.report(element, false);
    window.dispatchEvent(new Event("pointermove"));
    window.dispatchEvent(new Event("resize"));
    expect(task).not.toHaveBeenCalled();
    expect(ReportedObserver.all[0]!.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
  });

  it("runs once the part comes near the viewport, once, and stops watching", () => {
    vi.stubGlobal("IntersectionObserver", ReportedObserver);
    const element = part();
    const task = vi.fn();
    stops.push(onIntentOrNear(element, task));
    const observer = ReportedObserver.all[0]!;
    observer.callback(
      [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    );
    expect(task).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    window.dispatchEvent(new Event("scroll"));
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs at the shopper's first scroll, of the window or of a part of the page", () => {
    vi.stubGlobal("IntersectionObserver", ReportedObserver);
    for (const target of [window, part()] as EventTarget[]) {
      const task = vi.fn();
      stops.push(onIntentOrNear(part(), task));
      target.dispatchEvent(new Event("scroll"));
      expect(task).toHaveBeenCalledTimes(1);
    }
  });

  it("runs at the first tap, click or key anywhere on the page", () => {
    vi.stubGlobal("IntersectionObserver", ReportedObserver);
    for (const intent of ["pointerdown", "keydown", "touchstart"]) {
      const task = vi.fn();
      stops.push(onIntentOrNear(part(), task));
      document.body.dispatchEvent(new Event(intent, { bubbles: true }));
      expect(task).toHaveBeenCalledTimes(1);
    }
  });

  it("runs nothing once cancelled", () => {
    vi.stubGlobal("IntersectionObserver", ReportedObserver);
    const element = part();
    const task = vi.fn();
    onIntentOrNear(element, task)();
    expect(ReportedObserver.all[0]!.disconnected).toBe(true);
    window.dispatchEvent(new Event("scroll"));
    document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
    expect(task).not.toHaveBeenCalled();
  });

  it("runs at once where the browser cannot say where the part is", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const task = vi.fn();
    stops.push(onIntentOrNear(part(), task));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
