// @vitest-environment node
/**
 * Every citation of the product specification in the code, tests and docs ("spec section 3",
 * "spec 2.4", "spec sections 2.1, 3 and 4", "spec §5", "the spec's section 8", wrapped over a
 * comment's lines or not) names a section that docs/spec.md has a heading for, so a reader can
 * follow the reference inside the repository. The links of docs/spec.md to the topic docs and
 * decision records must land on a heading too (scripts/docs/docs-references.test.ts checks every
 * other doc's links).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headingAnchors } from "./markdown-anchors";

const ROOT = path.resolve(__dirname, "../..");
const SPEC_DOC = "docs/spec.md";
const SCANNED = ["src", "sandbox", "scripts", "e2e", "deploy", "docs", "README.md"];
/** This file cites made-up sections on purpose, to test the scanner. */
const SELF = path.relative(ROOT, __filename);

/** Blanks between words, also across a line break and the next line's comment marker. */
const GAP = String.raw`(?:[ \t]|\r?\n[ \t]*(?:\/\/+|\*+|#+)?)+`;
const SECTION = String.raw`\d+(?:\.\d+)?\b`;
const LIST_JOIN = String.raw`(?:${GAP})?,(?:${GAP})?(?:(?:and|or)${GAP})?|${GAP}(?:and|or|&)${GAP}`;
const CITATION = new RegExp(
  String.raw`\bspec(?:ification)?(?:'s)?(?:${GAP}(?:sections?${GAP})?(?:§+(?:${GAP})?)?|(?:${GAP})?§+(?:${GAP})?)` +
    String.raw`(${SECTION}(?:(?:${LIST_JOIN})${SECTION})*)`,
  "gi",
);

interface Citation {
  line: number;
  text: string;
  section: string;
}

/** The spec sections a text cites, each with the line its citation starts on. */
function findCitations(text: string): Citation[] {
  const citations: Citation[] = [];
  for (const match of text.matchAll(CITATION)) {
    const line = text.slice(0, match.index).split("\n").length;
    const quoted = match[0].replace(/\s+/g, " ");
    for (const section of match[1]!.match(/\d+(?:\.\d+)?/g) ?? []) citations.push({ line, text: quoted, section });
  }
  return citations;
}

/** The section numbers docs/spec.md has headings for: "## 3. ..." gives 3, "### 2.4 ..." gives 2.4. */
function headedSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,3}[ \t]+(\d+(?:\.\d+)?)\.?[ \t]/gm)].map((match) => match[1]!));
}

function scannedFiles(): string[] {
  const files: string[] = [];
  for (const entry of SCANNED) {
    if (entry.endsWith(".md")) {
      files.push(entry);
      continue;
    }
    for (const relative of readdirSync(path.join(ROOT, entry), { recursive: true, encoding: "utf8" })) {
      const parts = relative.split(path.sep);
      if (parts.some((part) => part === "node_modules" || part.startsWith("."))) continue;
      const file = path.join(entry, relative);
      if (!path.extname(file) && !path.basename(file).includes("Dockerfile")) continue;
      files.push(file);
    }
  }
  return files.filter((file) => file !== SELF);
}

function readText(file: string): string | undefined {
  let buffer: Buffer;
  try {
    buffer = readFileSync(path.join(ROOT, file));
  } catch {
    return undefined; // a directory, or gone since the listing
  }
  return buffer.subarray(0, 8000).includes(0) ? undefined : buffer.toString("utf8");
}

describe("spec citations", () => {
  const specDoc = readFileSync(path.join(ROOT, SPEC_DOC), "utf8");
  const sections = headedSections(specDoc);

  it("finds every form the code uses, wrapped lines and lists included", () => {
    const sample = [
      "// spec section 3 and spec 2.4's sizes (spec 9), the specification section 5",
      "/** Spec sections 2.1, 3 and 4; spec 2.4 and 8; spec §7; the spec's section 6; spec § 2.2 */",
      "  product_code is spec",
      "  section 7's code. Not citations: e2e/google-pay.spec.ts 12, spec: 3, inspect 4, spec 2b.",
      " * stated by the",
      " * spec 1.",
    ].join("\n");
    expect(findCitations(sample).map(({ line, section }) => `${line}:${section}`)).toEqual([
      "1:3",
      "1:2.4",
      "1:9",
      "1:5",
      "2:2.1",
      "2:3",
      "2:4",
      "2:2.4",
      "2:8",
      "2:7",
      "2:6",
      "2:2.2",
      "3:7",
      "6:1",
    ]);
  });

  it("has docs/spec.md keep the specification's numbering", () => {
    for (const section of ["1", "2", "2.1", "2.2", "2.3", "2.4", "3", "4", "5", "6", "7", "8", "9"]) {
      expect(sections, `${SPEC_DOC} has no heading for section ${section}`).toContain(section);
    }
  });

  it("cites only sections docs/spec.md has a heading for", () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(100);
    let cited = 0;
    const unresolved: string[] = [];
    for (const file of files) {
      const text = readText(file);
      if (text === undefined) continue;
      for (const { line, text: quoted, section } of findCitations(text)) {
        cited += 1;
        if (!sections.has(section))
          unresolved.push(`${file}:${line}: "${quoted}" cites section ${section}, which ${SPEC_DOC} has no heading for`);
      }
    }
    expect(cited, "no citation found: has the scanner stopped matching?").toBeGreaterThan(100);
    expect(unresolved).toEqual([]);
  });

  it("links from docs/spec.md only to headings that exist", () => {
    const anchorsOf = (file: string) =>
      file === "" ? headingAnchors(specDoc) : headingAnchors(readText(path.join(path.dirname(SPEC_DOC), file)) ?? "");
    const broken: string[] = [];
    let links = 0;
    for (const match of specDoc.matchAll(/\]\(([^)#\s]*)#([^)\s]+)\)/g)) {
      const [link, file, anchor] = match as unknown as [string, string, string];
      links += 1;
      if (!anchorsOf(file).has(anchor)) broken.push(`${SPEC_DOC}:${specDoc.slice(0, match.index).split("\n").length}: ${link}`);
    }
    expect(links, "no link with an anchor found: has the pattern stopped matching?").toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });
});
