import { CART_OWNER_HEADER, setAccountPasswordRequestSchema, type CartAccountResponse } from "@/contracts/checkout-api";
import { isCartOwner } from "../checkout/cart-owner";
import { latestOrderOfCart } from "../checkout/carts";
import type { SandboxContext } from "../context";
import { HttpError, notFound } from "../http/http-error";
import { jsonResponse } from "../http/responses";
import type { RequestContext, Route } from "../http/router";
import { parseInput } from "../http/validate";
import { accountOfOrder, setFirstPassword, type PurchaseAccount } from "./purchase-accounts";

/** The account of the cart's paid order, for the cart's owner only; 404 alike for anything else. */
function ownedAccount(ctx: SandboxContext, request: RequestContext): PurchaseAccount {
  const cartId = request.params.cartId ?? "";
  const order = isCartOwner(ctx, cartId, request.headers[CART_OWNER_HEADER]) ? latestOrderOfCart(ctx, cartId) : undefined;
  const account = order ? accountOfOrder(ctx, order.id) : undefined;
  if (!account) throw notFound("No account for this cart.");
  return account;
}

const answer = (account: Pick<PurchaseAccount, "email" | "status">) => {
  const body: CartAccountResponse = { email: account.email, status: account.status };
  return jsonResponse(200, body, { "cache-control": "no-store" });
};

/**
 * The account a purchase joined, and the first password of one it made. Only the browser that
 * made the cart (its owner secret) may choose that password, and only once; after that the
 * shopper signs in on the identity provider's page like any other.
 */
export function accountRoutes(ctx: SandboxContext): Route[] {
  return [
    { method: "GET", path: "/api/carts/:cartId/account/", handler: (request) => answer(ownedAccount(ctx, request)) },
    {
      method: "POST",
      path: "/api/carts/:cartId/account/password/",
      handler: async (request) => {
        const { password } = parseInput(setAccountPasswordRequestSchema, await request.json());
        const account = ownedAccount(ctx, request);
        if (!setFirstPassword(ctx, account, password)) {
          throw new HttpError(409, { error: "password_already_set", message: "This account already has a password. Log in with it." });
        }
        return answer({ email: account.email, status: "ready" });
      },
    },
  ];
}
