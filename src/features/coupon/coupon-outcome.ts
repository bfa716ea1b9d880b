import type { CouponErrorKind } from "@/contracts/enums";
import type { CouponStatus } from "@/contracts/generated/graphql";

/** Why a code was refused; a better deal is no refusal but good news (the plan's own price wins). */
export type CouponRefusal = Exclude<CouponErrorKind, "better_deal_available">;

export type CouponOutcome =
  | { kind: "none" }
  /** `percentage` is null for a legacy coupon: its price is an earlier price list's, not a percentage off. */
  | { kind: "applied"; code: string; percentage: number | null }
  | { kind: "better_deal"; code: string }
  | { kind: "error"; code: string; error: CouponRefusal };

interface CouponInput {
  /** The code in the address, upper-cased. */
  code: string | undefined;
  /** The status the pricing API gave the selected plan for it. */
  status: CouponStatus | null | undefined;
  percentage: number | null | undefined;
  /** The selected plan's coupon is a legacy one (its `coupon.isLegacy`). */
  legacy?: boolean;
  /** The pricing API could not be reached for this code. */
  networkError: boolean;
}

/** What the coupon field should tell the shopper about the code in the address. */
export function couponOutcome({ code, status, percentage, legacy = false, networkError }: CouponInput): CouponOutcome {
  if (!code) return { kind: "none" };
  if (networkError) return { kind: "error", code, error: "network" };
  switch (status) {
    case "applied":
      return { kind: "applied", code, percentage: legacy ? null : (percentage ?? 0) };
    case "better_deal_available":
      return { kind: "better_deal", code };
    case "not_redeemable":
    case "already_used":
    case "expired":
    case "invalid":
      return { kind: "error", code, error: status };
    default:
      return { kind: "error", code, error: "invalid" };
  }
}
