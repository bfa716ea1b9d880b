/**
 * Every /api route, as the path after `/api/` with `[name]` for a segment the handler reads as
 * `req.query[name]`. One Next.js route (`src/pages/api/[...path].ts`) serves them all, so the
 * server loads the BFF's code once instead of once per route; e2e/csrf.spec.ts checks every
 * path here is in its mutating or its read-only list.
 */
export const API_PATHS = [
  "callback",
  "carts/[cartId]/account",
  "carts/[cartId]/account/password",
  "checkout/prefill",
  "csp-report",
  "health",
  "messages/[locale]",
  "orders/[cartId]",
  "payments/provider-window",
  "payments/providers/[kind]",
  "payments/taxes",
  "processing/iframe",
  "processing/pre",
  "status",
  "users/auth/login",
  "users/tokens",
  "users/trusted-token",
] as const;

export type ApiPath = (typeof API_PATHS)[number];

const PARAM = /^\[(\w+)\]$/;

/**
 * The route for an address's segments after `/api/`, and the values of its `[name]` segments;
 * null when no route has that shape.
 */
export function matchApiPath(segments: readonly string[]): { path: ApiPath; params: Record<string, string> } | null {
  for (const path of API_PATHS) {
    const parts = path.split("/");
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const name = PARAM.exec(part)?.[1];
      if (name) params[name] = segments[i]!;
      return name !== undefined || part === segments[i];
    });
    if (matches) return { path, params };
  }
  return null;
}
