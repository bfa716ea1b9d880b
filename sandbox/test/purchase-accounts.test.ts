import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartAccountResponseSchema } from "@/contracts/checkout-api";
import {
  asOwner,
  call,
  freshEmail,
  loginAs,
  payWithCard,
  processing,
  processingBody,
  signInWithPassword,
  startTestSandbox,
  tokenize,
  type TestSandbox,
} from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

const readAccount = (cartId: string, owner?: string) =>
  call(sandbox.url, `/api/carts/${cartId}/account/`, { headers: owner ? { "x-cart-owner": owner } : {} });

const setPassword = (cartId: string, owner: string | undefined, password: string) =>
  call(sandbox.url, `/api/carts/${cartId}/account/password/`, {
    method: "POST",
    headers: owner ? { "x-cart-owner": owner } : {},
    json: { password },
  });

async function paidAsGuest(email = freshEmail()) {
  const paid = await payWithCard(sandbox.url, "4242424242424242", { email });
  expect(paid.body.order_status).toBe("paid");
  return { email, cartId: paid.body.cart_id as string, owner: paid.body.cart_owner as string };
}

describe("the account a guest's purchase makes", () => {
  it("is made for the e-mail with no password; the buyer chooses one and then signs in with it", async () => {
    const { email, cartId, owner } = await paidAsGuest();
    expect((await signInWithPassword(sandbox.url, email, "sandbox")).status).toBe(401);

    const account = await readAccount(cartId, owner);
    expect(account.status).toBe(200);
    expect(cartAccountResponseSchema.parse(account.body)).toEqual({ email, status: "password_needed" });

    const set = await setPassword(cartId, owner, "correct horse battery");
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ email, status: "ready" });
    expect((await readAccount(cartId, owner)).body).toEqual({ email, status: "ready" });

    const signedIn = await signInWithPassword(sandbox.url, email.toUpperCase(), "correct horse battery");
    expect(signedIn.status).toBe(303);
    expect(new URL(signedIn.headers.get("location") ?? "").searchParams.get("code")).toBeTruthy();
  });

  it("takes its first password once: a second one is refused and the first still signs in", async () => {
    const { email, cartId, owner } = await paidAsGuest();
    expect((await setPassword(cartId, owner, "first password")).status).toBe(200);
    const again = await setPassword(cartId, owner, "second password");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "password_already_set" });
    expect((await signInWithPassword(sandbox.url, email, "second password")).status).toBe(401);
    expect((await signInWithPassword(sandbox.url, email, "first password")).status).toBe(303);
  });

  it("is not made again for an e-mail that has an account: the purchase joins it and its password stays", async () => {
    const { cartId, owner } = await paidAsGuest("Shopper@Example.com");
    expect((await readAccount(cartId, owner)).body).toEqual({ email: "shopper@example.com", status: "ready" });
    expect((await setPassword(cartId, owner, "taken over!")).status).toBe(409);
    expect((await signInWithPassword(sandbox.url, "shopper@example.com", "sandbox")).status).toBe(303);
  });

  it("belongs to the buyer's browser only: no owner secret, another cart's secret or an unpaid cart gets a 404", async () => {
    const { cartId } = await paidAsGuest();
    const other = await paidAsGuest();
    expect((await readAccount(cartId)).status).toBe(404);
    expect((await readAccount(cartId, other.owner)).status).toBe(404);
    expect((await setPassword(cartId, other.owner, "not my account")).status).toBe(404);

    const declined = await payWithCard(sandbox.url, "4000000000000002");
    expect((await readAccount(declined.body.cart_id, declined.body.cart_owner)).status).toBe(404);
  });

  it("refuses a password shorter than eight characters with the field's slug", async () => {
    const { cartId, owner } = await paidAsGuest();
    const short = await setPassword(cartId, owner, "short");
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: "password", slug: "invalid" }]);
    expect((await readAccount(cartId, owner)).body).toMatchObject({ status: "password_needed" });
  });

  it("is made when a pending payment settles, not before", async () => {
    const email = freshEmail();
    const pending = await payWithCard(sandbox.url, "4000000000000077", { email });
    expect((await readAccount(pending.body.cart_id, pending.body.cart_owner)).status).toBe(404);
    sandbox.advance(6_000);
    expect((await call(sandbox.url, `/api/orders/${pending.body.cart_id}/`, asOwner(pending))).body.status).toBe("paid");
    expect((await readAccount(pending.body.cart_id, pending.body.cart_owner)).body).toEqual({ email, status: "password_needed" });
  });

  it("is the logged-in shopper's own account for a purchase made logged in", async () => {
    const token = await loginAs(sandbox.url, "tpt_new");
    const card = await tokenize(sandbox.url, "4242424242424242");
    const body = processingBody({ plans: ["incogni-1y"], email: undefined, card_token: card.body.token });
    const paid = await processing(sandbox.url, body, undefined, { "x-user-token": token });
    expect(paid.body.order_status).toBe("paid");
    expect((await readAccount(paid.body.cart_id, paid.body.cart_owner)).body).toEqual({ email: "new@example.com", status: "ready" });
  });
});
