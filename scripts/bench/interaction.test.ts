import { describe, expect, it } from "vitest";
import { sessionOf } from "./interaction";

describe("sessionOf", () => {
  it("counts an interaction once, as long as its longest event", () => {
    const session = sessionOf([
      { id: 7, step: "pay", event: "pointerdown submit-payment-button", ms: 120 },
      { id: 7, step: "pay", event: "click submit-payment-button", ms: 136 },
      { id: 7, step: "pay", event: "pointerup submit-payment-button", ms: 128 },
      { id: 9, step: "period", event: "pointerdown period-2y", ms: 72 },
    ]);
    expect(session.interactions).toEqual([
      { step: "pay", event: "click submit-payment-button", ms: 136 },
      { step: "period", event: "pointerdown period-2y", ms: 72 },
    ]);
    expect(session.longestMs).toBe(136);
  });

  it("leaves out what happened while the page loaded, and reads 0 when nothing was slow enough to report", () => {
    expect(sessionOf([{ id: 1, step: "load", event: "keydown BODY", ms: 300 }])).toEqual({ longestMs: 0, interactions: [] });
  });
});
