/** Where browsers send Content-Security-Policy violations (`report-uri`, and `report-to` by this group). */
export const CSP_REPORT_PATH = "/api/csp-report/";
export const CSP_REPORT_GROUP = "csp-endpoint";

/** The `Reporting-Endpoints` header naming the group: the Reporting API wants an absolute URL. */
export function reportingEndpoints(appBaseUrl: string): string {
  return `${CSP_REPORT_GROUP}="${new URL(CSP_REPORT_PATH, appBaseUrl).toString()}"`;
}
