/**
 * Query parameters whose values never reach a log line: ARCHITECTURE section 5, payment tokens,
 * and personal data (a tax lookup's postal code, names).
 */
const SENSITIVE_PARAMS = new Set([
  "trusted_pass_token", "code", "state", "exchange_token", "email", "token",
  "owner_id", "verifier", "code_challenge", "ticket", "wallet_token", "public_token", "link_token",
  "zip", "postal_code", "postcode", "first_name", "last_name", "name", "phone", "cpf", "cpf_cnpj", "birth_date", "date_of_birth", "address",
]);

export function redactedPath(url: URL): string {
  if (url.search === "") return url.pathname;
  const parts = [...url.searchParams.keys()].map((key) =>
    SENSITIVE_PARAMS.has(key.toLowerCase()) ? `${key}=[redacted]` : `${key}=${url.searchParams.get(key) ?? ""}`,
  );
  const query = parts.join("&");
  // Long GraphQL GET queries would drown the log; the start says enough.
  return `${url.pathname}?${query.length > 160 ? `${query.slice(0, 160)}…` : query}`;
}

export function formatRequestLine(method: string, url: URL, status: number, startedAt: bigint): string {
  const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
  return `[sandbox] ${method} ${redactedPath(url)} ${status} ${ms.toFixed(1)}ms`;
}
