import { describe, expect, it } from "vitest";
import { authCallbackRequestSchema, loginRequestSchema } from "@/contracts/checkout-api";
import { createPkce, s256Challenge, safeEqual } from "./pkce";

describe("PKCE", () => {
  it("computes the S256 challenge of RFC 7636 appendix B", () => {
    expect(s256Challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });

  it("makes a fresh verifier, challenge and state the checkout API accepts", () => {
    const first = createPkce();
    const second = createPkce();
    expect(first.verifier).not.toBe(second.verifier);
    expect(first.state).not.toBe(second.state);
    expect(first.challenge).toBe(s256Challenge(first.verifier));
    expect(authCallbackRequestSchema.safeParse({ code: "ac_x", state: first.state, verifier: first.verifier }).success).toBe(true);
    const login = {
      trusted_pass_token: "t",
      language: "en",
      code_challenge: first.challenge,
      code_challenge_method: "S256",
      state: first.state,
      return_url: "http://localhost:3000/oauth2/login/",
    };
    expect(loginRequestSchema.safeParse(login).success).toBe(true);
  });

  it("compares states exactly", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
  });
});
