import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PAYMENT_PROVIDERS } from "@/contracts/enums";
import { CARD_BRANDS } from "@/contracts/payment-enums";
import type { IconSprite } from "@/ui";
import { cardBrandLogo, providerLogo, walletMark } from "./provider-logos";

/** The symbols a sprite in public/static/icons/ holds, as the browser's `<use href="…#id">` finds them. */
function symbols(sprite: IconSprite): Set<string> {
  const text = readFileSync(join(process.cwd(), "public/static/icons", `${sprite}.svg`), "utf8");
  return new Set([...text.matchAll(/<symbol id="([^"]+)" viewBox="[-\d. ]+">/g)].map((match) => match[1]!));
}

describe("the logos' sprites", () => {
  it("hold a symbol for every payment method and every wallet's mark, and none nobody draws", () => {
    const drawn = new Set([
      ...PAYMENT_PROVIDERS.map(providerLogo),
      ...PAYMENT_PROVIDERS.flatMap((identifier) => walletMark(identifier)?.name ?? []),
    ]);
    expect([...drawn].filter((name) => !symbols("payments").has(name))).toEqual([]);
    expect([...symbols("payments")].filter((name) => !drawn.has(name))).toEqual([]);
  });

  it("hold a symbol for every card network, and none nobody draws", () => {
    const drawn = new Set(CARD_BRANDS.map(cardBrandLogo));
    expect(drawn.size).toBe(CARD_BRANDS.length);
    expect([...symbols("cards")].sort()).toEqual([...drawn].sort());
  });
});
