/** Where support questions go when SUPPORT_EMAIL is not configured. */
export const DEFAULT_SUPPORT_EMAIL = "support@nordcheckout.example";
