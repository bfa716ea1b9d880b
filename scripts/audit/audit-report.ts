/**
 * Reading `npm audit --json`: a report with its high and critical advisories, or no report
 * because the registry's audit endpoint could not be reached. Anything else is a failure, so a
 * broken audit never passes for a clean one.
 */
export type AuditOutcome =
  | { kind: "report"; blocking: { name: string; severity: string }[] }
  | { kind: "unreachable"; reason: string }
  | { kind: "broken"; reason: string };

const BLOCKING_SEVERITIES: ReadonlySet<string> = new Set(["high", "critical"]);

// What npm prints when its request never got an answer (DNS, refused, reset, timed out, offline).
const NETWORK_ERROR =
  /request to \S+ failed|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|socket hang up|network/i;
// Statuses of a registry (or mirror) that has no audit endpoint or is down: no report to judge.
const UNAVAILABLE_STATUS = new Set([404, 405, 408, 429, 500, 501, 502, 503, 504]);

interface AuditJson {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { name?: string; severity?: string }>;
  message?: string;
  statusCode?: number;
}

export function readAuditOutput(stdout: string): AuditOutcome {
  let json: AuditJson;
  try {
    json = JSON.parse(stdout) as AuditJson;
  } catch {
    return { kind: "broken", reason: "npm audit printed no JSON" };
  }
  if (json.metadata?.vulnerabilities) {
    const blocking = Object.entries(json.vulnerabilities ?? {})
      .filter(([, advisory]) => BLOCKING_SEVERITIES.has(advisory.severity ?? ""))
      .map(([name, advisory]) => ({ name: advisory.name ?? name, severity: advisory.severity ?? "" }));
    return { kind: "report", blocking };
  }
  const message = typeof json.message === "string" ? json.message : "";
  if (typeof json.statusCode === "number" && UNAVAILABLE_STATUS.has(json.statusCode)) {
    return { kind: "unreachable", reason: `the audit endpoint answered ${json.statusCode}` };
  }
  if (NETWORK_ERROR.test(message)) return { kind: "unreachable", reason: message };
  return { kind: "broken", reason: message || "npm audit gave neither a report nor an error" };
}
