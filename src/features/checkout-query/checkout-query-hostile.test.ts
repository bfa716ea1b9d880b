import { describe, expect, it } from "vitest";
import type { RawQuery } from "@/lib/url";
import { checkoutQuerySchema, parseCheckoutQuery } from "./checkout-query";

// Every parameter of spec section 2.2 (the payment-session id has a product-specific key).
const SPEC_PARAMS = [
  "provider",
  "product_group",
  "product",
  "product_period",
  "product_subgroup",
  "product_filters",
  "currency",
  "error",
  "hide_error",
  "cart_id",
  "confirm_email",
  "coupon",
  "product_xs",
  "nord_origin",
  "redirect_uri",
  "exchange_token",
  "trusted_pass_token",
  "owner_id",
  "ff",
  "qa",
  "bundle_type",
  "force_login",
  "existing_user",
  "persist_countdown",
  "descriptor",
  "payment_provider",
  "package_identifier",
  "code",
  "state",
  "payment_step",
  "focus",
  "plan_upgraded",
  "exp_package_identifier",
  "services",
  "purchase_funnel",
  "payment_status",
  "success_uri",
  "success_alert",
  "login_target",
  "purchased_products",
  "identifier",
  "extra_services",
  "price_ids",
  "service_price_ids",
];

// The ones the checkout gives no behaviour (docs/decisions/0019-link-parameters-left-out.md and
// 0064-link-parameters-parsed-for-nothing.md): not parsed,
// so they ride along in the raw query like any tracking parameter.
const WITHOUT_BEHAVIOUR = [
  "provider",
  "nord_origin",
  "descriptor",
  "package_identifier",
  "plan_upgraded",
  "exp_package_identifier",
  "services",
  "purchase_funnel",
  "success_alert",
  "purchased_products",
  "identifier",
  "extra_services",
  "price_ids",
  "service_price_ids",
];

const HOSTILE_VALUES: (string | string[])[] = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "x".repeat(100_000),
  "-1",
  "-999999999999999999999",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "\u0000",
  "a\u0000b",
  "\u202e\u202dRTL",
  "💳💳💳",
  "ＶＰＮ",
  "%00",
  "%",
  "../../../etc/passwd",
  "' OR 1=1 --",
  '{"$gt":""}',
  "[]",
  "{}",
  " ",
  "",
  ["vpn", "pass"],
  [],
  ["<script>"],
  Array.from({ length: 1000 }, (_, index) => String(index)),
];

function rawQueryFrom(search: string): RawQuery {
  // As Next.js builds `query`: repeated keys become arrays.
  const query: RawQuery = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

function* strings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === "object") for (const item of Object.values(value)) yield* strings(item);
}

function expectSafe(raw: RawQuery) {
  const query = parseCheckoutQuery(raw);
  for (const text of strings(query)) {
    expect(text.length).toBeLessThanOrEqual(2048);
    // Neither markup nor control characters survive into the parsed state.
    expect(text).not.toMatch(/[<>"'`\s\u0000-\u001f\u007f\u202e]/);
  }
  expect(query.product_xs.length).toBeLessThanOrEqual(20);
}

describe("parseCheckoutQuery with hostile input", () => {
  it("knows every parameter of spec section 2.2 that has a behaviour, and only those", () => {
    const known = Object.keys(checkoutQuerySchema.in.shape);
    expect(SPEC_PARAMS.filter((name) => !known.includes(name))).toEqual(WITHOUT_BEHAVIOUR);
    const parsed = parseCheckoutQuery(Object.fromEntries(WITHOUT_BEHAVIOUR.map((name) => [name, "x"])));
    expect(WITHOUT_BEHAVIOUR.filter((name) => name in parsed)).toEqual([]);
  });

  const cases = SPEC_PARAMS.flatMap((name) => HOSTILE_VALUES.map((value) => [name, value] as const));

  it(`never throws and keeps nothing unsafe for ${cases.length} parameter/value pairs`, () => {
    for (const [name, value] of cases) expectSafe({ [name]: value, [`${name}[x]`]: value });
  });

  it.each([
    "product=vpn&product=pass&currency=usd&currency=eur",
    "product_filters[subgroup][nested]=family&product=pass",
    "product_filters[__proto__][subgroup]=family&product=pass",
    "product_filters=%7B%22subgroup%22%3A%22family%22%7D&product=pass",
    "product_filters=%7B%22storage_quota_amount%22%3A-1%7D&product=locker",
    "__proto__[polluted]=1&constructor[prototype][polluted]=1",
    "product_period=-1m&product_period=1y",
    "coupon=%3Cscript%3E&coupon=SAVE20",
    "currency=%F0%9F%92%B8",
    "amazonPaySessionId=%00&amazoSessionId=x",
    `product_xs=${"a,".repeat(5000)}`,
    "&&&=&==&product",
  ])("survives %s", (search) => {
    expectSafe(rawQueryFrom(search));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("survives random junk (seeded, so a failure can be replayed)", () => {
    let seed = 20_240_401;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = "azAZ09-_.,:;=&[]{}\"'<>%\u0000\u00e9\u200b\ud83d\ude00 ";
    const junk = (length: number) => Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
    for (let run = 0; run < 500; run += 1) {
      const raw: RawQuery = {};
      for (const name of SPEC_PARAMS) if (random() < 0.3) raw[name] = random() < 0.2 ? [junk(5), junk(5)] : junk(Math.floor(random() * 40));
      expectSafe(raw);
    }
  });
});
