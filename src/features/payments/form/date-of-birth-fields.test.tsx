import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render-with-app";
import { PaymentSection } from "../payment-section";
import type { FormRules } from "./form-fields";
import { PaymentFields } from "./payment-fields";
import { usePaymentForm } from "./use-payment-form";

const KLARNA: FormRules = { fields: ["first_name", "last_name", "date_of_birth"], withEmail: false, expiryLayout: "date", country: "DE" };
const NOW = new Date(2026, 5, 15);

/** The payment form as the section keeps it, with the value the API would get. */
function KlarnaForm() {
  const form = usePaymentForm(KLARNA, undefined, () => NOW);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.validateAll();
      }}
    >
      <PaymentFields rules={KLARNA} values={form.values} errors={form.errors} onValue={form.setValue} onLeave={form.blur} />
      <output data-testid="api-value">{form.values.date_of_birth ?? ""}</output>
      <button>Pay</button>
    </form>
  );
}

const part = (name: "day" | "month" | "year") => screen.getByTestId(`birth-date-${name}-input`);
const group = () => screen.getByRole("group", { name: "Date of birth" });

describe("the date of birth", () => {
  it("is three labelled numeric fields for day, month and year in one group, for the browser's autofill too", () => {
    renderWithApp(<KlarnaForm />);
    expect(screen.getByTestId("date-of-birth-input")).toBe(group());
    expect(
      within(group())
        .getAllByRole("textbox")
        .map((field) => field.getAttribute("data-testid")),
    ).toEqual(["birth-date-day-input", "birth-date-month-input", "birth-date-year-input"]);
    for (const [name, label, autoComplete, length] of [
      ["day", "Day", "bday-day", "2"],
      ["month", "Month", "bday-month", "2"],
      ["year", "Year", "bday-year", "4"],
    ] as const) {
      expect(part(name)).toHaveAccessibleName(label);
      expect((part(name) as HTMLInputElement).type).toBe("text");
      expect(part(name)).toHaveAttribute("inputmode", "numeric");
      expect(part(name)).toHaveAttribute("autocomplete", autoComplete);
      expect(part(name)).toHaveAttribute("maxlength", length);
    }
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it("takes 01021990 typed straight through, moving on from a complete day and month, as 1990-02-01", () => {
    renderWithApp(<KlarnaForm />);
    part("day").focus();
    for (const digits of ["0", "01", "2", "02", "1", "19", "199", "1990"]) {
      fireEvent.change(document.activeElement!, { target: { value: digits } });
    }
    expect(part("day")).toHaveValue("01");
    expect(part("month")).toHaveValue("02");
    expect(part("year")).toHaveValue("1990");
    expect(document.activeElement).toBe(part("year"));
    expect(screen.getByTestId("api-value")).toHaveTextContent("1990-02-01");
  });

  it("keeps digits only, and gives a one-digit day or month its zero", () => {
    renderWithApp(<KlarnaForm />);
    fireEvent.change(part("day"), { target: { value: "7." } });
    fireEvent.change(part("month"), { target: { value: "a3" } });
    fireEvent.change(part("year"), { target: { value: "1985" } });
    expect(part("day")).toHaveValue("7");
    expect(part("month")).toHaveValue("3");
    expect(screen.getByTestId("api-value")).toHaveTextContent("1985-03-07");
  });

  it("says what is wrong once, under the three, when the shopper leaves the group, not between its fields", () => {
    renderWithApp(<KlarnaForm />);
    fireEvent.change(part("day"), { target: { value: "31" } });
    fireEvent.focusOut(part("day"), { relatedTarget: part("month") });
    expect(screen.queryByText("Date of birth is not valid")).toBeNull();
    fireEvent.change(part("month"), { target: { value: "02" } });
    fireEvent.change(part("year"), { target: { value: "1990" } });
    fireEvent.focusOut(part("year"), { relatedTarget: document.body });
    const message = screen.getByText("Date of birth is not valid");
    expect(screen.getAllByText("Date of birth is not valid")).toHaveLength(1);
    for (const name of ["day", "month", "year"] as const) {
      expect(part(name)).toHaveAttribute("aria-invalid", "true");
      expect(part(name)).toHaveAccessibleDescription("Date of birth is not valid");
    }
    expect(message.id).toBeTruthy();
    // Set right, the message goes as it is typed.
    fireEvent.change(part("day"), { target: { value: "28" } });
    expect(screen.queryByText("Date of birth is not valid")).toBeNull();
  });

  it("says it cannot be empty on Pay, and an adult's birthday only is valid", () => {
    renderWithApp(<KlarnaForm />);
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    expect(screen.getByText("Date of birth cannot be empty")).toBeInTheDocument();
    fireEvent.change(part("day"), { target: { value: "16" } });
    fireEvent.change(part("month"), { target: { value: "06" } });
    fireEvent.change(part("year"), { target: { value: "2008" } });
    expect(screen.getByText("Date of birth is not valid")).toBeInTheDocument();
    fireEvent.change(part("day"), { target: { value: "15" } });
    expect(screen.queryByText(/Date of birth/, { selector: "p" })).toBeNull();
  });

  it("follows the language's order: year, month, day in Korean", () => {
    renderWithApp(<KlarnaForm />, { locale: "ko" });
    expect(
      within(group())
        .getAllByRole("textbox")
        .map((field) => field.getAttribute("data-testid")),
    ).toEqual(["birth-date-year-input", "birth-date-month-input", "birth-date-day-input"]);
    part("year").focus();
    fireEvent.change(part("year"), { target: { value: "1990" } });
    expect(document.activeElement).toBe(part("month"));
  });
});

describe("the date of birth paying with Klarna", () => {
  let body: unknown = null;
  beforeEach(() => {
    sessionStorage.clear();
    body = null;
    vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes("/providers/regular/"))
          return Response.json({ providers: [{ identifier: "klarna", type: "redirect", flow: "redirect", fields: KLARNA.fields }] });
        if (url.includes("/api/processing/pre/")) {
          body = JSON.parse(String(init?.body));
          return Response.json({
            cart_id: "cart_1",
            order_status: "new",
            action: { type: "redirect", url: "http://gateway.test/klarna/pay_1" },
          });
        }
        throw new Error(`unexpected ${url}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the API the date as one YYYY-MM-DD value", async () => {
    renderWithApp(<PaymentSection selection={{ plan: "vpn-plus-1y", crossSellPlans: [], currency: "EUR", country: "DE" }} />);
    fireEvent.change(await screen.findByTestId("email-input"), { target: { value: "shopper@example.com" } });
    fireEvent.change(screen.getByTestId("first-name-input"), { target: { value: "Erika" } });
    fireEvent.change(screen.getByTestId("last-name-input"), { target: { value: "Muster" } });
    fireEvent.change(part("day"), { target: { value: "1" } });
    fireEvent.change(part("month"), { target: { value: "2" } });
    fireEvent.change(part("year"), { target: { value: "1990" } });
    await act(async () => void fireEvent.click(screen.getByTestId("submit-payment-button")));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({ provider: "klarna", fields: { first_name: "Erika", last_name: "Muster", date_of_birth: "1990-02-01" } });
  });
});
