import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readAuditOutput } from "./audit-report";
import { unpinnedDependencies } from "./dependency-ranges";

const report = (vulnerabilities: Record<string, { name: string; severity: string }>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { total: Object.keys(vulnerabilities).length } } });

describe("readAuditOutput", () => {
  it("passes a report without high or critical advisories", () => {
    expect(readAuditOutput(report({ qs: { name: "qs", severity: "moderate" } }))).toEqual({ kind: "report", blocking: [] });
  });

  it("names every high and critical advisory", () => {
    const outcome = readAuditOutput(
      report({ a: { name: "a", severity: "high" }, b: { name: "b", severity: "low" }, c: { name: "c", severity: "critical" } }),
    );
    expect(outcome).toEqual({
      kind: "report",
      blocking: [
        { name: "a", severity: "high" },
        { name: "c", severity: "critical" },
      ],
    });
  });

  it("skips when npm could not connect (what npm prints offline)", () => {
    const offline = JSON.stringify({
      message: "request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9",
      error: { summary: "", detail: "" },
    });
    expect(readAuditOutput(offline).kind).toBe("unreachable");
  });

  it("skips when the registry has no audit endpoint (a mirror's 405)", () => {
    const mirror = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    });
    expect(readAuditOutput(mirror)).toEqual({ kind: "unreachable", reason: "the audit endpoint answered 405" });
  });

  it("fails on anything else, so a broken audit never passes for a clean one", () => {
    expect(readAuditOutput("").kind).toBe("broken");
    expect(readAuditOutput(JSON.stringify({ message: "ELOCKVERIFY lockfile is corrupt" })).kind).toBe("broken");
    expect(readAuditOutput(JSON.stringify({ message: "401 Unauthorized", statusCode: 401 })).kind).toBe("broken");
  });
});

describe("unpinnedDependencies", () => {
  it("refuses wildcards, dist-tags and open ranges", () => {
    expect(
      unpinnedDependencies({ dependencies: { a: "*", b: "latest", c: ">=1.0.0", d: "1.x", e: "" }, devDependencies: { f: "^1.2.3" } }),
    ).toEqual(["a@*", "b@latest", "c@>=1.0.0", "d@1.x", "e@"]);
  });

  it("accepts exact, caret, tilde and alternatives of them", () => {
    expect(unpinnedDependencies({ dependencies: { a: "1.2.3", b: "^1.2.3", c: "~0.2.0", d: "^10.0.0 || ^11.0.0" } })).toEqual([]);
  });

  it("finds every dependency of this project pinned", () => {
    const pkg = JSON.parse(readFileSync(path.resolve(__dirname, "../../package.json"), "utf8"));
    expect(unpinnedDependencies(pkg)).toEqual([]);
  });
});
