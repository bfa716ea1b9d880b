import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export interface PkcePair {
  /** Stays on the app's server (in an httpOnly cookie) until the code exchange. */
  verifier: string;
  challenge: string;
  /** Binds the identity provider's answer to the browser that started the login. */
  state: string;
}

/** RFC 7636 S256: BASE64URL(SHA256(ASCII(verifier))). */
export function s256Challenge(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}

/** A fresh verifier (64 characters of 384 random bits), its challenge and a 192-bit state. */
export function createPkce(): PkcePair {
  const verifier = randomBytes(48).toString("base64url");
  return { verifier, challenge: s256Challenge(verifier), state: randomBytes(24).toString("base64url") };
}

/** Compares secrets in constant time, so a forged state cannot be guessed byte by byte. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
