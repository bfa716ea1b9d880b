import { readFileSync } from "node:fs";
import path from "node:path";
import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import type { FormRules, FormValues } from "./form-fields";
import { PaymentFields } from "./payment-fields";

const RULES: FormRules = { fields: ["card_number", "card_cvv"], withEmail: false, expiryLayout: "date", country: "DE" };

function CardForm() {
  const [values, setValues] = useState<FormValues>({});
  return (
    <PaymentFields
      rules={RULES}
      values={values}
      errors={{}}
      onValue={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onLeave={() => undefined}
    />
  );
}

/** Whether a brand's icon is shown at full strength (the others of a detected number are dimmed). */
const lit = (name: string) => getComputedStyle(screen.getByRole("img", { name })).opacity === "1";

describe("the card fields", () => {
  it("show every accepted brand, then light the one the number's first digits name", () => {
    renderWithApp(<CardForm />);
    expect(screen.getByTestId("card-brands")).toHaveAccessibleName("Cards we accept");
    expect(within(screen.getByTestId("card-brands")).getAllByRole("img")).toHaveLength(8);
    expect([lit("Visa"), lit("American Express"), lit("Maestro")]).toEqual([true, true, true]);
    const number = screen.getByTestId("card-number-input");
    fireEvent.change(number, { target: { value: "4" } });
    expect([lit("Visa"), lit("American Express"), lit("Maestro")]).toEqual([true, false, false]);
    fireEvent.change(number, { target: { value: "37" } });
    expect([lit("Visa"), lit("American Express"), lit("Maestro")]).toEqual([false, true, false]);
    fireEvent.change(number, { target: { value: "6" } });
    // One digit names no brand yet: none is dimmed.
    expect([lit("Visa"), lit("American Express"), lit("Maestro")]).toEqual([true, true, true]);
  });

  it("show the CVV's digits while it is typed and mask them once the shopper moves on", () => {
    renderWithApp(<CardForm />);
    const cvv = screen.getByTestId("card-cvv-input");
    expect(cvv).toHaveAttribute("type", "password");
    fireEvent.focus(cvv);
    fireEvent.change(cvv, { target: { value: "12a3" } });
    expect(cvv).toHaveAttribute("type", "text");
    expect(cvv).toHaveValue("123");
    fireEvent.blur(cvv);
    expect(cvv).toHaveAttribute("type", "password");
    expect(cvv).toHaveValue("123");
  });

  it("keep the digits left to right in Arabic, and the CVV's hint in Arabic's own order", () => {
    const arabic = JSON.parse(readFileSync(path.resolve(__dirname, "../../../../locales/ar.json"), "utf8")) as Record<string, string>;
    renderWithApp(<CardForm />, { locale: "ar", messages: arabic });
    const cvv = screen.getByTestId("card-cvv-input");
    expect(cvv).toHaveAttribute("dir", "ltr");
    // A first-strong isolate: the hint "000 أو 0000" reads right to left from its first letter,
    // not in the field's left-to-right order ("أو 0000 000").
    expect(cvv).toHaveAttribute("placeholder", "\u2068000 أو 0000\u2069");
    expect(screen.getByTestId("card-number-input")).toHaveAttribute("placeholder", "\u20680000 0000 0000 0000\u2069");
  });
});
