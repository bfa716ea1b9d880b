import { describe, expect, it } from "vitest";
import { resolveImage } from "./resolve-image";

describe("resolveImage", () => {
  it.each(["png", "jpg", "jpeg", "PNG"])("gives a .%s image its 2x, webp and placeholder variants", (extension) => {
    expect(resolveImage(`/static/images/plan.${extension}`)).toEqual({
      src: `/static/images/plan.${extension}`,
      srcSet: `/static/images/plan.${extension} 1x, /static/images/plan@2x.${extension} 2x`,
      webpSrcSet: "/static/images/plan.webp 1x, /static/images/plan@2x.webp 2x",
      placeholder: `/static/images/plan.blur.${extension}`,
    });
  });

  it("leaves vector images alone", () => {
    expect(resolveImage("/static/icons/shield.svg")).toEqual({ src: "/static/icons/shield.svg", srcSet: "/static/icons/shield.svg 1x" });
  });
});
