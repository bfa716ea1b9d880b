import type { SandboxDatabase } from "../db/database";
import { hashSecret } from "../db/secrets";
import { hashPassword } from "./passwords";

/** Both shoppers sign in on the identity provider's page with this password (CONTRACTS section 3). */
export const SHOPPER_PASSWORD = "sandbox";

/** Where the seeded VISA was saved: San Francisco, so its one-click payments carry California's sales tax. */
const SAVED_CARD_ADDRESS = { country: "US", state: "US-CA", zip: "94105" } as const;

/** The shoppers of CONTRACTS section 3, seeded once; their trusted tokens never expire. */
const SHOPPERS = [
  { email: "shopper@example.com", ownerId: "own_shopper", trustedToken: "tpt_shopper", savedVisa4242: true },
  { email: "new@example.com", ownerId: "own_new", trustedToken: "tpt_new", savedVisa4242: false },
] as const;

export function seedShoppers(db: SandboxDatabase, now: number): void {
  const insertUser = db.prepare("INSERT OR IGNORE INTO users (email, owner_id, created_at) VALUES (?, ?, ?)");
  const userId = db.prepare<[string], { id: number }>("SELECT id FROM users WHERE email = ?");
  const insertToken = db.prepare(
    "INSERT OR IGNORE INTO trusted_tokens (token_hash, user_id, single_use, expires_at, created_at) VALUES (?, ?, 0, NULL, ?)",
  );
  const setPassword = db.prepare("UPDATE users SET password_hash = ? WHERE id = ? AND password_hash IS NULL");
  const hasPassword = db.prepare<[number], { id: number }>("SELECT id FROM users WHERE id = ? AND password_hash IS NOT NULL");
  const hasMethod = db.prepare<[number], { id: number }>("SELECT id FROM saved_methods WHERE user_id = ?");
  const insertMethod = db.prepare(
    `INSERT INTO saved_methods (user_id, brand, last4, exp_month, exp_year, behaviour, billing_country, billing_state, billing_zip)
     VALUES (?, 'VISA', '4242', 12, 2035, 'succeed', @country, @state, @zip)`,
  );
  // A database seeded before saved cards had an address gets the fixture's.
  const addAddress = db.prepare(
    "UPDATE saved_methods SET billing_country = @country, billing_state = @state, billing_zip = @zip WHERE user_id = ? AND billing_country IS NULL",
  );
  db.transaction(() => {
    for (const shopper of SHOPPERS) {
      insertUser.run(shopper.email, shopper.ownerId, now);
      const user = userId.get(shopper.email);
      if (!user) continue;
      insertToken.run(hashSecret(shopper.trustedToken), user.id, now);
      // scrypt is slow on purpose: hash only for a shopper who has no password yet.
      if (!hasPassword.get(user.id)) setPassword.run(hashPassword(SHOPPER_PASSWORD), user.id);
      if (shopper.savedVisa4242 && !hasMethod.get(user.id)) insertMethod.run(user.id, SAVED_CARD_ADDRESS);
      else if (shopper.savedVisa4242) addAddress.run(user.id, SAVED_CARD_ADDRESS);
    }
  })();
}
