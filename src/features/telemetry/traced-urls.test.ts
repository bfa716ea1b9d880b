import { describe, expect, it } from "vitest";
import { isTracedUrl } from "./traced-urls";

const options = { origin: "https://checkout.example", collectorUrl: "https://otel.example/otel-collector" };

describe("isTracedUrl", () => {
  it.each([
    "https://checkout.example/api/processing/pre/",
    "https://checkout.example/api/taxes/?country=US",
    "https://checkout.example/payment/?product=vpn",
    "https://checkout.example",
  ])("traces the app's own requests: %s", (url) => {
    expect(isTracedUrl(url, options)).toBe(true);
  });

  it.each([
    ["another host", "https://gateway.example/v1/tokens"],
    ["a look-alike host", "https://checkout.example.evil.example/api/x"],
    ["the collector", "https://otel.example/otel-collector/v1/traces"],
    ["a static chunk", "https://checkout.example/_next/static/chunks/main.js"],
    ["an icon", "https://checkout.example/favicon.svg"],
    ["a stylesheet", "https://checkout.example/fonts/a.css?v=1"],
    ["a tracing path", "https://checkout.example/v1/traces"],
    ["the error tunnel", "https://checkout.example/monitoring?o=1"],
  ])("skips %s", (_what, url) => {
    expect(isTracedUrl(url, options)).toBe(false);
  });
});
