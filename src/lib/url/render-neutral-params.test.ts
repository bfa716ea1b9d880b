import { describe, expect, it } from "vitest";
import { isRenderNeutralParam, renderNeutralParamsOf, withoutRenderNeutralParams } from "./render-neutral-params";

describe("render-neutral parameters", () => {
  it("are the click ids and every utm_ parameter, and nothing the checkout reads", () => {
    for (const name of ["gclid", "msclkid", "msclickid", "fbclid", "_ga", "_gac", "_gl", "utm_source", "utm_anything"])
      expect(isRenderNeutralParam(name), name).toBe(true);
    // What changes the page, or moves the shopper, stays part of the address the server renders.
    for (const name of ["product", "coupon", "currency", "qa", "ff", "aff_id", "nv_tri", "utm", "gclid_x", "trusted_pass_token"])
      expect(isRenderNeutralParam(name), name).toBe(false);
  });

  it("come out of an address, which keeps everything else byte for byte", () => {
    expect(withoutRenderNeutralParams("/payment/?gclid=a&product=vpn&utm_source=x&coupon=SAVE%2020#top")).toBe(
      "/payment/?product=vpn&coupon=SAVE%2020#top",
    );
    expect(withoutRenderNeutralParams("/payment/?gclid=a")).toBe("/payment/");
    expect(withoutRenderNeutralParams("/payment/")).toBe("/payment/");
  });

  it("are read from a query string, the first of a repeated one", () => {
    expect(renderNeutralParamsOf("?product=vpn&gclid=g%201&utm_campaign=bf&gclid=second")).toEqual({ gclid: "g 1", utm_campaign: "bf" });
    expect(renderNeutralParamsOf("")).toEqual({});
  });
});
