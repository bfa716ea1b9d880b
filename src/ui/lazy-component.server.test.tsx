// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyComponent } from "./lazy-component";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazyComponent on the server", () => {
  it("renders the part in place, with no boundary left for an inline script to fill in", async () => {
    const LazyGreeting = lazyComponent(async () => Greeting);
    await Promise.resolve();
    const html = renderToString(<LazyGreeting name="shopper" />);
    expect(html).toContain("Hello <!-- -->shopper");
    // "<!--$!-->" would be a boundary the browser has to render itself (React error 419 under CSP).
    expect(html).not.toContain("<!--$!-->");
  });
});
