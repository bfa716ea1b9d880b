import { describe, expect, it } from "vitest";
import { readCspViolations } from "./csp-violations";

describe("readCspViolations", () => {
  it("reads a report-uri report without the query strings of its addresses", () => {
    const body = JSON.stringify({
      "csp-report": {
        "document-uri": "https://checkout.example.com/payment/?trusted_pass_token=secret&email=a%40b.co",
        "blocked-uri": "https://evil.example/x.js?code=123#frag",
        "effective-directive": "script-src-elem",
        "violated-directive": "script-src-elem",
        "original-policy": "default-src 'self'",
      },
    });
    expect(readCspViolations(body)).toEqual([
      { directive: "script-src-elem", blocked: "https://evil.example/x.js", page: "https://checkout.example.com/payment/" },
    ]);
  });

  it("reads the csp-violation entries of a report-to batch and ignores other report types", () => {
    const body = [
      {
        type: "csp-violation",
        url: "https://checkout.example.com/?state=s",
        body: { documentURL: "https://checkout.example.com/?state=s", blockedURL: "inline", effectiveDirective: "script-src-elem" },
      },
      { type: "deprecation", url: "https://checkout.example.com/", body: { id: "x" } },
    ];
    expect(readCspViolations(JSON.stringify(body))).toEqual([
      { directive: "script-src-elem", blocked: "inline", page: "https://checkout.example.com/" },
    ]);
  });

  it("keeps nothing of a hostile value but a short keyword", () => {
    const body = {
      "csp-report": {
        "blocked-uri": "data:text/html,<script>alert(1)</script>",
        "document-uri": "\n<fake log line>",
        "effective-directive": "img-src\nforged: line",
      },
    };
    expect(readCspViolations(body)).toEqual([{ directive: "-", blocked: "data:", page: "-" }]);
  });

  it.each(["", "not json", "[1,2]", "{}", JSON.stringify({ "csp-report": "x" }), "null"])("refuses %j", (body) => {
    expect(readCspViolations(body)).toBeNull();
  });
});
