import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { addTrackingOnFollow, withTrackingParams } from "./outgoing-links";

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("outgoing links", () => {
  it("carry nv_tri and nv_trs from storage", () => {
    window.localStorage.setItem("nv_tri", "tri-123");
    window.sessionStorage.setItem("nv_trs", "trs-456");
    expect(withTrackingParams("https://nordvpn.com/refund-policy/")).toBe(
      "https://nordvpn.com/refund-policy/?nv_tri=tri-123&nv_trs=trs-456",
    );
  });

  it("add them when a link is followed, not before", () => {
    window.localStorage.setItem("nv_tri", "tri-123");
    render(
      <a
        href="https://nordvpn.com/"
        onClick={(event) => {
          addTrackingOnFollow(event);
          event.preventDefault();
        }}
      >
        NordVPN
      </a>,
    );
    const link = screen.getByRole("link", { name: "NordVPN" });
    expect(link).toHaveAttribute("href", "https://nordvpn.com/");
    fireEvent.click(link);
    expect(link).toHaveAttribute("href", "https://nordvpn.com/?nv_tri=tri-123");
  });

  it("leave links alone without tracking ids", () => {
    expect(withTrackingParams("https://nordvpn.com/")).toBe("https://nordvpn.com/");
  });
});
