// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { onFirstIntent } from "./on-first-intent";

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe("onFirstIntent", () => {
  it("runs the task at the first tap, click or key, once, and not before", () => {
    for (const first of ["pointerdown", "keydown", "touchstart"]) {
      const task = vi.fn();
      stops.push(onFirstIntent(task));
      window.dispatchEvent(new Event("scroll"));
      window.dispatchEvent(new Event("pointermove"));
      expect(task).not.toHaveBeenCalled();
      document.body.dispatchEvent(new Event(first, { bubbles: true }));
      expect(task).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event("pointerdown"));
      window.dispatchEvent(new Event("keydown"));
      expect(task).toHaveBeenCalledTimes(1);
    }
  });

  it("runs nothing once cancelled", () => {
    const task = vi.fn();
    onFirstIntent(task)();
    window.dispatchEvent(new Event("pointerdown"));
    expect(task).not.toHaveBeenCalled();
  });
});
