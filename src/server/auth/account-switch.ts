import type { Env } from "@/server/env";
import { expiredCookie, secureCookies, serializeCookie } from "./cookies";

/**
 * A trusted-token (or exchange-token) link opened while another shopper is logged in waits here,
 * httpOnly, while the shopper is asked whether to switch accounts (`/login/switch/`). It never
 * travels in an address, and it lives as long as a login attempt.
 */
export const ACCOUNT_SWITCH_COOKIE = "login_switch";
const SWITCH_SECONDS = 10 * 60;

export interface PendingSwitch {
  trustedPassToken?: string;
  exchangeToken?: string;
  ownerId?: string;
  /** Where the shopper was going: the page without its login parameters. */
  loginTarget?: string;
}

type CookieJar = Partial<Record<string, string>>;

function text(value: unknown, max: number): string | undefined {
  return typeof value === "string" && value !== "" && value.length <= max ? value : undefined;
}

export function pendingSwitchCookie(pending: PendingSwitch, env: Pick<Env, "DEPLOY_ENV">): string {
  const value = Buffer.from(JSON.stringify(pending), "utf8").toString("base64url");
  return serializeCookie(ACCOUNT_SWITCH_COOKIE, value, { httpOnly: true, secure: secureCookies(env), maxAgeSeconds: SWITCH_SECONDS });
}

export function clearedPendingSwitchCookie(env: Pick<Env, "DEPLOY_ENV">): string {
  return expiredCookie(ACCOUNT_SWITCH_COOKIE, env);
}

/** The waiting login, or null when there is none or the cookie is not one we wrote. */
export function readPendingSwitch(cookies: CookieJar | undefined): PendingSwitch | null {
  const raw = cookies?.[ACCOUNT_SWITCH_COOKIE];
  if (!raw || !/^[A-Za-z0-9_-]{1,4000}$/.test(raw)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (!parsed || typeof parsed !== "object") return null;
    const fields = parsed as Record<string, unknown>;
    const pending: PendingSwitch = {
      trustedPassToken: text(fields.trustedPassToken, 512),
      exchangeToken: text(fields.exchangeToken, 512),
      ownerId: text(fields.ownerId, 128),
      loginTarget: text(fields.loginTarget, 2048),
    };
    return pending.trustedPassToken || pending.exchangeToken ? pending : null;
  } catch {
    return null;
  }
}
