import type { SSRData } from "@urql/core";
import type { GetPackagePlansQuery, GetPackagePlansQueryVariables } from "@/contracts/generated/graphql";
import type { PricingTimeouts } from "./pricing-client";
import type { PackagePlans } from "./types";

/** Why the prices for some variables are missing: `networkError` when the pricing API was not reached. */
export interface PlansError {
  message: string;
  networkError?: Error;
}

/** What the page knows about one set of variables. */
export interface PlansEntry {
  data: PackagePlans | null;
  error: PlansError | null;
  fetching: boolean;
}

export interface PricingConfig {
  url: string;
  timeouts: PricingTimeouts;
  experiment: string | null;
}

/** Asks the pricing API for a package; `again` skips the client's cache (a retry). */
export type AskPricing = (
  variables: GetPackagePlansQueryVariables,
  again: boolean,
) => Promise<{ data?: GetPackagePlansQuery | null; error?: PlansError }>;

/** Makes the urql client that asks the pricing API (loaded on first need in the browser). */
export type ConnectPricing = (config: PricingConfig) => Promise<AskPricing>;

/**
 * On the server, the plans of each prefetched answer, as the server parsed them when the pricing
 * API answered, by the answer's entry in `urqlState`: the renders that serve an answer read those
 * plans instead of parsing its text again, each of them (read only).
 */
const parsedOnServer = new WeakMap<object, PackagePlans | null>();

/** `value` and everything it holds, frozen. */
function frozenDeep<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) frozenDeep(member);
  }
  return value;
}

/**
 * Tells the renders to come that `urqlState`'s entries are `data`, already parsed. The plans are
 * frozen: every render of every shopper served this answer holds the same objects, so a render
 * that changed one would change the prices of the others. Such a change throws instead.
 */
export function rememberParsedPlans(urqlState: SSRData, data: GetPackagePlansQuery): void {
  const plans = frozenDeep(data.getPackagePlans ?? null);
  for (const entry of Object.values(urqlState)) if (entry) parsedOnServer.set(entry, plans);
}

/** Nothing known yet: the page asks once it is running, and shows that it is waiting meanwhile. */
const NOT_YET_ASKED: PlansEntry = Object.freeze({ data: null, error: null, fetching: true });

/**
 * The page's prices by urql operation key (./plans-key.ts): first what the server prefetched
 * into `urqlState`, read without urql, then every answer the pricing API gave this page. Only a
 * question the page has no answer for loads urql and asks. Components read it through
 * `usePackagePlans`, which subscribes to its changes.
 */
export class PricingSource {
  private readonly entries = new Map<number, PlansEntry>();
  private readonly listeners = new Set<() => void>();
  private prefetched: SSRData = {};
  private client: ReturnType<ConnectPricing> | null = null;

  constructor(
    private readonly config: PricingConfig,
    private readonly connect: ConnectPricing,
  ) {}

  /** Adds what a page's server prefetched (each page of a session brings its own). */
  restore(prefetched: SSRData | undefined): void {
    if (prefetched) this.prefetched = { ...this.prefetched, ...prefetched };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The same object for as long as nothing about `key` changes (useSyncExternalStore needs that). */
  entry(key: number): PlansEntry {
    const known = this.entries.get(key);
    if (known) return known;
    const prefetched = this.prefetched[key];
    if (!prefetched?.data) return NOT_YET_ASKED;
    const data = parsedOnServer.has(prefetched)
      ? parsedOnServer.get(prefetched)!
      : ((JSON.parse(prefetched.data) as { getPackagePlans?: PackagePlans | null }).getPackagePlans ?? null);
    const entry: PlansEntry = { data, error: null, fetching: false };
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Asks the pricing API for `variables` unless the page has their prices or is already asking.
   * `again` asks even so, past urql's cache: a retry after a failure.
   */
  ask(key: number, variables: GetPackagePlansQueryVariables, again = false): void {
    const current = this.entry(key);
    if (this.entries.get(key)?.fetching || (current.data && !again)) return;
    this.set(key, { data: current.data, error: null, fetching: true });
    this.client ??= this.connect(this.config);
    void this.client
      .then((askPricing) => askPricing(variables, again))
      .then(
        (result) => this.set(key, { data: result.data?.getPackagePlans ?? null, error: result.error ?? null, fetching: false }),
        // The client's code itself did not load (the shopper went offline): no answer, like a network error.
        (error: unknown) => {
          this.client = null;
          const networkError = error instanceof Error ? error : new Error(String(error));
          this.set(key, { data: null, error: { message: networkError.message, networkError }, fetching: false });
        },
      );
  }

  private set(key: number, entry: PlansEntry): void {
    this.entries.set(key, entry);
    for (const listener of this.listeners) listener();
  }
}
