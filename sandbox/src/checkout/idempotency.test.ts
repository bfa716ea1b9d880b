import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { requestHash } from "./idempotency";

const root = path.resolve(__dirname, "../../..");

/** requestHash of `body` computed in a sandbox process started under the locale `lang`. */
function hashUnderLocale(lang: string, body: unknown): { locale: string; hash: string } {
  const script = [
    `import { requestHash } from "./sandbox/src/checkout/idempotency";`,
    `const locale = Intl.DateTimeFormat().resolvedOptions().locale;`,
    `console.log(JSON.stringify({ locale, hash: requestHash(${JSON.stringify(body)}, 7) }));`,
  ].join("\n");
  const output = execFileSync(path.join(root, "node_modules/.bin/tsx"), ["-e", script], {
    cwd: root,
    env: { ...process.env, LANG: lang, LC_ALL: lang },
    encoding: "utf8",
  });
  return JSON.parse(output) as { locale: string; hash: string };
}

describe("the idempotency key's request hash", () => {
  it("is the same for the same request whatever the order of its keys, even keys a collation calls equal", () => {
    // An ICU collation ignores U+0000 and U+200B, so it would leave these pairs in their arrival order.
    expect(requestHash({ a: 1, "a\u0000": 2 }, 7)).toBe(requestHash({ "a\u0000": 2, a: 1 }, 7));
    expect(requestHash({ ab: 1, "a\u200bb": 2 }, 7)).toBe(requestHash({ "a\u200bb": 2, ab: 1 }, 7));
    expect(requestHash({ a: 1, "a\u0000": 2 }, 7)).not.toBe(requestHash({ a: 2, "a\u0000": 1 }, 7));
  });

  it("does not change with the locale the sandbox runs under, so a retry after a restart is still recognised", () => {
    // English collates "ä" with "a", before "B"; Swedish puts it after "z". Code units: B, z, ä.
    const body = { z: 1, ä: 2, B: { y: 3, Å: 4, a: 5 } };
    const english = hashUnderLocale("en_US.UTF-8", body);
    const swedish = hashUnderLocale("sv_SE.UTF-8", body);
    // The two processes really did run under different locales.
    expect([english.locale, swedish.locale]).toEqual(["en-US", "sv-SE"]);
    expect(swedish.hash).toBe(english.hash);
    expect(english.hash).toBe(requestHash(body, 7));
  });
});
