import { describe, expect, it } from "vitest";
import { desktopLinks } from "./desktop-links";

describe("desktopLinks", () => {
  it("links the product's desktop app", () => {
    expect(desktopLinks("vpn-plus-1y", "ord_1")).toEqual({
      openApp: "nordvpn://open",
      claimPurchase: "nordvpn://claim-online-purchase?order_id=ord_1",
    });
    expect(desktopLinks("pass-family-1y", "ord 2")?.claimPurchase).toBe("nordpass://claim-online-purchase?order_id=ord%202");
  });

  it("has none for web-only products", () => {
    expect(desktopLinks("incogni-1y", "ord_1")).toBeNull();
    expect(desktopLinks(undefined, "ord_1")).toBeNull();
  });
});
