import type { CurrentUserResponse, TrustedTokenResponse } from "@/contracts/checkout-api";
import type { SandboxContext } from "../context";
import { unauthorized } from "../http/http-error";
import { emptyResponse, jsonResponse } from "../http/responses";
import type { Route } from "../http/router";
import { tokenCookie } from "./auth-callback-route";
import { issueHandoffToken } from "./trusted-tokens";
import { requireUser, revokeUserToken, userTokenOf } from "./users";

export function userRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "GET",
      path: "/api/users/current/",
      handler: (request) => {
        const user = requireUser(ctx, request.headers);
        const response: CurrentUserResponse = { email: user.email };
        return jsonResponse(200, response, { "cache-control": "no-store" });
      },
    },
    {
      method: "DELETE",
      path: "/api/users/tokens/",
      handler: (request) => {
        const token = userTokenOf(request.headers);
        if (!token || !revokeUserToken(ctx, token)) throw unauthorized();
        return emptyResponse(204, { "set-cookie": tokenCookie("", 0) });
      },
    },
    {
      method: "POST",
      path: "/api/users/trusted-token/",
      handler: (request) => {
        const user = requireUser(ctx, request.headers);
        const response: TrustedTokenResponse = { owner_id: user.owner_id, token: issueHandoffToken(ctx, user.id) };
        return jsonResponse(200, response, { "cache-control": "no-store" });
      },
    },
  ];
}
