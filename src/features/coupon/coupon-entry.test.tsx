import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appTestWrapper } from "@/test/render-with-app";
import { CouponEntry } from "./coupon-entry";
import type { CouponOutcome } from "./coupon-outcome";

afterEach(() => {
  document.body.innerHTML = "";
});

// A link's refused code: the server draws the open form with that code in the field.
const refused: CouponOutcome = { kind: "error", code: "OLDCODE", error: "expired" };

describe("CouponEntry", () => {
  it("applies the code typed before hydration, not the one the server drew", () => {
    const Wrapper = appTestWrapper();
    const onApply = vi.fn();
    const entry = <CouponEntry outcome={refused} checking={false} onApply={onApply} onRemove={() => undefined} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Wrapper>{entry}</Wrapper>);
    document.body.appendChild(container);
    // Typed while the page waits to hydrate: only the browser's field has it.
    (container.querySelector("[data-testid=coupon-input]") as HTMLInputElement).value = "save20";
    render(entry, { container, hydrate: true, wrapper: Wrapper });

    fireEvent.click(screen.getByTestId("coupon-apply-button"));
    expect(onApply).toHaveBeenCalledWith("SAVE20");
  });

  it("is a form the browser can send before hydration: this checkout's address with the new code, never a sensitive parameter", () => {
    const query = { product: "vpn", product_period: "1y", plans: ["a", "b"], coupon: "OLDCODE", email: "shopper@example.com" };
    const Wrapper = appTestWrapper({ router: { query } });
    const entry = <CouponEntry outcome={refused} checking={false} onApply={() => undefined} onRemove={() => undefined} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Wrapper>{entry}</Wrapper>);
    document.body.appendChild(container);
    const form = container.querySelector("form") as HTMLFormElement;
    (form.querySelector("[data-testid=coupon-input]") as HTMLInputElement).value = "SAVE20";
    // What the browser would send on Enter, had the page's code not yet run.
    expect(new URLSearchParams(new FormData(form) as unknown as string).toString()).toBe(
      "product=vpn&product_period=1y&plans=a&plans=b&coupon=SAVE20",
    );

    // Hydrated, the page's code applies the code: the hidden copies of the address go.
    render(entry, { container, hydrate: true, wrapper: Wrapper });
    expect(form.querySelectorAll("input[type=hidden]")).toHaveLength(0);
  });
});
