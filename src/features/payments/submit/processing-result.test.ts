import { describe, expect, it } from "vitest";
import { isProcessingResult } from "./processing-result";

const result = { cart_id: "cart_1", order_status: "paid", action: { type: "done" } };

describe("isProcessingResult", () => {
  it("accepts the BFF's answer", () => {
    expect(isProcessingResult(result)).toBe(true);
    expect(isProcessingResult({ ...result, order_id: "order_1" })).toBe(true);
  });

  it.each([
    ["nothing", null],
    ["an answer without a cart", { order_status: "paid", action: { type: "done" } }],
    ["an unknown order status", { ...result, order_status: "refunded" }],
    ["a malformed action", { ...result, action: { type: "redirect", url: 42 } }],
    ["no action", { cart_id: "cart_1", order_status: "paid" }],
  ])("refuses %s", (_, value) => {
    expect(isProcessingResult(value)).toBe(false);
  });
});
