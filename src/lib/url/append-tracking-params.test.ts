// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { appendTrackingParams } from "./append-tracking-params";

function storageOf(entries: Record<string, string>): Pick<Storage, "getItem"> {
  return { getItem: (key) => entries[key] ?? null };
}

describe("appendTrackingParams", () => {
  const storage = storageOf({ nv_tri: "tri-123", nv_trs: "trs.456" });

  it("appends both tracking ids to relative and absolute web URLs", () => {
    expect(appendTrackingParams("/payment/?product=vpn#top", storage)).toBe("/payment/?product=vpn&nv_tri=tri-123&nv_trs=trs.456#top");
    expect(appendTrackingParams("https://example.test/dashboard/", storage)).toBe(
      "https://example.test/dashboard/?nv_tri=tri-123&nv_trs=trs.456",
    );
    expect(appendTrackingParams("HTTP://example.test", storage)).toBe("HTTP://example.test?nv_tri=tri-123&nv_trs=trs.456");
  });

  it("appends only the ids that storage holds", () => {
    expect(appendTrackingParams("/p/", storageOf({ nv_trs: "s" }))).toBe("/p/?nv_trs=s");
  });

  it("keeps an id the URL already carries instead of duplicating it", () => {
    expect(appendTrackingParams("/p/?nv_tri=mine", storage)).toBe("/p/?nv_tri=mine&nv_trs=trs.456");
  });

  it.each(["mailto:help@example.test", "tel:+123", "javascript:alert(1)", "nordvpn://open", "data:text/html,x"])(
    "leaves the non-web URL %s alone",
    (url) => {
      expect(appendTrackingParams(url, storage)).toBe(url);
    },
  );

  it.each(["<script>", "a b", "x".repeat(257), "a&b=c", "ü", ""])("does not copy the tampered value %j", (value) => {
    expect(appendTrackingParams("/p/", storageOf({ nv_tri: value }))).toBe("/p/");
  });

  it("works without storage or when storage throws", () => {
    expect(appendTrackingParams("/p/", null)).toBe("/p/");
    expect(appendTrackingParams("/p/", undefined)).toBe("/p/");
    const throwing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(appendTrackingParams("/p/", throwing)).toBe("/p/");
  });

  it("reads real window storage", () => {
    window.sessionStorage.setItem("nv_tri", "from-session");
    try {
      expect(appendTrackingParams("/p/", window.sessionStorage)).toBe("/p/?nv_tri=from-session");
    } finally {
      window.sessionStorage.clear();
    }
  });
});
