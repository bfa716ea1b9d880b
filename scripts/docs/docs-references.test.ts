// @vitest-environment node
/**
 * README.md, sandbox/README.md and every Markdown file under docs/ are a newcomer's map of the
 * repository, so what they name must exist:
 * - a path in backticks (a code span with a slash whose first segment is a top-level entry of the
 *   repository or of the doc's own folder, or a top-level entry alone) names a file or folder; a
 *   placeholder (`locales/<code>.json`, `e2e/*.spec.ts`) is checked up to the folder before it;
 * - a relative Markdown link (images included) leads to a file or folder of the repository, and
 *   its `#anchor` to a heading of the Markdown file it names;
 * - `npm run <script>`, `npm test` and `npm start` name a script of package.json;
 * - an UPPER_SNAKE name in backticks is an environment variable the code reads (`process.env`, the
 *   env schemas, .env.example, the scripts, playwright.config.ts, the Dockerfile, the Kubernetes
 *   manifests) or a constant the code declares; ALLOWED_NAMES lists the few others.
 * Folders .gitignore names (builds, test output) are not the repository's, and are not checked.
 * The test reads only files of this repository.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headingAnchors, withoutCodeFences } from "./markdown-anchors";

const ROOT = path.resolve(__dirname, "../..");

/** UPPER_SNAKE names the docs may quote that are neither variables nor constants of the code. */
const ALLOWED_NAMES = new Set<string>([
  // A Lighthouse runtime error a bench run can meet.
  "NO_NAVSTART",
  // The pricing API's GraphQL error code for an unknown country.
  "BAD_USER_INPUT",
]);

const CODE_FOLDERS = ["src", "sandbox", "scripts", "e2e", "deploy"];
const CODE_EXTENSIONS = new Set([".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs", ".yaml", ".yml"]);
const SNAKE = String.raw`[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+`;

/** Top-level names .gitignore keeps out of the repository (plus .git itself). */
function ignoredNames(): Set<string> {
  const names = new Set([".git", "node_modules"]);
  for (const line of readFileSync(path.join(ROOT, ".gitignore"), "utf8").split("\n")) {
    const entry = line.trim().replace(/^\//, "").replace(/\/$/, "");
    if (entry && !entry.startsWith("#") && !/[*?[\]!/]/.test(entry)) names.add(entry);
  }
  return names;
}

const IGNORED = ignoredNames();

function entriesOf(folder: string): Set<string> {
  return new Set(readdirSync(folder).filter((name) => !IGNORED.has(name)));
}

/** Files under `folder` (relative to ROOT), ignored folders left out. */
function filesUnder(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    if (IGNORED.has(entry.name)) continue;
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(relative));
    else files.push(relative);
  }
  return files;
}

function docFiles(): string[] {
  return ["README.md", "sandbox/README.md", ...filesUnder("docs").filter((file) => file.endsWith(".md"))];
}

/** Environment variables the code reads, and the UPPER_SNAKE constants it declares. */
function namesInCode(): { variables: Set<string>; constants: Set<string> } {
  const topFiles = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !IGNORED.has(entry.name))
    .map((entry) => entry.name);
  const codeFiles = [
    ...CODE_FOLDERS.flatMap((folder) => filesUnder(folder)),
    ...topFiles.filter((name) => CODE_EXTENSIONS.has(path.extname(name)) || name === "Dockerfile"),
  ]
    .filter((file) => CODE_EXTENSIONS.has(path.extname(file)) || path.basename(file) === "Dockerfile")
    // These tests quote made-up names on purpose.
    .filter((file) => !file.startsWith(path.join("scripts", "docs")));
  const variables = new Set<string>();
  const constants = new Set<string>();
  const add = (set: Set<string>, text: string, pattern: RegExp) => {
    for (const match of text.matchAll(pattern)) set.add(match[1]!);
  };
  const envExample = readFileSync(path.join(ROOT, ".env.example"), "utf8");
  add(variables, envExample, /^#?[ \t]*([A-Z][A-Z0-9_]*)=/gm);
  for (const file of codeFiles) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    add(variables, text, /process\.env\.([A-Z][A-Z0-9_]*)/g);
    add(variables, text, /process\.env\[\s*["'`]([A-Z][A-Z0-9_]*)["'`]\s*\]/g);
    add(constants, text, new RegExp(String.raw`\b(?:const|let|var|enum|function|class)\s+(${SNAKE})\b`, "g"));
    // A file that reads or sets the environment (a runner, the env schema, the deployment) names
    // its variables as keys and strings.
    const readsEnvironment =
      text.includes("process.env") ||
      file.startsWith(path.join("src", "server", "env")) ||
      file.startsWith(path.join("deploy", "k8s")) ||
      file === "Dockerfile" ||
      file === "playwright.config.ts";
    if (!readsEnvironment) continue;
    add(variables, text, new RegExp(String.raw`(?<!\b(?:const|let|var)\s+)\b(${SNAKE})\s*[:=](?!=)`, "g"));
    add(variables, text, new RegExp(String.raw`["'\x60](${SNAKE})["'\x60]`, "g"));
    add(variables, text, /\bname:\s*["']?([A-Z][A-Z0-9_]*)\b/g);
    add(variables, text, /^(?:ENV|ARG)\s+([A-Z][A-Z0-9_]*)/gm);
  }
  return { variables, constants };
}

interface Context {
  topLevel: Set<string>;
  scripts: Set<string>;
  variables: Set<string>;
  constants: Set<string>;
  /** The headings of a Markdown file of the repository, by its path relative to ROOT. */
  anchorsOf: (file: string) => Set<string>;
  exists: (file: string) => boolean;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** The part of a path that can be checked: up to the folder before its first placeholder. */
function checkablePath(span: string): string {
  const placeholder = span.search(/[*<{…]/);
  if (placeholder === -1) return span;
  return span.slice(0, span.lastIndexOf("/", placeholder) + 1);
}

/** The repository path a code span names, or null when it names none. */
function pathInSpan(span: string, topLevel: Set<string>, docEntries: Set<string>): string | null {
  if (/\s/.test(span) || span.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(span) || span.startsWith("@")) return null;
  const [first = ""] = span.split("/");
  if (first === "." || first === "..") return span;
  if (!span.includes("/")) return topLevel.has(span) ? span : null;
  return topLevel.has(first) || docEntries.has(first) ? span : null;
}

/** Resolves a path written in `doc` (relative to ROOT): against the doc's folder, else the root. */
function resolveIn(doc: string, written: string, context: Context, relativeOnly = false): string | null {
  const fromDoc = path.relative(ROOT, path.resolve(ROOT, path.dirname(doc), written));
  if (!fromDoc.startsWith("..") && context.exists(fromDoc)) return fromDoc;
  if (relativeOnly) return null;
  const fromRoot = path.relative(ROOT, path.resolve(ROOT, written));
  return !fromRoot.startsWith("..") && context.exists(fromRoot) ? fromRoot : null;
}

/** Everything `doc` names that does not exist, one line each. */
function problemsIn(doc: string, text: string, context: Context): string[] {
  const problems: string[] = [];
  const at = (index: number) => `${doc}:${lineOf(text, index)}`;
  const prose = withoutCodeFences(text);
  const docEntries = doc.includes("/") ? entriesOf(path.join(ROOT, path.dirname(doc))) : context.topLevel;

  for (const match of prose.matchAll(/`([^`\n]+)`/g)) {
    const span = match[1]!.trim();
    const [written = "", anchor] = span.split("#");
    const named = pathInSpan(written, context.topLevel, docEntries);
    if (named !== null) {
      const target = checkablePath(named);
      const resolved = target === "" ? "" : resolveIn(doc, target, context);
      if (resolved === null) problems.push(`${at(match.index)}: \`${span}\` names no file or folder of the repository`);
      else if (anchor !== undefined && resolved.endsWith(".md") && !context.anchorsOf(resolved).has(anchor))
        problems.push(`${at(match.index)}: \`${span}\` names no heading of ${resolved}`);
    }
    const variable = new RegExp(String.raw`^(${SNAKE})(?:=\S*)?$`).exec(span)?.[1];
    if (variable && !context.variables.has(variable) && !context.constants.has(variable) && !ALLOWED_NAMES.has(variable))
      problems.push(`${at(match.index)}: \`${variable}\` is no environment variable the code reads, nor a constant it declares`);
  }

  const linkText = prose.replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length));
  for (const match of linkText.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
    const [file = "", anchor] = target.split("#");
    const resolved = file === "" ? doc : resolveIn(doc, decodeURIComponent(file), context, true);
    if (resolved === null) {
      problems.push(`${at(match.index)}: link to ${target}, which is no file or folder of the repository`);
      continue;
    }
    if (anchor === undefined || anchor === "") continue;
    const anchors = resolved === doc ? headingAnchors(text) : resolved.endsWith(".md") ? context.anchorsOf(resolved) : null;
    if (anchors === null) problems.push(`${at(match.index)}: link to ${target}, an anchor in a file that is not Markdown`);
    else if (!anchors.has(anchor)) problems.push(`${at(match.index)}: link to ${target}, which has no such heading`);
  }

  for (const match of text.matchAll(/\bnpm\s+(?:run\s+([A-Za-z][\w:.-]*)|(test|start|stop|restart)\b)/g)) {
    const script = (match[1] ?? match[2]!).replace(/[.:-]+$/, "");
    if (!context.scripts.has(script))
      problems.push(`${at(match.index)}: "npm ${match[1] ? "run " : ""}${script}" is no script of package.json`);
  }
  return problems;
}

function repositoryContext(): Context {
  const { variables, constants } = namesInCode();
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const anchors = new Map<string, Set<string>>();
  return {
    topLevel: entriesOf(ROOT),
    scripts: new Set(Object.keys(pkg.scripts)),
    variables,
    constants,
    anchorsOf: (file) => {
      let found = anchors.get(file);
      if (!found) anchors.set(file, (found = headingAnchors(readFileSync(path.join(ROOT, file), "utf8"))));
      return found;
    },
    exists: (file) => file === "" || (!file.split(path.sep).some((part) => IGNORED.has(part)) && existsSync(path.join(ROOT, file))),
  };
}

describe("the docs name only what exists", () => {
  const context = repositoryContext();
  const docs = docFiles();

  it("reads the front door, the sandbox's README and every doc", () => {
    expect(docs).toContain("README.md");
    expect(docs).toContain("sandbox/README.md");
    expect(docs.filter((file) => file.startsWith("docs/")).length).toBeGreaterThan(10);
    expect(context.variables).toContain("PRICING_API_URL");
    expect(context.variables).toContain("SANDBOX_PORT");
    expect(context.scripts).toContain("test");
  });

  it("catches a missing path, a broken link or anchor, an unknown script and an unknown variable", () => {
    const sample = [
      "# A doc",
      "See `src/server/env/`, `locales/<code>.json` and [the spec](docs/spec.md#22-query-parameters-that-drive-checkout).",
      "Also `src/no-such-folder/file.ts`, [gone](docs/no-such.md), [bad anchor](docs/spec.md#no-such-heading) and [here](#a-doc).",
      "Run `npm run test:quick` or `npm run no-such-script`; set `PRICING_API_URL` but not `NO_SUCH_VARIABLE`.",
      "```sh",
      "npm run also-no-such-script",
      "```",
    ].join("\n");
    expect(problemsIn("README.md", sample, context)).toEqual([
      "README.md:3: `src/no-such-folder/file.ts` names no file or folder of the repository",
      "README.md:4: `NO_SUCH_VARIABLE` is no environment variable the code reads, nor a constant it declares",
      "README.md:3: link to docs/no-such.md, which is no file or folder of the repository",
      "README.md:3: link to docs/spec.md#no-such-heading, which has no such heading",
      'README.md:4: "npm run no-such-script" is no script of package.json',
      'README.md:6: "npm run also-no-such-script" is no script of package.json',
    ]);
  });

  it("finds no problem in any doc", () => {
    const problems = docs.flatMap((doc) => problemsIn(doc, readFileSync(path.join(ROOT, doc), "utf8"), context));
    expect(problems).toEqual([]);
  });

  it("finds enough to check, so a scanner that stopped matching cannot pass", () => {
    let spans = 0;
    let links = 0;
    for (const doc of docs) {
      const prose = withoutCodeFences(readFileSync(path.join(ROOT, doc), "utf8"));
      spans += [...prose.matchAll(/`[^`\n]+\//g)].length;
      links += [...prose.matchAll(/\]\((?!https?:)[^)]+\)/g)].length;
    }
    expect(spans).toBeGreaterThan(200);
    expect(links).toBeGreaterThan(100);
  });
});
