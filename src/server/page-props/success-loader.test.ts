// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPageBackends, type PageBackends } from "@/test/page-backends";
import { loadPage } from "@/test/page-context";
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

describe("/success/'s loader on a real request", () => {
  let backends: PageBackends;
  let page: import("next").GetServerSideProps<import("@/features/app-context").PageProps>;

  beforeAll(async () => {
    backends = await startPageBackends();
    const { createGetServerSideProps } = await import("./create-get-server-side-props");
    const { successLoader } = await import("./success-loader");
    page = createGetServerSideProps(successLoader);
  }, 60_000);

  afterAll(() => backends.dispose());

  it("names the shopper's device for the app download from the User-Agent, none when there is none", async () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
    expect((await loadPage(page, "/success/", { headers: { "user-agent": iphone } })).props).toMatchObject({ platform: "ios" });
    expect(
      (await loadPage(page, "/success/", { headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64)" } })).props,
    ).toMatchObject({ platform: "windows" });
    expect((await loadPage(page, "/success/", { headers: { "user-agent": "" } })).props).toMatchObject({ platform: null });
  });

  it("leads Continue only to an allowed address, whatever the link says", async () => {
    expect((await loadPage(page, "/success/?success_uri=%2Fproducts%2F")).props).toMatchObject({ continueUrl: "/products/" });
    for (const query of [
      "success_uri=https%3A%2F%2Fevil.example%2F",
      "success_uri=%2F%2Fevil.example",
      "redirect_uri=javascript%3Aalert(1)",
      "success_uri=a&success_uri=b",
      "",
    ]) {
      expect({ query, props: (await loadPage(page, `/success/?${query}`)).props }).toMatchObject({ query, props: { continueUrl: null } });
    }
  });
});
