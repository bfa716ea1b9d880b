import { ApiError, apiRoute } from "@/server/bff";
import { logger } from "@/server/log";
import { MAX_LOGGED_VIOLATIONS, readCspViolations } from "./csp-violations";

const REPORT_TYPES: ReadonlySet<string> = new Set(["application/csp-report", "application/reports+json", "application/json"]);

/**
 * POST /api/csp-report/: the browser's Content-Security-Policy violation reports, from
 * `report-uri` and `report-to`. Each is one compact log line without query strings (where the
 * sensitive parameters would be); the answer is 204. It changes nothing, so it takes reports
 * from wherever the browser sends them (no same-origin check).
 */
export const cspReportRoute = apiRoute(
  {
    POST: async (req, res) => {
      const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      if (!REPORT_TYPES.has(type)) throw new ApiError(415, { error: "unsupported_media_type", message: "Expected a CSP report." });
      const violations = readCspViolations(req.body);
      if (!violations) throw new ApiError(400, { error: "invalid_report", message: "Expected a CSP report." });
      for (const { directive, blocked, page } of violations.slice(0, MAX_LOGGED_VIOLATIONS)) {
        logger.warn("csp-violation", { directive, blocked, page });
      }
      res.status(204).end();
    },
  },
  { acceptsCrossSite: true },
);
