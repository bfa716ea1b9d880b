import { act, render, screen } from "@testing-library/react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { clientOnlyComponent, lazyComponent } from "./lazy-component";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

async function serverHtml(ui: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(ui);
  await stream.allReady;
  return new Response(stream).text();
}

/** A chunk that arrives when the test says so. */
function deferredChunk() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return Greeting;
  });
  return { load, arrive };
}

describe("lazyComponent", () => {
  it("is rendered by the server, keeps the server's markup until its chunk arrives, then hydrates it", async () => {
    const LazyGreeting = lazyComponent(async () => Greeting);
    const html = await serverHtml(
      <main>
        <LazyGreeting name="Ada" />
      </main>,
    );
    expect(html).toContain("Hello, <!-- -->Ada");
    expect(html).not.toContain("<script");

    const { load, arrive } = deferredChunk();
    const BrowserGreeting = lazyComponent(load);
    const errors = vi.spyOn(console, "error");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    render(
      <main>
        <BrowserGreeting name="Ada" />
      </main>,
      { container, hydrate: true },
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(container).toHaveTextContent("Hello, Ada");
    await act(async () => arrive());
    expect(screen.getByText("Hello, Ada")).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("once preloaded renders with the parts beside it, never a moment of nothing, its chunk asked for once", async () => {
    const { load, arrive } = deferredChunk();
    const LazyGreeting = lazyComponent(load);
    const preloaded = LazyGreeting.preload();
    arrive();
    await preloaded;
    render(
      <main>
        <LazyGreeting name="Ada" />
        <button type="submit">Pay</button>
      </main>,
    );
    // In the same commit as the button: nothing else to wait for.
    expect(screen.getByText("Hello, Ada")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("without a preload shows nothing until its chunk arrives", async () => {
    const { load, arrive } = deferredChunk();
    const LazyGreeting = lazyComponent(load);
    render(
      <main>
        <LazyGreeting name="Ada" />
        <button type="submit">Pay</button>
      </main>,
    );
    expect(screen.getByRole("button", { name: "Pay" })).toBeInTheDocument();
    expect(screen.queryByText("Hello, Ada")).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByText("Hello, Ada")).toBeInTheDocument();
  });
});

describe("clientOnlyComponent", () => {
  it("renders nothing on the server and loads its code only in the browser", async () => {
    const { load, arrive } = deferredChunk();
    const OnlyInBrowser = clientOnlyComponent(load);
    expect(
      await serverHtml(
        <main>
          <OnlyInBrowser name="Ada" />
        </main>,
      ),
    ).toBe("<main></main>");
    expect(load).not.toHaveBeenCalled();

    render(
      <main>
        <OnlyInBrowser name="Ada" />
      </main>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => arrive());
    expect(await screen.findByText("Hello, Ada")).toBeInTheDocument();
  });
});
