import { z } from "zod";

/** One violation as the log line shows it: no query string, fragment or credentials of any URL. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

const text = z.string().max(4096).optional();
const legacyReportSchema = z.object({
  "csp-report": z.looseObject({ "document-uri": text, "blocked-uri": text, "effective-directive": text, "violated-directive": text }),
});
const reportingApiSchema = z
  .array(
    z.looseObject({ type: z.string(), body: z.looseObject({ documentURL: text, blockedURL: text, effectiveDirective: text }).optional() }),
  )
  .max(100);

/** Reports one request may log: a page in a loop of violations must not flood the log. */
export const MAX_LOGGED_VIOLATIONS = 10;

/** A URL without its query and fragment, or a keyword the browser gives instead ("inline", "eval"). */
function bare(value: string | undefined): string {
  if (!value) return "-";
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return `${url.origin}${url.pathname}`.slice(0, 200);
    return url.protocol;
  } catch {
    return /^[a-z-]{1,32}$/i.test(value) ? value : "-";
  }
}

function directiveOf(value: string | undefined): string {
  const name = value?.split(" ")[0] ?? "";
  return /^[a-z-]{1,40}$/.test(name) ? name : "-";
}

/**
 * The violations of a report body, from `report-uri` (application/csp-report) or `report-to`
 * (application/reports+json, a list of which only csp-violation entries count). Null when the body
 * is neither.
 */
export function readCspViolations(body: unknown): CspViolation[] | null {
  let json = body;
  if (typeof body === "string") {
    try {
      json = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const legacy = legacyReportSchema.safeParse(json);
  if (legacy.success) {
    const report = legacy.data["csp-report"];
    return [
      {
        directive: directiveOf(report["effective-directive"] ?? report["violated-directive"]),
        blocked: bare(report["blocked-uri"]),
        page: bare(report["document-uri"]),
      },
    ];
  }
  const reports = reportingApiSchema.safeParse(json);
  if (!reports.success) return null;
  return reports.data
    .filter((report) => report.type === "csp-violation" && report.body)
    .map(({ body: violation }) => ({
      directive: directiveOf(violation?.effectiveDirective),
      blocked: bare(violation?.blockedURL),
      page: bare(violation?.documentURL),
    }));
}
