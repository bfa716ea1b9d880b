import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, payWithCard, processingBody, startTestSandbox, type TestSandbox } from "./test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

const KEY = { "idempotency-key": "bad-input-key-0001" };
const JSON_TYPE = { "content-type": "application/json" };
/** GraphQL over HTTP: a client accepting graphql-response+json gets 4xx for invalid documents (plain JSON gets 200 with errors). */
const GRAPHQL = { ...JSON_TYPE, accept: "application/graphql-response+json" };

interface Case {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  status: number;
  /** A field error the body must name. */
  field?: [string, string];
}

const CASES: Case[] = [
  { name: "malformed JSON", method: "POST", path: "/api/users/auth/login/", headers: JSON_TYPE, body: "{trusted", status: 400 },
  {
    name: "a JSON array",
    method: "POST",
    path: "/api/users/auth/callback/",
    headers: JSON_TYPE,
    body: "[1,2]",
    status: 400,
    field: ["body", "invalid"],
  },
  { name: "a JSON string", method: "POST", path: "/gateway/v1/tokens", headers: JSON_TYPE, body: '"4242"', status: 400 },
  { name: "an empty body", method: "POST", path: "/api/processing/pre/", headers: KEY, status: 400 },
  { name: "a form body on a JSON route", method: "POST", path: "/api/users/auth/login/", body: "a=1&b=2", status: 400 },
  {
    name: "an oversized body",
    method: "POST",
    path: "/api/processing/pre/",
    headers: { ...KEY, ...JSON_TYPE },
    body: JSON.stringify({ email: "x".repeat(70_000) }),
    status: 413,
  },
  {
    name: "an oversized GraphQL body",
    method: "POST",
    path: "/graphql",
    headers: JSON_TYPE,
    body: JSON.stringify({ query: `{ ${"a ".repeat(40_000)} }` }),
    status: 413,
  },
  {
    name: "plans of the wrong type",
    method: "POST",
    path: "/api/processing/pre/",
    headers: { ...KEY, ...JSON_TYPE },
    body: JSON.stringify(processingBody({ plans: "vpn-standard-1y" })),
    status: 400,
    field: ["plans", "invalid"],
  },
  {
    name: "an unknown currency",
    method: "POST",
    path: "/api/processing/pre/",
    headers: { ...KEY, ...JSON_TYPE },
    body: JSON.stringify(processingBody({ currency: "BTC" })),
    status: 400,
    field: ["currency", "invalid"],
  },
  {
    name: "a numeric currency",
    method: "POST",
    path: "/api/processing/pre/",
    headers: { ...KEY, ...JSON_TYPE },
    body: JSON.stringify(processingBody({ currency: 840 })),
    status: 400,
    field: ["currency", "invalid"],
  },
  {
    name: "an unknown country",
    method: "POST",
    path: "/api/processing/pre/",
    headers: { ...KEY, ...JSON_TYPE },
    body: JSON.stringify(processingBody({ country: "XX" })),
    status: 400,
    field: ["country", "invalid"],
  },
  {
    name: "an unknown provider",
    method: "POST",
    path: "/api/processing/pre/",
    headers: { ...KEY, ...JSON_TYPE },
    body: JSON.stringify(processingBody({ provider: "cash" })),
    status: 400,
    field: ["provider", "invalid"],
  },
  {
    name: "an unknown plan",
    method: "POST",
    path: "/api/processing/pre/",
    headers: { ...KEY, ...JSON_TYPE },
    body: JSON.stringify(processingBody({ plans: ["vpn-gold-1y"] })),
    status: 400,
    field: ["plans.0", "invalid"],
  },
  {
    name: "an unexpected key",
    method: "POST",
    path: "/api/processing/pre/",
    headers: { ...KEY, ...JSON_TYPE },
    body: JSON.stringify(processingBody({ amount: 0.01 })),
    status: 400,
    field: ["amount", "invalid"],
  },
  {
    name: "a missing email field type",
    method: "POST",
    path: "/api/processing/pre/",
    headers: { ...KEY, ...JSON_TYPE },
    body: JSON.stringify(processingBody({ email: 42 })),
    status: 400,
    field: ["email", "invalid"],
  },
  {
    name: "a login without a challenge",
    method: "POST",
    path: "/api/users/auth/login/",
    headers: JSON_TYPE,
    body: JSON.stringify({ trusted_pass_token: "tpt_new", language: "en" }),
    status: 400,
    field: ["code_challenge", "cannot-be-empty"],
  },
  {
    name: "a plain challenge method",
    method: "POST",
    path: "/api/users/auth/login/",
    headers: JSON_TYPE,
    body: JSON.stringify({
      trusted_pass_token: "tpt_new",
      language: "en",
      code_challenge: "a".repeat(43),
      code_challenge_method: "plain",
      state: "s".repeat(20),
      return_url: "http://localhost:3000/oauth2/login",
    }),
    status: 400,
    field: ["code_challenge_method", "invalid"],
  },
  {
    name: "a card number as a number",
    method: "POST",
    path: "/gateway/v1/tokens",
    headers: JSON_TYPE,
    body: JSON.stringify({ number: 4242424242424242, exp_month: "12", exp_year: "2030", cvv: "123" }),
    status: 400,
    field: ["number", "invalid"],
  },
  { name: "a repeated query key", path: "/api/payments/taxes/?country=US&country=DE", status: 400, field: ["country", "invalid"] },
  {
    name: "a prototype key in the query",
    path: "/api/payments/taxes/?__proto__=x&constructor=y",
    status: 400,
    field: ["country", "cannot-be-empty"],
  },
  {
    name: "a lower-case unknown country",
    path: "/api/payments/providers/regular/?country=zz&currency=usd",
    status: 400,
    field: ["country", "invalid"],
  },
  {
    name: "providers without currency",
    path: "/api/payments/providers/regular/?country=US",
    status: 400,
    field: ["currency", "cannot-be-empty"],
  },
  { name: "an unknown path", path: "/api/teleport/", status: 404 },
  { name: "a path without its trailing slash", path: "/api/users/current", status: 404 },
  { name: "a wrong method", method: "PUT", path: "/api/processing/pre/", status: 405 },
  { name: "an unknown cart", path: "/api/orders/cart_doesnotexist/", status: 404 },
  { name: "a cart id with odd characters", path: "/api/orders/..%2F..%2Fetc/", status: 404 },
  { name: "a callback without ids", path: "/api/callback/", status: 404 },
  { name: "an unknown payment on the approval page", path: "/gateway/approve/pay_nope", status: 404 },
  { name: "an authorize without a ticket", path: "/idp/authorize?response_type=code", status: 400 },
  {
    name: "a wallet authorize for an unknown payment",
    method: "POST",
    path: "/gateway/v1/wallet/authorize",
    headers: JSON_TYPE,
    body: JSON.stringify({ payment_id: "pay_nope", outcome: "approve" }),
    status: 400,
    field: ["payment_id", "invalid"],
  },
  {
    name: "a GraphQL syntax error",
    method: "POST",
    path: "/graphql",
    headers: GRAPHQL,
    body: JSON.stringify({ query: "{ getPackagePlans(" }),
    status: 400,
  },
  { name: "malformed GraphQL JSON", method: "POST", path: "/graphql", headers: JSON_TYPE, body: "{query", status: 400 },
  {
    name: "a GraphQL unknown currency enum",
    method: "POST",
    path: "/graphql",
    headers: GRAPHQL,
    body: JSON.stringify({ query: '{ getPackagePlans(countryCode: "US", currencyCode: BTC, packageId: "vpn") { id } }' }),
    status: 400,
  },
];

describe("malformed requests", () => {
  it.each(CASES)("$name → $status", async ({ method = "GET", path, headers, body, status, field }) => {
    const response = await call(sandbox.url, path, { method, headers, body });
    expect(response.status).toBe(status);
    if (field) expect(response.body.errors).toContainEqual({ field: field[0], slug: field[1] });
    if (path.startsWith("/api/") && status !== 405) expect(typeof response.body.error).toBe("string");
  });

  it("still works afterwards, with no stray orders", async () => {
    const paid = await payWithCard(sandbox.url, "4242424242424242");
    expect(paid.body.order_status).toBe("paid");
  });
});
