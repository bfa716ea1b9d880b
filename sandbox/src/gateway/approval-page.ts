import { escapeHtml, htmlPage } from "../http/html-page";

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  paypal: "PayPal",
  ideal: "iDEAL",
  klarna: "Klarna",
  blik: "BLIK",
  pix: "Pix",
  przelewy24: "Przelewy24",
  coin_gate: "CoinGate",
  coin_payments: "CoinPayments",
  bancontact: "Bancontact",
  twint: "TWINT",
  vipps: "Vipps",
  alipay: "Alipay",
  stripe_wechat: "WeChat Pay",
  paypay: "PayPay",
  line_pay: "LINE Pay",
  doku: "DOKU",
  amazon_pay: "Amazon Pay",
  direct_debit: "Direct debit",
  payssion_multibanco: "Multibanco",
  paypal_in_context: "PayPal",
  amazon_pay_widget: "Amazon Pay",
  payssion_bancontact: "Bancontact",
  payssion_qiwi: "QIWI",
  payssion_union_pay: "UnionPay",
  payssion_webmoney: "WebMoney",
};

export interface ApprovalPageModel {
  paymentId: string;
  provider: string;
  /** 3-D Secure challenge of a card rather than a redirect provider. */
  challenge: boolean;
  amount: string;
  cardLast4: string | null;
}

function decisionForm(paymentId: string, decision: "approve" | "decline", label: string): string {
  return `<form method="post" action="/gateway/approve/${escapeHtml(paymentId)}/decision">
  <input type="hidden" name="decision" value="${decision}">
  <button type="submit" class="${decision}" data-testid="sandbox-${decision}">${escapeHtml(label)}</button>
</form>`;
}

/** The page a shopper meets at a redirect provider or a 3-D Secure challenge, with approve and decline. */
export function approvalPage(model: ApprovalPageModel): string {
  const name = PROVIDER_NAMES[model.provider] ?? model.provider;
  const title = model.challenge ? "3-D Secure check" : `Pay with ${name}`;
  const intro = model.challenge
    ? `Your bank asks you to confirm this payment${model.cardLast4 ? ` with the card ending ${escapeHtml(model.cardLast4)}` : ""}.`
    : `You are paying with ${escapeHtml(name)}. Approve to complete the purchase, or decline to go back.`;
  const body = `<span class="tag">Sandbox ${model.challenge ? "card issuer" : "payment provider"}</span>
<h1>${escapeHtml(title)}</h1>
<p>${intro}</p>
<div class="amount" aria-label="Amount">${escapeHtml(model.amount)}</div>
<div class="actions">
${decisionForm(model.paymentId, "approve", model.challenge ? "Approve" : "Approve payment")}
${decisionForm(model.paymentId, "decline", model.challenge ? "Decline" : "Decline payment")}
</div>`;
  return htmlPage(title, body);
}

/**
 * A payment already decided, or superseded by a newer attempt on its cart (the shopper went Back
 * and paid again): like a real provider's expired session, it offers no decision to make.
 */
export function closedPaymentPage(): string {
  return htmlPage(
    "Payment closed",
    `<span class="tag">Sandbox payment provider</span>
<h1 data-testid="sandbox-payment-closed">This payment is closed</h1>
<p>It was completed, declined or replaced by a newer attempt, so nothing can be charged here. Go back to the checkout.</p>`,
  );
}

export function missingPaymentPage(): string {
  return htmlPage(
    "Payment not found",
    `<span class="tag">Sandbox payment provider</span>
<h1>Payment not found</h1>
<p>This payment does not exist. Start again from the checkout.</p>`,
  );
}
