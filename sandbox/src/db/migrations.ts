/**
 * Numbered schema migrations, applied in order and recorded in PRAGMA user_version.
 * Never edit a released migration: add the next number. Money is integer minor units,
 * times are epoch milliseconds, secrets (tokens, codes, tickets) are stored as SHA-256 hashes.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "identity",
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        owner_id TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE saved_methods (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        brand TEXT NOT NULL,
        last4 TEXT NOT NULL,
        exp_month INTEGER NOT NULL,
        exp_year INTEGER NOT NULL,
        behaviour TEXT NOT NULL
      );
      CREATE TABLE trusted_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        single_use INTEGER NOT NULL,
        expires_at INTEGER,
        used_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE login_tickets (
        ticket_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        code_challenge TEXT NOT NULL,
        state TEXT NOT NULL,
        return_url TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE auth_codes (
        code_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        code_challenge TEXT NOT NULL,
        state TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE user_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: "commerce",
    sql: `
      CREATE TABLE carts (
        id TEXT PRIMARY KEY,
        currency TEXT NOT NULL,
        country TEXT NOT NULL,
        state TEXT,
        zip TEXT,
        coupon TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE cart_items (
        cart_id TEXT NOT NULL REFERENCES carts(id),
        position INTEGER NOT NULL,
        plan_identifier TEXT NOT NULL,
        title TEXT NOT NULL,
        price_id TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
        tax_minor INTEGER NOT NULL CHECK (tax_minor >= 0),
        PRIMARY KEY (cart_id, position)
      );
      CREATE TABLE orders (
        id TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL REFERENCES carts(id),
        status TEXT NOT NULL CHECK (status IN ('new', 'pending', 'paid', 'error', 'canceled')),
        email TEXT NOT NULL,
        user_id INTEGER REFERENCES users(id),
        provider TEXT NOT NULL,
        currency TEXT NOT NULL,
        subtotal_minor INTEGER NOT NULL,
        tax_minor INTEGER NOT NULL,
        total_minor INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX orders_by_cart ON orders (cart_id, created_at);
      CREATE TABLE order_events (
        id INTEGER PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES orders(id),
        from_status TEXT NOT NULL,
        to_status TEXT NOT NULL,
        accepted INTEGER NOT NULL,
        reason TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE TABLE card_tokens (
        token TEXT PRIMARY KEY,
        brand TEXT NOT NULL,
        last4 TEXT NOT NULL,
        exp_month INTEGER NOT NULL,
        exp_year INTEGER NOT NULL,
        behaviour TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE payments (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL UNIQUE REFERENCES orders(id),
        provider TEXT NOT NULL,
        method TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('requires_action', 'pending', 'succeeded', 'failed')),
        brand TEXT,
        last4 TEXT,
        behaviour TEXT,
        failure_code TEXT,
        return_url TEXT NOT NULL,
        settle_at INTEGER,
        secret_hash TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE idempotency_keys (
        key TEXT PRIMARY KEY,
        request_hash TEXT NOT NULL,
        response_status INTEGER NOT NULL,
        response_body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE coupon_redemptions (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL,
        email TEXT NOT NULL,
        order_id TEXT NOT NULL UNIQUE REFERENCES orders(id),
        redeemed_at INTEGER NOT NULL
      );
      CREATE INDEX coupon_redemptions_by_code ON coupon_redemptions (code, email);
    `,
  },
  {
    version: 3,
    name: "sign-in page",
    // A ticket from a login without a trusted token has no user until the shopper signs in, so
    // login_tickets is rebuilt with a nullable user_id and a count of wrong passwords.
    sql: `
      ALTER TABLE users ADD COLUMN password_hash TEXT;
      CREATE TABLE login_tickets_v3 (
        ticket_hash TEXT PRIMARY KEY,
        user_id INTEGER REFERENCES users(id),
        code_challenge TEXT NOT NULL,
        state TEXT NOT NULL,
        return_url TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        failed_attempts INTEGER NOT NULL DEFAULT 0
      );
      INSERT INTO login_tickets_v3 (ticket_hash, user_id, code_challenge, state, return_url, expires_at, used_at)
        SELECT ticket_hash, user_id, code_challenge, state, return_url, expires_at, used_at FROM login_tickets;
      DROP TABLE login_tickets;
      ALTER TABLE login_tickets_v3 RENAME TO login_tickets;
    `,
  },
  {
    version: 4,
    name: "cart owners",
    // The hash of the secret handed to whoever created the cart; only its holder reads the cart back.
    sql: `
      ALTER TABLE carts ADD COLUMN owner_hash TEXT;
    `,
  },
  {
    version: 5,
    name: "card processors",
    // A card token is charged only by the processor it was made for (stripe, paddle, …); older tokens are the gateway's own.
    sql: `
      ALTER TABLE card_tokens ADD COLUMN processor TEXT NOT NULL DEFAULT 'card';
    `,
  },
  {
    version: 6,
    name: "accounts made at purchase",
    // The order whose purchase made the account: only that purchase's buyer may choose its first
    // password. Seeded shoppers and accounts that existed before a purchase have none.
    sql: `
      ALTER TABLE users ADD COLUMN signup_order_id TEXT REFERENCES orders(id);
    `,
  },
  {
    version: 7,
    name: "no coupon redemptions",
    // Written at every paid order with a coupon and never read: "already used" is a property of
    // the USED10 fixture (pricing/coupons.ts), not of a shopper's history.
    sql: `
      DROP TABLE coupon_redemptions;
    `,
  },
  {
    version: 8,
    name: "no secret at rest in clear",
    // Card tokens are kept as their hashes, like every other secret: the tokens of before (they
    // live 30 minutes) are dropped. A stored pay answer keeps the cart's owner secret only sealed
    // with the payer's proof (checkout/idempotency.ts), so a replayed request hands out no secret.
    sql: `
      DELETE FROM card_tokens;
      ALTER TABLE idempotency_keys ADD COLUMN proof_hash TEXT;
      ALTER TABLE idempotency_keys ADD COLUMN owner_sealed TEXT;
      UPDATE idempotency_keys SET response_body = json_remove(response_body, '$.cart_owner');
    `,
  },
  {
    version: 9,
    name: "billing address of a saved card",
    // The address the card was saved with: a one-click payment is taxed there, so the shopper is
    // not asked for an address again. Null for a card saved without one.
    sql: `
      ALTER TABLE saved_methods ADD COLUMN billing_country TEXT;
      ALTER TABLE saved_methods ADD COLUMN billing_state TEXT;
      ALTER TABLE saved_methods ADD COLUMN billing_zip TEXT;
    `,
  },
];
