import type { ProcessingInput } from "@/contracts/app-api";
import type { ProcessingFields } from "@/contracts/checkout-api";
import { CARD_PROCESSORS, GATEWAY_ONLY_FIELDS, type CardProcessor, type PaymentField } from "@/contracts/enums";
import type { TokenizeRequest } from "@/contracts/gateway-api";
import type { ExpiryLayout, FormValues } from "../form/form-fields";
import type { ProviderChoice } from "../providers/provider-choice";
import type { PaymentSelection } from "../selection";
import { parseExpiryDate } from "../validation/expiry";

export interface BodyContext {
  selection: PaymentSelection;
  choice: ProviderChoice;
  values: FormValues;
  /** Only for an anonymous shopper; a logged-in one's order takes the account's e-mail. */
  email: string | undefined;
  /** The cart of a failed attempt, paid again rather than duplicated. */
  cartId: string | undefined;
  language: string;
  /** The shopper confirmed a second subscription after the duplicate-purchase notice. */
  confirmDuplicate?: boolean;
}

/**
 * The provider's fields that travel to the checkout API (never card data, which is the gateway's).
 * The billing postal code is the tax address's when the shopper gave one there (the form then
 * does not ask twice).
 */
function providerFields(fields: readonly PaymentField[], values: FormValues, taxZip: string | undefined): ProcessingFields | undefined {
  const out: ProcessingFields = {};
  if (taxZip && fields.includes("postal_code")) out.postal_code = taxZip;
  for (const field of fields) {
    if (GATEWAY_ONLY_FIELDS.includes(field)) continue;
    const value = values[field as keyof ProcessingFields]?.trim();
    if (value) out[field as keyof ProcessingFields] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export function processingBody(context: BodyContext, cardToken: string | undefined): ProcessingInput {
  const { selection, choice, values, email, cartId, language, confirmDuplicate } = context;
  const oneClick = choice.kind === "one-click";
  return {
    plans: [selection.plan, ...selection.crossSellPlans],
    ...(selection.coupon ? { coupon: selection.coupon } : {}),
    currency: selection.currency,
    country: selection.country,
    ...(selection.state ? { state: selection.state } : {}),
    ...(selection.zip ? { zip: selection.zip } : {}),
    ...(email ? { email: email.trim() } : {}),
    provider: choice.provider.identifier,
    ...(oneClick ? { use_saved_method: true } : {}),
    ...(cardToken ? { card_token: cardToken } : {}),
    ...(oneClick ? {} : { fields: providerFields(choice.provider.fields, values, selection.zip) }),
    ...(cartId ? { cart_id: cartId } : {}),
    language,
    ...(confirmDuplicate ? { confirm_duplicate: true } : {}),
  };
}

/** Whether this choice needs the card tokenized first (a new card, not the saved one). */
export function needsCardToken(choice: ProviderChoice): boolean {
  return choice.kind === "regular" && choice.provider.fields.includes("card_number");
}

/** The card processor a new card is tokenized for: the chosen card provider (`card`, `stripe`, …). */
export function cardProcessorOf(choice: ProviderChoice): CardProcessor {
  return CARD_PROCESSORS.find((processor) => processor === choice.provider.identifier) ?? "card";
}

/** What the gateway gets: digits only, the expiry split into month and year, and the processor. */
export function tokenizeRequestOf(values: FormValues, layout: ExpiryLayout, processor: CardProcessor = "card"): TokenizeRequest {
  const expiry = layout === "date" ? parseExpiryDate(values.card_expiry ?? "") : undefined;
  const month = layout === "date" ? String(expiry?.month ?? "") : (values.card_expiry_month ?? "").trim();
  const year = layout === "date" ? String(expiry?.year ?? "") : (values.card_expiry_year ?? "").trim();
  return {
    number: (values.card_number ?? "").replace(/\D/g, ""),
    exp_month: month.padStart(2, "0"),
    exp_year: year,
    cvv: (values.card_cvv ?? "").trim(),
    ...(values.card_name?.trim() ? { name: values.card_name.trim() } : {}),
    ...(values.card_password ? { card_password: values.card_password } : {}),
    ...(processor === "card" ? {} : { processor }),
  };
}
