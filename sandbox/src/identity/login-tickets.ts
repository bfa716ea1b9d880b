import { z } from "zod";
import type { SandboxContext } from "../context";
import { hashSecret, newSecret } from "../db/secrets";
import { escapeHtml } from "../http/html-page";
import type { HttpResponse } from "../http/responses";
import { safeEqual } from "./pkce";

const TICKET_TTL_MS = 10 * 60 * 1000;
const AUTH_CODE_TTL_MS = 2 * 60 * 1000;

/** What the login route puts in the identity provider's address, and what must come back unchanged. */
export const authorizeParamsSchema = z.object({
  response_type: z.literal("code"),
  client_id: z.literal("checkout"),
  redirect_uri: z.string().max(2048),
  state: z.string().max(256),
  code_challenge: z.string().max(64),
  code_challenge_method: z.literal("S256"),
  ticket: z.string().max(128),
});
export type AuthorizeParams = z.infer<typeof authorizeParamsSchema>;

export interface TicketRequest {
  code_challenge: string;
  state: string;
  return_url: string;
  language: string;
}

export interface Ticket {
  hash: string;
  /** Null until the shopper has signed in on the sign-in page. */
  user_id: number | null;
  code_challenge: string;
  state: string;
  return_url: string;
  failed_attempts: number;
}

/**
 * Stores a one-time ticket for this login and answers the identity provider's address at `path`
 * (`/idp/authorize` for a trusted token, `/idp/signin` without). The address carries the ticket,
 * never the trusted token.
 */
export function issueTicket(ctx: SandboxContext, userId: number | null, request: TicketRequest, path: string): string {
  const ticket = newSecret("lt");
  ctx.db
    .prepare(
      `INSERT INTO login_tickets (ticket_hash, user_id, code_challenge, state, return_url, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(hashSecret(ticket), userId, request.code_challenge, request.state, request.return_url, ctx.now() + TICKET_TTL_MS);
  const address = new URL(path, ctx.config.publicUrl);
  address.search = new URLSearchParams({
    response_type: "code",
    client_id: "checkout",
    redirect_uri: request.return_url,
    state: request.state,
    code_challenge: request.code_challenge,
    code_challenge_method: "S256",
    ui_locales: request.language,
    ticket,
  }).toString();
  return address.toString();
}

/** The ticket these parameters name, if it is unused, unexpired and every parameter matches it. */
export function findTicket(ctx: SandboxContext, params: AuthorizeParams): Ticket | undefined {
  const hash = hashSecret(params.ticket);
  const row = ctx.db
    .prepare<[string], Omit<Ticket, "hash"> & { expires_at: number; used_at: number | null }>(
      "SELECT user_id, code_challenge, state, return_url, expires_at, used_at, failed_attempts FROM login_tickets WHERE ticket_hash = ?",
    )
    .get(hash);
  const matches =
    row !== undefined &&
    row.used_at === null &&
    row.expires_at > ctx.now() &&
    safeEqual(row.state, params.state) &&
    safeEqual(row.code_challenge, params.code_challenge) &&
    row.return_url === params.redirect_uri;
  if (!row || !matches) return undefined;
  const { user_id, code_challenge, state, return_url, failed_attempts } = row;
  return { hash, user_id, code_challenge, state, return_url, failed_attempts };
}

/** Uses the ticket up; false when another request got there first. */
export function claimTicket(ctx: SandboxContext, ticket: Ticket): boolean {
  return (
    ctx.db.prepare("UPDATE login_tickets SET used_at = ? WHERE ticket_hash = ? AND used_at IS NULL").run(ctx.now(), ticket.hash).changes ===
    1
  );
}

/** Counts a wrong password against the ticket; answers how many there have been. */
export function recordFailedAttempt(ctx: SandboxContext, ticket: Ticket): number {
  ctx.db.prepare("UPDATE login_tickets SET failed_attempts = failed_attempts + 1 WHERE ticket_hash = ?").run(ticket.hash);
  return ticket.failed_attempts + 1;
}

/** A single-use code for the user, and the browser sent back to the app's return URL with it. */
export function redirectWithCode(ctx: SandboxContext, ticket: Ticket, userId: number, status = 302): HttpResponse {
  const code = newSecret("ac");
  ctx.db
    .prepare("INSERT INTO auth_codes (code_hash, user_id, code_challenge, state, expires_at) VALUES (?, ?, ?, ?, ?)")
    .run(hashSecret(code), userId, ticket.code_challenge, ticket.state, ctx.now() + AUTH_CODE_TTL_MS);
  const target = new URL(ticket.return_url);
  target.searchParams.set("code", code);
  target.searchParams.set("state", ticket.state);
  const location = target.toString();
  return {
    status,
    headers: { location, "content-type": "text/html; charset=utf-8", "referrer-policy": "no-referrer", "cache-control": "no-store" },
    body: `<a href="${escapeHtml(location)}">Continue</a>`,
  };
}
