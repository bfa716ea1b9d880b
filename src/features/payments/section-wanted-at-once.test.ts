import { describe, expect, it } from "vitest";
import { sectionWantedAtOnce } from "./deferred-payment-section";

type Query = Parameters<typeof sectionWantedAtOnce>[0];
const link = (fields: Partial<Query>): Query => ({
  error: undefined,
  hide_error: false,
  focus: undefined,
  payment_step: undefined,
  ...fields,
});

describe("sectionWantedAtOnce", () => {
  it("waits for the shopper on a plain link", () => {
    expect(sectionWantedAtOnce(link({}))).toBe(false);
  });

  it("loads at once for a payment's outcome not yet shown, not for one already shown", () => {
    expect(sectionWantedAtOnce(link({ error: "declined" }))).toBe(true);
    expect(sectionWantedAtOnce(link({ error: "declined", hide_error: true }))).toBe(false);
  });

  it("loads at once for a link that sends the shopper to a section or a step", () => {
    expect(sectionWantedAtOnce(link({ focus: "email" }))).toBe(true);
    expect(sectionWantedAtOnce(link({ focus: "plans" }))).toBe(true);
    expect(sectionWantedAtOnce(link({ payment_step: "payment" }))).toBe(true);
  });
});
