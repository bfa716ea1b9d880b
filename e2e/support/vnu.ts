import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { findBinary } from "../../scripts/scale/binaries";

/**
 * The W3C's Nu Html Checker (vnu, the validator.w3.org/nu engine) over documents the browser
 * collected. The jar comes from npm (`vnu-jar`), Java from Debian (`default-jre-headless`,
 * scripts/system-packages.ts): vnu-jar's own install script, which would download a Java, does not
 * run (it is not in package.json's `allowScripts`), and nothing here downloads anything.
 */

// vnu-jar's main module is the jar's path (a String object); it ships no types.
const VNU_JAR = String(createRequire(__filename)("vnu-jar"));

export interface MarkupDocument {
  /** What the document is, e.g. "payment vpn (en), hydrated"; it names the file vnu reads. */
  name: string;
  html: string;
}

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

const fileName = (index: number, name: string) =>
  `${String(index).padStart(2, "0")}-${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.html`;

function runVnu(files: string[]): Promise<string> {
  const java = findBinary("java");
  if (!java) throw new Error("No java on this machine: `npm test` installs Debian's default-jre-headless (scripts/system-packages.ts).");
  return new Promise((resolve, reject) => {
    // Every document in one run: the JVM's start is most of vnu's time. It exits 1 when it finds
    // an error; the report (JSON, on stderr) is read either way.
    execFile(
      java,
      ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (stderr.trim().startsWith("{")) resolve(stderr);
        else reject(error ?? new Error(`vnu gave no report: ${stderr}`));
      },
    );
  });
}

/**
 * vnu's errors in `documents`, one line each: the document, the line and column, the message and
 * the markup it is about. The documents are written to `folder` (a test's output folder, kept with
 * its artefacts) for vnu to read, and for a person to open at the line it names.
 */
export async function markupErrors(documents: MarkupDocument[], folder: string): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const byFile = new Map<string, string>();
  const files: string[] = [];
  for (const [index, document] of documents.entries()) {
    const file = path.join(folder, fileName(index, document.name));
    await writeFile(file, document.html);
    byFile.set(path.basename(file), document.name);
    files.push(file);
  }
  const report = JSON.parse(await runVnu(files)) as { messages: VnuMessage[] };
  return report.messages
    .filter((message) => message.type !== "info")
    .map((message) => {
      const document = byFile.get(path.basename(message.url ?? "")) ?? message.url ?? "?";
      const extract = message.extract ? `: ${message.extract.replace(/\s+/g, " ").trim().slice(0, 160)}` : "";
      return `${document}, line ${message.lastLine ?? "?"}:${message.firstColumn ?? "?"}: ${message.message}${extract}`;
    });
}
