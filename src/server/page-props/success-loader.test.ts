import { describe, expect, it } from "vitest";
import { successContinueUrl } from "./success-loader";

const env = { APP_BASE_URL: "http://localhost:3000", ALLOWED_REDIRECT_ORIGINS: ["https://my.nordaccount.example"] };

describe("successContinueUrl", () => {
  it.each([
    ["https://my.nordaccount.example/billing/?x=1", "https://my.nordaccount.example/billing/?x=1"],
    ["/products/?product=pass", "/products/?product=pass"],
    ["http://localhost:3000/", "http://localhost:3000/"],
  ])("leads to the allowed success_uri %s", (successUri, expected) => {
    expect(successContinueUrl({ success_uri: successUri }, env)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/",
    "javascript:alert(1)",
    "https://my.nordaccount.example.evil.example/",
    "https://user:pass@my.nordaccount.example/",
    "/\\evil.example",
  ])("refuses %s", (successUri) => {
    expect(successContinueUrl({ success_uri: successUri }, env)).toBeNull();
  });

  it("falls back to an allowed redirect_uri when success_uri is missing or refused", () => {
    expect(successContinueUrl({ redirect_uri: "https://my.nordaccount.example/" }, env)).toBe("https://my.nordaccount.example/");
    expect(successContinueUrl({ success_uri: "https://evil.example/", redirect_uri: "/" }, env)).toBe("/");
  });

  it("gives no address for nothing, a refused redirect_uri or a repeated key", () => {
    expect(successContinueUrl({}, env)).toBeNull();
    expect(successContinueUrl({ redirect_uri: "https://evil.example/" }, env)).toBeNull();
    expect(successContinueUrl({ success_uri: ["/a/", "/b/"] }, env)).toBeNull();
  });
});
