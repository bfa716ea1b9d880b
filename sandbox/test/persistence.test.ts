import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS } from "../src/db/migrations";
import { asOwner, call, loginAs, orderStatus, payWithCard, processing, processingBody, startTestSandbox, tokenize } from "./test-sandbox";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("persistence", () => {
  it("keeps a paid order, a pending settle time and the schema version across a restart", async () => {
    const first = await startTestSandbox();
    dirs.push(first.dataDir);
    const paid = await payWithCard(first.url, "4242424242424242");
    const pending = await payWithCard(first.url, "4000000000000077");
    const token = await loginAs(first.url, "tpt_shopper");
    await first.close();

    const db = new Database(join(first.dataDir, "sandbox.db"), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.at(-1)?.version);
    db.close();

    const second = await startTestSandbox({}, first.dataDir);
    expect(await orderStatus(second.url, paid.body.cart_id)).toBe("paid");
    const order = await call(second.url, `/api/orders/${paid.body.cart_id}/`, asOwner(paid));
    expect(order.body).toMatchObject({ total: 64.22, payment: { status: "succeeded", last4: "4242" } });
    // The settle time was stored, so the pending card still becomes paid after a restart.
    second.advance(6_000);
    expect(await orderStatus(second.url, pending.body.cart_id)).toBe("paid");
    expect((await call(second.url, "/api/users/current/", { headers: { "x-user-token": token } })).body.email).toBe("shopper@example.com");
    await second.close();
  });

  it("gives the seeded saved card its billing address in a database made before cards had one", async () => {
    const first = await startTestSandbox();
    dirs.push(first.dataDir);
    await first.close();
    const db = new Database(join(first.dataDir, "sandbox.db"));
    db.prepare("UPDATE saved_methods SET billing_country = NULL, billing_state = NULL, billing_zip = NULL").run();
    db.close();

    const second = await startTestSandbox({}, first.dataDir);
    const token = await loginAs(second.url, "tpt_shopper");
    const oneClick = await call(second.url, "/api/payments/providers/one-click/?country=US&currency=USD", {
      headers: { "x-user-token": token },
    });
    expect(oneClick.body.providers[0].saved_method).toEqual({
      brand: "VISA",
      last4: "4242",
      billing_address: { country: "US", state: "US-CA", zip: "94105" },
    });
    await second.close();
  });

  it("never stores a card number or CVV", async () => {
    const sandbox = await startTestSandbox();
    dirs.push(sandbox.dataDir);
    await payWithCard(sandbox.url, "5555555555554444");
    await sandbox.close();
    const db = new Database(join(sandbox.dataDir, "sandbox.db"), { readonly: true });
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    const dump = tables.map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())).join("\n");
    db.close();
    expect(dump).toContain("4444");
    expect(dump).not.toContain("5555555555554444");
    expect(dump).not.toContain("tpt_shopper");
  });

  it("keeps no secret it handed out in clear: neither the card token nor the cart's owner secret", async () => {
    const sandbox = await startTestSandbox();
    dirs.push(sandbox.dataDir);
    const token = await tokenize(sandbox.url, "4242424242424242");
    const paid = await processing(sandbox.url, processingBody({ card_token: token.body.token }), randomUUID(), {
      "x-attempt-proof": "proof-of-the-payers-session",
    });
    expect(paid.body.cart_owner).toMatch(/^co_/);
    await sandbox.close();
    const db = new Database(join(sandbox.dataDir, "sandbox.db"), { readonly: true });
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    const dump = tables.map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())).join("\n");
    db.close();
    expect(dump).not.toContain(token.body.token);
    expect(dump).not.toContain(paid.body.cart_owner);
    expect(dump).not.toContain("proof-of-the-payers-session");
  });
});
