export { contentSecurityPolicy } from "./content-security-policy";
export { CSP_REPORT_PATH, CSP_REPORT_GROUP, reportingEndpoints } from "./csp-report-endpoint";
export { securityHeaders, carriesSensitiveParam, HSTS } from "./security-headers";
export { requestNonce, newNonce } from "./secure-responses";
export { GOOGLE_PAY_SOURCES, isGooglePayOffered, markGooglePayOffered } from "./google-pay-policy";
