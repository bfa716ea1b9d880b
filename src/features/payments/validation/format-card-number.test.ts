import { describe, expect, it } from "vitest";
import { formatCardNumber } from "./format-card-number";

describe("formatCardNumber", () => {
  it.each([
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4222222222222", "4222 2222 2222 2"],
    ["378282246310005", "3782 822463 10005"],
    ["36227206271667", "3622 720627 1667"],
    ["4242 42", "4242 42"],
    ["4242-4242-4242-4242-999", "4242 4242 4242 4242 999"],
    ["4242-4242-4242-4242-9999", "4242 4242 4242 4242 999"],
    ["", ""],
  ])("%j → %j", (input, output) => {
    expect(formatCardNumber(input)).toBe(output);
  });
});
