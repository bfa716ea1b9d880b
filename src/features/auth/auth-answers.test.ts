import { describe, expect, it } from "vitest";
import { isLoginAnswer, isTrustedTokenAnswer } from "./auth-answers";

describe("isLoginAnswer", () => {
  it("accepts the identity provider's address", () => {
    expect(isLoginAnswer({ redirect_uri: "https://idp.example.test/authorize?state=abc", extra: 1 })).toBe(true);
  });

  it.each([null, "https://idp.example.test/", {}, { redirect_uri: "/relative" }, { redirect_uri: 42 }, { redirect_uri: "not a url" }])(
    "refuses %j",
    (answer) => {
      expect(isLoginAnswer(answer)).toBe(false);
    },
  );
});

describe("isTrustedTokenAnswer", () => {
  it("accepts an owner and a token", () => {
    expect(isTrustedTokenAnswer({ owner_id: "owner-1", token: "tpt_abc" })).toBe(true);
  });

  it.each([null, [], { owner_id: "owner-1" }, { token: "tpt_abc" }, { owner_id: 1, token: "tpt_abc" }, { owner_id: "o", token: null }])(
    "refuses %j",
    (answer) => {
      expect(isTrustedTokenAnswer(answer)).toBe(false);
    },
  );
});
