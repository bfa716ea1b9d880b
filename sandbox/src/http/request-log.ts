import { PERSONAL_PARAMS, SENSITIVE_PARAMS } from "@/contracts/scrub";

/**
 * Query parameters whose values never reach a log line: the app's sensitive and personal
 * parameters (ARCHITECTURE section 5: a tax lookup's postal code, names), and the sandbox's own
 * payment and sign-in tokens.
 */
const REDACTED_PARAMS = new Set<string>([
  ...SENSITIVE_PARAMS,
  ...PERSONAL_PARAMS,
  "token",
  "owner_id",
  "verifier",
  "code_challenge",
  "ticket",
  "wallet_token",
  "public_token",
  "link_token",
]);

export function redactedPath(url: URL): string {
  if (url.search === "") return url.pathname;
  const parts = [...url.searchParams.keys()].map((key) =>
    REDACTED_PARAMS.has(key.toLowerCase()) ? `${key}=[redacted]` : `${key}=${url.searchParams.get(key) ?? ""}`,
  );
  const query = parts.join("&");
  // Long GraphQL GET queries would drown the log; the start says enough.
  return `${url.pathname}?${query.length > 160 ? `${query.slice(0, 160)}…` : query}`;
}
