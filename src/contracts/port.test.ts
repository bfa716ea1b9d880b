import { describe, expect, it } from "vitest";
import { parsePort } from "./port";

describe("a port from the environment", () => {
  it("reads a port, and falls back when the variable is unset or empty", () => {
    expect(parsePort("PORT", "3100", 3000)).toBe(3100);
    expect(parsePort("PORT", " 65535 ", 3000)).toBe(65535);
    expect(parsePort("PORT", undefined, 3000)).toBe(3000);
    expect(parsePort("PORT", "", 3000)).toBe(3000);
  });

  it.each(["0", "65536", "-1", "3000.5", "0x10", "1e3", "abc", "3000abc"])("refuses %j, naming the variable and the value", (value) => {
    expect(() => parsePort("PORT", value, 3000)).toThrow(`PORT: must be a port number from 1 to 65535, got "${value}"`);
  });

  it("takes 0 (any free port) where the server can pick one", () => {
    expect(parsePort("SANDBOX_PORT", "0", 4000, { anyFree: true })).toBe(0);
    expect(() => parsePort("SANDBOX_PORT", "70000", 4000, { anyFree: true })).toThrow(
      'SANDBOX_PORT: must be a port number from 0 (any free port) to 65535, got "70000"',
    );
  });
});
