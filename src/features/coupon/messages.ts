import { defineMessages, type NoMessageValues } from "react-intl";

type CouponMessagesValues = {
  showForm: NoMessageValues;
  label: NoMessageValues;
  apply: NoMessageValues;
  remove: NoMessageValues;
  applied: { code: string; percentage: number };
  appliedLegacy: { code: string };
  empty: NoMessageValues;
  invalid: NoMessageValues;
  notRedeemable: NoMessageValues;
  betterDeal: { code: string };
  expired: { code: string };
  alreadyUsed: { coupon: string };
  alreadyUsedNoCode: NoMessageValues;
  network: NoMessageValues;
  checking: NoMessageValues;
};

export const couponMessages = defineMessages<CouponMessagesValues>(
  {
    showForm: { id: "coupon.showForm", defaultMessage: "Have a coupon code?", description: "Button that reveals the coupon field" },
    label: { id: "coupon.label", defaultMessage: "Coupon code", description: "Label of the coupon field" },
    apply: { id: "coupon.apply", defaultMessage: "Apply", description: "Button that applies the coupon" },
    remove: { id: "coupon.remove", defaultMessage: "Remove coupon", description: "Button that removes the applied coupon" },
    applied: {
      id: "coupon.applied",
      defaultMessage: "Coupon {code} applied: you save {percentage, number}%.",
      description: "Shown when a coupon is applied, with the saving it gives",
    },
    appliedLegacy: {
      id: "coupon.appliedLegacy",
      defaultMessage: "Coupon {code} applied.",
      description: "Shown when a legacy coupon is applied: its price comes from an earlier price list, so no percentage is stated",
    },
    empty: { id: "coupon.empty", defaultMessage: "Enter a coupon code.", description: "Coupon applied with an empty field" },
    invalid: {
      id: "coupon.invalid",
      defaultMessage: "This coupon code is not valid. Check it and try again.",
      description: "Coupon error: unknown code",
    },
    notRedeemable: {
      id: "coupon.notRedeemable",
      defaultMessage: "This coupon can't be used with the selected plan.",
      description: "Coupon error: the code exists but does not apply to this plan (e.g. a yearly coupon on a monthly plan)",
    },
    betterDeal: {
      id: "coupon.betterDealKept",
      defaultMessage: "Good news: your plan's price is already lower than with {code}, so you keep the better price.",
      description: "Shown in a success tone when the plan's own discount is larger than the coupon's; the lower price stays",
    },
    expired: {
      id: "coupon.expired",
      defaultMessage: "The coupon code {code} has expired.",
      description: "Coupon error: the code existed but is no longer valid",
    },
    alreadyUsed: {
      id: "coupon.alreadyUsed",
      defaultMessage: "You have already used the coupon code {coupon}.",
      description: "Coupon error: used before (wording fixed by the specification)",
    },
    alreadyUsedNoCode: {
      id: "coupon.alreadyUsedNoCode",
      defaultMessage: "You have already used the coupon code.",
      description: "Coupon error: used before, when the code is not known (wording fixed by the specification)",
    },
    network: {
      id: "coupon.network",
      defaultMessage: "We couldn't check the coupon right now. Try again in a moment.",
      description: "Coupon error: the pricing service did not answer",
    },
    checking: { id: "coupon.checking", defaultMessage: "Checking the coupon…", description: "While a coupon is being checked" },
  },
  { typed: true },
);
