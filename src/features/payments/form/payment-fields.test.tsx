import { readFileSync } from "node:fs";
import path from "node:path";
import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import type { FormRules, FormValues } from "./form-fields";
import { PaymentFields } from "./payment-fields";

const RULES: FormRules = { fields: ["card_number", "card_cvv"], withEmail: false, expiryLayout: "date", country: "DE" };

function CardForm({ rules = RULES }: { rules?: FormRules }) {
  const [values, setValues] = useState<FormValues>({});
  return (
    <PaymentFields
      rules={rules}
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

  it("keep the CVV a numeric text field autofill can fill, its digits shown while typed and masked once the shopper moves on", () => {
    renderWithApp(<CardForm />);
    const cvv = screen.getByTestId("card-cvv-input");
    expect(cvv).toHaveAttribute("type", "text");
    expect(cvv).toHaveAttribute("inputmode", "numeric");
    expect(cvv).toHaveAttribute("autocomplete", "cc-csc");
    fireEvent.focus(cvv);
    fireEvent.change(cvv, { target: { value: "12a3" } });
    expect(cvv).toHaveAttribute("data-masked", "false");
    expect(cvv).toHaveValue("123");
    fireEvent.blur(cvv);
    expect(cvv).toHaveAttribute("type", "text");
    expect(cvv).toHaveAttribute("data-masked", "true");
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

  describe("move the focus on", () => {
    const card = (expiryLayout: FormRules["expiryLayout"]): FormRules => ({
      fields: ["card_number", "card_expiry", "card_cvv"],
      withEmail: false,
      expiryLayout,
      country: "DE",
    });
    const type = (testId: string, value: string) => {
      const input = screen.getByTestId(testId);
      input.focus();
      fireEvent.change(input, { target: { value } });
      return input;
    };

    it("from a whole card number to the expiry, whose four digits read MM / YY and go on to the CVV", () => {
      renderWithApp(<CardForm rules={card("date")} />);
      const number = type("card-number-input", "424242424242424");
      expect(number).toHaveFocus();
      fireEvent.change(number, { target: { value: "4242424242424242" } });
      const expiry = screen.getByTestId("card-expiry-date-input");
      expect(expiry).toHaveFocus();
      fireEvent.change(expiry, { target: { value: "12" } });
      expect(expiry).toHaveValue("12 / ");
      expect(expiry).toHaveFocus();
      fireEvent.change(expiry, { target: { value: "12 / 30" } });
      expect(expiry).toHaveValue("12 / 30");
      expect(screen.getByTestId("card-cvv-input")).toHaveFocus();
    });

    it("not before the number is whole: a 16-digit VISA whose first 13 digits pass the Luhn check on their own", () => {
      renderWithApp(<CardForm rules={card("date")} />);
      const number = type("card-number-input", "4000000000006");
      expect(number).toHaveFocus();
      fireEvent.change(number, { target: { value: "4000 0000 0000 6009" } });
      expect(screen.getByTestId("card-expiry-date-input")).toHaveFocus();
    });

    it("not from a wrong number or expiry, which stay to be corrected, nor from a field the shopper came back to", () => {
      renderWithApp(<CardForm rules={card("date")} />);
      expect(type("card-number-input", "4242424242424241")).toHaveFocus();
      expect(type("card-expiry-date-input", "0120")).toHaveFocus();
      expect(screen.getByTestId("card-expiry-date-input")).toHaveValue("01 / 20");
      // Whole already: the shopper correcting one digit is not sent away.
      const number = type("card-number-input", "4242424242424242");
      expect(screen.getByTestId("card-expiry-date-input")).toHaveFocus();
      number.focus();
      fireEvent.change(number, { target: { value: "5555555555554444" } });
      expect(number).toHaveFocus();
    });

    it("through the month and year fields where the expiry is two", () => {
      renderWithApp(<CardForm rules={card("month_year")} />);
      type("card-number-input", "3782 822463 10005");
      const month = screen.getByTestId("card-expiry-month-input");
      expect(month).toHaveFocus();
      fireEvent.change(month, { target: { value: "12" } });
      const year = screen.getByTestId("card-expiry-year-input");
      expect(year).toHaveFocus();
      fireEvent.change(year, { target: { value: "30" } });
      expect(screen.getByTestId("card-cvv-input")).toHaveFocus();
    });
  });
});
