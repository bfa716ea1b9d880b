import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { decode, encode, type SourceMapSegment } from "@jridgewell/sourcemap-codec";
import { describe, expect, it } from "vitest";
import { escapeWideCharacters, oneByteServerSources } from "./one-byte-sources.cjs";

/** What a script leaves in `module.exports`. */
function evaluate(code: string): unknown {
  const context = { module: { exports: {} as unknown }, String };
  runInNewContext(code, context);
  return context.module.exports;
}

/** Generated [line, column] of every segment of a source map's mappings, with its original position. */
function segments(mappings: string): Array<[number, number, string]> {
  return decode(mappings).flatMap((line, lineIndex) =>
    line.map(([column, ...original]): [number, number, string] => [lineIndex, column, original.join(":")]),
  );
}

const CHUNK = [
  'module.exports = { ellipsis: "Checking…", dash: /1–48/.test("1–48"), quote: \'it\\’s\',',
  "  names: { ünïcode: 1 }, emoji: \"ok 😀\", untagged: `⁨${'a'}⁩`, tagged: String.raw`a…b`,",
  '  fromTag: ((s) => s.raw[0])`✓`, inTag: String.raw`${"✓"}`, latin: "Français" };',
].join("\n");

describe("one-byte server sources", () => {
  it("writes every character above U+00FF as an escape that means the same", () => {
    const { code } = escapeWideCharacters(CHUNK);
    // Left as they are: the raw text of a tagged template, which the tag reads.
    expect(code).toContain("String.raw`a…b`");
    expect(code).toContain("`✓`");
    expect(code.replace(/String\.raw`a…b`|`✓`/g, "")).not.toMatch(/[\u0100-\uffff]/);
    expect(code).toContain("Français");
    expect(evaluate(code)).toEqual(evaluate(CHUNK));
    expect(evaluate(code)).toMatchObject({
      ellipsis: "Checking…",
      quote: "it’s",
      emoji: "ok 😀",
      untagged: "⁨a⁩",
      tagged: "a…b",
      fromTag: "✓",
      inTag: "✓",
    });
  });

  it("leaves a chunk with nothing to escape untouched", () => {
    const plain = 'module.exports = "Français";';
    expect(escapeWideCharacters(plain)).toEqual({ code: plain, growth: new Map() });
  });

  it("rewrites the server's chunks and keeps each source map pointing at the same code", () => {
    const distDir = mkdtempSync(path.join(tmpdir(), "one-byte-"));
    mkdirSync(path.join(distDir, "server/chunks/ssr"), { recursive: true });
    mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
    const file = (name: string) => path.join(distDir, name);
    // One segment at the start of every word, each mapped to its own original position.
    const lines = CHUNK.split("\n");
    let wordIndex = 0;
    const mappings = encode(
      lines.map((line, lineIndex) => [...line.matchAll(/\w+/g)].map(({ index }): SourceMapSegment => [index, 0, lineIndex, wordIndex++])),
    );
    writeFileSync(file("server/chunks/ssr/page.js"), `${CHUNK}\n//# sourceMappingURL=page.js.map`);
    writeFileSync(file("server/chunks/ssr/page.js.map"), JSON.stringify({ version: 3, sources: ["page.ts"], names: [], mappings }));
    writeFileSync(file("server/chunks/plain.js"), 'module.exports = "plain";');
    writeFileSync(file("static/chunks/browser.js"), 'self.x = "…";');

    expect(oneByteServerSources({ distDir })).toEqual(["server/chunks/ssr/page.js"]);
    expect(oneByteServerSources({ distDir })).toEqual([]);
    expect(readFileSync(file("static/chunks/browser.js"), "utf8")).toBe('self.x = "…";');

    const before = segments(mappings);
    const after = segments(JSON.parse(readFileSync(file("server/chunks/ssr/page.js.map"), "utf8")).mappings);
    expect(after.map(([, , original]) => original)).toEqual(before.map(([, , original]) => original));
    const oldLines = CHUNK.split("\n");
    const newLines = readFileSync(file("server/chunks/ssr/page.js"), "utf8").split("\n");
    before.forEach(([line, column], i) => {
      const word = /^\w+/.exec(oldLines[line]!.slice(column))![0];
      expect(newLines[line]!.slice(after[i]![1]).startsWith(word), `${word} on line ${line}`).toBe(true);
    });
  });
});
