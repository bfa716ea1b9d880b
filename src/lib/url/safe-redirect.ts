import { isAllowedRedirect } from "./is-allowed-redirect";

/** The URL when the allow-list permits it, else the safe default (ARCHITECTURE section 8). */
export function safeRedirect(
  url: unknown,
  { allowedOrigins, appOrigin, fallback }: { allowedOrigins: readonly string[]; appOrigin: string; fallback: string },
): string {
  return isAllowedRedirect(url, allowedOrigins, appOrigin) ? (url as string) : fallback;
}
