import type { OrderStatus } from "@/contracts/enums";
import type { SandboxContext } from "../context";
import { attachOrderToAccount } from "../identity/purchase-accounts";

/** new → pending → paid, new → paid, new/pending → error or canceled. Paid, error and canceled are final. */
const ALLOWED: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ["pending", "paid", "error", "canceled"],
  pending: ["paid", "error", "canceled"],
  paid: [],
  error: [],
  canceled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED[from].includes(to);
}

function recordEvent(ctx: SandboxContext, orderId: string, from: string, to: OrderStatus, accepted: boolean, reason: string): void {
  ctx.db
    .prepare("INSERT INTO order_events (order_id, from_status, to_status, accepted, reason, at) VALUES (?, ?, ?, ?, ?, ?)")
    .run(orderId, from, to, accepted ? 1 : 0, reason, ctx.now());
}

/**
 * Moves an order along an allowed transition. An illegal one is refused, recorded in
 * order_events and logged; the update itself is compare-and-set on the current status.
 */
export function transitionOrder(ctx: SandboxContext, orderId: string, to: OrderStatus, reason: string): boolean {
  return ctx.db.transaction(() => {
    const row = ctx.db.prepare<[string], { status: OrderStatus }>("SELECT status FROM orders WHERE id = ?").get(orderId);
    if (!row) return false;
    if (!canTransition(row.status, to)) {
      recordEvent(ctx, orderId, row.status, to, false, reason);
      ctx.warn(`refused order transition ${orderId}: ${row.status} → ${to} (${reason})`);
      return false;
    }
    const updated = ctx.db
      .prepare("UPDATE orders SET status = ?, updated_at = ? WHERE id = ? AND status = ?")
      .run(to, ctx.now(), orderId, row.status);
    if (updated.changes !== 1) return false;
    recordEvent(ctx, orderId, row.status, to, true, reason);
    if (to === "paid") attachOrderToAccount(ctx, orderId);
    return true;
  })();
}
