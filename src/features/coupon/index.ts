export { CouponForm } from "./coupon-form";
export { couponOutcome, type CouponOutcome } from "./coupon-outcome";
