import { DATA_SIZE_UNITS, PASS_SUBGROUPS, type DataSizeUnit, type PassSubgroup, type ProductKey } from "@/contracts/enums";

/** Filters in app code. */
export interface ProductFilters {
  subgroup?: PassSubgroup;
  storageQuotaAmount?: number;
  storageQuotaUnit?: DataSizeUnit;
}

/** The JSON the pricing API's `filters` argument reads (pricing.graphql, spec section 3: snake case). */
export interface PricingFilters {
  subgroup?: PassSubgroup;
  storage_quota_amount?: number;
  storage_quota_unit?: DataSizeUnit;
}

export interface ParsedProductFilters {
  filters: ProductFilters;
  /** Null for products without filters, so the query variables say "no filter" explicitly. */
  pricing: PricingFilters | null;
  /** Link form of CONTRACTS 2b, e.g. `{ "product_filters[subgroup]": "family" }`; empty without filters. */
  query: Record<string, string>;
}

export const DEFAULT_PASS_SUBGROUP: PassSubgroup = "individual";
export const DEFAULT_STORAGE_QUOTA = { amount: 500, unit: "gigabyte" } as const satisfies {
  amount: number;
  unit: DataSizeUnit;
};
// No plan sells more than a few terabytes; the cap keeps absurd links out of the pricing API call.
const MAX_QUOTA_AMOUNT = 1_000_000;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function ownField(source: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(source, key) ? source[key] : undefined;
}

function allowedValue<Value extends string>(allowed: readonly Value[], value: unknown): Value | undefined {
  if (typeof value !== "string") return undefined;
  const candidate = value.trim().toLowerCase();
  return allowed.find((item) => item === candidate);
}

function quotaAmount(value: unknown): number | undefined {
  const amount = typeof value === "string" && /^\s*\d{1,7}(\.\d{1,3})?\s*$/.test(value) ? Number(value) : value;
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount <= 0 || amount > MAX_QUOTA_AMOUNT) return undefined;
  return amount;
}

function parseFilters(product: ProductKey, source: Record<string, unknown>, linkSubgroup: unknown): ProductFilters | null {
  switch (product) {
    case "pass":
      return {
        subgroup:
          allowedValue(PASS_SUBGROUPS, ownField(source, "subgroup")) ?? allowedValue(PASS_SUBGROUPS, linkSubgroup) ?? DEFAULT_PASS_SUBGROUP,
      };
    case "locker": {
      const amount = quotaAmount(ownField(source, "storage_quota_amount"));
      const unit = allowedValue(DATA_SIZE_UNITS, ownField(source, "storage_quota_unit"));
      // Half a quota (an amount without a unit) would mean anything: both or the default.
      const quota = amount !== undefined && unit !== undefined ? { amount, unit } : DEFAULT_STORAGE_QUOTA;
      return { storageQuotaAmount: quota.amount, storageQuotaUnit: quota.unit };
    }
    default:
      return null;
  }
}

function toPricing({ subgroup, storageQuotaAmount, storageQuotaUnit }: ProductFilters): PricingFilters {
  const pricing: PricingFilters = {};
  if (subgroup) pricing.subgroup = subgroup;
  if (storageQuotaAmount !== undefined) pricing.storage_quota_amount = storageQuotaAmount;
  if (storageQuotaUnit) pricing.storage_quota_unit = storageQuotaUnit;
  return pricing;
}

/**
 * Product-filter parsing of spec section 5. `raw` is read only when it is a plain object and a
 * product is given; values outside the allowed enumerations or a non-numeric amount are ignored
 * in favour of the defaults (password manager: individual; locker: 500 gigabyte). VPN,
 * data-removal and protection have no filters. Returns undefined without a product.
 * `linkSubgroup` is the link's `product_subgroup`: a Family campaign link names the plan that
 * way, and the password manager's plans are priced per subgroup, so without a subgroup filter
 * it would select the individual plan; an explicit `product_filters[subgroup]` still wins.
 */
export function parseProductFilters(
  product: ProductKey | undefined,
  raw: unknown,
  linkSubgroup?: unknown,
): ParsedProductFilters | undefined {
  if (!product) return undefined;
  const filters = parseFilters(product, isPlainObject(raw) ? raw : {}, linkSubgroup);
  if (!filters) return { filters: {}, pricing: null, query: {} };
  const pricing = toPricing(filters);
  const query = Object.fromEntries(Object.entries(pricing).map(([key, value]) => [`product_filters[${key}]`, String(value)]));
  return { filters, pricing, query };
}
