import { describe, expect, it } from "vitest";
import { pendingSettleMsSchema } from "../src/pending-settle";

describe("SANDBOX_PENDING_SETTLE_MS", () => {
  it("is 5 seconds unless set, an empty value included", () => {
    expect(pendingSettleMsSchema.parse(undefined)).toBe(5000);
    expect(pendingSettleMsSchema.parse("")).toBe(5000);
  });

  it("takes whole milliseconds from 0 to 10 minutes", () => {
    expect(pendingSettleMsSchema.parse("12000")).toBe(12_000);
    expect(pendingSettleMsSchema.parse("0")).toBe(0);
    for (const bad of ["-1", "1.5", "soon", "600001"]) expect(pendingSettleMsSchema.safeParse(bad).success).toBe(false);
  });
});
