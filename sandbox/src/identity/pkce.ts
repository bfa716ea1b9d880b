import { createHash, timingSafeEqual } from "node:crypto";

/** RFC 7636 S256: BASE64URL(SHA256(ASCII(verifier))). */
export function s256Challenge(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  return safeEqual(s256Challenge(verifier), challenge);
}
