import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addCompileHints, HINT } from "./compile-hints.cjs";

/**
 * A build directory with chunks at the top and nested, a style sheet, a source map, and Next's
 * manifest script outside the chunks, which must stay as it is. addCompileHints finds the chunks
 * by their folder, not through build-manifest.json.
 */
function build() {
  const distDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
  mkdirSync(path.join(distDir, "static/build-id"), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(distDir, file), text);
  for (const name of ["react", "app", "later"]) write(`static/chunks/${name}.js`, `push(${name});\n`);
  mkdirSync(path.join(distDir, "static/chunks/nested"));
  write("static/chunks/nested/dialog.js", "push(dialog);\n");
  write("static/chunks/styles.css", "a{}");
  write("static/chunks/payment.js", "push(payment);\n//# sourceMappingURL=payment.js.map");
  write("static/chunks/payment.js.map", JSON.stringify({ version: 3, sources: ["payment.ts"], mappings: "AAAA" }));
  write("static/build-id/_buildManifest.js", "self.__BUILD_MANIFEST={};");
  return { distDir, read: (file: string) => readFileSync(path.join(distDir, file), "utf8") };
}

describe("addCompileHints", () => {
  it("marks every chunk once, first-load or loaded later, and nothing else", () => {
    const { distDir, read } = build();
    expect(addCompileHints({ distDir })).toEqual([
      "static/chunks/app.js",
      "static/chunks/later.js",
      "static/chunks/nested/dialog.js",
      "static/chunks/payment.js",
      "static/chunks/react.js",
    ]);
    expect(read("static/chunks/react.js")).toBe(`${HINT}push(react);\n`);
    expect(read("static/chunks/later.js")).toBe(`${HINT}push(later);\n`);
    expect(read("static/chunks/styles.css")).toBe("a{}");
    expect(read("static/build-id/_buildManifest.js")).toBe("self.__BUILD_MANIFEST={};");
    expect(addCompileHints({ distDir })).toEqual([]);
    expect(read("static/chunks/react.js")).toBe(`${HINT}push(react);\n`);
  });

  it("keeps a chunk's source map pointing at its code, one line further down", () => {
    const { distDir, read } = build();
    addCompileHints({ distDir });
    expect(read("static/chunks/payment.js").split("\n")[1]).toBe("push(payment);");
    expect(JSON.parse(read("static/chunks/payment.js.map")).mappings).toBe(";AAAA");
  });
});
