import type { CardProcessor } from "@/contracts/enums";
import { tokenizeRequestSchema, type TokenizeResponse } from "@/contracts/gateway-api";
import type { SandboxContext } from "../context";
import { hashSecret, newSecret } from "../db/secrets";
import { jsonResponse } from "../http/responses";
import type { Route } from "../http/router";
import { parseInput } from "../http/validate";
import { validateCard } from "./card-validation";
import type { CardBehaviour } from "./test-cards";

const TOKEN_TTL_MS = 30 * 60 * 1000;

export interface CardTokenRow {
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
  processor: CardProcessor;
}

/** A token that has not expired, looked up by its hash: the table holds no token itself. */
export function findCardToken(ctx: SandboxContext, token: string): CardTokenRow | undefined {
  return ctx.db
    .prepare<[string, number], CardTokenRow>(
      "SELECT brand, last4, behaviour, processor FROM card_tokens WHERE token = ? AND expires_at > ?",
    )
    .get(hashSecret(token), ctx.now());
}

/**
 * POST /gateway/v1/tokens, from the browser. The number and CVV are checked and dropped here:
 * only brand, last four digits, expiry, the test behaviour and the processor it is for are kept,
 * under the token's hash.
 */
export function tokenRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "POST",
      path: "/gateway/v1/tokens",
      handler: async (request) => {
        const input = parseInput(tokenizeRequestSchema, await request.json());
        const card = validateCard(input, new Date(ctx.now()));
        const token = newSecret("tok");
        ctx.db
          .prepare(
            "INSERT INTO card_tokens (token, brand, last4, exp_month, exp_year, behaviour, processor, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          )
          .run(
            hashSecret(token),
            card.brand,
            card.last4,
            card.expMonth,
            card.expYear,
            card.behaviour,
            input.processor ?? "card",
            ctx.now() + TOKEN_TTL_MS,
          );
        const response: TokenizeResponse = {
          token,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
        };
        return jsonResponse(201, response, { "cache-control": "no-store" });
      },
    },
  ];
}
