/** Where browsers send Content-Security-Policy violations (`report-uri`, and `report-to` by this group). */
export const CSP_REPORT_PATH = "/api/csp-report/";
export const CSP_REPORT_GROUP = "csp-endpoint";

/** The `Reporting-Endpoints` header naming the group: the Reporting API wants an absolute URL. */
export function reportingEndpoints(appBaseUrl: string): string {
  // Set on every response, from the one configured address: made once.
  if (keptEndpoints?.appBaseUrl !== appBaseUrl)
    keptEndpoints = { appBaseUrl, header: `${CSP_REPORT_GROUP}="${new URL(CSP_REPORT_PATH, appBaseUrl).toString()}"` };
  return keptEndpoints.header;
}

let keptEndpoints: { appBaseUrl: string; header: string } | undefined;
