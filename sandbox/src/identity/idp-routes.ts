import { z } from "zod";
import type { SandboxContext } from "../context";
import { hashSecret, newSecret } from "../db/secrets";
import { escapeHtml, htmlPage } from "../http/html-page";
import { htmlResponse, type HttpResponse } from "../http/responses";
import type { Route } from "../http/router";
import { safeEqual } from "./pkce";

export const AUTH_CODE_TTL_MS = 2 * 60 * 1000;

const authorizeQuerySchema = z.object({
  response_type: z.literal("code"),
  client_id: z.literal("checkout"),
  redirect_uri: z.string().max(2048),
  state: z.string().max(256),
  code_challenge: z.string().max(64),
  code_challenge_method: z.literal("S256"),
  ticket: z.string().max(128),
});

interface TicketRow {
  user_id: number;
  code_challenge: string;
  state: string;
  return_url: string;
  expires_at: number;
  used_at: number | null;
}

function refused(): HttpResponse {
  const body = `<span class="tag">Sandbox identity provider</span>
<h1>This sign-in link cannot be used</h1>
<p>It has expired, was already used or was changed. Start the log-in again from the checkout.</p>`;
  return htmlResponse(400, htmlPage("Sign-in link not valid", body));
}

/**
 * GET /idp/authorize: the browser arrives from the login route's redirect_uri. Every
 * parameter must match what the login route stored with the ticket, so nothing in the
 * address bar can be swapped; the ticket works once and yields a single-use code.
 */
export function idpRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: "GET",
      path: "/idp/authorize",
      handler: (request) => {
        const query = authorizeQuerySchema.safeParse(Object.fromEntries(request.url.searchParams));
        if (!query.success) return refused();
        const { ticket, state, code_challenge: challenge, redirect_uri: redirectUri } = query.data;
        const ticketHash = hashSecret(ticket);
        const row = ctx.db
          .prepare<[string], TicketRow>(
            "SELECT user_id, code_challenge, state, return_url, expires_at, used_at FROM login_tickets WHERE ticket_hash = ?",
          )
          .get(ticketHash);
        const matches =
          row !== undefined &&
          row.used_at === null &&
          row.expires_at > ctx.now() &&
          safeEqual(row.state, state) &&
          safeEqual(row.code_challenge, challenge) &&
          row.return_url === redirectUri;
        if (!row || !matches) return refused();
        const claimed = ctx.db
          .prepare("UPDATE login_tickets SET used_at = ? WHERE ticket_hash = ? AND used_at IS NULL")
          .run(ctx.now(), ticketHash);
        if (claimed.changes !== 1) return refused();
        const code = newSecret("ac");
        ctx.db
          .prepare("INSERT INTO auth_codes (code_hash, user_id, code_challenge, state, expires_at) VALUES (?, ?, ?, ?, ?)")
          .run(hashSecret(code), row.user_id, row.code_challenge, row.state, ctx.now() + AUTH_CODE_TTL_MS);
        const target = new URL(row.return_url);
        target.searchParams.set("code", code);
        target.searchParams.set("state", row.state);
        const location = target.toString();
        return {
          status: 302,
          headers: { location, "content-type": "text/html; charset=utf-8", "referrer-policy": "no-referrer" },
          body: `<a href="${escapeHtml(location)}">Continue</a>`,
        };
      },
    },
  ];
}
