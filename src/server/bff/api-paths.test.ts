import { describe, expect, it } from "vitest";
import { API_PATHS, matchApiPath } from "./api-paths";

describe("matchApiPath", () => {
  it("finds a route by its literal segments", () => {
    expect(matchApiPath(["users", "auth", "login"])).toEqual({ path: "users/auth/login", params: {} });
    expect(matchApiPath(["health"])).toEqual({ path: "health", params: {} });
  });

  it("fills a route's named segments from the address", () => {
    expect(matchApiPath(["orders", "cart_123"])).toEqual({ path: "orders/[cartId]", params: { cartId: "cart_123" } });
    expect(matchApiPath(["carts", "c-1", "account"])).toEqual({ path: "carts/[cartId]/account", params: { cartId: "c-1" } });
    expect(matchApiPath(["carts", "c-1", "account", "password"])).toEqual({
      path: "carts/[cartId]/account/password",
      params: { cartId: "c-1" },
    });
    expect(matchApiPath(["payments", "providers", "one-click"])).toEqual({
      path: "payments/providers/[kind]",
      params: { kind: "one-click" },
    });
  });

  it("answers null for an address of no route's shape", () => {
    for (const segments of [
      [],
      ["orders"],
      ["orders", "a", "b"],
      ["users", "auth"],
      ["users", "auth", "login", "x"],
      ["Health"],
      ["[cartId]"],
    ]) {
      expect(matchApiPath(segments), segments.join("/")).toBeNull();
    }
  });

  it("reaches every route, each by its own address", () => {
    for (const path of API_PATHS) {
      const segments = path.split("/").map((part) => (part.startsWith("[") ? "value" : part));
      expect(matchApiPath(segments)?.path).toBe(path);
    }
  });
});
