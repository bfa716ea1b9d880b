import type { TokenizeResponse } from "@/contracts/gateway-api";
import { isNullable, isRecord, isString } from "@/lib/guards";

/** Of the gateway's tokenize answer, the app needs the token only (brand and digits stay unused). */
export type TokenizedCard = Pick<TokenizeResponse, "token">;

export function isTokenizedCard(value: unknown): value is TokenizedCard {
  return isRecord(value) && isString(value.token);
}

const isTokenOrNull = isNullable(isString);

/** The wallet sheet's authorization: a token, or null when the shopper canceled. */
export function isWalletAuthorization(value: unknown): value is { wallet_token: string | null } {
  return isRecord(value) && isTokenOrNull(value.wallet_token);
}

/** The bank link's exchange: a public token, or null when the shopper canceled. */
export function isBankLinkExchange(value: unknown): value is { public_token: string | null } {
  return isRecord(value) && isTokenOrNull(value.public_token);
}
