import { describe, expect, it } from "vitest";
import { newNonce } from "./secure-responses";

describe("newNonce", () => {
  it("gives every response 16 random bytes of its own, past the end of each drawn batch", () => {
    const nonces = Array.from({ length: 1_000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
