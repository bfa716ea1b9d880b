import { act, render, screen } from "@testing-library/react";
import { mockAllIsIntersecting } from "react-intersection-observer/test-utils";
import { describe, expect, it } from "vitest";
import { LAZY_IMAGE_OPTIONS, LazyImage } from "./lazy-image";

function renderImage(src: string) {
  return render(<LazyImage src={src} alt="NordVPN apps" width={120} height={80} />);
}

describe("LazyImage", () => {
  it("loads nothing until it nears the viewport, then 1x/2x with webp first", () => {
    const { container } = renderImage("/static/images/apps.png");
    expect(screen.queryByRole("img")).toBeNull();
    act(() => mockAllIsIntersecting(true));
    const image = screen.getByRole("img", { name: "NordVPN apps" });
    expect(image).toHaveAttribute("srcset", "/static/images/apps.png 1x, /static/images/apps@2x.png 2x");
    expect(container.querySelector("source")).toHaveAttribute("srcset", "/static/images/apps.webp 1x, /static/images/apps@2x.webp 2x");
  });

  it("keeps the image once loaded (it triggers once)", () => {
    renderImage("/static/images/apps.png");
    act(() => mockAllIsIntersecting(true));
    act(() => mockAllIsIntersecting(false));
    expect(screen.getByRole("img")).toBeInTheDocument();
  });

  it("watches with a 30% vertical root margin", () => {
    expect(LAZY_IMAGE_OPTIONS).toEqual({ rootMargin: "30% 0px", triggerOnce: true });
  });
});
