import type { TrustedTokenResponse } from "@/contracts/checkout-api";
import { withTrackingParams } from "@/features/analytics";
import { toQueryString } from "@/lib/url";
import { requestTrustedToken } from "./auth-api";

/** `/dashboard/` carries the owner and a fresh trusted token when the API gave them (spec 2.4). */
export function dashboardHandoffUrl(handoff: TrustedTokenResponse | null): string {
  if (!handoff) return "/dashboard/";
  return `/dashboard/?${toQueryString({ owner_id: handoff.owner_id, trusted_pass_token: handoff.token })}`;
}

/** The account entry: a token for the dashboard, then a full navigation (it leaves the app). */
export async function openDashboard(): Promise<void> {
  const result = await requestTrustedToken();
  window.location.assign(withTrackingParams(dashboardHandoffUrl(result.ok ? result.data : null)));
}
