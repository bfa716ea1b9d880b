/** True when the URL parses and its origin is one of the allowed app origins. */
export function isAllowedUrl(value: string, allowedOrigins: readonly string[]): boolean {
  try {
    return allowedOrigins.includes(new URL(value).origin);
  } catch {
    return false;
  }
}
