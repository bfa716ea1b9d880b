import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "@/contracts/enums";
import { canTransition, transitionOrder } from "../src/checkout/order-status";
import type { SandboxContext } from "../src/context";
import { asOwner, call, orderStatus, payWithCard, startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

const ALLOWED: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ["new", "pending"],
  ["new", "paid"],
  ["new", "error"],
  ["new", "canceled"],
  ["pending", "paid"],
  ["pending", "error"],
  ["pending", "canceled"],
];

describe("order status transitions", () => {
  it("allows exactly new → pending → paid, new → paid and new/pending → error|canceled", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed);
      }
    }
  });

  it("refuses and logs an illegal transition on a stored order", async () => {
    const paid = await payWithCard(sandbox.url, "4242424242424242");
    const db = new Database(join(sandbox.dataDir, "sandbox.db"));
    const warn = vi.fn();
    const ctx: SandboxContext = {
      db,
      now: Date.now,
      warn,
      config: {
        publicUrl: sandbox.url,
        appOrigins: [],
        userTokenTtlMs: 1000,
        pendingSettleMs: 1000,
        returnSigningKey: Buffer.alloc(32),
        duplicateGuard: true,
      },
    };
    expect(transitionOrder(ctx, paid.body.order_id, "pending", "test")).toBe(false);
    expect(transitionOrder(ctx, paid.body.order_id, "error", "test")).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("paid → pending"));
    const refused = db
      .prepare("SELECT from_status, to_status FROM order_events WHERE order_id = ? AND accepted = 0")
      .all(paid.body.order_id);
    expect(refused).toEqual([
      { from_status: "paid", to_status: "pending" },
      { from_status: "paid", to_status: "error" },
    ]);
    db.close();
    expect(await orderStatus(sandbox.url, paid.body.cart_id)).toBe("paid");
  });

  it("keeps a paid order paid when its challenge page is declined afterwards", async () => {
    const challenged = await payWithCard(sandbox.url, "4000000000003220");
    const url = challenged.body.action.url as string;
    const post = (decision: string) =>
      fetch(`${url}/decision`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `decision=${decision}`,
      });
    expect((await post("approve")).status).toBe(303);
    expect((await post("decline")).status).toBe(303);
    expect(await orderStatus(sandbox.url, challenged.body.cart_id)).toBe("paid");
    const order = await call(sandbox.url, `/api/orders/${challenged.body.cart_id}/`, asOwner(challenged));
    expect(order.body.payment.status).toBe("succeeded");
  });
});
