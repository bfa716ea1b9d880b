/**
 * The attribution session record of spec section 3: where a visit came from, worked out from the
 * landing address and the referrer, and its serialisation within 512 characters (spec section 5,
 * "Other rules").
 */
export const ATTRIBUTION_FIELDS = ["source", "medium", "campaign", "term", "content", "hostname", "date", "query"] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type AttributionRecord = Record<AttributionField, string>;

export const MAX_SERIALISED_LENGTH = 512;
const REMOVED = "(removed)";
const DEFAULTS: Partial<Record<AttributionField, string>> = {
  source: "(direct)",
  medium: "(none)",
  campaign: "(direct)",
  term: "",
  content: "",
};

const ORGANIC_ENGINES = ["bing", "google", "yahoo", "baidu", "yandex", "ask"] as const;
/** Landing parameters never copied into the record: tracking ids, tokens and personal data. */
const IGNORED_KEYS = new Set(["_ga", "_gac", "trusted_pass_token", "exchange_token", "code", "state", "email"]);
const isIgnored = (key: string) => IGNORED_KEYS.has(key) || key.startsWith("utm_");

export interface Visit {
  record: AttributionRecord;
  /** A campaign, paid click or outside referral: it starts a new current session. */
  startsSession: boolean;
}

export interface Landing {
  url: string;
  referrer: string;
}

/** YYYYMMDD, in UTC. */
export function attributionDate(now: Date): string {
  return now.toISOString().slice(0, 10).replaceAll("-", "");
}

function hostOf(address: string): string | null {
  try {
    const { protocol, hostname } = new URL(address);
    return protocol === "http:" || protocol === "https:" ? hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The host itself or one of its parent domains is in the list. */
export function isOnDomain(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

function organicEngine(host: string): string | undefined {
  const labels = host.split(".");
  return ORGANIC_ENGINES.find((engine) => labels.includes(engine));
}

function landingQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (!isIgnored(key)) kept.append(key, value);
  return kept.toString();
}

/**
 * The record of one landing. Paid clicks (`gclid`: google / cpc, `msclickid`: bing / cpc) come
 * first, then `utm_*` parameters, then the referrer: an organic search engine (source the
 * engine, medium organic) or another site (source its host, medium referral). A visit from this
 * site or a sister domain, or with no referrer, is direct.
 */
export function resolveVisit({ url, referrer }: Landing, linkerDomains: readonly string[], now: Date): Visit {
  const address = new URL(url);
  const params = address.searchParams;
  const utm = (name: string) => params.get(`utm_${name}`)?.trim() || undefined;
  const base = {
    term: utm("term") ?? "",
    content: utm("content") ?? "",
    hostname: address.hostname,
    date: attributionDate(now),
    query: landingQuery(params),
  };
  const campaign = utm("campaign") ?? "(direct)";

  if (params.has("gclid")) return { record: { source: "google", medium: "cpc", campaign, ...base }, startsSession: true };
  if (params.has("msclickid")) return { record: { source: "bing", medium: "cpc", campaign, ...base }, startsSession: true };
  const source = utm("source");
  if (source) return { record: { source, medium: utm("medium") ?? "(none)", campaign, ...base }, startsSession: true };

  const referrerHost = referrer ? hostOf(referrer) : null;
  const internal = referrerHost === null || referrerHost === address.hostname.toLowerCase() || isOnDomain(referrerHost, linkerDomains);
  if (!internal) {
    const engine = organicEngine(referrerHost);
    const record = engine ? { source: engine, medium: "organic" } : { source: referrerHost, medium: "referral" };
    return { record: { ...record, campaign, ...base }, startsSession: true };
  }
  return { record: { source: "(direct)", medium: "(none)", campaign, ...base }, startsSession: false };
}

function serialise(record: AttributionRecord): string {
  return new URLSearchParams(ATTRIBUTION_FIELDS.map((field) => [field, record[field]])).toString();
}

/**
 * The record as a cookie-safe string of at most 512 characters. While it is longer, fields are
 * shortened from the last of the field list backwards: each becomes "(removed)", unless it holds
 * its default, which stays.
 */
export function serialiseRecord(record: AttributionRecord): string {
  const shortened = { ...record };
  let value = serialise(shortened);
  for (const field of [...ATTRIBUTION_FIELDS].reverse()) {
    if (value.length <= MAX_SERIALISED_LENGTH) break;
    if (shortened[field] === DEFAULTS[field]) continue;
    shortened[field] = REMOVED;
    value = serialise(shortened);
  }
  return value;
}

/** A stored record, or null when the value is not one. */
export function parseRecord(value: string | undefined): AttributionRecord | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  const record: Partial<AttributionRecord> = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const fieldValue = params.get(field);
    if (fieldValue === null) return null;
    record[field] = fieldValue;
  }
  return record as AttributionRecord;
}
