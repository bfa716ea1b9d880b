import type { OrderStatus, PaymentProviderId } from "@/contracts/enums";
import type { SandboxContext } from "../context";
import { hashSecret, newId, newSecret } from "../db/secrets";
import type { PricedSelection } from "./selection";

export interface OrderRow {
  id: string;
  cart_id: string;
  status: OrderStatus;
  email: string;
  provider: PaymentProviderId;
  currency: string;
  subtotal_minor: number;
  tax_minor: number;
  total_minor: number;
  created_at: number;
  updated_at: number;
}

export interface SavedCart {
  cartId: string;
  /** The owner's secret, for a new cart only (an existing cart keeps its owner). */
  owner?: string;
}

/** Writes a new cart, or replaces the contents of an unpaid one, with the priced selection. */
export function saveCart(ctx: SandboxContext, selection: PricedSelection, existingCartId?: string): SavedCart {
  const now = ctx.now();
  const cartId = existingCartId ?? newId("cart");
  const owner = existingCartId ? undefined : newSecret("co");
  const { jurisdiction } = selection;
  ctx.db
    .prepare(
      `INSERT INTO carts (id, currency, country, state, zip, coupon, owner_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET currency = excluded.currency, country = excluded.country, state = excluded.state,
         zip = excluded.zip, coupon = excluded.coupon, updated_at = excluded.updated_at`,
    )
    .run(
      cartId,
      selection.currency,
      jurisdiction.country,
      jurisdiction.state,
      jurisdiction.zip,
      selection.coupon,
      owner ? hashSecret(owner) : null,
      now,
      now,
    );
  ctx.db.prepare("DELETE FROM cart_items WHERE cart_id = ?").run(cartId);
  const insertItem = ctx.db.prepare(
    "INSERT INTO cart_items (cart_id, position, plan_identifier, title, price_id, amount_minor, tax_minor) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  selection.lines.forEach((line, position) => {
    insertItem.run(cartId, position, line.plan.identifier, line.title, line.priceId, line.amountMinor, line.taxMinor);
  });
  return { cartId, owner };
}

export interface NewOrder {
  cartId: string;
  email: string;
  userId: number | null;
  provider: PaymentProviderId;
  selection: PricedSelection;
}

export function createOrder(ctx: SandboxContext, order: NewOrder): string {
  const id = newId("ord");
  const now = ctx.now();
  const { selection } = order;
  ctx.db
    .prepare(
      `INSERT INTO orders (id, cart_id, status, email, user_id, provider, currency, subtotal_minor, tax_minor, total_minor, created_at, updated_at)
       VALUES (?, ?, 'new', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      order.cartId,
      order.email,
      order.userId,
      order.provider,
      selection.currency,
      selection.subtotalMinor,
      selection.taxMinor,
      selection.totalMinor,
      now,
      now,
    );
  return id;
}

export function cartExists(ctx: SandboxContext, cartId: string): boolean {
  return ctx.db.prepare("SELECT 1 FROM carts WHERE id = ?").get(cartId) !== undefined;
}

export function latestOrderOfCart(ctx: SandboxContext, cartId: string): OrderRow | undefined {
  return ctx.db
    .prepare<[string], OrderRow>("SELECT * FROM orders WHERE cart_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1")
    .get(cartId);
}

export function findOrder(ctx: SandboxContext, orderId: string): OrderRow | undefined {
  return ctx.db.prepare<[string], OrderRow>("SELECT * FROM orders WHERE id = ?").get(orderId);
}
