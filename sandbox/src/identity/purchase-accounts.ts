import type { AccountStatus } from "@/contracts/checkout-api";
import type { SandboxContext } from "../context";
import { newId } from "../db/secrets";
import { hashPassword } from "./passwords";

interface AccountRow {
  id: number;
  email: string;
  password_hash: string | null;
  signup_order_id: string | null;
}

export interface PurchaseAccount {
  userId: number;
  email: string;
  status: AccountStatus;
}

/**
 * A paid guest order joins the account of its e-mail, which is made (without a password) when
 * there is none: the shopper bought a subscription, and the subscription needs an account to be
 * used in the apps. Runs inside the transition to `paid`, so it happens once per order.
 */
export function attachOrderToAccount(ctx: SandboxContext, orderId: string): void {
  const order = ctx.db
    .prepare<[string], { email: string; user_id: number | null }>("SELECT email, user_id FROM orders WHERE id = ?")
    .get(orderId);
  if (!order || order.user_id !== null) return;
  const existing = ctx.db.prepare<[string], { id: number }>("SELECT id FROM users WHERE email = ? COLLATE NOCASE").get(order.email);
  const userId =
    existing?.id ??
    Number(
      ctx.db
        .prepare("INSERT INTO users (email, owner_id, created_at, signup_order_id) VALUES (?, ?, ?, ?)")
        .run(order.email, newId("own"), ctx.now(), orderId).lastInsertRowid,
    );
  ctx.db.prepare("UPDATE orders SET user_id = ? WHERE id = ?").run(userId, orderId);
}

/** The account of a paid order: `password_needed` only for the account that very order made. */
export function accountOfOrder(ctx: SandboxContext, orderId: string): PurchaseAccount | undefined {
  const row = ctx.db
    .prepare<[string], AccountRow>(
      `SELECT users.id, users.email, users.password_hash, users.signup_order_id
       FROM orders JOIN users ON users.id = orders.user_id WHERE orders.id = ? AND orders.status = 'paid'`,
    )
    .get(orderId);
  if (!row) return undefined;
  const needsPassword = row.password_hash === null && row.signup_order_id === orderId;
  return { userId: row.id, email: row.email, status: needsPassword ? "password_needed" : "ready" };
}

/** Sets the first password of an account a purchase made; false when it has one already. */
export function setFirstPassword(ctx: SandboxContext, account: PurchaseAccount, password: string): boolean {
  if (account.status !== "password_needed") return false;
  // Compare-and-set: two tabs submitting at once set one password, the other is told it is set.
  const updated = ctx.db
    .prepare("UPDATE users SET password_hash = ? WHERE id = ? AND password_hash IS NULL")
    .run(hashPassword(password), account.userId);
  return updated.changes === 1;
}
