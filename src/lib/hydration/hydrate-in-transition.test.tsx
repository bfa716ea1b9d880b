import { act, useEffect } from "react";
import ReactDOMClient from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { hydrateInTransition } from "./hydrate-in-transition";

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Stands for a component that takes a while to render on a slow phone.
  }
};

/** A page of 30 sections, each taking 3 ms to render: about 90 ms of hydration work in all. */
function Page({ log }: { log: string[] }) {
  return (
    <main>
      {Array.from({ length: 30 }, (_, index) => (
        <Section key={index} index={index} log={log} />
      ))}
      <Committed log={log} />
    </main>
  );
}

function Section({ index, log }: { index: number; log: string[] }) {
  if (typeof window !== "undefined") {
    // The first section to hydrate queues a task, as a tap or a paint would.
    if (log.length === 0) setTimeout(() => log.push("other task"), 0);
    busy(3);
    log.push(`section ${index}`);
  }
  return <p>Section {index}</p>;
}

/** Logs once the hydration has been committed (effects run only then). */
function Committed({ log }: { log: string[] }) {
  useEffect(() => void log.push("committed"), [log]);
  return null;
}

describe("hydrateInTransition", () => {
  it("lets other tasks run between slices of the page's hydration instead of blocking until it ends", async () => {
    hydrateInTransition();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page log={[]} />);
    document.body.appendChild(container);
    const log: string[] = [];

    const root = ReactDOMClient.hydrateRoot(container, <Page log={log} />);
    // However busy the machine, until the hydration is committed (unmounting a root still
    // hydrating makes React throw an uncaught error).
    await vi.waitFor(() => expect(log).toContain("committed"), { timeout: 10_000, interval: 20 });
    expect(log.filter((entry) => entry.startsWith("section"))).toHaveLength(30);

    // Hydrated in one task, the page would log every section before the other task.
    expect(log.indexOf("other task")).toBeGreaterThan(0);
    expect(log.indexOf("other task")).toBeLessThan(log.indexOf("section 29"));
    expect(container.textContent).toContain("Section 29");
    act(() => root.unmount());
  });
});
