import { defineMessages, type NoMessageValues } from "react-intl";

type CouponMessagesValues = {
  showForm: NoMessageValues;
  label: NoMessageValues;
  apply: NoMessageValues;
  remove: NoMessageValues;
  applied: { code: string; percentage: number };
  empty: NoMessageValues;
  invalid: NoMessageValues;
  notRedeemable: NoMessageValues;
  betterDeal: NoMessageValues;
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
      defaultMessage: "Coupon {code} applied: you save {percentage}%.",
      description: "Shown when a coupon is applied, with the saving it gives",
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
      description: "Coupon error: the code exists but does not apply (expired, wrong period)",
    },
    betterDeal: {
      id: "coupon.betterDeal",
      defaultMessage: "Your plan already has a better deal than this coupon, so we kept the better price.",
      description: "Coupon error: the plan's own discount is larger",
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
