/**
 * The memory run's traffic: `/payment/` in every locale with a mix of the link parameters
 * shoppers arrive with (products, periods, tiers, currencies, a coupon, add-ons), so the
 * server holds every locale's messages and several plan sets, as in production.
 */
import { LOCALES } from "../../src/lib/locale/locales";

const QUERIES = [
  "product=vpn",
  "product=pass&product_period=2y",
  "product=locker&currency=EUR",
  "product=nordprotect",
  "product=incogni&product_period=1m",
  "product=vpn&product_subgroup=plus&coupon=SAVE20",
  "product=pass&product_filters%5Bsubgroup%5D=family",
  "product=vpn&product_period=2y&product_xs=pass-xs-2y",
];

/** Two addresses per locale, the queries taken in turn: 52 addresses. */
export const MIXED_PATHS: readonly string[] = LOCALES.flatMap((locale, index) =>
  [0, 1].map((offset) => `/${locale}/payment/?${QUERIES[(index * 2 + offset) % QUERIES.length]}`),
);
