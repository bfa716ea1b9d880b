import { describe, expect, it, vi } from "vitest";
import { PRODUCT_GROUPS, PRODUCT_KEYS } from "@/contracts/enums";
import { normalizeProductGroup, normalizeProductKey, productGroupOf, productKeyOf } from "./product-group";

describe("normalizeProductGroup", () => {
  it.each([
    ["VPN", "VPN"],
    ["vpn", "VPN"],
    ["Pass", "PASS"],
    [" locker ", "LOCKER"],
    ["nordprotect", "NORDPROTECT"],
    ["INCOGNI", "INCOGNI"],
  ])("reads %j as %s", (value, group) => {
    const warn = vi.fn();
    expect(normalizeProductGroup(value, warn)).toBe(group);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(["cyberprotection", "CyberProtection", " CYBERPROTECTION"])(
    "normalises the retired %j to the default group with a warning",
    (value) => {
      const warn = vi.fn();
      expect(normalizeProductGroup(value, warn)).toBe("VPN");
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/retired/);
    },
  );

  it("warns on the console by default", () => {
    const spy = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(normalizeProductGroup("cyberprotection")).toBe("VPN");
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it.each([undefined, null, "", "VPNX", "vpn,pass", "<script>", ["VPN"], 1, {}, "x".repeat(100), "ＶＰＮ"])(
    "is undefined for %j",
    (value) => {
      const warn = vi.fn();
      expect(normalizeProductGroup(value, warn)).toBeUndefined();
      expect(warn).not.toHaveBeenCalled();
    },
  );
});

describe("normalizeProductKey", () => {
  it.each(PRODUCT_KEYS.map((key) => [key.toUpperCase(), key]))("reads %s as %s", (value, key) => {
    expect(normalizeProductKey(value)).toBe(key);
  });

  it.each([undefined, "", "nordvpn", "vp n", ["vpn"], "__proto__", "constructor", "toString"])("is undefined for %j", (value) => {
    expect(normalizeProductKey(value)).toBeUndefined();
  });
});

describe("productGroupOf / productKeyOf", () => {
  it("map every key to its group and back", () => {
    for (const key of PRODUCT_KEYS) expect(productKeyOf(productGroupOf(key))).toBe(key);
    for (const group of PRODUCT_GROUPS) expect(productGroupOf(productKeyOf(group))).toBe(group);
  });
});
