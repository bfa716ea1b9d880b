import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-error";
import { parseBody, parseQuery } from "./parse-input";
import { isSameOrigin } from "./same-origin";

function failureOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("parseBody", () => {
  const schema = z.object({ email: z.email(), plans: z.array(z.string()).min(1) }).strict();

  it("answers missing and invalid fields with the spec's slugs", () => {
    const error = failureOf(() => parseBody(schema, { email: "", plans: "vpn", extra: 1 }));
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual([
      { field: "email", slug: "cannot-be-empty" },
      { field: "plans", slug: "invalid" },
      { field: "extra", slug: "invalid" },
    ]);
  });

  it.each([null, "text", [1, 2], 42])("refuses a body that is not an object (%j)", (body) => {
    expect(failureOf(() => parseBody(schema, body)).body.errors).toEqual([{ field: "body", slug: "invalid" }]);
  });

  it("passes valid input through", () => {
    expect(parseBody(schema, { email: "a@b.co", plans: ["vpn-plus-1y"] })).toEqual({ email: "a@b.co", plans: ["vpn-plus-1y"] });
  });
});

describe("parseQuery", () => {
  const schema = z.object({ country: z.string().length(2), zip: z.string().optional() });

  it("refuses a repeated parameter and treats an empty one as missing", () => {
    expect(failureOf(() => parseQuery(schema, { country: ["US", "DE"] })).body.errors).toEqual([{ field: "country", slug: "invalid" }]);
    expect(failureOf(() => parseQuery(schema, { country: " " })).body.errors).toEqual([{ field: "country", slug: "cannot-be-empty" }]);
    expect(parseQuery(schema, { country: "US", zip: "" })).toEqual({ country: "US" });
  });
});

describe("isSameOrigin", () => {
  const request = (headers: Record<string, string>) => ({ headers });

  it.each([
    [{ origin: "https://checkout.example.com" }, true],
    [{ origin: "https://checkout.example.com", "sec-fetch-site": "same-origin" }, true],
    [{ referer: "https://checkout.example.com/payment/?x=1" }, true],
    // The Host header is the sender's to choose: it never makes an origin the app's.
    [{ origin: "http://localhost:3100", host: "localhost:3100" }, false],
    [{ origin: "https://evil.example.com", host: "evil.example.com" }, false],
    [{ origin: "https://evil.example.com", host: "checkout.example.com" }, false],
    [{ origin: "https://checkout.example.com", "sec-fetch-site": "cross-site" }, false],
    [{ origin: "https://checkout.example.com.evil.example" }, false],
    [{ origin: "http://checkout.example.com" }, false],
    [{ referer: "https://evil.example.com/?https://checkout.example.com/" }, false],
    [{ origin: "null" }, false],
    [{ origin: "not a url" }, false],
    [{}, false],
  ])("%j → %s", (headers, expected) => {
    expect(isSameOrigin(request(headers), "https://checkout.example.com")).toBe(expected);
  });
});
