/**
 * On the <html> of a document whose Content-Security-Policy allows Google Pay (the server offers
 * it there; src/server/security/google-pay-policy.ts). Elsewhere the browser's wallet probe is not
 * made: the policy would refuse Google Pay's manifest anyway, and say so in the console and in a
 * CSP report.
 */
export const GOOGLE_PAY_DOCUMENT_ATTRIBUTE = "data-google-pay";
