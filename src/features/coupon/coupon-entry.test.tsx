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
});
