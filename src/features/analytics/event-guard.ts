import { FILTERED, scrubText } from "@/contracts/scrub";
import type { AnalyticsEvent, AnalyticsFields } from "./events";

export interface TrackedEvent extends AnalyticsFields {
  event: AnalyticsEvent;
  timestamp: number;
}

/** Every key an event may carry; anything else (a token, an e-mail, a card field) never leaves. */
const ALLOWED_KEYS: ReadonlySet<string> = new Set<keyof TrackedEvent>([
  "event",
  "timestamp",
  "logged_in",
  "source_nord_id",
  "countdown_end_time",
  "page_lang",
  "currency",
  "experiment",
  "plan",
  "plans_displayed",
  "plans_selected",
  "plans_preselected",
  "payments_selected",
  "payments_loaded",
  "payments_preselected",
  "coupon_status",
  "coupon_code",
  "taxes_selected",
  "taxes_preselected",
  "error_message",
  "form_status",
  "packages_main_id",
  "packages_cross_sell_id",
  "flow_type",
  "placement",
  "section",
  "element_name",
  "product_code",
  "page_path",
]);

const EMAIL = /[^\s@]+@[^\s@]+/;
const MAX_LENGTH = 200;
export { FILTERED };

function guardText(text: string): string {
  const cut = text.slice(0, MAX_LENGTH);
  return EMAIL.test(cut) ? FILTERED : scrubText(cut);
}

function guardValue(value: unknown): unknown {
  if (typeof value === "string") return guardText(value);
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "boolean" || value === null) return value;
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string").map(guardText);
  return undefined;
}

/**
 * The last step before an event leaves the page: only the known fields, only plain values, and
 * no sensitive parameter (trusted_pass_token, code, state, exchange_token, email), e-mail address
 * or card number in any of them, whatever a link or a bug put there.
 */
export function guardEvent(payload: Record<string, unknown>): TrackedEvent {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (!ALLOWED_KEYS.has(key)) continue;
    const guarded = guardValue(value);
    if (guarded !== undefined) safe[key] = guarded;
  }
  return safe as unknown as TrackedEvent;
}
