import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import hebrew from "../../../locales/he.json";
import { PaymentTerms } from "./payment-terms";

describe("PaymentTerms", () => {
  it("is a native disclosure of what paying agrees to, with the policies opening in a new tab", () => {
    renderWithApp(<PaymentTerms provider="NordPass" />, { router: { locale: "fr" } });
    const terms = screen.getByTestId("payment-terms");
    expect(terms.tagName).toBe("DETAILS");
    expect(terms).not.toHaveAttribute("open");
    expect(terms.querySelector("summary")).toHaveTextContent("Subscription terms");
    expect(terms).toHaveTextContent(
      /you agree to the NordPass Terms of Service and Privacy Policy\. Your subscription renews automatically/,
    );
    const link = screen.getByRole("link", { name: "Terms of Service" });
    expect(link).toHaveAttribute("href", "/fr/legal/terms-of-service/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps its links in a translation", () => {
    renderWithApp(<PaymentTerms provider="NordVPN" />, { locale: "he", messages: hebrew, router: { locale: "he" } });
    expect(screen.getByRole("link", { name: "תנאי השירות" })).toHaveAttribute("href", "/he/legal/terms-of-service/");
    expect(screen.getByTestId("payment-terms")).toHaveTextContent(/NordVPN/);
  });
});
